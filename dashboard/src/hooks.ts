import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, type ApiClient } from './api';
import { useSession } from './session';

export interface ApiState<T> {
  loading: boolean;
  error?: unknown;
  data?: T;
  /** Runs the call again (after a change, or from the error's "try again"). */
  reload: () => void;
}

/**
 * Loads data for a page: `useApi((api) => unwrap(api.GET('/dashboard/v1/balance')), [])`.
 * Re-runs when `deps` change; an answer that arrives after a newer call started is dropped.
 */
export function useApi<T>(fn: (api: ApiClient) => Promise<T>, deps: readonly unknown[]): ApiState<T> {
  const { api, signOut } = useSession();
  const [state, setState] = useState<{ loading: boolean; error?: unknown; data?: T }>({ loading: true });
  const call = useRef(0);
  const run = useCallback(() => {
    const mine = ++call.current;
    setState((previous) => ({ loading: true, data: previous.data }));
    fn(api).then(
      (data) => mine === call.current && setState({ loading: false, data }),
      (error: unknown) => {
        // A token the API no longer accepts: back to the sign-in page rather than a dead page.
        if (error instanceof ApiError && error.status === 401) signOut();
        else if (mine === call.current) setState({ loading: false, error });
      },
    );
  }, [api, ...deps]);
  useEffect(run, [run]);
  return { ...state, reload: run };
}

/**
 * A form's submit: `const save = useAction(async (api, body) => ...)`, then `save.run(body)`;
 * `save.busy` disables the button, `save.error` goes to <ErrorMessage>.
 */
export function useAction<A extends unknown[], T>(fn: (api: ApiClient, ...args: A) => Promise<T>) {
  const { api } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const run = async (...args: A): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      return await fn(api, ...args);
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clearError: () => setError(undefined) };
}
