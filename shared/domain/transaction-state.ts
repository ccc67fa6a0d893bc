/**
 * The transaction state machine. Every status change in the store is conditioned on the expected
 * current status, so a transition that is not listed here can never be written.
 */
export type TransactionStatus =
  | 'created'
  | 'waiting_payment'
  | 'pending'
  | 'paid'
  | 'settled'
  | 'failed'
  | 'expired'
  | 'cancelled';

export type TransactionType = 'qris' | 'va' | 'dedicated_va' | 'transfer' | 'ewallet' | 'digital' | 'ppob';

export type TransitionTrigger = 'payment_received' | 'payment_failed' | 'payment_cancelled' | 'expired' | 'settled';

const TRANSITIONS: Record<TransitionTrigger, { from: readonly TransactionStatus[]; to: TransactionStatus }> = {
  // A payment that arrives after expiry still credits the merchant: the money did arrive (DESIGN.md).
  payment_received: { from: ['waiting_payment', 'expired'], to: 'paid' },
  payment_failed: { from: ['waiting_payment'], to: 'failed' },
  payment_cancelled: { from: ['waiting_payment'], to: 'cancelled' },
  expired: { from: ['waiting_payment'], to: 'expired' },
  settled: { from: ['paid'], to: 'settled' },
};

export type TransitionResult =
  | { ok: true; from: TransactionStatus; to: TransactionStatus }
  | { ok: false; reason: 'not_allowed'; from: TransactionStatus };

export function transition(current: TransactionStatus, trigger: TransitionTrigger): TransitionResult {
  const rule = TRANSITIONS[trigger];
  if (!rule.from.includes(current)) return { ok: false, reason: 'not_allowed', from: current };
  return { ok: true, from: current, to: rule.to };
}

export function allowedSources(trigger: TransitionTrigger): readonly TransactionStatus[] {
  return TRANSITIONS[trigger].from;
}

export const FINAL_WEBHOOK_EVENTS: Partial<Record<TransactionStatus, string>> = {
  paid: 'transaction.paid',
  failed: 'transaction.failed',
  expired: 'transaction.expired',
  cancelled: 'transaction.cancelled',
};
