import { randomBytes } from 'node:crypto';
import { assertMovePostings, balanceDelta, type Posting } from '../domain/ledger';
import { deliveryIdForMove } from '../ids';
import { logger } from '../logger';
import { tableName } from '../store/aws';
import { completionItem, type IdempotencyCompletion } from '../store/idempotency';
import { keys } from '../store/keys';
import { moneyMoveItems } from '../store/ledger';
import {
  createTransactionItems,
  statusChangeItems,
  type NewTransaction,
  type StatusChange,
  type TransactionRecord,
} from '../store/transactions';
import { ContendedError, requestToken, transactWrite, type TxItem, type WriteOutcome } from '../store/transact';
import { retryAllowed, type RetryCause } from '../store/retry';
import { webhookOutboxItem } from '../store/webhooks';
import { enqueueDeliveries } from '../webhooks/enqueue';
import { consolidate } from './consolidate';

/**
 * The money engine (docs/ARCHITECTURE.md, section 4): every move of money, and every status change that goes with
 * one, is written here as ONE TransactWriteItems: the journal entry of the move, its postings with
 * the balance update, the transaction created or changed with its status event, the webhook outbox
 * record and the idempotency completion. Either all of it happens or none of it.
 */
/** `conflict`: a payout conflict recorded for an operator; it moves no money (no postings). */
export type MoveKind = 'credit' | 'settle' | 'hold' | 'post' | 'void' | 'adjust' | 'suspense' | 'conflict' | 'status';

export interface OutboxEvent {
  event: string;
  clientId: string;
  partnerReff: string | null;
  /** The exact webhook body. */
  body: string;
}

export interface Move {
  /** One id per intended effect (`<partner_reff>:<trigger>`): a replayed move writes nothing. */
  id: string;
  kind: MoveKind;
  /** The merchant whose balance the move changes; null for a move between system accounts only (suspense). */
  merchantId: string | null;
  atMs: number;
  postings: readonly Posting[];
  create?: NewTransaction;
  change?: { tx: TransactionRecord; change: StatusChange };
  webhook?: OutboxEvent;
  idempotency?: IdempotencyCompletion;
  /** Further records of the move; their conditions are the caller's guards (precondition_failed). */
  extraItems?: readonly TxItem[];
  /**
   * The merchant's balance shard the move's balance update and postings go to (0 when absent: the
   * merchant's original item and ledger partition). Chosen by the create and transition engines.
   */
  balanceShard?: number;
  /** How many shards the caller knows the merchant has (its max): where a consolidation starts reading. */
  balanceShardsKnown?: number;
  /**
   * Tried once: contention (or throttling) on the first attempt ends the move as `contended`, nothing
   * written, instead of a retry. For a move carrying an item the caller would rather write on its
   * own than keep waiting for (a PIN slot's release). A lost answer is still resent.
   */
  once?: boolean;
  /**
   * What the postings are stamped with as `tx_type` (the settlement report's grouping): the created
   * or changed transaction's type when absent; a move of no transaction names its own (`refund`).
   */
  ledgerType?: string;
}

/**
 * applied: written now, by this call. already_applied: the move's journal entry exists (a duplicate).
 * insufficient_balance: a debit guard failed; final, never retried. stale: the transaction or the
 * merchant's counter changed since it was read; the caller re-reads and decides again.
 * idempotency_lost: the request's idempotency claim was taken over by another request.
 * precondition_failed: a condition of one of the caller's extra items was false (e.g. the suspense
 * entry is no longer open); nothing was written. contended: a move tried once met contention;
 * nothing was written.
 */
export type CommitResult =
  | { kind: 'applied'; deliveryId?: string }
  | { kind: 'already_applied' }
  | { kind: 'insufficient_balance' }
  /** `counterSeq`: the merchant's counter as the failed write found it, when that was the stale read. */
  | { kind: 'stale'; counterSeq?: number }
  | { kind: 'idempotency_lost' }
  | { kind: 'precondition_failed' }
  /** A move tried once (`once`) met contention: nothing was written. */
  | { kind: 'contended' };

type Role = 'journal' | 'balance' | 'posting' | 'counter' | 'transaction' | 'outbox' | 'idempotency' | 'other';

interface Built {
  items: TxItem[];
  roles: Role[];
  deliveryId?: string;
}

export function journalItem(
  move: Pick<Move, 'id' | 'kind' | 'merchantId' | 'postings' | 'atMs'>,
  owner: string,
): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.move(move.id),
        entity: 'move',
        move_id: move.id,
        kind: move.kind,
        merchant_id: move.merchantId,
        owner,
        postings: move.postings.length,
        at_ms: move.atMs,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
      // On a repeat we learn who wrote it: our own earlier attempt whose answer was lost, or another caller.
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

function outboxItem(move: Move, deliveryId: string, webhook: OutboxEvent): TxItem {
  return webhookOutboxItem({
    id: deliveryId,
    client_id: webhook.clientId,
    merchant_id: move.merchantId!,
    event: webhook.event,
    partner_reff: webhook.partnerReff,
    body: webhook.body,
    state: 'pending',
    attempt_count: 0,
    created_at_ms: move.atMs,
    // The feed and the log spread like the balance: the move's shard (always below the merchant's max).
    ...(move.balanceShard ? { feed_shard: move.balanceShard } : {}),
  });
}

function build(move: Move, owner: string): Built {
  assertMovePostings(move.id, move.postings, move.merchantId);
  if (move.webhook !== undefined && move.merchantId === null)
    throw new Error(`move ${move.id}: a webhook needs the merchant it is for`);
  const built: Built = { items: [], roles: [] };
  const add = (role: Role, items: readonly TxItem[]) => {
    for (const item of items) {
      built.items.push(item);
      built.roles.push(role);
    }
  };
  add('journal', [journalItem(move, owner)]);
  if (move.create) {
    const [counter, ...records] = createTransactionItems(move.create);
    add('counter', [counter!]);
    add('transaction', records);
  }
  if (move.change) add('transaction', statusChangeItems(move.change.tx, move.change.change));
  if (move.postings.length > 0) {
    const shard = move.balanceShard ?? 0;
    const several = shard > 0 || (move.balanceShardsKnown ?? 1) > 1;
    const ledgerType = move.ledgerType ?? move.create?.record.type ?? move.change?.tx.type;
    const items = moneyMoveItems(move.merchantId, move.postings, move.id, move.atMs, shard, several, ledgerType);
    if (move.merchantId !== null) add('balance', items.slice(0, 1));
    add('posting', move.merchantId !== null ? items.slice(1) : items);
  }
  if (move.webhook) {
    built.deliveryId = deliveryIdForMove(move.id);
    add('outbox', [outboxItem(move, built.deliveryId, move.webhook)]);
  }
  add('other', move.extraItems ?? []);
  if (move.idempotency) add('idempotency', [completionItem(move.idempotency.claim, move.idempotency.response)]);
  return built;
}

/** Which failed condition decides the outcome: a duplicate first, then a stale read, then the balance. */
function conditionResult(
  built: Built,
  written: Extract<WriteOutcome, { kind: 'condition' }>,
  owner: string,
): CommitResult {
  const failed = new Set(written.failedIndexes.map((index) => built.roles[index]));
  if (failed.has('journal')) {
    const journal = written.found.get(built.roles.indexOf('journal'));
    return journal?.owner === owner ? { kind: 'applied', deliveryId: built.deliveryId } : { kind: 'already_applied' };
  }
  if (failed.has('counter')) {
    const seq = written.found.get(built.roles.indexOf('counter'))?.seq;
    return typeof seq === 'number' ? { kind: 'stale', counterSeq: seq } : { kind: 'stale' };
  }
  if (failed.has('transaction')) return { kind: 'stale' };
  if (failed.has('idempotency')) return { kind: 'idempotency_lost' };
  if (failed.has('balance')) return { kind: 'insufficient_balance' };
  if (failed.has('other')) return { kind: 'precondition_failed' };
  throw new Error(`Move failed a condition the engine does not expect (${[...failed].join(', ')})`);
}

/**
 * A debit refused by its shard's guard may still be covered by the merchant's other shards: when
 * the merchant has (or had) more than one. The failed write found the shard as it was: shard 0
 * records how many exist (`shards_max`); any other shard means there are several.
 */
function consolidationNeed(
  move: Move,
  built: Built,
  written: Extract<WriteOutcome, { kind: 'condition' }>,
): number | undefined {
  if (move.merchantId === null) return undefined;
  const need = -balanceDelta(move.merchantId, move.postings).available;
  if (need <= 0) return undefined;
  const shard = move.balanceShard ?? 0;
  const found = written.found.get(built.roles.indexOf('balance'));
  const several = shard > 0 || Number(found?.shards_max ?? 1) > 1 || (move.balanceShardsKnown ?? 1) > 1;
  return several ? need : undefined;
}

/**
 * Commits one move. Only contention, throttling and a lost answer are retried, and always with the
 * very same items and token; a failed condition is an outcome. After a lost answer the journal
 * entry tells whether the earlier attempt committed. A debit its balance shard cannot cover, of a
 * merchant with several shards, consolidates (engine/consolidate.ts) and is tried again, under the
 * same retry policy: it ends applied, insufficient_balance when all shards together do not cover it
 * (a consistent read says so), or ContendedError when contention used up the retries.
 */
export async function commitMove(move: Move): Promise<CommitResult> {
  const owner = randomBytes(9).toString('base64url');
  const built = build(move, owner);
  const token = requestToken(move.id, built.items);
  let answerLost = false;
  let attempts = 0;
  let cause: RetryCause;
  do {
    const written = await transactWrite(built.items, token);
    if (written.ok) return finish(move, { kind: 'applied', deliveryId: built.deliveryId });
    // Another writer of one of the items (or a consolidation that moved money between shards) is
    // contention, bounded by the request's deadline; throttling and a lost answer by the counts.
    cause = written.kind === 'unsure' || (written.kind === 'conflict' && written.throttled) ? 'failure' : 'contention';
    if (written.kind === 'condition') {
      const result = conditionResult(built, written, owner);
      const need = result.kind === 'insufficient_balance' ? consolidationNeed(move, built, written) : undefined;
      if (need === undefined) return finish(move, result);
      const step = await consolidate(move.merchantId!, move.balanceShard ?? 0, need, move.balanceShardsKnown ?? 1);
      if (step === 'short') return finish(move, result);
    }
    if (written.kind === 'conflict' && move.once && !answerLost) return { kind: 'contended' };
    if (written.kind === 'unsure') {
      answerLost = true;
      logger.warn('money move answer lost; resending the same write', {
        moveId: move.id,
        error: String(written.cause),
      });
    }
    attempts += 1;
  } while (await retryAllowed(attempts - 1, undefined, cause));
  // Only when every attempt was refused for contention is it certain that nothing was written.
  if (!answerLost) throw new ContendedError(`Move ${move.id} still contended after ${attempts} attempts`);
  throw new Error(
    `Move ${move.id} still unanswered after ${attempts} attempts; its journal entry tells whether it committed`,
  );
}

async function finish(move: Move, result: CommitResult): Promise<CommitResult> {
  if (result.kind !== 'applied') return result;
  if (move.idempotency) move.idempotency.claim.completedInTransaction = true;
  if (result.deliveryId !== undefined) await enqueueDeliveries([result.deliveryId]);
  return result;
}
