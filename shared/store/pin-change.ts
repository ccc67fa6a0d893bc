import { tableName } from './aws';
import { ContendedError } from './contended';
import { keys } from './keys';
import { retryAllowed } from './retry';
import { requestToken, transactWrite, type TxItem } from './transact';

/** A new PIN hash for a merchant; `firstPin`: written only while none is stored. */
export interface PinChange {
  merchantId: string;
  pinHash: string;
  firstPin: boolean;
}

/**
 * The PIN item's update: the new hash, and the lock reset (store/pin-attempts.ts: every count
 * removed, so the new PIN starts with nothing counted, as a new merchant's PIN item does). An
 * attempt still being judged against the old hash when this commits finds no reservation of its own
 * left: a wrong one is counted afresh (recordWrongPin), a right one leaves nothing to clear.
 * A first PIN is conditional on there being none, so two first PINs at once cannot replace each
 * other unchecked.
 */
function pinChangeItem(change: PinChange): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.pin(change.merchantId),
      UpdateExpression:
        'SET pin_hash = :hash REMOVE failures, wrong, inflight, burst, last_failure_at_ms, cleared_at_ms',
      ...(change.firstPin ? { ConditionExpression: 'attribute_not_exists(pin_hash)' } : {}),
      ExpressionAttributeValues: { ':hash': change.pinHash },
    },
  };
}

const PIN_ITEM = 0;
const AUDIT_ENTRY = 1;

/**
 * Writes a PIN change, its lock reset and its audit entry (store/audit-log.ts, auditEntryItem) in one
 * transaction (DESIGN 21): all three or none. `pin_already_set`: a first PIN lost to another PIN
 * stored meanwhile, and nothing was written. Contention, throttling and a lost answer send the same
 * items again with the same token; after a lost answer, a false condition on the audit entry (a new
 * id, which only this write could have put) means the first send committed.
 */
export async function writePinChange(change: PinChange, auditEntry: TxItem): Promise<'written' | 'pin_already_set'> {
  const items = [pinChangeItem(change), auditEntry];
  const token = requestToken(`pin-change:${change.merchantId}`, items);
  let answerLost = false;
  for (let attempt = 0; ; attempt += 1) {
    const written = await transactWrite(items, token);
    if (written.ok) return 'written';
    if (written.kind === 'condition') {
      if (answerLost && written.failedIndexes.includes(AUDIT_ENTRY)) return 'written';
      if (change.firstPin && written.failedIndexes.includes(PIN_ITEM)) return 'pin_already_set';
      throw new Error(`PIN change of ${change.merchantId}: conditions failed at ${written.failedIndexes.join(', ')}`);
    }
    answerLost ||= written.kind === 'unsure';
    const cause = written.kind === 'conflict' && !written.throttled ? 'contention' : 'failure';
    if (await retryAllowed(attempt, undefined, cause)) continue;
    // Only when no answer was lost is it certain that nothing was written.
    if (!answerLost) throw new ContendedError(`The PIN change of ${change.merchantId} stayed contended`);
    throw new Error(
      `The PIN change of ${change.merchantId} is still unanswered; the audit log tells whether it was made`,
    );
  }
}
