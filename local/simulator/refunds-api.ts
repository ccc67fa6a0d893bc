import * as z from 'zod';
import { ORIGINAL_REFUND_TYPES } from '../../shared/channels/registry';
import { REFUND_REASON_LENGTH_MAX } from '../../shared/channels/refunds/limits';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../shared/constants';
import type { SimulatorContext } from './context';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { RefundBook, SimRefundRecord } from './refunds';

/**
 * Refunds in the simulated gateway: POST /v1/refunds (idempotent on refund_id), GET /v1/refunds/{id}
 * for reconciliation, and control calls that end a pending refund at once or read its record.
 */

const text = z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

const RefundSchema = z.strictObject({
  refund_id: text,
  channel: z.enum(ORIGINAL_REFUND_TYPES),
  partner_reff: text,
  payment_reference: text,
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  reason: z.string().trim().min(1).max(REFUND_REASON_LENGTH_MAX),
});

const CompleteRefundSchema = z
  .strictObject({ outcome: z.enum(['succeeded', 'failed']), reason: text.optional() })
  .refine((body) => body.outcome === 'failed' || body.reason === undefined, {
    message: 'Only a failed refund has a reason',
    path: ['reason'],
  });

/** What the gateway answers about a refund: on creation, on a repeat and on a status query. */
function refundBody(record: SimRefundRecord): Record<string, unknown> {
  return {
    refund_id: record.refundId,
    status: record.status,
    gateway_reference: record.gatewayReference,
    ...(record.failureReason === null ? {} : { reason: record.failureReason }),
  };
}

export async function finishRefund(
  ctx: SimulatorContext,
  book: RefundBook,
  refundId: string,
  outcome: 'succeeded' | 'rejected',
  reason?: string,
) {
  const result = book.complete(refundId, outcome, reason);
  if (!result.ok) return result;
  ctx.logger.info('gateway simulator: refund ended', { refund_id: refundId, status: result.record.status });
  const outcomes = await ctx.sendCallback(result.callback, 1);
  return { ...result, outcomes };
}

/** A pending refund succeeds after the book's delay, on the simulator's time (./due.ts). */
function scheduleSuccess(ctx: SimulatorContext, book: RefundBook, record: SimRefundRecord): void {
  ctx.later(book.callbackDelayMs, { kind: 'refund-callback', refundId: record.refundId });
}

function createRefund(ctx: SimulatorContext, book: RefundBook, body: unknown): SimResponse {
  const input = parseWith(RefundSchema, body);
  const result = book.submit({
    refundId: input.refund_id,
    channel: input.channel,
    partnerReff: input.partner_reff,
    paymentReference: input.payment_reference,
    amountIdr: input.amount,
    reason: input.reason,
  });
  if (result.kind === 'conflict')
    throw new SimHttpError(409, 'duplicate_refund_id', 'A refund with this refund_id exists with a different body');
  if (result.kind === 'created') {
    ctx.logger.info('gateway simulator: refund received', { refund_id: input.refund_id, status: result.record.status });
    if (result.record.status === 'pending') scheduleSuccess(ctx, book, result.record);
  }
  return jsonResponse(200, refundBody(result.record));
}

function refundStatus(book: RefundBook, refundId: string): SimResponse {
  const record = book.get(refundId);
  // The 404 names the refund, so a client can tell "no such refund" from "no such endpoint".
  if (record === undefined)
    return jsonResponse(404, { ok: false, error: 'not_found', message: 'No such refund', refund_id: refundId });
  return jsonResponse(200, refundBody(record));
}

async function completeRefund(
  ctx: SimulatorContext,
  book: RefundBook,
  refundId: string,
  body: unknown,
): Promise<SimResponse> {
  const input = parseWith(CompleteRefundSchema, body);
  const result = await finishRefund(
    ctx,
    book,
    refundId,
    input.outcome === 'succeeded' ? 'succeeded' : 'rejected',
    input.reason,
  );
  if (!result.ok && result.reason === 'not_found') throw new SimHttpError(404, 'not_found', 'No such refund');
  if (!result.ok) throw new SimHttpError(409, 'conflict', 'The refund is not pending');
  return jsonResponse(200, {
    ok: true,
    status: result.record.status,
    callback_status: result.outcomes[0]?.status ?? null,
  });
}

function readRecord(book: RefundBook, refundId: string): SimResponse {
  const record = book.get(refundId);
  if (record === undefined) throw new SimHttpError(404, 'not_found', 'No such refund');
  return jsonResponse(200, { ok: true, refund: { ...refundBody(record), request_count: record.requestCount } });
}

export function refundRoutes(ctx: SimulatorContext, book: RefundBook): Route[] {
  return [
    { method: 'POST', pattern: /^\/v1\/refunds$/, kind: 'api', handle: ({ body }) => createRefund(ctx, book, body) },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      kind: 'api',
      handle: ({ params }) => refundStatus(book, params[0] ?? ''),
    },
    {
      method: 'POST',
      pattern: /^\/control\/refunds\/([^/]+)\/complete$/,
      kind: 'control',
      handle: ({ params, body }) => completeRefund(ctx, book, params[0] ?? '', body),
    },
    {
      method: 'GET',
      pattern: /^\/control\/refunds\/([^/]+)$/,
      kind: 'control',
      handle: ({ params }) => readRecord(book, params[0] ?? ''),
    },
  ];
}
