import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../constants';

/**
 * The port the domain depends on: what we ask of the upstream payment gateway. The HTTP adapter
 * implements it against the real gateway (and the local simulator); tests may supply a fake.
 * Every failure surfaces as AppError 'upstream_error' carrying the gateway's HTTP status.
 */
export interface Gateway {
  createQris(input: CreateQrisInput): Promise<QrisCreated>;
  /** The banks currently active for one-time VA. */
  listVaBanks(): Promise<VaBank[]>;
  createOneTimeVa(input: CreateOneTimeVaInput): Promise<VirtualAccountCreated>;
  createDedicatedVa(input: CreateDedicatedVaInput): Promise<VirtualAccountCreated>;
}

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

export const GATEWAY_CALLBACK_EVENTS = ['payment.paid', 'payment.failed', 'payment.cancelled'] as const;
export const GATEWAY_CALLBACK_CHANNELS = ['qris', 'va', 'dedicated_va'] as const;

export type GatewayCallbackEvent = (typeof GATEWAY_CALLBACK_EVENTS)[number];
export type GatewayCallbackChannel = (typeof GATEWAY_CALLBACK_CHANNELS)[number];

/** The callback body the gateway POSTs to us, signed with X-Gateway-Signature. */
export interface GatewayCallback {
  event: GatewayCallbackEvent;
  channel: GatewayCallbackChannel;
  /** Null for dedicated VA payments: they belong to no transaction of ours until we record one. */
  partner_reff: string | null;
  virtual_account_number: string | null;
  /** Unique per payment event; the key that makes a redelivered callback change nothing. */
  gateway_reference: string;
  amount: number;
  occurred_at: string;
}

const text = z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

/**
 * Each channel fixes which references are present, so a callback that names a VA for a QR payment
 * (or no transaction at all for a one-time VA) is rejected here rather than misapplied later.
 */
function referencesMatchChannel(callback: GatewayCallback): boolean {
  const hasReff = callback.partner_reff !== null;
  const hasVa = callback.virtual_account_number !== null;
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
    virtual_account_number: z.string().regex(/^\d{6,32}$/).nullable(),
    gateway_reference: text,
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    occurred_at: z.iso.datetime({ offset: true }),
  })
  .refine(referencesMatchChannel, {
    message: 'partner_reff and virtual_account_number do not match the channel',
    path: ['channel'],
  });
