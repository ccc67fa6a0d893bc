import {
  CHANNELS,
  ORDER_TYPES,
  PAYOUT_TYPES,
  type ChannelMachine,
  type PayoutType,
  type TransactionType,
} from '../channels/registry';

/**
 * The transaction state machines, one per kind of transaction. Every status change in the store is
 * conditioned on the status (and event count) read, so a transition not listed here is never written.
 */
export type TransactionStatus =
  'created' | 'waiting_payment' | 'pending' | 'paid' | 'settled' | 'failed' | 'expired' | 'cancelled';

/**
 * The types, and which machine each runs on, come from the channel registry. `adjustment`: an
 * operator's balance adjustment or suspense credit, born final (status paid).
 */
export type { PayoutType, TransactionType };
export { ORDER_TYPES, PAYOUT_TYPES };
export const isPayoutType = (type: TransactionType): type is PayoutType =>
  (PAYOUT_TYPES as readonly string[]).includes(type);

export type InboundTrigger = 'payment_received' | 'payment_failed' | 'payment_cancelled' | 'expired' | 'settled';
export type PayoutTrigger = 'confirmed' | 'payout_executed' | 'payout_rejected' | 'payout_returned' | 'expired';
/** A digital order or postpaid payment: the provider's answer ends it. */
export type OrderTrigger = 'order_succeeded' | 'order_failed';
export type TransitionTrigger = InboundTrigger | PayoutTrigger | OrderTrigger;
export const isOrderType = (type: TransactionType): boolean => (ORDER_TYPES as readonly string[]).includes(type);

/**
 * A payout stays `pending` (the contract's status) from inquiry to its outcome; inside that status it
 * is first waiting for the PIN confirm, then holding the merchant's money while the gateway works.
 */
export type PayoutStage = 'awaiting_confirmation' | 'held';
export type MachineState = TransactionStatus | PayoutStage;

interface Rule {
  from: readonly MachineState[];
  to: MachineState;
}

const INBOUND: Record<InboundTrigger, Rule> = {
  // A payment that arrives after expiry, failure or cancellation still credits the merchant: the
  // customer paid and the money did arrive (docs/ARCHITECTURE.md, section 6). The queue is not ordered, so a
  // payment.failed may be applied before the payment.paid that followed it.
  payment_received: { from: ['waiting_payment', 'expired', 'failed', 'cancelled'], to: 'paid' },
  payment_failed: { from: ['waiting_payment'], to: 'failed' },
  payment_cancelled: { from: ['waiting_payment'], to: 'cancelled' },
  expired: { from: ['waiting_payment'], to: 'expired' },
  settled: { from: ['paid'], to: 'settled' },
};

/**
 * Only a definite rejection leaves `held` for `failed`; an unknown outcome stays held. A paid payout
 * can still come back (the bank returns it): `paid -> failed`, with the money credited back.
 */
const PAYOUT: Record<PayoutTrigger, Rule> = {
  confirmed: { from: ['awaiting_confirmation'], to: 'held' },
  payout_executed: { from: ['held'], to: 'paid' },
  payout_rejected: { from: ['held'], to: 'failed' },
  payout_returned: { from: ['paid'], to: 'failed' },
  expired: { from: ['awaiting_confirmation'], to: 'expired' },
};

/**
 * An order is born pending with its price held; only the provider's definite answer ends it: success
 * (the hold is posted to the provider and the markup), or failure (the hold returns to the balance).
 */
const ORDER: Record<OrderTrigger, Rule> = {
  order_succeeded: { from: ['pending'], to: 'paid' },
  order_failed: { from: ['pending'], to: 'failed' },
};

/**
 * The tables by the registry's `machine`. `born_final`: a transaction born in its final status (a
 * payment credited at once, an adjustment); nothing moves it afterwards.
 */
const MACHINES: Record<ChannelMachine, Partial<Record<TransitionTrigger, Rule>>> = {
  inbound: INBOUND,
  payout: PAYOUT,
  order: ORDER,
  born_final: {},
};

export type TransitionResult =
  | { ok: true; from: TransactionStatus; to: TransactionStatus }
  | { ok: false; reason: 'not_allowed'; from: TransactionStatus };

/** The inbound (QR, one-time VA) machine on statuses alone. */
export function transition(current: TransactionStatus, trigger: InboundTrigger): TransitionResult {
  const rule = INBOUND[trigger];
  if (!rule.from.includes(current)) return { ok: false, reason: 'not_allowed', from: current };
  return { ok: true, from: current, to: rule.to as TransactionStatus };
}

export function allowedSources(trigger: InboundTrigger): readonly TransactionStatus[] {
  return INBOUND[trigger].from as readonly TransactionStatus[];
}

export interface MachineSubject {
  type: TransactionType;
  status: TransactionStatus;
  stage?: PayoutStage;
}

export function stateOf(tx: MachineSubject): MachineState {
  if (isPayoutType(tx.type) && tx.status === 'pending') return tx.stage ?? 'awaiting_confirmation';
  return tx.status;
}

export const statusOfState = (state: MachineState): TransactionStatus =>
  state === 'awaiting_confirmation' || state === 'held' ? 'pending' : state;

export type MachineStep =
  | { ok: true; from: MachineState; to: MachineState }
  | { ok: false; reason: 'already_applied' | 'not_allowed'; state: MachineState };

/**
 * The transition of `trigger` on a transaction, by the machine of its type: a trigger another type's
 * machine owns (a payout callback on a QR, a payment on a payout) is never allowed.
 */
export function transitionOf(tx: MachineSubject, trigger: TransitionTrigger): MachineStep {
  const state = stateOf(tx);
  const rule = MACHINES[CHANNELS[tx.type].machine][trigger];
  if (rule === undefined) return { ok: false, reason: 'not_allowed', state };
  if (rule.from.includes(state)) return { ok: true, from: state, to: rule.to };
  return { ok: false, reason: state === rule.to ? 'already_applied' : 'not_allowed', state };
}

export const FINAL_WEBHOOK_EVENTS: Partial<Record<TransactionStatus, string>> = {
  paid: 'transaction.paid',
  failed: 'transaction.failed',
  expired: 'transaction.expired',
  cancelled: 'transaction.cancelled',
};
