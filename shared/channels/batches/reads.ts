import { done, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { getBatch, getBatchRows, listBatchesBySeq, readBatchCounter, readBatchParts, type BatchRecord } from './store';
import { batchView, countsOf, itemView, NO_COUNTS, type BatchView } from './view';

/** The reads of a merchant's batches: one batch, its rows by page, and the list by page (newest first). */

export interface Page {
  page: number;
  per_page: number;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

const metaOf = (query: Page, total: number): PageMeta => ({
  current_page: query.page,
  last_page: Math.max(1, Math.ceil(total / query.per_page)),
  total,
  per_page: query.per_page,
});

const approved = (batch: BatchRecord): boolean => batch.status === 'processing' || batch.status === 'completed';

/** A batch as the API shows it: with its rows' outcomes once it is approved (read from its parts). */
export async function viewOf(batch: BatchRecord): Promise<BatchView> {
  return batchView(batch, approved(batch) ? countsOf(batch, await readBatchParts(batch)) : NO_COUNTS);
}

/** Another merchant's batch is not found, never forbidden. */
export const batchNotFound = (): Refusal => refuse('not_found', 'Payout batch not found');

/** The merchant's batch, or undefined (no such batch, or another merchant's). */
export async function merchantBatch(merchantId: string, batchId: string): Promise<BatchRecord | undefined> {
  const batch = await getBatch(batchId);
  return batch?.merchant_id === merchantId ? batch : undefined;
}

export async function getBatchView(merchantId: string, batchId: string): Promise<Outcome<{ batch: BatchView }>> {
  const batch = await merchantBatch(merchantId, batchId);
  return batch === undefined ? batchNotFound() : done({ batch: await viewOf(batch) });
}

/** Page N of the rows in their order: a key range of row numbers, read by key. */
export async function listBatchItems(
  merchantId: string,
  batchId: string,
  query: Page,
): Promise<Outcome<{ data: Array<ReturnType<typeof itemView>>; meta: PageMeta }>> {
  const batch = await merchantBatch(merchantId, batchId);
  if (batch === undefined) return batchNotFound();
  const from = (query.page - 1) * query.per_page;
  const rows = await getBatchRows(batch, from, Math.min(batch.item_count, from + query.per_page));
  return done({ data: rows.map((row) => itemView(row, batch)), meta: metaOf(query, batch.item_count) });
}

/** Page N of the merchant's batches, newest first: a range of their sequence numbers. */
export async function listBatches(
  merchantId: string,
  query: Page,
): Promise<Outcome<{ data: BatchView[]; meta: PageMeta }>> {
  const total = await readBatchCounter(merchantId);
  const highSeq = total - (query.page - 1) * query.per_page;
  const batches = await listBatchesBySeq(merchantId, Math.max(1, highSeq - query.per_page + 1), highSeq);
  return done({ data: await Promise.all(batches.map(viewOf)), meta: metaOf(query, total) });
}
