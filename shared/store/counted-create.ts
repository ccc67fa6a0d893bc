import { completionFor, completionItem, type IdempotencyRecorder } from './idempotency';
import { retryAllowed } from './retry';
import { ContendedError, requestToken, transactWrite, type TxItem } from './transact';

/**
 * A record numbered by a per-merchant counter (a batch, a payment link): what the write needs of it.
 * `items(counter)` numbers the record after the counter as read (its `seq` is counter + 1) and gives
 * the transaction's items, the counter step among them; `view()` is the answer the idempotency key
 * completes with, read after the numbering. `outcomeOf` says what a condition failure at these
 * indexes means (the completion item, when there is one, comes last): an outcome of the create
 * (the record itself already written by our lost answer is `created`), or `stale`: the counter
 * moved, number it again.
 */
export interface CountedCreation<V, O extends string> {
  /** The record's id: the write's token and the error's message. */
  id: string;
  description: string;
  readCounter(): Promise<number>;
  items(counter: number): TxItem[];
  view(): V;
  idempotency?: IdempotencyRecorder<V>;
  outcomeOf(failedIndexes: readonly number[], completionIndex: number): O | 'created' | 'stale';
}

/**
 * The record, the merchant's counter step and the request's idempotency completion in one
 * transaction. A counter another create moved is read again; contention and a lost answer send the
 * same write again (its token tells DynamoDB it is a repeat). Past the request's retries: 503.
 */
export async function commitCountedCreation<V, O extends string>(
  creation: CountedCreation<V, O>,
): Promise<O | 'created'> {
  let write: { items: TxItem[]; token: string; completionIndex: number } | undefined;
  for (let attempt = 0; ; attempt += 1) {
    if (write === undefined) {
      const records = creation.items(await creation.readCounter());
      const completion = completionFor(creation.idempotency, creation.view());
      const items = [
        ...records,
        ...(completion === undefined ? [] : [completionItem(completion.claim, completion.response)]),
      ];
      write = { items, token: requestToken(creation.id, items), completionIndex: records.length };
    }
    const written = await transactWrite(write.items, write.token);
    if (written.ok || written.kind === 'condition') {
      const outcome = written.ok ? 'created' : creation.outcomeOf(written.failedIndexes, write.completionIndex);
      if (outcome === 'created' && creation.idempotency) creation.idempotency.claim.completedInTransaction = true;
      if (outcome !== 'stale') return outcome;
      write = undefined;
    }
    if (!(await retryAllowed(attempt, undefined, 'contention')))
      throw new ContendedError(`${creation.description} ${creation.id} could not be recorded`);
  }
}
