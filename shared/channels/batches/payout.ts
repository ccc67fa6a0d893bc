import type { Clock } from '../../clock';
import { PAYOUT_RECONCILE_AFTER_SECONDS, RETRY_REQUEST_TIME_MAX_MS, RETRY_UNIT_RETRIES_MAX } from '../../constants';
import { createTransaction } from '../../engine/create';
import { commitMove } from '../../engine/move';
import type { Gateway } from '../../gateway/port';
import { numericId } from '../../ids';
import { unitScheduler, withRetryCeiling } from '../../store/retry';
import type { NewTransaction, TransactionRecord } from '../../store/transactions';
import { payoutChannel } from '../payouts/channels';
import { executeHeldPayout } from '../payouts/execute';
import { forEachBounded } from './bounded';
import { BATCH_GATEWAY_CONCURRENCY } from './limits';
import { rowPartnerReff, rowShard } from './rows';
import {
  batchChangeItem,
  getBatch,
  listPartRows,
  markPart,
  partOf,
  readBatchParts,
  rowPaidOutItem,
  type BatchItemRecord,
  type BatchRecord,
} from './store';
import { actorText, batchView, countsOf } from './view';

/**
 * A valid row's payout: a transaction of its own, of the row's payout type, born holding its money (the
 * approval held it on the row's shard), on the reconciliation index from its first moment, so a
 * crash before the gateway hears of it is finished by reconciliation as a confirmed payout's is.
 */
function rowTransaction(batch: BatchRecord, row: BatchItemRecord, seq: number, nowMs: number): NewTransaction {
  const shards = batch.balance_shards ?? 1;
  const shard = rowShard(row, shards);
  const body = { ...row.destination, amount: row.amount };
  const accountName = row.account_holder_name ?? '';
  return {
    record: {
      partner_reff: rowPartnerReff(row),
      id: numericId(nowMs),
      merchant_id: batch.merchant_id,
      client_id: batch.webhook_client_id,
      type: row.type,
      status: 'pending',
      stage: 'held',
      amount: row.amount,
      fees: row.fees!,
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      confirmed_at_ms: nowMs,
      reconcile_attempts: 0,
      description: `Payout to ${accountName} (row ${row.item_reference} of batch ${batch.reference})`,
      details: payoutChannel(row.type).details(body as never, accountName),
      ...(shard > 0 ? { balance_shard: shard } : {}),
      ...(shards > 1 ? { merchant_balance_shards: shards } : {}),
      batch_id: batch.batch_id,
      batch_part: partOf(batch, row.index),
      batch_index: row.index,
    },
    createdEvent: {
      event_type: 'created',
      from: null,
      to: 'pending',
      source: 'api',
      description: `Row ${row.item_reference} of payout batch ${batch.batch_id}, approved by ${actorText(batch.approved_by!)}; amount + fees held by the approval`,
      at_ms: nowMs,
    },
    due: { kind: 'reconcile', atMs: nowMs + PAYOUT_RECONCILE_AFTER_SECONDS * 1000 },
  };
}

/**
 * One row's payout created, once: its creation is journaled, and the row becomes `pending` with its
 * partner_reff in the same transaction. Undefined when an earlier delivery of the message made it
 * (its callback or reconciliation finishes it) or the row is no longer valid.
 */
async function createRowPayout(batch: BatchRecord, row: BatchItemRecord, clock: Clock) {
  const created = await createTransaction({
    merchantId: batch.merchant_id,
    kind: 'status',
    build: (seq) => rowTransaction(batch, row, seq, clock.nowMs()),
    extraItems: (record) => [rowPaidOutItem(batch.batch_id, partOf(batch, row.index), row.index, record.partner_reff)],
  });
  return created.kind === 'created' ? created.record : undefined;
}

/**
 * Each row is a unit of work of its own (store/retry.ts), as a confirm request is: its retries are
 * its own, and the contention of a burst on the merchant's counter or balance items is absorbed
 * with backoff within RETRY_REQUEST_TIME_MAX_MS, not counted against the others of its part.
 */
const asRowUnit = <T>(run: () => Promise<T>): Promise<T> =>
  withRetryCeiling(run, RETRY_UNIT_RETRIES_MAX, unitScheduler().nowMs() + RETRY_REQUEST_TIME_MAX_MS);

/**
 * Every row of the batch final and every part handed to the gateway: the batch is `completed`, and
 * `batch.completed` goes to the creating client's callback URL, in one move (journaled, so two
 * workers finishing at once complete it once). Answers whether this call completed it.
 */
export async function completeIfDone(batchId: string, nowMs: number): Promise<boolean> {
  const batch = await getBatch(batchId);
  if (batch === undefined || batch.status !== 'processing') return false;
  const parts = await readBatchParts(batch);
  const counts = countsOf(batch, parts);
  if (!parts.every((part) => part.dispatched) || counts.pending > 0) return false;
  const completed: BatchRecord = { ...batch, status: 'completed', completed_at_ms: nowMs, updated_at_ms: nowMs };
  const event = 'batch.completed';
  const moved = await commitMove({
    id: `${batchId}:completed`,
    kind: 'status',
    merchantId: batch.merchant_id,
    atMs: nowMs,
    postings: [],
    webhook: {
      event,
      clientId: batch.webhook_client_id,
      partnerReff: null,
      body: JSON.stringify({ event, batch: batchView(completed, counts) }),
    },
    extraItems: [
      batchChangeItem(batchId, {
        from: 'processing',
        to: 'completed',
        nowMs,
        set: { completed_at_ms: nowMs },
        dueAtMs: null,
      }),
    ],
  });
  return moved.kind === 'applied';
}

/**
 * A batches-queue message `pay`: the part's valid rows get their payouts, each asked of the gateway
 * (at most BATCH_GATEWAY_CONCURRENCY at once) with its outcome recorded by the payout engine (post,
 * void, or kept held for reconciliation), which moves the row and its part's counts with the money.
 * Then the part is marked handed over and the batch completed if it was the last. A row that fails
 * (the table, a bug) fails the message after the others ran: it is delivered again and does only
 * what is left.
 */
export async function payPart(batchId: string, part: number, gateway: Gateway, clock: Clock): Promise<void> {
  const batch = await getBatch(batchId);
  if (batch === undefined || batch.status !== 'processing') return;
  const rows = (await listPartRows(batchId, part)).filter((row) => row.status === 'valid');
  // Created one after another (they all step the merchant's transaction counter), then asked of the
  // gateway with its outcome recorded, a few at a time.
  const created: TransactionRecord[] = [];
  for (const row of rows) {
    const record = await asRowUnit(() => createRowPayout(batch, row, clock));
    if (record !== undefined) created.push(record);
  }
  await forEachBounded(created, BATCH_GATEWAY_CONCURRENCY, async (tx) => {
    await asRowUnit(() => executeHeldPayout(tx, gateway, clock));
  });
  await markPart(batchId, part, { dispatched: true });
  await completeIfDone(batchId, clock.nowMs());
}
