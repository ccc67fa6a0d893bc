import { GatewayFailure } from '../../shared/gateway/failure';

/** What a promise the test expects to fail rejected with (an Error saying so if it did not). */
export function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => new Error('expected a rejection'),
    (error: unknown) => error as Error,
  );
}

/** The GatewayFailure an adapter call rejected with; fails the test on any other outcome. */
export async function failureOf(call: Promise<unknown>): Promise<GatewayFailure> {
  const error = await call.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(GatewayFailure);
  return error as GatewayFailure;
}
