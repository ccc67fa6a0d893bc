import type { ComponentChildren } from 'preact';
import type { ApiState } from '../hooks';
import { ErrorMessage } from './ErrorMessage';
import { Loading } from './Loading';

/**
 * The three states of loaded data in one place: <Loading> on the first load, <ErrorMessage> with
 * "try again" on a failure, else `children(data)` (which shows <Empty> itself for an empty list).
 */
export function Async<T>(props: { state: ApiState<T>; children: (data: T) => ComponentChildren }) {
  const { state } = props;
  if (state.error !== undefined) return <ErrorMessage error={state.error} retry={state.reload} />;
  if (state.data === undefined) return <Loading />;
  return <>{props.children(state.data)}</>;
}
