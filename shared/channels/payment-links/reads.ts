import { done, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { getTransaction } from '../../store/transactions';
import { listItemView } from '../../views/transaction';
import type { LinkPaymentsQuery } from './schemas';
import {
  deactivateLink,
  getPaymentLink,
  listLinkPaymentKeys,
  listLinksBySeq,
  readLinkCounter,
  type PaymentLinkRecord,
} from './store';
import { linkView, type LinkView } from './view';

/** The merchant's reads and changes of its links: one, a page of them, turning one off. */

export interface Page {
  page: number;
  per_page: number;
}

/** Another merchant's link is not found, never forbidden: its existence is not revealed. */
export const linkNotFound = (): Refusal => refuse('not_found', 'Payment link not found');

async function merchantLink(merchantId: string, linkId: string): Promise<PaymentLinkRecord | undefined> {
  const link = await getPaymentLink(linkId);
  return link?.merchant_id === merchantId ? link : undefined;
}

export async function readPaymentLink(
  merchantId: string,
  linkId: string,
  nowMs: number,
  baseUrl: string,
): Promise<Outcome<{ link: LinkView }>> {
  const link = await merchantLink(merchantId, linkId);
  return link === undefined ? linkNotFound() : done({ link: linkView(link, nowMs, baseUrl) });
}

/** Page N of the merchant's links, newest first: a range of their sequence numbers. */
export async function listPaymentLinks(merchantId: string, query: Page, nowMs: number, baseUrl: string) {
  const total = await readLinkCounter(merchantId);
  const highSeq = total - (query.page - 1) * query.per_page;
  const links = await listLinksBySeq(merchantId, Math.max(1, highSeq - query.per_page + 1), highSeq);
  return done({
    data: links.map((link) => linkView(link, nowMs, baseUrl)),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      total,
      per_page: query.per_page,
    },
  });
}

/**
 * POST /payment-links/{link_id}/deactivate: the link takes no new payment from now on (422
 * link_inactive on its page). Payments already made from it stay payable: money the customer still
 * sends is never refused. Deactivating again answers the link as it is.
 */
export async function deactivatePaymentLink(
  merchantId: string,
  linkId: string,
  nowMs: number,
  baseUrl: string,
): Promise<Outcome<{ link: LinkView }>> {
  if ((await merchantLink(merchantId, linkId)) === undefined) return linkNotFound();
  const link = await deactivateLink(linkId, nowMs);
  if (link === undefined) return linkNotFound();
  return done({ link: linkView(link, nowMs, baseUrl) });
}

/**
 * A page of the link's payments, newest first: every transaction made from it (waiting, paid,
 * expired), read by the link's list of payments (the lookup index), never by a scan of the
 * merchant's transactions. One more key than the page tells whether an older page exists.
 */
export async function listPaymentLinkPayments(merchantId: string, linkId: string, query: LinkPaymentsQuery) {
  if ((await merchantLink(merchantId, linkId)) === undefined) return linkNotFound();
  const found = await listLinkPaymentKeys(linkId, query.limit + 1, query.starting_after);
  const page = found.slice(0, query.limit);
  const transactions = await Promise.all(page.map((entry) => getTransaction(entry.partnerReff)));
  const data = transactions.flatMap((tx) => (tx?.merchant_id === merchantId ? [listItemView(tx)] : []));
  const last = page.at(-1);
  const nextCursor = found.length > query.limit && last !== undefined ? last.sortKey : null;
  return done({ data, next_cursor: nextCursor });
}
