import { AppError } from '../errors';
import type { OperationResult } from '../http/context';
import { idempotencyCompletionItems } from '../middleware/idempotency';
import type { IdempotencyClaim } from '../store/idempotency';
import { readTransactionCounter, createTransactionItems, type NewTransaction, type TransactionRecord } from '../store/transactions';
import { RETRY, transactWrite, type TxItem, withRetry } from '../store/transact';

export interface CreateTransactionRequest {
  merchantId: string;
  /** Builds the transaction for the sequence number it will get. */
  build: (seq: number) => NewTransaction;
  /** The response, stored with the idempotency key in the same transaction. */
  respond: (record: TransactionRecord) => OperationResult;
  idempotency?: IdempotencyClaim;
  /** Further items written with the creation (money moves, outbox records). */
  extraItems?: (record: TransactionRecord) => TxItem[];
  /**
   * For a transaction whose partner_reff is derived from an external event (a redelivered callback):
   * each attempt first looks for it, and when it is already written nothing is written again.
   */
  existing?: () => Promise<TransactionRecord | undefined>;
}

/**
 * Writes a new transaction, its `created` event, the per-merchant counter step, any extra items and
 * the idempotency completion in ONE transaction. Losing the counter race re-reads and retries.
 */
export async function createTransaction(
  request: CreateTransactionRequest,
): Promise<{ record: TransactionRecord; result: OperationResult; existing?: true }> {
  return withRetry(async () => {
    const found = await request.existing?.();
    if (found !== undefined) return { record: found, result: request.respond(found), existing: true as const };
    const merchantSeq = (await readTransactionCounter(request.merchantId)) + 1;
    const created = request.build(merchantSeq);
    const result = request.respond(created.record);
    const items = [
      ...createTransactionItems(created),
      ...(request.extraItems?.(created.record) ?? []),
      ...idempotencyCompletionItems(request.idempotency, result),
    ];
    const written = await transactWrite(items);
    if (written.ok) return { record: created.record, result };
    if (written.kind === 'condition' && request.idempotency !== undefined && written.failedIndexes.includes(items.length - 1)) {
      // Our claim was taken over after its lock elapsed: the other request owns the key now.
      throw new AppError('idempotency_key_in_progress', 'A request with this idempotency key is still being processed');
    }
    if (request.idempotency) request.idempotency.completedInTransaction = false;
    return RETRY;
  });
}
