import type { Posting } from '../domain/ledger';
import type { IdempotencyCompletion } from '../store/idempotency';
import { freshReads, type MerchantReads } from '../store/request-reads';
import { getTransaction, type NewTransaction, type TransactionRecord } from '../store/transactions';
import { withRetry, RETRY, type TxItem } from '../store/transact';
import { countCreated } from './count';
import { commitMove, type MoveKind, type OutboxEvent } from './move';

export interface CreateRequest {
  merchantId: string;
  kind: MoveKind;
  /** Builds the transaction for the sequence number it will get. */
  build: (seq: number) => NewTransaction;
  postings?: (record: TransactionRecord, moveId: string) => Posting[];
  webhook?: (record: TransactionRecord) => OutboxEvent | undefined;
  idempotency?: (record: TransactionRecord) => IdempotencyCompletion | undefined;
  extraItems?: (record: TransactionRecord) => TxItem[];
  /** Where the counter comes from (a value the request already read); absent: read here. */
  reads?: Pick<MerchantReads, 'transactionCounter'>;
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
 * Writes a new transaction, its first event and the per-merchant counter step, with any postings,
 * outbox record, extra items and idempotency completion, as one move. Losing the counter race to
 * another create tries again with the counter the failed write found (bounded, jittered).
 */
export async function createTransaction(request: CreateRequest): Promise<CreateOutcome> {
  let counterSeen: number | undefined;
  return withRetry(async () => {
    // A prefetched counter serves the first attempt; after a lost race, the counter the failed write found.
    const counter = counterSeen ?? (await (request.reads ?? freshReads).transactionCounter(request.merchantId));
    counterSeen = undefined;
    const seq = counter + 1;
    const created = request.build(seq);
    const { record } = created;
    const moveId = creationMoveId(record.partner_reff);
    const result = await commitMove({
      id: moveId,
      kind: request.kind,
      merchantId: request.merchantId,
      atMs: record.created_at_ms,
      postings: request.postings?.(record, moveId) ?? [],
      create: created,
      webhook: request.webhook?.(record),
      idempotency: request.idempotency?.(record),
      extraItems: request.extraItems?.(record),
    });
    switch (result.kind) {
      case 'applied':
        countCreated(record);
        return { kind: 'created' as const, record, deliveryId: result.deliveryId };
      case 'stale':
        counterSeen = result.counterSeq;
        return RETRY;
      case 'already_applied': {
        const existing = await getTransaction(record.partner_reff);
        if (existing === undefined) throw new Error(`Move ${moveId} is journaled but transaction ${record.partner_reff} is missing`);
        return { kind: 'already_applied' as const, record: existing };
      }
      default:
        return result;
    }
  });
}
