import { DEDICATED_VA_PAYMENT_MIN_IDR } from './limits';
import { computeFees, resolveFeeRule, type Fees } from '../../domain/fees';
import { inboundPaymentPostings } from '../../domain/ledger';
import type { GatewayCallback } from '../../gateway/port';
import { createTransaction } from '../../engine/create';
import type { TransitionOutcome } from '../../engine/transition';
import { numericId } from '../../ids';
import { logger } from '../../logger';
import { getMerchant } from '../../store/merchants';
import type { NewTransaction } from '../../store/transactions';
import { getVaNumberLookup } from '../../store/va-numbers';
import { getDedicatedVa, type DedicatedVaRecord } from './store';
import { toJakartaIso } from '../../time';
import { dedicatedVaView } from './view';
import { vaPaidWebhookBody } from './webhook';
import { moveToSuspense, type SuspenseOutcome } from '../../operations/suspense';
import { dedicatedVaPaymentReff } from './payment-reff';

export { dedicatedVaPaymentReff };

interface Payment {
  callback: GatewayCallback;
  va: DedicatedVaRecord;
  partnerReff: string;
  fees: Fees;
  nowMs: number;
}

type PaidVa =
  | { ok: true; va: DedicatedVaRecord }
  | { ok: false; reason: 'unknown_virtual_account' | 'below_minimum'; detail: string };

/** The dedicated VA a payment is for, by (bank, number); money for a VA we do not know, or below the minimum, goes to suspense. */
async function paidDedicatedVa(callback: GatewayCallback): Promise<PaidVa> {
  const number = callback.virtual_account_number ?? '';
  if (callback.bank_code === undefined)
    return { ok: false, reason: 'unknown_virtual_account', detail: `payment to VA ${number} names no bank` };
  const lookup = await getVaNumberLookup(callback.bank_code, number);
  const va = lookup?.kind === 'dedicated' ? await getDedicatedVa(lookup.merchant_id, lookup.bank_code) : undefined;
  if (va === undefined)
    return {
      ok: false,
      reason: 'unknown_virtual_account',
      detail: `no dedicated VA ${number} at bank ${callback.bank_code}`,
    };
  if (callback.amount < DEDICATED_VA_PAYMENT_MIN_IDR) {
    return {
      ok: false,
      reason: 'below_minimum',
      detail: `paid ${callback.amount} to dedicated VA ${number}, below ${DEDICATED_VA_PAYMENT_MIN_IDR}`,
    };
  }
  return { ok: true, va };
}

/**
 * One payment is one transaction born paid: its single status event is the callback (from null to
 * paid), there is no waiting_payment phase for money that arrives unannounced.
 */
function paymentTransaction(payment: Payment, seq: number): NewTransaction {
  const { callback, va, nowMs } = payment;
  const description = `Payment received on dedicated VA ${va.virtual_account_number} at ${toJakartaIso(Date.parse(callback.occurred_at) || nowMs)} (gateway reference ${callback.gateway_reference})`;
  return {
    record: {
      partner_reff: payment.partnerReff,
      id: numericId(nowMs),
      merchant_id: va.merchant_id,
      client_id: va.client_id,
      type: 'dedicated_va',
      status: 'paid',
      amount: callback.amount,
      fees: payment.fees,
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      paid_at_ms: nowMs,
      gateway_reference: callback.gateway_reference,
      description: `Payment to dedicated VA ${va.virtual_account_number}`,
      details: {
        payment_method: 'VA',
        bank_code: va.bank_code,
        bank_name: va.bank_name,
        virtual_account_number: va.virtual_account_number,
        account_name: va.account_name,
        dedicated_va_id: va.id,
      },
    },
    createdEvent: {
      event_type: 'callback_received',
      from: null,
      to: 'paid',
      source: 'gateway_callback',
      description,
      at_ms: nowMs,
    },
  };
}

/**
 * A payment to a dedicated VA: a new `dedicated_va` transaction (status paid), the credit of
 * `available` with net_amount and its postings, its event and the va.paid outbox record, in ONE
 * TransactWriteItems. Copies of the callback find the transaction written and change nothing.
 */
export async function applyDedicatedVaPayment(
  callback: GatewayCallback,
  raw: string,
  nowMs: number,
): Promise<TransitionOutcome | SuspenseOutcome> {
  if (callback.event !== 'payment.paid') {
    logger.info('dedicated VA callback without a payment changes nothing', {
      gatewayReference: callback.gateway_reference,
      event: callback.event,
    });
    return { kind: 'unknown_transaction' };
  }
  const paid = await paidDedicatedVa(callback);
  if (!paid.ok) return moveToSuspense(callback, raw, paid.reason, paid.detail, nowMs);
  const { va } = paid;
  const merchant = await getMerchant(va.merchant_id);
  if (merchant === undefined) throw new Error(`Dedicated VA ${va.id} belongs to unknown merchant ${va.merchant_id}`);
  const fees = computeFees(callback.amount, resolveFeeRule('va', merchant.fees));
  // The customer chose the amount and the money has arrived: fees that reach it cannot be credited
  // (the ledger asserts fees < amount), and refusing would send the callback to the DLQ. It waits
  // in suspense for an operator instead. Overrides checked over the whole range never get here.
  if (fees.total_fee >= callback.amount) {
    const detail = `fees ${fees.total_fee} of merchant ${va.merchant_id} reach the payment of ${callback.amount} to dedicated VA ${va.virtual_account_number}`;
    return moveToSuspense(callback, raw, 'fees_exceed_amount', detail, nowMs);
  }
  const partnerReff = dedicatedVaPaymentReff(callback.gateway_reference);
  const payment: Payment = { callback, va, partnerReff, nowMs, fees };
  const written = await createTransaction({
    merchantId: va.merchant_id,
    kind: 'credit',
    build: (seq) => paymentTransaction(payment, seq),
    postings: (tx) => inboundPaymentPostings(tx.merchant_id, tx.partner_reff, tx.fees, 'available'),
    webhook: (tx) => ({
      event: 'va.paid',
      clientId: tx.client_id,
      partnerReff: tx.partner_reff,
      body: vaPaidWebhookBody(tx, dedicatedVaView(va)),
    }),
  });
  if (written.kind === 'already_applied') return { kind: 'already_applied', transaction: written.record };
  if (written.kind !== 'created') throw new Error(`Dedicated VA payment ${partnerReff} ended ${written.kind}`);
  return { kind: 'applied', transaction: written.record, deliveryId: written.deliveryId };
}
