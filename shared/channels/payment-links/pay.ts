import { toJakartaIso } from '../../time';
import type { Clock } from '../../clock';
import { done, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import type { Gateway } from '../../gateway/port';
import { randomToken } from '../../ids';
import { freshReads } from '../../store/request-reads';
import { getTransaction } from '../../store/transactions';
import type { InboundExtra } from '../inbound-transaction';
import { createQris } from '../qris/create';
import { activeVaBanks } from '../va/banks';
import { createVaPayment } from '../va/payments';
import { LINK_ID_RANDOM_CHARS, LINK_VA_VALIDITY_HOURS } from './limits';
import type { CreateLinkPaymentBody, LINK_METHODS } from './schemas';
import { getPaymentLink, partnerReffOfToken, tokenItem, type PaymentLinkRecord } from './store';
import { linkPaymentView, linkStatusOf, publicLinkView, type LinkPaymentView, type LinkStatus } from './view';

/**
 * The hosted page's public API (DESIGN 19): a link's public view, a payment made from it (a normal
 * QRIS or one-time VA transaction of the link's merchant, through those channels' own creates), and
 * that payment followed by an unguessable token. No merchant credentials: the link id is the secret.
 */

const linkNotFound = (): Refusal => refuse('not_found', 'Payment link not found');

/** VA payments need a verified merchant (as every one-time VA): the page offers what the merchant can take. */
function methodsOf(link: PaymentLinkRecord, verified: boolean): Array<(typeof LINK_METHODS)[number]> {
  return link.methods.filter((method) => method !== 'va' || verified);
}

/** The link as its page shows it, with the banks a VA may be made at when the page offers VA. */
export async function readPublicLink(linkId: string, nowMs: number, gateway: Gateway) {
  const link = await getPaymentLink(linkId);
  if (link === undefined) return linkNotFound();
  const merchant = await freshReads.merchant(link.merchant_id);
  if (merchant === undefined) return linkNotFound();
  const view = publicLinkView(link, merchant.name, nowMs);
  const methods = methodsOf(link, merchant.kyc_status === 'verified');
  const banks = methods.includes('va') ? await activeVaBanks(gateway, nowMs) : [];
  const vaBanks = banks.map((bank) => ({ bank_code: bank.code, bank_name: bank.name }));
  return done({ link: { ...view, methods, va_banks: vaBanks } });
}

const CLOSED: Partial<Record<LinkStatus, Refusal>> = {
  inactive: refuse('link_inactive', 'This payment link was turned off by the merchant'),
  expired: refuse('link_expired', 'This payment link has expired'),
  completed: refuse('link_completed', 'This payment link was paid already'),
};

const invalid = (field: string, message: string): Refusal =>
  refuse('validation_failed', 'The request is invalid', { [field]: [message] });

/** The amount the payment asks: the link's, or an open-amount link's customer's. */
function amountOf(link: PaymentLinkRecord, body: CreateLinkPaymentBody): Outcome<number> {
  if (link.amount === null)
    return body.amount === undefined ? invalid('amount', 'Enter the amount to pay') : done(body.amount);
  if (body.amount !== undefined && body.amount !== link.amount)
    return invalid('amount', `This link asks for ${link.amount}`);
  return done(link.amount);
}

export interface LinkPaymentInput {
  linkId: string;
  body: CreateLinkPaymentBody;
  clock: Clock;
  gateway: Gateway;
  /** Where the page loads a payment's QR image: by its token (page-handlers.ts). */
  qrImageUrl: (token: string) => string;
}

/** The link as it may take this payment, and the amount the payment asks; or why not. */
async function payableLink(input: LinkPaymentInput): Promise<Outcome<{ link: PaymentLinkRecord; amount: number }>> {
  const { body } = input;
  const link = await getPaymentLink(input.linkId);
  if (link === undefined) return linkNotFound();
  const closed = CLOSED[linkStatusOf(link, input.clock.nowMs())];
  if (closed !== undefined) return closed;
  if (!link.methods.includes(body.method)) return invalid('method', `This link takes ${link.methods.join(', ')}`);
  const amount = amountOf(link, body);
  return amount.ok ? done({ link, amount: amount.value }) : amount;
}

type Created = Outcome<{ partnerReff: string }>;

/** The payment through its channel's own create, as the link's client: QRIS or a one-time VA at the bank chosen. */
async function createThroughChannel(
  input: LinkPaymentInput,
  link: PaymentLinkRecord,
  payer: { amount: number; description: string; customer_name?: string },
  extra: InboundExtra,
): Promise<Created> {
  // The link's client as its payments' owner (only its id is used: webhooks go to its callback URL).
  const client = { client_id: link.client_id, merchant_id: link.merchant_id };
  const common = { client, clock: input.clock, gateway: input.gateway, extra };
  if (input.body.method === 'qris') {
    const created = await createQris({ ...common, body: payer });
    return created.ok ? done({ partnerReff: created.value.transaction.partner_reff }) : created;
  }
  const body = { ...payer, bank_code: input.body.bank_code!, expires_in_hours: LINK_VA_VALIDITY_HOURS };
  const created = await createVaPayment({ ...common, body });
  return created.ok ? done({ partnerReff: created.value.payment.partner_reff }) : created;
}

/**
 * POST /pay/v1/links/{link_id}/payments: a link that is active makes a payment for its merchant,
 * owned by the API client that made the link (its webhooks go there). The token and the link's id
 * are written with the transaction. A single-use link paid already is refused; payments made
 * before that (two customers at once) stay payable, and the link counts each one paid.
 */
export async function createLinkPayment(
  input: LinkPaymentInput,
): Promise<Outcome<{ payment: LinkPaymentView; server_time: string }>> {
  const payable = await payableLink(input);
  if (!payable.ok) return payable;
  const { link, amount } = payable.value;
  const token = `pt_${randomToken(LINK_ID_RANDOM_CHARS)}`;
  const extra: InboundExtra = {
    fields: { payment_link_id: link.link_id },
    items: (record) => [tokenItem(token, record.partner_reff, link.link_id, record.created_at_ms)],
  };
  const payer = {
    amount,
    description: link.description,
    ...(link.customer_name === undefined ? {} : { customer_name: link.customer_name }),
  };
  const created = await createThroughChannel(input, link, payer, extra);
  if (!created.ok) return created;
  // Read back as written: the page gets the very fields its status reads will show.
  const tx = await getTransaction(created.value.partnerReff);
  if (tx === undefined) throw new Error(`Payment ${created.value.partnerReff} of link ${link.link_id} is missing`);
  return done({
    payment: linkPaymentView(tx, token, input.qrImageUrl),
    server_time: toJakartaIso(input.clock.nowMs()),
  });
}

/**
 * GET /pay/v1/payments/{token}: what the page shows while it waits (waiting_payment, paid, expired),
 * with the service's time (`server_time`): the page counts down to `expires_at` by the service's
 * clock, not the browser's (a phone's clock may be off; the sandbox's may have been moved).
 */
export async function readLinkPayment(
  token: string,
  qrImageUrl: (token: string) => string,
  nowMs: number,
): Promise<Outcome<{ payment: LinkPaymentView; server_time: string }>> {
  const tx = await transactionOfToken(token);
  if (tx === undefined) return refuse('not_found', 'Payment not found');
  return done({ payment: linkPaymentView(tx, token, qrImageUrl), server_time: toJakartaIso(nowMs) });
}

async function transactionOfToken(token: string) {
  const partnerReff = await partnerReffOfToken(token);
  return partnerReff === undefined ? undefined : getTransaction(partnerReff);
}

/** GET /pay/v1/payments/{token}/qr.png: the QR string of a QRIS payment made from a link, to render; else not found. */
export async function qrStringOfToken(token: string): Promise<Outcome<{ qrString: string }>> {
  const qrString = (await transactionOfToken(token))?.qris?.qr_string;
  return qrString === undefined ? refuse('not_found', 'No QR payment with this token') : done({ qrString });
}
