import { INBOUND_TYPES } from '../channels/registry';
import type { TransitionTrigger } from '../domain/transaction-state';
import { setCorrelationId } from '../logger';
import { countOrderOutcome, countPaymentCreated, countPaymentPaid, type PaymentChannel } from '../metrics';
import type { TransactionRecord } from '../store/transactions';

/**
 * The business metrics of a move the engine applied (docs/ARCHITECTURE.md, section 11). Called only for a move
 * that was written, never for a replay (already_applied), so a retried request counts once. The
 * invocation's later log lines name the transaction moved (their correlation id).
 */
const PAYMENT_CHANNELS: readonly PaymentChannel[] = INBOUND_TYPES;
const paymentChannelOf = (record: TransactionRecord): PaymentChannel | undefined =>
  (PAYMENT_CHANNELS as readonly string[]).includes(record.type) ? (record.type as PaymentChannel) : undefined;

/** A new transaction: a payment counts as created, and one born paid (the registry's `born_final` machine) as paid too. */
export function countCreated(record: TransactionRecord): void {
  // From here on the invocation's lines name the transaction it made.
  setCorrelationId(record.partner_reff);
  const channel = paymentChannelOf(record);
  if (channel === undefined) return;
  countPaymentCreated(channel);
  if (record.status === 'paid') countPaymentPaid(channel);
}

export function countTransition(changed: TransactionRecord, trigger: TransitionTrigger): void {
  setCorrelationId(changed.partner_reff);
  const channel = paymentChannelOf(changed);
  if (trigger === 'payment_received' && channel !== undefined) countPaymentPaid(channel);
  else if (trigger === 'order_succeeded') countOrderOutcome('succeeded');
  else if (trigger === 'order_failed') countOrderOutcome('failed');
}
