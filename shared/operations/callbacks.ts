import { inboundPaymentPostings } from '../domain/ledger';
import type { GatewayCallback } from '../gateway/port';
import { logger } from '../logger';
import { settlementDueMs, toJakartaIso } from '../time';
import { applyDedicatedVaPayment } from './dedicated-va-payments';
import { changeStatus, type StatusChangeOutcome } from './status-change';

/**
 * Applies one gateway callback. Duplicates (the gateway retries, SQS delivers at least once) find
 * the transaction already moved and change nothing.
 */
export async function applyGatewayCallback(callback: GatewayCallback, nowMs: number): Promise<StatusChangeOutcome> {
  // A dedicated VA payment names no transaction of ours: it becomes a new one.
  if (callback.channel === 'dedicated_va') return applyDedicatedVaPayment(callback, nowMs);
  if (callback.partner_reff === null) throw new Error(`callback ${callback.gateway_reference} has no partner_reff`);
  const outcome = await applyToTransaction(callback.partner_reff, callback, nowMs);
  if (outcome.kind === 'unknown_transaction') {
    logger.warn('callback for an unknown transaction', { partnerReff: callback.partner_reff, gatewayReference: callback.gateway_reference });
  } else if (outcome.kind === 'unchanged') {
    logger.info('callback changed nothing', { partnerReff: callback.partner_reff, reason: outcome.reason });
  }
  return outcome;
}

function applyToTransaction(partnerReff: string, callback: GatewayCallback, nowMs: number): Promise<StatusChangeOutcome> {
  const common = { partnerReff, nowMs, source: 'gateway_callback' as const, eventType: 'callback_received' };
  switch (callback.event) {
    case 'payment.paid':
      return payTransaction(partnerReff, callback, nowMs);
    case 'payment.failed':
      return changeStatus({ ...common, trigger: 'payment_failed', description: 'The gateway reported the payment failed', set: () => ({ failed_at_ms: nowMs }) });
    case 'payment.cancelled':
      return changeStatus({ ...common, trigger: 'payment_cancelled', description: 'The gateway reported the payment cancelled' });
  }
}

/**
 * Paid: QR money waits in pending_settlement until H+1, VA money is available at once. A payment for
 * a different amount than the transaction's is refused (nothing is credited) and surfaces as an error
 * so the message ends in the dead-letter queue for an operator.
 */
async function payTransaction(partnerReff: string, callback: GatewayCallback, nowMs: number): Promise<StatusChangeOutcome> {
  const outcome = await changeStatus({
    partnerReff,
    trigger: 'payment_received',
    nowMs,
    eventType: 'callback_received',
    source: 'gateway_callback',
    description: `Payment received at ${toJakartaIso(Date.parse(callback.occurred_at) || nowMs)} (gateway reference ${callback.gateway_reference})`,
    guard: (tx) => (tx.amount === callback.amount ? undefined : `amount_mismatch: paid ${callback.amount}, expected ${tx.amount}`),
    set: () => ({ paid_at_ms: nowMs, gateway_reference: callback.gateway_reference }),
    due: (tx) => (tx.type === 'qris' ? { kind: 'settlement', atMs: settlementDueMs(nowMs) } : null),
    postings: (tx) => inboundPaymentPostings(tx.merchant_id, tx.partner_reff, tx.fees, tx.type === 'qris' ? 'pending_settlement' : 'available'),
  });
  if (outcome.kind === 'unchanged' && outcome.reason.startsWith('amount_mismatch')) {
    throw new Error(`Refused callback ${callback.gateway_reference} for ${partnerReff}: ${outcome.reason}`);
  }
  return outcome;
}
