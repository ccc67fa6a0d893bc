import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../constants';
import { GATEWAY_CALLBACK_TYPES, PAYOUT_TYPES } from '../channels/registry';

/**
 * The port the domain depends on: what we ask of the upstream payment gateway. The HTTP adapter
 * implements it against the real gateway (and the local simulator); tests may supply a fake.
 *
 * Calls that move no money (QR, VA, inquiries, status) fail with a GatewayFailure carrying the
 * gateway's HTTP status. The call that moves money (executePayout) never throws for a gateway or
 * network problem: it answers one of four outcomes, and only `rejected` may release money.
 */
export interface Gateway {
  createQris(input: CreateQrisInput): Promise<QrisCreated>;
  /** The banks currently active for one-time VA. */
  listVaBanks(): Promise<VaBank[]>;
  createOneTimeVa(input: CreateOneTimeVaInput): Promise<VirtualAccountCreated>;
  createDedicatedVa(input: CreateDedicatedVaInput): Promise<VirtualAccountCreated>;
  /** Verifies a payout destination and returns its owner's name; moves no money. */
  inquirePayout(input: PayoutInquiryInput): Promise<PayoutInquiryAnswer>;
  /** Executes a payout; `partnerReff` is the gateway's idempotency reference, so a repeat executes nothing twice. */
  executePayout(input: ExecutePayoutInput): Promise<PayoutOutcome>;
  /** What the gateway knows of a payout (reconciliation); `not_found` when it never received it. */
  payoutStatus(partnerReff: string): Promise<PayoutOutcome | { kind: 'not_found' }>;
}

// In a module of its own, so that the HTTP layer can recognise it without loading the callback schema below.
export { GatewayFailure, isGatewayFailure } from './failure';

export type PayoutChannel = 'transfer' | 'ewallet';

/** A payout destination: a bank account, or an e-wallet account named by product and phone number. */
export type PayoutDestination =
  | { channel: 'transfer'; bankCode: string; accountNumber: string }
  | { channel: 'ewallet'; productCode: string; phoneNumber: string };

export type PayoutInquiryInput = PayoutDestination & { amountIdr: number };

export type PayoutInquiryAnswer = { kind: 'found'; accountName: string } | { kind: 'not_found' };

export type ExecutePayoutInput = PayoutDestination & { partnerReff: string; amountIdr: number };

/**
 * executed: the money left. pending: the gateway accepted it and its callback will tell the end.
 * rejected: the gateway refused it for good (the only outcome that releases the hold).
 * unknown: we cannot tell (timeout, connection reset, 5xx or a garbled answer while executing);
 * the money stays held until reconciliation learns the outcome.
 */
export type PayoutOutcome =
  | { kind: 'executed'; gatewayReference: string }
  | { kind: 'pending'; gatewayReference: string | null }
  | { kind: 'rejected'; reason: string }
  | { kind: 'unknown'; cause: string };

export interface CreateQrisInput {
  partnerReff: string;
  amountIdr: number;
  expiresAtIso: string;
}

export interface QrisCreated {
  qrisId: string;
  qrString: string;
  qrImageUrl: string;
}

export interface VaBank {
  code: string;
  name: string;
  method: string;
}

export interface CreateOneTimeVaInput {
  partnerReff: string;
  bankCode: string;
  amountIdr: number;
  expiresAtIso: string;
  accountName: string;
}

export interface CreateDedicatedVaInput {
  /** Our stable reference for the merchant's permanent VA; the gateway answers the same VA for the same reference and bank. */
  reference: string;
  bankCode: string;
  accountName: string;
}

export interface VirtualAccountCreated {
  virtualAccountNumber: string;
  bankName: string;
  accountName: string;
}

/** `payout.returned`: the bank sent the money of an executed payout back (docs/ARCHITECTURE.md, section 5). */
export const GATEWAY_CALLBACK_EVENTS = [
  'payment.paid',
  'payment.failed',
  'payment.cancelled',
  'payout.executed',
  'payout.failed',
  'payout.returned',
] as const;
/** The channels and payout channels the gateway reports on, from the channel registry. */
export const GATEWAY_CALLBACK_CHANNELS = GATEWAY_CALLBACK_TYPES;
/** Events that report money arriving or not; the others report a payout's end. */
export const PAYMENT_EVENTS: readonly GatewayCallbackEvent[] = ['payment.paid', 'payment.failed', 'payment.cancelled'];
export const PAYOUT_CHANNELS: readonly GatewayCallbackChannel[] = PAYOUT_TYPES;

export type GatewayCallbackEvent = (typeof GATEWAY_CALLBACK_EVENTS)[number];
export type GatewayCallbackChannel = (typeof GATEWAY_CALLBACK_CHANNELS)[number];

/** The callback body the gateway POSTs to us, signed with X-Gateway-Signature. */
export interface GatewayCallback {
  event: GatewayCallbackEvent;
  channel: GatewayCallbackChannel;
  /** Null for dedicated VA payments: they belong to no transaction of ours until we record one. */
  partner_reff: string | null;
  virtual_account_number: string | null;
  /** VA channels: the bank of the VA number (a number is only unique within its bank). */
  bank_code?: string;
  /** Unique per payment event; the key that makes a redelivered callback change nothing. */
  gateway_reference: string;
  amount: number;
  occurred_at: string;
  /** payout.failed: why the gateway gave up; payout.returned: why the bank sent the money back. */
  reason?: string;
}

const text = z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

/**
 * Each channel fixes which references are present, so a callback that names a VA for a QR payment
 * (or no transaction at all for a one-time VA) is rejected here rather than misapplied later.
 */
function referencesMatchChannel(callback: GatewayCallback): boolean {
  const hasReff = callback.partner_reff !== null;
  const hasVa = callback.virtual_account_number !== null;
  const payoutEvent = !PAYMENT_EVENTS.includes(callback.event);
  if (payoutEvent !== PAYOUT_CHANNELS.includes(callback.channel)) return false;
  if (callback.bank_code !== undefined && !hasVa) return false;
  if (payoutEvent) return hasReff && !hasVa;
  if (callback.channel === 'qris') return hasReff && !hasVa;
  if (callback.channel === 'va') return hasReff && hasVa;
  return !hasReff && hasVa;
}

/** Strict: an unknown key means the gateway changed its contract, which we want to notice. */
export const GatewayCallbackSchema = z
  .strictObject({
    event: z.enum(GATEWAY_CALLBACK_EVENTS),
    channel: z.enum(GATEWAY_CALLBACK_CHANNELS),
    partner_reff: text.nullable(),
    virtual_account_number: z
      .string()
      .regex(/^\d{6,32}$/)
      .nullable(),
    bank_code: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
    gateway_reference: text,
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    occurred_at: z.iso.datetime({ offset: true }),
    reason: text.optional(),
  })
  .refine(referencesMatchChannel, {
    message: 'event, partner_reff and virtual_account_number do not match the channel',
    path: ['channel'],
  });
