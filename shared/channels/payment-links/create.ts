import type { Clock } from '../../clock';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../../domain/outcome';
import { randomToken } from '../../ids';
import { commitCountedCreation } from '../../store/counted-create';
import type { IdempotencyRecorder } from '../../store/idempotency';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { LINK_ID_RANDOM_CHARS } from './limits';
import type { CreatePaymentLinkBody } from './schemas';
import { linkCreationItems, readLinkCounter, type PaymentLinkRecord } from './store';
import { linkView, type LinkView } from './view';

export interface CreateLinkInput {
  body: CreatePaymentLinkBody;
  merchantId: string;
  clientId: string;
  clock: Clock;
  /** The base of the hosted page's URL (the service's public address). */
  baseUrl: string;
  idempotency?: IdempotencyRecorder<{ link: LinkView }>;
  reads?: MerchantReads;
}

/** Unguessable: 26 base32 characters of a random source are 130 bits (DESIGN 19 asks for 128). */
export const newLinkId = (): string => `pl_${randomToken(LINK_ID_RANDOM_CHARS)}`;

function newLink(input: CreateLinkInput, nowMs: number): PaymentLinkRecord {
  const { body } = input;
  return {
    link_id: newLinkId(),
    merchant_id: input.merchantId,
    client_id: input.clientId,
    seq: 0,
    amount: body.amount,
    description: body.description,
    methods: body.methods,
    reusable: body.reusable,
    max_uses: body.max_uses ?? null,
    expires_at_ms: body.expires_at == null ? null : Date.parse(body.expires_at),
    ...(body.customer_name === undefined ? {} : { customer_name: body.customer_name }),
    payments_count: 0,
    paid_amount: 0,
    created_at_ms: nowMs,
  };
}

/**
 * The link, the merchant's counter step and the request's idempotency completion in one transaction
 * (store/counted-create.ts). Which item failed decides: the record (our own lost answer, written),
 * the key (another request holds it), else the counter moved.
 */
function commitLink(link: PaymentLinkRecord, input: CreateLinkInput, nowMs: number) {
  return commitCountedCreation({
    id: link.link_id,
    description: 'Payment link',
    readCounter: () => readLinkCounter(link.merchant_id),
    items: (counter) => {
      link.seq = counter + 1;
      return linkCreationItems(link, counter);
    },
    view: () => ({ link: linkView(link, nowMs, input.baseUrl) }),
    ...(input.idempotency === undefined ? {} : { idempotency: input.idempotency }),
    outcomeOf: (failed, completion) => {
      if (failed.includes(1)) return 'created';
      if (failed.includes(completion)) return 'idempotency_lost';
      return 'stale';
    },
  });
}

/**
 * POST /payment-links: a link the merchant sends its customer, who pays it on the hosted page by
 * QR or a one-time VA (DESIGN 19). Like a QR create it asks for no KYC; a VA payment from it does
 * (as every one-time VA), so the page offers VA only for a verified merchant.
 */
export async function createPaymentLink(input: CreateLinkInput): Promise<Outcome<{ link: LinkView }>> {
  const nowMs = input.clock.nowMs();
  const merchant = await (input.reads ?? freshReads).merchant(input.merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  const link = newLink(input, nowMs);
  if (link.expires_at_ms !== null && link.expires_at_ms <= nowMs)
    return refuse('validation_failed', 'The request is invalid', { expires_at: ['Must be in the future'] });
  const creation = await commitLink(link, input, nowMs);
  if (creation === 'idempotency_lost') return keyInProgressRefusal();
  return done({ link: linkView(link, nowMs, input.baseUrl) });
}
