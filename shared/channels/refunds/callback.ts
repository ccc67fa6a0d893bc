import type { RefundOutcome } from '../../domain/refunds';
import { REFUND_EVENTS, type GatewayCallback } from '../../gateway/port';
import { logger } from '../../logger';
import { REFUND_ID_PREFIX } from './limits';
import { recordRefundOutcome } from './outcome';
import { payoutTypeOf } from './payout';
import { getRefund, type RefundRecord } from './store';

/**
 * The gateway's callbacks about refunds (docs/ARCHITECTURE.md, section 17): `refund.succeeded` and
 * `refund.failed` for a refund back on a payment's rail (naming the payment and the refund), and
 * `payout.executed` / `payout.failed` / `payout.returned` naming a refund id, for one sent as a payout.
 */
export type RefundCallbackOutcome =
  | { kind: 'refund_ended'; refund: RefundRecord }
  | { kind: 'refund_unchanged'; refund: RefundRecord }
  /** It contradicts the refund's end as we recorded it: the caller keeps it for an operator. */
  | { kind: 'conflict'; detail: string }
  | { kind: 'ignored'; reason: string };

/** Whether a payout callback's partner_reff is a refund id: refunds sent as payouts are the gateway's payouts under it. */
export const isRefundReference = (partnerReff: string | null): boolean =>
  partnerReff !== null && partnerReff.startsWith(`${REFUND_ID_PREFIX}-`);

/**
 * A callback that names a refund for another payment, channel or amount is refused (the message
 * fails, and ends in the dead-letter queue): it is about something else, or garbled.
 */
function mismatch(callback: GatewayCallback, refund: RefundRecord): string | undefined {
  if (callback.amount !== refund.amount) return `amount ${callback.amount}, the refund is ${refund.amount}`;
  if (REFUND_EVENTS.includes(callback.event)) {
    if (refund.method !== 'original') return 'a refund sent as a payout is reported by payout events';
    if (callback.partner_reff !== refund.partner_reff) return `it names payment ${callback.partner_reff}`;
    return callback.channel === refund.payment_type ? undefined : `it names channel ${callback.channel}`;
  }
  if (refund.destination === undefined) return 'a refund back on the rail is reported by refund events';
  const payout = payoutTypeOf(refund.destination.type);
  return callback.channel === payout ? undefined : `it names channel ${callback.channel}, the payout is ${payout}`;
}

function outcomeOf(callback: GatewayCallback): RefundOutcome {
  if (callback.event === 'refund.succeeded' || callback.event === 'payout.executed')
    return { kind: 'succeeded', gatewayReference: callback.gateway_reference };
  return { kind: 'rejected', reason: callback.reason ?? 'The gateway reported the refund failed' };
}

/** payout.returned for a refund: the bank sent back a refund paid out; a paid refund never turns failed, so an operator decides. */
function returned(refund: RefundRecord): RefundCallbackOutcome {
  if (refund.status === 'pending')
    throw new Error(`Refund ${refund.refund_id} was returned before its payout was known executed; retried later`);
  return { kind: 'conflict', detail: `the bank returned refund ${refund.refund_id}, which is ${refund.status}` };
}

export async function applyRefundCallback(callback: GatewayCallback, nowMs: number): Promise<RefundCallbackOutcome> {
  const refundId = callback.refund_id ?? callback.partner_reff ?? '';
  const refund = await getRefund(refundId);
  if (refund === undefined) {
    const reason = `the gateway reported ${callback.event} for refund ${refundId}, which is not ours`;
    logger.warn('refund callback changed nothing', { refundId, gatewayReference: callback.gateway_reference, reason });
    return { kind: 'ignored', reason };
  }
  const wrong = mismatch(callback, refund);
  if (wrong !== undefined)
    throw new Error(
      `Refused callback ${callback.gateway_reference} (${callback.event}) for refund ${refundId}: ${wrong}`,
    );
  if (callback.event === 'payout.returned') return returned(refund);
  const recorded = await recordRefundOutcome(refund, outcomeOf(callback), nowMs, 'gateway_callback');
  if (recorded.kind === 'conflict') return { kind: 'conflict', detail: recorded.detail };
  return { kind: recorded.kind === 'ended' ? 'refund_ended' : 'refund_unchanged', refund: recorded.refund };
}
