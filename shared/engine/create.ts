import type { Posting } from '../domain/ledger';
import type { IdempotencyCompletion } from '../store/idempotency';
import { freshReads, type MerchantReads } from '../store/request-reads';
import { getTransaction, type NewTransaction, type TransactionRecord } from '../store/transactions';
import { chooseShard, seqOf } from '../domain/tx-seq';
import { withRetry, RETRY, type TxItem } from '../store/transact';
import { countCreated } from './count';
import { commitMove, type Move, type MoveKind, type OutboxEvent } from './move';
import { firstMoveShard, type MoveShard } from './shard';
import type { BalanceShards } from '../domain/balance-shards';
import { knownBalanceShardsOf } from '../store/balance-shards-known';

export interface CreateRequest {
  merchantId: string;
  kind: MoveKind;
  /** Builds the transaction for the sequence number it will get. */
  build: (seq: number) => NewTransaction;
  postings?: (record: TransactionRecord, moveId: string) => Posting[];
  webhook?: (record: TransactionRecord) => OutboxEvent | undefined;
  idempotency?: (record: TransactionRecord) => IdempotencyCompletion | undefined;
  extraItems?: (record: TransactionRecord) => TxItem[];
  /** Where the counters come from (values the request already read); absent: read here. */
  reads?: Pick<MerchantReads, 'transactionCounters'>;
  /** The merchant's balance shards, when the caller read its record; absent: as this process knows them, or read. */
  balanceShards?: BalanceShards;
}

export type CreateOutcome =
  | { kind: 'created'; record: TransactionRecord; deliveryId?: string }
  | { kind: 'already_applied'; record: TransactionRecord }
  | { kind: 'insufficient_balance' }
  | { kind: 'idempotency_lost' }
  /** A condition of one of the request's extra items was false; nothing was written. */
  | { kind: 'precondition_failed' };

/** The move that creates a transaction is named after it: a second create of the same reff writes nothing. */
export const creationMoveId = (partnerReff: string): string => `${partnerReff}:created`;

/**
 * The transaction for sequence `seq`, as the move that creates it. A create that moves money is its
 * transaction's first money move: it picks and records the balance shard (once per request, kept in
 * `shards`). A create without money tells the transaction's first money move the N it saw (above 1 only).
 */
async function creationMove(
  request: CreateRequest,
  seq: number,
  counterShards: number,
  shards: { balance?: MoveShard },
): Promise<Move & { create: NewTransaction }> {
  const built: NewTransaction = { ...request.build(seq), counterShards };
  const moveId = creationMoveId(built.record.partner_reff);
  let postings = request.postings?.(built.record, moveId) ?? [];
  if (postings.length > 0)
    shards.balance ??= await firstMoveShard(request.merchantId, built.record.partner_reff, request.balanceShards);
  const balanceShard = shards.balance;
  const seen = postings.length > 0 ? undefined : (request.balanceShards ?? knownBalanceShardsOf(request.merchantId));
  const created: NewTransaction =
    postings.length > 0 && balanceShard?.record
      ? { ...built, record: { ...built.record, balance_shard: balanceShard.shard } }
      : seen !== undefined && seen.shards > 1
        ? { ...built, record: { ...built.record, merchant_balance_shards: seen.shards } }
        : built;
  const { record } = created;
  if (created !== built) postings = request.postings?.(record, moveId) ?? [];
  return {
    id: moveId,
    kind: request.kind,
    merchantId: request.merchantId,
    atMs: record.created_at_ms,
    postings,
    ...(postings.length > 0 && balanceShard
      ? { balanceShard: balanceShard.shard, balanceShardsKnown: balanceShard.known }
      : {}),
    create: created,
    webhook: request.webhook?.(record),
    idempotency: request.idempotency?.(record),
    extraItems: request.extraItems?.(record),
  };
}

/** The transaction a replayed create finds: its move is journaled, so the record must exist. */
async function existingCreation(moveId: string, partnerReff: string): Promise<CreateOutcome> {
  const existing = await getTransaction(partnerReff);
  if (existing === undefined) throw new Error(`Move ${moveId} is journaled but transaction ${partnerReff} is missing`);
  return { kind: 'already_applied', record: existing };
}

/**
 * Writes a new transaction, its first event and the step of one of the merchant's counter shards,
 * with any postings, outbox record, extra items and idempotency completion, as one move. The shard
 * is chosen among the merchant's K (chooseShard); losing that shard's race to another create tries
 * again with the counter the failed write found (bounded, jittered), choosing again.
 */
export async function createTransaction(request: CreateRequest): Promise<CreateOutcome> {
  let countersSeen: number[] | undefined;
  const shards: { balance?: MoveShard } = {};
  return withRetry(
    async () => {
      // Prefetched counters serve the first attempt; after a lost race, the counters with the one the failed write found.
      const counters = countersSeen ?? (await (request.reads ?? freshReads).transactionCounters(request.merchantId));
      countersSeen = undefined;
      const shard = chooseShard(counters);
      const seq = seqOf(shard, counters[shard]! + 1, counters.length);
      const move = await creationMove(request, seq, counters.length, shards);
      const { record } = move.create;
      const result = await commitMove(move);
      switch (result.kind) {
        case 'applied':
          countCreated(record);
          return { kind: 'created' as const, record, deliveryId: result.deliveryId };
        case 'stale':
          // Counters read are behind, never ahead: the failed write tells this shard's as it is.
          if (result.counterSeq !== undefined)
            countersSeen = counters.map((counter, index) => (index === shard ? result.counterSeq! : counter));
          return RETRY;
        case 'already_applied':
          return existingCreation(move.id, record.partner_reff);
        case 'contended':
          throw new Error(
            `Create ${move.id} came back contended, which only a move tried once does, and creates are never tried once`,
          );
        case 'idempotency_lost':
        case 'insufficient_balance':
        case 'precondition_failed':
        default:
          return result;
      }
    },
    undefined,
    'contention',
  );
}
