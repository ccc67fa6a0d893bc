import type { RefundWebhookEvent } from '../registry';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';
import { destinationViewOf } from './payout';
import type { RefundRecord } from './store';

/** The contract's refund object (`Refund` in the OpenAPI document). */
export interface RefundView {
  refund_id: string;
  partner_reff: string;
  amount: number;
  fee: number;
  reason: string;
  status: RefundRecord['status'];
  method: RefundRecord['method'];
  destination: Record<string, string> | null;
  created_at: string;
  completed_at: string | null;
  failure_reason: string | null;
}

export function refundView(refund: RefundRecord): RefundView {
  return {
    refund_id: refund.refund_id,
    partner_reff: refund.partner_reff,
    amount: refund.amount,
    fee: refund.fees.total_fee,
    reason: refund.reason,
    status: refund.status,
    method: refund.method,
    destination: refund.destination === undefined ? null : destinationViewOf(refund.destination),
    created_at: toJakartaIso(refund.created_at_ms),
    completed_at: toJakartaIsoOrNull(refund.completed_at_ms),
    failure_reason: refund.failure_reason ?? null,
  };
}

/** The body of `refund.succeeded` / `refund.failed`: `{event, refund, partner_reff}` (DESIGN 15). */
export const refundWebhookBody = (event: RefundWebhookEvent, refund: RefundRecord): string =>
  JSON.stringify({ event, refund: refundView(refund), partner_reff: refund.partner_reff });
