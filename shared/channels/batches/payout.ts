import type { Clock } from '../../clock';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../../constants';
import { createTransaction } from '../../engine/create';
import { commitMove } from '../../engine/move';
import type { Gateway } from '../../gateway/port';
import { numericId } from '../../ids';
import type { NewTransaction } from '../../store/transactions';
import { payoutChannel } from '../payouts/channels';
import { executeHeldPayout } from '../payouts/confirm';
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
 * A valid row's payout: a transfer or e-wallet transaction of its own, born holding its money (the
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
 * One row: its payout is created (once: its creation is journaled, and the row becomes `pending`
 * with its partner_reff in the same transaction), then asked of the gateway with the partner_reff
 * as its idempotency reference, and its outcome recorded by the payout engine (post, void, or kept
 * held for reconciliation), which moves the row and its part's counts with the money. A payout made
 * by an earlier delivery of the message is left to its callback or to reconciliation.
 */
async function payRow(batch: BatchRecord, row: BatchItemRecord, gateway: Gateway, clock: Clock): Promise<void> {
  const created = await createTransaction({
    merchantId: batch.merchant_id,
    kind: 'status',
    build: (seq) => rowTransaction(batch, row, seq, clock.nowMs()),
    extraItems: (record) => [rowPaidOutItem(batch.batch_id, partOf(batch, row.index), row.index, record.partner_reff)],
  });
  if (created.kind !== 'created') return;
  await executeHeldPayout(created.record, gateway, clock);
}

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
 * A batches-queue message `pay`: the part's valid rows paid out, at most BATCH_GATEWAY_CONCURRENCY
 * at once, then the part is marked handed over and the batch completed if it was the last. A row
 * that fails (the table, a bug) fails the message after the others ran: it is delivered again and
 * does only what is left.
 */
export async function payPart(batchId: string, part: number, gateway: Gateway, clock: Clock): Promise<void> {
  const batch = await getBatch(batchId);
  if (batch === undefined || batch.status !== 'processing') return;
  const rows = (await listPartRows(batchId, part)).filter((row) => row.status === 'valid');
  await forEachBounded(rows, BATCH_GATEWAY_CONCURRENCY, (row) => payRow(batch, row, gateway, clock));
  await markPart(batchId, part, { dispatched: true });
  await completeIfDone(batchId, clock.nowMs());
}
