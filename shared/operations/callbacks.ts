import { inboundPaymentPostings } from '../domain/ledger';
import { isPayoutType } from '../domain/transaction-state';
import { applyTransition, type TransitionOutcome } from '../engine/transition';
import { PAYMENT_EVENTS, type GatewayCallback } from '../gateway/port';
import { logger } from '../logger';
import { getTransaction } from '../store/transactions';
import { settlementDueMs, toJakartaIso } from '../time';
import { applyDedicatedVaPayment } from './dedicated-va-payments';
import { applyPayoutCallback } from '../channels/payouts/outcome';

/**
 * Applies one gateway callback. It is dispatched by the type of the transaction it names, never by
 * what the callback claims: a payout callback can never credit a merchant, and a payment callback
 * can never finish a payout. Duplicates (the gateway retries, SQS delivers at least once) find the
 * transaction already moved and change nothing.
 */
export async function applyGatewayCallback(callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  // A dedicated VA payment names no transaction of ours: it becomes a new one.
  if (callback.channel === 'dedicated_va') return applyDedicatedVaPayment(callback, nowMs);
  if (callback.partner_reff === null) throw new Error(`callback ${callback.gateway_reference} has no partner_reff`);
  const tx = await getTransaction(callback.partner_reff);
  const payment = PAYMENT_EVENTS.includes(callback.event);
  if (tx !== undefined && isPayoutType(tx.type) === payment) {
    // Refused, not dropped: the message fails and ends in the dead-letter queue for an operator.
    throw new Error(`Refused callback ${callback.gateway_reference}: ${callback.event} names ${tx.type} transaction ${tx.partner_reff}`);
  }
  const outcome = payment ? await applyPaymentCallback(callback.partner_reff, callback, nowMs) : await applyPayoutCallback(callback, nowMs);
  if (outcome.kind === 'unknown_transaction') {
    logger.warn('callback for an unknown transaction', { partnerReff: callback.partner_reff, gatewayReference: callback.gateway_reference });
  } else if (outcome.kind !== 'applied') {
    logger.info('callback changed nothing', { partnerReff: callback.partner_reff, outcome: outcome.kind, reason: 'reason' in outcome ? outcome.reason : undefined });
  }
  return outcome;
}

function applyPaymentCallback(partnerReff: string, callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  const common = { partnerReff, nowMs, source: 'gateway_callback' as const, eventType: 'callback_received' };
  switch (callback.event) {
    case 'payment.failed':
      return applyTransition({ ...common, trigger: 'payment_failed', description: 'The gateway reported the payment failed', set: () => ({ failed_at_ms: nowMs }) });
    case 'payment.cancelled':
      return applyTransition({ ...common, trigger: 'payment_cancelled', description: 'The gateway reported the payment cancelled' });
    default:
      return payTransaction(partnerReff, callback, nowMs);
  }
}

/**
 * Paid: QR money waits in pending_settlement until H+1, VA money is available at once. A payment for
 * a different amount than the transaction's is refused (nothing is credited) and surfaces as an error
 * so the message ends in the dead-letter queue for an operator.
 */
async function payTransaction(partnerReff: string, callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  const outcome = await applyTransition({
    partnerReff,
    trigger: 'payment_received',
    kind: 'credit',
    nowMs,
    eventType: 'callback_received',
    source: 'gateway_callback',
    description: `Payment received at ${toJakartaIso(Date.parse(callback.occurred_at) || nowMs)} (gateway reference ${callback.gateway_reference})`,
    guard: (tx) => (tx.amount === callback.amount ? undefined : `amount_mismatch: paid ${callback.amount}, expected ${tx.amount}`),
    set: () => ({ paid_at_ms: nowMs, gateway_reference: callback.gateway_reference }),
    due: (tx) => (tx.type === 'qris' ? { kind: 'settlement', atMs: settlementDueMs(nowMs) } : null),
    postings: (tx) => inboundPaymentPostings(tx.merchant_id, tx.partner_reff, tx.fees, tx.type === 'qris' ? 'pending_settlement' : 'available'),
  });
  if (outcome.kind === 'refused') throw new Error(`Refused callback ${callback.gateway_reference} for ${partnerReff}: ${outcome.reason}`);
  return outcome;
}
