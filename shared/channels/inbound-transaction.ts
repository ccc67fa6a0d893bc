import type { Fees } from '../domain/fees';
import type { WaitingPaymentType } from './registry';
import { numericId } from '../ids';
import type { TxItem } from '../store/transact';
import type { ClientRecord } from '../store/clients';
import type { NewTransaction, TransactionRecord } from '../store/transactions';

/**
 * Whom a payment is made for: the merchant, and the API client its webhooks go to (the caller's, or
 * a payment link's: the client that made it, or `user:<sub>` for a link a dashboard user made at a
 * merchant without a client, whose deliveries are logged as client_inactive).
 */
export type PaymentOwner = Pick<ClientRecord, 'client_id' | 'merchant_id'>;

/** What a merchant sends about the payer on every inbound create (QR, one-time VA). */
export interface PayerFields {
  amount: number;
  customer_name?: string;
  customer_email?: string;
  customer_phone?: string;
  description?: string;
}

/**
 * What a capability that creates QR or one-time VA payments through their channel's create adds to
 * the transaction: fields of its own on the record (a payment link's id) and items written in the
 * same move (the link page's token), each with its own condition.
 */
export interface InboundExtra {
  fields: Partial<TransactionRecord>;
  items: (record: TransactionRecord) => TxItem[];
}

export interface WaitingPayment {
  /** A type that waits for the customer (the registry's `inbound` machine). */
  type: WaitingPaymentType;
  partnerReff: string;
  merchantId: string;
  clientId: string;
  nowMs: number;
  expiresAtMs: number;
  body: PayerFields;
  fees: Fees;
  /** The `created` event's description. */
  createdDescription: string;
  details: TransactionRecord['details'];
  /** The record fields only this channel has (the gateway's answer it keeps), set as given. */
  channelFields?: Partial<TransactionRecord>;
}

/**
 * An inbound payment waiting for the customer: status waiting_payment, its `created` event, and a
 * place on the due index at expires_at so the sweep expires it.
 */
export function waitingPaymentTransaction(payment: WaitingPayment, seq: number): NewTransaction {
  const { body, nowMs } = payment;
  return {
    record: {
      partner_reff: payment.partnerReff,
      id: numericId(nowMs),
      merchant_id: payment.merchantId,
      client_id: payment.clientId,
      type: payment.type,
      status: 'waiting_payment',
      amount: body.amount,
      fees: payment.fees,
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      expires_at_ms: payment.expiresAtMs,
      customer: { name: body.customer_name, email: body.customer_email, phone: body.customer_phone },
      description: body.description,
      ...payment.channelFields,
      details: payment.details,
    },
    createdEvent: {
      event_type: 'created',
      from: null,
      to: 'waiting_payment',
      source: 'api',
      description: payment.createdDescription,
      at_ms: nowMs,
    },
    due: { kind: 'expiry', atMs: payment.expiresAtMs },
  };
}
