/**
 * A write that lost to other writers of the same item on every attempt: nothing was written, and
 * the request may be sent again shortly (the HTTP layer answers 503 with Retry-After). A module of
 * its own, without the SDK, so the error envelope can recognise it in every function.
 */
export class ContendedError extends Error {
  override readonly name = 'ContendedError';
}

export const isContended = (error: unknown): error is ContendedError => error instanceof ContendedError;
