import type { Clock } from '../../clock';
import { balanceShardsOf } from '../../domain/balance-shards';
import { done, keyInProgressRefusal, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { notApprovable, sameActor, type BatchDecider } from './decider';
import { commitSpreadHold } from '../../engine/spread-hold';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import { getMerchant, type MerchantRecord } from '../../store/merchants';
import { checkPin } from '../payouts/pin';
import { BATCH_PROCESSING_CHECK_SECONDS } from './limits';
import { handOverParts } from './messages';
import { batchNotFound, merchantBatch } from './reads';
import { shardDebits } from './rows';
import type { ApproveBatchBody } from './schemas';
import { batchChangeItem, getBatch, listBatchRows, type BatchRecord } from './store';
import { batchView, type BatchView } from './view';

export interface ApproveInput {
  batchId: string;
  body: ApproveBatchBody;
  decider: BatchDecider;
  clock: Clock;
  /** When the request reached the API, on the clock's time (the PIN check tells bursts apart by it). */
  arrivedAtMs: number;
  idempotency?: IdempotencyRecorder<{ batch: BatchView }>;
}

/**
 * What an approval must find before the PIN is judged (so a repeated or mistaken approval costs no
 * PIN attempt): the merchant's batch, another maker, `ready`, and the invalid rows acknowledged.
 */
async function approvable(input: ApproveInput): Promise<BatchRecord | Refusal> {
  const batch = await merchantBatch(input.decider.merchant_id, input.batchId);
  if (batch === undefined) return batchNotFound();
  if (sameActor(batch.created_by, input.decider.actor))
    return refuse(
      'same_maker_and_checker',
      'The batch must be approved by another API client (or dashboard user) than the one that created it',
    );
  if (batch.status !== 'ready') return notApprovable(batch);
  if (batch.invalid_count > 0 && input.body.ignore_invalid !== true)
    return refuse(
      'batch_has_invalid_items',
      `${batch.invalid_count} of ${batch.item_count} rows are invalid; approve with ignore_invalid: true to pay the ${batch.valid_count} valid ones`,
    );
  return batch;
}

/** The batch once approved, as the hold's transaction writes it. */
function approvedBatch(batch: BatchRecord, input: ApproveInput, rows: number, shards: number): BatchRecord {
  const nowMs = input.clock.nowMs();
  return {
    ...batch,
    status: 'processing',
    approved_by: input.decider.actor,
    approved_at_ms: nowMs,
    approved_count: rows,
    balance_shards: shards,
    updated_at_ms: nowMs,
  };
}

/**
 * The one money move of an approval: every valid row's amount and fees held, each on its row's
 * balance shard, with the batch's change `ready -> processing` (conditioned on `ready`, so of two
 * approvals racing exactly one holds) and the request's idempotency completion.
 */
async function holdBatch(
  batch: BatchRecord,
  input: ApproveInput,
  merchant: MerchantRecord | undefined,
): Promise<Outcome<{ batch: BatchView }>> {
  const shards = balanceShardsOf(merchant ?? {});
  const rows = (await listBatchRows(batch)).filter((row) => row.status === 'valid');
  const approved = approvedBatch(batch, input, rows.length, shards.shards);
  const view = batchView(approved, { paid: 0, failed: 0, pending: rows.length });
  const { approved_by, approved_at_ms, approved_count, balance_shards } = approved;
  const held = await commitSpreadHold({
    id: `${batch.batch_id}:approved`,
    merchantId: batch.merchant_id,
    atMs: approved.updated_at_ms,
    parts: shardDebits(rows, shards.shards),
    shardsKnown: shards.max,
    extraItems: [
      batchChangeItem(batch.batch_id, {
        from: 'ready',
        to: 'processing',
        nowMs: approved.updated_at_ms,
        set: { approved_by, approved_at_ms, approved_count, balance_shards },
        dueAtMs: approved.updated_at_ms + BATCH_PROCESSING_CHECK_SECONDS * 1000,
      }),
    ],
    idempotency: completionFor(input.idempotency, { batch: view }),
  });
  if (held === 'applied') {
    await handOverParts(approved, 'pay');
    return done({ batch: view });
  }
  if (held === 'insufficient_balance')
    return refuse(
      'insufficient_balance',
      `The available balance does not cover the valid rows' amounts and fees (${batch.total_amount + batch.total_fee}); nothing was held`,
    );
  if (held === 'idempotency_lost') return keyInProgressRefusal();
  // Another approval (or a rejection, or the expiry) changed the batch first.
  const current = await getBatch(batch.batch_id);
  return notApprovable(current ?? batch);
}

/**
 * POST /payout-batches/{batch_id}/approve (DESIGN 16): a second client or user than the maker, one
 * PIN check for the whole batch under the payouts' attempts and lock (shared/channels/payouts/pin.ts),
 * then one hold of every valid row (422 insufficient_balance: nothing held), and the rows are handed
 * to the batch workers, each paid out as its own payout from the hold.
 */
export async function approveBatch(input: ApproveInput): Promise<Outcome<{ batch: BatchView }>> {
  const batch = await approvable(input);
  if ('ok' in batch) return batch;
  const merchantId = input.decider.merchant_id;
  const timing = { nowMs: input.clock.nowMs(), arrivedAtMs: input.arrivedAtMs, now: () => input.clock.nowMs() };
  const merchant = await getMerchant(merchantId);
  const pin = await checkPin(merchantId, merchant, input.body.pin, timing);
  if (!pin.ok) return pin;
  return holdBatch(batch, input, merchant);
}
