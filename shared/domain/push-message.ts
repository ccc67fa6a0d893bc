import { CHANNELS, type ChannelPushWording } from '../channels/registry';
import type { TransactionType } from './transaction-state';

/** What a device shows; `data` lets the app open the transaction it is about. */
export interface PushMessage {
  title: string;
  body: string;
  data: { event: string; partner_reff: string; type: string; status: string };
}

export interface PushSubject {
  partner_reff: string;
  type: TransactionType;
  status: string;
  amount: number;
}

type Direction = ChannelPushWording;

/** Title and verb per final event and direction of the money. */
const WORDING: Record<string, Record<Direction, [title: string, verb: string]>> = {
  'transaction.paid': {
    inbound: ['Payment received', 'received'],
    payout: ['Payout sent', 'sent'],
    other: ['Transaction paid', 'paid'],
  },
  'va.paid': {
    inbound: ['Payment received', 'received on your virtual account'],
    payout: ['Payment received', 'received'],
    other: ['Payment received', 'received'],
  },
  'transaction.failed': {
    inbound: ['Payment failed', 'failed'],
    payout: ['Payout failed', 'failed'],
    other: ['Transaction failed', 'failed'],
  },
  'transaction.expired': {
    inbound: ['Payment expired', 'expired unpaid'],
    payout: ['Payout expired', 'expired'],
    other: ['Transaction expired', 'expired'],
  },
  'transaction.cancelled': {
    inbound: ['Payment cancelled', 'cancelled'],
    payout: ['Payout cancelled', 'cancelled'],
    other: ['Transaction cancelled', 'cancelled'],
  },
};

/** IDR the way Indonesians write it: `Rp 1.250.000` (dots group thousands; no decimals). */
export function formatIdr(amountIdr: number): string {
  if (!Number.isSafeInteger(amountIdr)) throw new Error(`amount must be a safe integer of IDR, got ${amountIdr}`);
  const digits = String(Math.abs(amountIdr)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amountIdr < 0 ? '-' : ''}Rp ${digits}`;
}

/** The notification for a final transaction event; undefined for events that do not notify. */
export function pushMessageFor(event: string, subject: PushSubject): PushMessage | undefined {
  const wording = WORDING[event]?.[CHANNELS[subject.type]?.push ?? 'other'];
  if (wording === undefined) return undefined;
  const [title, verb] = wording;
  return {
    title,
    body: `${formatIdr(subject.amount)} ${verb} (${subject.partner_reff})`,
    data: { event, partner_reff: subject.partner_reff, type: subject.type, status: subject.status },
  };
}

/** The events that notify devices: every final transaction event, and `va.paid` (money arriving on a VA no transaction names). */
export const PUSH_EVENTS: readonly string[] = Object.keys(WORDING);
