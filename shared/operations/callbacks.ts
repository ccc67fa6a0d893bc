import { CHANNELS, type TransactionType } from '../channels/registry';
import { inboundPaymentPostings } from '../domain/ledger';
import { isPayoutType } from '../domain/transaction-state';
import { applyTransition, type TransitionOutcome } from '../engine/transition';
import { PAYMENT_EVENTS, REFUND_EVENTS, type GatewayCallback } from '../gateway/port';
import { logger } from '../logger';
import { getTransaction, type TransactionRecord } from '../store/transactions';
import { settlementDueMs, toJakartaIso } from '../time';
import { applyDedicatedVaPayment, dedicatedVaPaymentReff } from '../channels/dedicated-va/payments';
import { applyPayoutCallback, type PayoutCallbackOutcome } from '../channels/payouts/callback';
import { applyRefundCallback, isRefundReference, type RefundCallbackOutcome } from '../channels/refunds/callback';
import { linkPaidItems } from '../store/payment-link-counts';
import { moveToSuspense, recordPayoutConflict, type SuspenseOutcome } from './suspense';

export type CallbackOutcome =
  | TransitionOutcome
  | SuspenseOutcome
  | Exclude<PayoutCallbackOutcome, { kind: 'conflict' }>
  | Exclude<RefundCallbackOutcome, { kind: 'conflict' }>;

/** Refund callbacks, and payout callbacks of refunds sent as payouts (their reference is a refund id). */
const isAboutRefund = (callback: GatewayCallback): boolean =>
  REFUND_EVENTS.includes(callback.event) ||
  (!PAYMENT_EVENTS.includes(callback.event) && isRefundReference(callback.partner_reff));

/**
 * Whether a payment callback can pay a transaction of this type: the registry's inbound types whose
 * callbacks name their partner_reff, each paid through its own channel.
 */
const isPayable = (type: TransactionType): boolean =>
  CHANNELS[type].direction === 'in' && CHANNELS[type].callbackReferences !== 'virtual_account';
/** Money paid in waits for settlement (H+1) or is available at once, as the type's registry row says. */
const settlesNextDay = (type: TransactionType): boolean => CHANNELS[type].settlement === 'next_day';

/**
 * The partner_reff of the transaction a payment callback pays, or creates: a dedicated VA payment
 * names none, and the transaction it becomes takes one derived from the gateway's reference.
 */
export const paidTransactionReff = (
  callback: Pick<GatewayCallback, 'channel' | 'partner_reff' | 'gateway_reference'>,
): string | null =>
  callback.channel === 'dedicated_va' ? dedicatedVaPaymentReff(callback.gateway_reference) : callback.partner_reff;

/**
 * Applies one gateway callback. It is dispatched by the type of the transaction it names, never by
 * what the callback claims: a payout callback can never credit a merchant, and a payment callback
 * can never finish a payout. Duplicates (the gateway retries, SQS delivers at least once) find the
 * transaction already moved and change nothing. Money that arrived and matches nothing goes to
 * suspense (docs/ARCHITECTURE.md, section 6): nothing is only logged. `raw` is the body exactly as the gateway
 * signed it, kept with a suspense entry.
 */
export async function applyGatewayCallback(
  callback: GatewayCallback,
  nowMs: number,
  raw = JSON.stringify(callback),
): Promise<CallbackOutcome> {
  // A dedicated VA payment names no transaction of ours: it becomes a new one.
  if (callback.channel === 'dedicated_va') return applyDedicatedVaPayment(callback, raw, nowMs);
  if (callback.partner_reff === null) throw new Error(`callback ${callback.gateway_reference} has no partner_reff`);
  if (isAboutRefund(callback)) return applyRefund(callback, raw, nowMs);
  const tx = await getTransaction(callback.partner_reff);
  if (!PAYMENT_EVENTS.includes(callback.event)) return applyPayout(callback, tx, raw, nowMs);
  if (callback.event === 'payment.paid') return payTransaction(tx, callback, raw, nowMs);
  if (tx === undefined || !isPayable(tx.type)) {
    // A failure or cancellation moves no money: there is nothing to keep, only a gateway to ask.
    logger.warn('payment failure callback for no payable transaction', {
      partnerReff: callback.partner_reff,
      gatewayReference: callback.gateway_reference,
      type: tx?.type,
    });
    return { kind: 'unknown_transaction' };
  }
  const outcome = await failOrCancel(tx, callback, nowMs);
  if (outcome.kind !== 'applied')
    logger.warn('callback changed nothing', {
      partnerReff: tx.partner_reff,
      event: callback.event,
      gatewayReference: callback.gateway_reference,
      outcome: outcome.kind,
    });
  return outcome;
}

/** A payout callback; a contradiction of the money as we moved it is recorded as a payout conflict. */
async function applyPayout(
  callback: GatewayCallback,
  tx: TransactionRecord | undefined,
  raw: string,
  nowMs: number,
): Promise<CallbackOutcome> {
  if (tx !== undefined && !isPayoutType(tx.type)) {
    // Refused, not dropped: the message fails and ends in the dead-letter queue for an operator.
    throw new Error(
      `Refused callback ${callback.gateway_reference}: ${callback.event} names ${tx.type} transaction ${tx.partner_reff}`,
    );
  }
  const outcome = await applyPayoutCallback(callback, tx, nowMs);
  if (outcome.kind !== 'conflict') return outcome;
  return recordPayoutConflict(callback, raw, outcome.detail, nowMs);
}

/** A refund's callback; a contradiction of its end as we recorded it is kept as a payout conflict (a refund pays money out). */
async function applyRefund(callback: GatewayCallback, raw: string, nowMs: number): Promise<CallbackOutcome> {
  const outcome = await applyRefundCallback(callback, nowMs);
  if (outcome.kind !== 'conflict') return outcome;
  return recordPayoutConflict(callback, raw, outcome.detail, nowMs);
}

function failOrCancel(tx: TransactionRecord, callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  const common = {
    partnerReff: tx.partner_reff,
    nowMs,
    current: tx,
    source: 'gateway_callback' as const,
    eventType: 'callback_received',
  };
  if (callback.event === 'payment.failed') {
    return applyTransition({
      ...common,
      trigger: 'payment_failed',
      description: 'The gateway reported the payment failed',
      set: () => ({ failed_at_ms: nowMs }),
    });
  }
  return applyTransition({
    ...common,
    trigger: 'payment_cancelled',
    description: 'The gateway reported the payment cancelled',
  });
}

type Match =
  | { ok: true; tx: TransactionRecord }
  | {
      ok: false;
      reason: 'unknown_reference' | 'not_payable' | 'amount_mismatch' | 'fees_exceed_amount';
      detail: string;
    };

/** Whether a payment can pay the transaction it names, and why not. */
function match(tx: TransactionRecord | undefined, callback: GatewayCallback): Match {
  if (tx === undefined)
    return { ok: false, reason: 'unknown_reference', detail: `no transaction ${callback.partner_reff}` };
  if (!isPayable(tx.type) || tx.type !== callback.channel) {
    return {
      ok: false,
      reason: 'not_payable',
      detail: `a ${callback.channel} payment names ${tx.type} transaction ${tx.partner_reff}`,
    };
  }
  if (tx.amount !== callback.amount)
    return {
      ok: false,
      reason: 'amount_mismatch',
      detail: `paid ${callback.amount}, transaction ${tx.partner_reff} is for ${tx.amount}`,
    };
  // Creates refuse such fees, so only a transaction recorded without that check gets here; its
  // credit would fail the ledger's assertion after the money arrived, so it goes to suspense.
  if (tx.fees.total_fee >= tx.amount)
    return {
      ok: false,
      reason: 'fees_exceed_amount',
      detail: `fees ${tx.fees.total_fee} of transaction ${tx.partner_reff} reach its amount ${tx.amount}`,
    };
  return { ok: true, tx };
}

/**
 * Credits a payment to the transaction it matched: QR money to pending_settlement (due H+1), VA money
 * to available. A payment made from a payment link counts on its link in the same move.
 */
function creditPayment(tx: TransactionRecord, callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  const paidAt = toJakartaIso(Date.parse(callback.occurred_at) || nowMs);
  return applyTransition({
    partnerReff: tx.partner_reff,
    current: tx,
    trigger: 'payment_received',
    kind: 'credit',
    nowMs,
    eventType: 'callback_received',
    source: 'gateway_callback',
    description: `Payment received at ${paidAt} (gateway reference ${callback.gateway_reference})${tx.status === 'waiting_payment' ? '' : `, after the transaction was ${tx.status}`}`,
    set: () => ({ paid_at_ms: nowMs, gateway_reference: callback.gateway_reference }),
    extraItems: linkPaidItems(tx),
    due: (current) => (settlesNextDay(current.type) ? { kind: 'settlement', atMs: settlementDueMs(nowMs) } : null),
    postings: (current) =>
      inboundPaymentPostings(
        current.merchant_id,
        current.partner_reff,
        current.fees,
        settlesNextDay(current.type) ? 'pending_settlement' : 'available',
      ),
  });
}

/**
 * Paid: QR money waits in pending_settlement until H+1, VA money is available at once, whatever
 * state the transaction was in (a late payment still pays it). A payment the transaction cannot
 * take (unknown reference, another type, another amount, or a second payment under another
 * gateway reference) goes to suspense.
 */
async function payTransaction(
  named: TransactionRecord | undefined,
  callback: GatewayCallback,
  raw: string,
  nowMs: number,
): Promise<CallbackOutcome> {
  const matched = match(named, callback);
  if (!matched.ok) return moveToSuspense(callback, raw, matched.reason, matched.detail, nowMs);
  const { tx } = matched;
  const outcome = await creditPayment(tx, callback, nowMs);
  if (outcome.kind === 'applied' || outcome.kind === 'unknown_transaction') return outcome;
  if (outcome.kind !== 'already_applied' && outcome.kind !== 'not_allowed')
    throw new Error(`Payment ${callback.gateway_reference} for ${tx.partner_reff} ended ${outcome.kind}`);
  // Paid already: by this very payment (a copy of its callback), or by another one.
  if (outcome.transaction.gateway_reference === callback.gateway_reference) {
    logger.warn('callback changed nothing', {
      partnerReff: tx.partner_reff,
      event: callback.event,
      gatewayReference: callback.gateway_reference,
      outcome: 'already_applied',
    });
    return { kind: 'already_applied', transaction: outcome.transaction };
  }
  const paidBy = outcome.transaction.gateway_reference ?? 'an earlier payment';
  return moveToSuspense(
    callback,
    raw,
    'duplicate_payment',
    `transaction ${tx.partner_reff} is ${outcome.transaction.status}, paid by ${paidBy}`,
    nowMs,
  );
}
