import type { Outcome, RefusalCode } from '../domain/outcome';
import { AppError, type ErrorCode } from '../errors';
import { storedResponse, type IdempotencyClaim, type IdempotencyRecorder } from '../store/idempotency';
import type { OperationResult } from './context';

/** Every refusal code is one of the contract's error codes (checked by the compiler). */
const asErrorCode = (code: RefusalCode): ErrorCode => code;

/** How a route answers its operation's value: a status and the body around the value. */
export interface Rendering<T> {
  /** Fixed, or chosen by the value (a get-or-create answers 201 or 200). */
  status: number | ((value: T) => number);
  body: (value: T) => Record<string, unknown>;
}

const statusOf = <T>(rendering: Rendering<T>, value: T): number =>
  typeof rendering.status === 'number' ? rendering.status : rendering.status(value);

export const okBody = <T extends object>(value: T): Record<string, unknown> => ({ ok: true, ...value });

/** The common renderings: 200 or 201 with `ok: true` beside the value's fields. */
export const OK_200: Rendering<object> = { status: 200, body: okBody };
export const CREATED_201: Rendering<object> = { status: 201, body: okBody };
/** Accepted: the work goes on asynchronously (digital orders). */
export const ACCEPTED_202: Rendering<object> = { status: 202, body: okBody };

/** A value becomes the route's response; a refusal becomes the error envelope with its status. */
export function respond<T>(outcome: Outcome<T>, rendering: Rendering<T>): OperationResult {
  if (!outcome.ok)
    throw new AppError(asErrorCode(outcome.code), outcome.message, outcome.fields ? { errors: outcome.fields } : {});
  return { statusCode: statusOf(rendering, outcome.value), body: rendering.body(outcome.value) };
}

/** Lets an operation store the route's response with its idempotency key inside its own transaction. */
export function recorder<T>(
  claim: IdempotencyClaim | undefined,
  rendering: Rendering<T>,
): IdempotencyRecorder<T> | undefined {
  if (claim === undefined) return undefined;
  return { claim, responseFor: (value) => storedResponse(statusOf(rendering, value), rendering.body(value)) };
}

/** A create that may find the record made already: 201 when `created`, else 200; `created` is not in the body. */
export const CREATED_OR_EXISTING: Rendering<{ created: boolean }> = {
  status: (value) => (value.created ? 201 : 200),
  body: ({ created: _created, ...rest }) => ({ ok: true, ...rest }),
};
