import { done, refuse, type Outcome } from '../domain/outcome';
import { freshReads, type MerchantReads } from '../store/request-reads';
import { planPage } from '../domain/tx-seq';
import { getTransactionWithEvents, listTransactionsBySeq } from '../store/transactions';
import { detailView, listItemView } from '../views/transaction';

/**
 * Sequence range of a page, newest first, for a merchant with one counter shard: page 1 holds the
 * highest sequence numbers. planPage gives the same range for [total] (and handles K shards).
 */
export function pageRange(
  total: number,
  page: number,
  perPage: number,
): { lowSeq: number; highSeq: number; lastPage: number } {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const highSeq = total - (page - 1) * perPage;
  return { lowSeq: Math.max(1, highSeq - perPage + 1), highSeq, lastPage };
}

export async function listTransactions(
  merchantId: string,
  page: number,
  perPage: number,
  reads: MerchantReads = freshReads,
): Promise<Outcome<{ data: unknown[]; meta: Record<string, number> }>> {
  // Newest first is by sequence number: page 1 holds the highest (shared/domain/tx-seq.ts).
  const counters = await reads.transactionCounters(merchantId);
  const { total, lastPage, lowSeq, highSeq, shards } = planPage(counters, page, perPage);
  const parts = await Promise.all(shards.map(({ shard }) => listTransactionsBySeq(merchantId, lowSeq, highSeq, shard)));
  const records = parts.length === 1 ? parts[0]! : parts.flat().sort((a, b) => b.seq - a.seq);
  return done({
    data: records.map(listItemView),
    meta: { current_page: page, last_page: lastPage, total, per_page: perPage },
  });
}

/** Another merchant's reference is 404, never 403: its existence is not revealed. */
export async function readTransaction(
  merchantId: string,
  partnerReff: string,
): Promise<Outcome<{ transaction: unknown }>> {
  const found = await getTransactionWithEvents(partnerReff);
  if (found === undefined || found.transaction.merchant_id !== merchantId)
    return refuse('not_found', 'Transaction not found');
  return done({ transaction: detailView(found.transaction, found.events) });
}
