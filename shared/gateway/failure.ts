/** A failed gateway call that moved no money: the HTTP layer answers 502 upstream_error with this status. */
export class GatewayFailure extends Error {
  readonly upstreamStatus: number;

  constructor(upstreamStatus: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayFailure';
    this.upstreamStatus = upstreamStatus;
  }
}

export function isGatewayFailure(error: unknown): error is GatewayFailure {
  return (
    error instanceof Error &&
    error.name === 'GatewayFailure' &&
    typeof (error as GatewayFailure).upstreamStatus === 'number'
  );
}
