import type { Outcome, RefusalCode } from '../domain/outcome';
import { AppError, type ErrorCode } from '../errors';
import { storedResponse, type IdempotencyClaim, type IdempotencyRecorder } from '../store/idempotency';
import type { OperationResult } from './context';

/** Every refusal code is one of the contract's error codes (checked by the compiler). */
const asErrorCode = (code: RefusalCode): ErrorCode => code;

/** How a route answers its operation's value: a status and the body around the value. */
export interface Rendering<T> {
  status: number;
  body: (value: T) => Record<string, unknown>;
}

export const okBody = <T extends object>(value: T): Record<string, unknown> => ({ ok: true, ...value });

/** The common rendering: 200 with `ok: true` beside the value's fields. */
export const OK_200: Rendering<object> = { status: 200, body: okBody };

/** A value becomes the route's response; a refusal becomes the error envelope with its status. */
export function respond<T>(outcome: Outcome<T>, rendering: Rendering<T>): OperationResult {
  if (!outcome.ok) throw new AppError(asErrorCode(outcome.code), outcome.message, outcome.fields ? { errors: outcome.fields } : {});
  return { statusCode: rendering.status, body: rendering.body(outcome.value) };
}

/** Lets an operation store the route's response with its idempotency key inside its own transaction. */
export function recorder<T>(claim: IdempotencyClaim | undefined, rendering: Rendering<T>): IdempotencyRecorder<T> | undefined {
  if (claim === undefined) return undefined;
  return { claim, responseFor: (value) => storedResponse(rendering.status, rendering.body(value)) };
}
