import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../constants';
import type { RefundOutcome } from '../../domain/refunds';
import { answerText, gatewayFailure, successBody, type GatewayHttp } from '../../gateway/http-client';
import {
  errorAnswer,
  isSuccess,
  parseJson,
  STATUS_BAD_GATEWAY,
  STATUS_NOT_FOUND,
  type Answer,
} from '../../upstream/json-api';
import type { OriginalRefundType } from '../registry';

/**
 * The refunds' part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, sections 12
 * and 17): a refund back through a payment's own rail (the registry's `original` types). A refund sent as a
 * payout uses the payouts' calls, with the refund id as the payout's reference.
 */

export type { RefundOutcome };

export interface RefundPaymentInput {
  /** Our refund id: the gateway's idempotency reference, so a repeat refunds nothing twice. */
  refundId: string;
  channel: OriginalRefundType;
  /** The payment refunded, by our reference and the gateway's. */
  partnerReff: string;
  paymentReference: string;
  amountIdr: number;
  reason: string;
}

export interface RefundGateway {
  /**
   * Refunds (part of) a payment on its rail. Never throws for the gateway's or the network's trouble:
   * money may have moved, so it answers `unknown`, and only `rejected` may release the hold.
   */
  refundPayment(input: RefundPaymentInput): Promise<RefundOutcome>;
  /** What the gateway knows of a refund (reconciliation); `not_found` when it never received it. */
  refundStatus(refundId: string): Promise<RefundOutcome | { kind: 'not_found' }>;
}

/**
 * Answers to POST /v1/refunds that prove the gateway refused the refund without making it; any other
 * failure leaves the outcome unknown, for the reasons payouts give (shared/channels/payouts/gateway.ts).
 */
const REFUND_REFUSAL_STATUSES: readonly number[] = [400, 422];

/** Each status fixes what must come with it: a succeeded refund without its reference is a garbled answer. */
const RefundResponseSchema = z.discriminatedUnion('status', [
  z.object({ refund_id: answerText, status: z.literal('succeeded'), gateway_reference: answerText }),
  z.object({ refund_id: answerText, status: z.literal('pending'), gateway_reference: answerText.nullish() }),
  z.object({ refund_id: answerText, status: z.literal('rejected'), reason: answerText.optional() }),
]);

const clipped = (reason: string): string => reason.slice(0, GATEWAY_TEXT_LENGTH_MAX);

function toOutcome(body: z.infer<typeof RefundResponseSchema>): RefundOutcome {
  if (body.status === 'succeeded') return { kind: 'succeeded', gatewayReference: body.gateway_reference };
  if (body.status === 'pending') return { kind: 'pending', gatewayReference: body.gateway_reference ?? null };
  return { kind: 'rejected', reason: clipped(body.reason ?? 'The gateway rejected the refund') };
}

function refundOutcomeOf(answer: Answer, refundId: string): RefundOutcome {
  if (REFUND_REFUSAL_STATUSES.includes(answer.status)) {
    const message = errorAnswer(answer).message?.trim();
    return { kind: 'rejected', reason: clipped(message || `The gateway refused the refund (${answer.status})`) };
  }
  if (!isSuccess(answer)) return { kind: 'unknown', cause: `gateway answered ${answer.status}` };
  const result = RefundResponseSchema.safeParse(parseJson(answer.text));
  if (!result.success) return { kind: 'unknown', cause: `unparseable answer (${answer.status})` };
  if (result.data.refund_id !== refundId) return { kind: 'unknown', cause: 'answer names another refund_id' };
  return toOutcome(result.data);
}

async function refundPayment(http: GatewayHttp, input: RefundPaymentInput): Promise<RefundOutcome> {
  const body = {
    refund_id: input.refundId,
    channel: input.channel,
    partner_reff: input.partnerReff,
    payment_reference: input.paymentReference,
    amount: input.amountIdr,
    reason: input.reason,
  };
  let answer: Answer;
  try {
    answer = await http.send('POST', '/v1/refunds', body);
  } catch (error) {
    return { kind: 'unknown', cause: http.transportCause(error) };
  }
  return refundOutcomeOf(answer, input.refundId);
}

/** A 404 is "never received" only when its body names this refund: a bare 404 may be a wrong URL or a proxy. */
async function refundStatus(http: GatewayHttp, refundId: string): Promise<RefundOutcome | { kind: 'not_found' }> {
  const answer = await http.answer('GET', `/v1/refunds/${encodeURIComponent(refundId)}`);
  const missing = z.object({ error: z.literal('not_found'), refund_id: z.literal(refundId) });
  if (answer.status === STATUS_NOT_FOUND && missing.safeParse(parseJson(answer.text)).success)
    return { kind: 'not_found' };
  const body = successBody(answer, RefundResponseSchema);
  if (body.refund_id !== refundId)
    throw gatewayFailure(STATUS_BAD_GATEWAY, new Error(`Gateway answered another refund to ${answer.what}`));
  return toOutcome(body);
}

export function refundGateway(http: GatewayHttp): RefundGateway {
  return {
    refundPayment: (input) => refundPayment(http, input),
    refundStatus: (refundId) => refundStatus(http, refundId),
  };
}
