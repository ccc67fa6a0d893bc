import type { Clock } from '../../clock';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../../domain/outcome';
import { randomToken } from '../../ids';
import { commitCountedCreation } from '../../store/counted-create';
import type { IdempotencyRecorder } from '../../store/idempotency';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { forEachBounded } from './bounded';
import { BATCH_PART_REDRIVE_SECONDS, BATCH_PARTS_MAX, BATCH_WRITE_CONCURRENCY } from './limits';
import { handOverParts } from './messages';
import type { BatchRow, CreateBatchBody } from './schemas';
import {
  batchCreationItems,
  batchIdOfReference,
  partOf,
  putBatchRow,
  readBatchCounter,
  type BatchActor,
  type BatchItemRecord,
  type BatchRecord,
} from './store';
import { batchView, type BatchView } from './view';

/** Who asks: an API client, or a dashboard user acting for its merchant. */
export interface BatchRequester {
  merchant_id: string;
  actor: BatchActor;
  /** The API client whose callback URL gets the batch's webhooks (the creating client; for a user, the dashboard's choice). */
  webhookClientId: string;
}

export interface CreateBatchInput {
  body: CreateBatchBody;
  requester: BatchRequester;
  clock: Clock;
  reads?: MerchantReads;
  idempotency?: IdempotencyRecorder<{ batch: BatchView }>;
}

/** A batch's parts: BATCH_PARTS_MAX, or one per row of a smaller batch. */
export const partsFor = (itemCount: number): number => Math.min(BATCH_PARTS_MAX, Math.max(1, itemCount));

const newBatchId = (): string => `pb_${randomToken(20)}`;

/** A row as stored: its payout type's destination fields apart from what every row has. */
function rowRecord(batchId: string, row: BatchRow, index: number): BatchItemRecord {
  const { type, item_reference, amount, note, ...fields } = row;
  const destination = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return {
    batch_id: batchId,
    index,
    item_reference,
    type,
    amount,
    destination,
    ...(note === undefined ? {} : { note }),
    status: 'pending',
  };
}

function newBatch(input: CreateBatchInput, nowMs: number): BatchRecord {
  const { body, requester } = input;
  return {
    batch_id: newBatchId(),
    merchant_id: requester.merchant_id,
    reference: body.reference,
    ...(body.description === undefined ? {} : { description: body.description }),
    status: 'validating',
    item_count: body.items.length,
    parts: partsFor(body.items.length),
    valid_count: 0,
    invalid_count: 0,
    total_amount: 0,
    total_fee: 0,
    created_by: requester.actor,
    webhook_client_id: requester.webhookClientId,
    seq: 0,
    created_at_ms: nowMs,
    updated_at_ms: nowMs,
  };
}

const duplicateReference = (reference: string) =>
  refuse('duplicate_reference', `You already have a payout batch with reference ${reference}`);

/**
 * The batch's record, the merchant's counter step and its reference in one transaction, with the
 * request's idempotency completion (store/counted-create.ts). Which item failed decides: the record
 * written already (our lost answer), the reference, the key, else the counter moved.
 */
function commitCreation(batch: BatchRecord, input: CreateBatchInput) {
  const dueAtMs = batch.created_at_ms + BATCH_PART_REDRIVE_SECONDS * 1000;
  return commitCountedCreation({
    id: batch.batch_id,
    description: 'Batch',
    readCounter: () => readBatchCounter(batch.merchant_id),
    items: (counter) => {
      batch.seq = counter + 1;
      return batchCreationItems(batch, counter, dueAtMs);
    },
    view: () => ({ batch: batchView(batch) }),
    ...(input.idempotency === undefined ? {} : { idempotency: input.idempotency }),
    outcomeOf: (failed, completion) => {
      if (failed.includes(2)) return 'created';
      if (failed.includes(1)) return 'duplicate_reference';
      if (failed.includes(completion)) return 'idempotency_lost';
      return 'stale';
    },
  });
}

/**
 * POST /payout-batches: the rows are recorded `pending` and the batch `validating`; the batch
 * workers check every row as an inquiry would (shared/channels/batches/validate.ts). Nothing moves
 * money until a second client or user approves it. The body's rules (1 to 1,000 rows, each its
 * payout type's inquiry body, item references unique in the batch) are the route's schema's.
 */
export async function createBatch(input: CreateBatchInput): Promise<Outcome<{ batch: BatchView }>> {
  const merchantId = input.requester.merchant_id;
  const merchant = await (input.reads ?? freshReads).merchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status !== 'verified')
    return refuse('kyc_required', 'The merchant must be KYC verified for payouts');
  if ((await batchIdOfReference(merchantId, input.body.reference)) !== undefined)
    return duplicateReference(input.body.reference);
  const batch = newBatch(input, input.clock.nowMs());
  // The rows first: once the batch exists, every row it counts is there. A create that loses the
  // reference to a concurrent one leaves its rows unreferenced (no batch names them).
  const rows = input.body.items.map((row, index) => rowRecord(batch.batch_id, row, index));
  await forEachBounded(rows, BATCH_WRITE_CONCURRENCY, (row) => putBatchRow(row, partOf(batch, row.index)));
  const creation = await commitCreation(batch, input);
  if (creation === 'duplicate_reference') return duplicateReference(input.body.reference);
  if (creation === 'idempotency_lost') return keyInProgressRefusal();
  await handOverParts(batch, 'validate');
  return done({ batch: batchView(batch) });
}
