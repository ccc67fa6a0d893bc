import { randomBytes } from 'node:crypto';
import { spreadConsolidationPlan } from '../domain/balance-shards';
import { assertMovePostings, holdPostings, type Posting } from '../domain/ledger';
import { logger } from '../logger';
import { readBalanceShards, rebalanceItems } from '../store/balances';
import { completionItem, type IdempotencyCompletion } from '../store/idempotency';
import { moneyMoveItems } from '../store/ledger';
import { retryAllowed, type RetryCause } from '../store/retry';
import { ContendedError, requestToken, transactWrite, type TxItem, type WriteOutcome } from '../store/transact';
import { journalItem } from './move';

/**
 * One hold spread over several of a merchant's balance shards at once (docs/ARCHITECTURE.md,
 * section 4, "Balance shards"): the approval of a payout batch holds every row's amount and fees
 * on the shard that row's payout will post or void on, so a batch paid out at speed writes all the
 * merchant's shards evenly, not one. It is one move: ONE TransactWriteItems of the journal entry,
 * each shard's balance update (guarded, `available >= its part`) with its hold posting, the
 * caller's items (the batch's status change) and the idempotency completion. Either every part is
 * held or none.
 */
export interface SpreadHold {
  /** One id per intended effect: its journal entry makes the hold happen once. */
  id: string;
  merchantId: string;
  atMs: number;
  /** What each shard holds: distinct shards, positive amounts. */
  parts: ReadonlyArray<{ shard: number; amountIdr: number }>;
  /** The merchant's balance shards max as the caller knows it (where a consolidation starts reading). */
  shardsKnown: number;
  /** Further records of the move, each with its own condition (precondition_failed when one is false). */
  extraItems: readonly TxItem[];
  idempotency?: IdempotencyCompletion;
}

/**
 * applied: written now. already_applied: the journal entry exists. insufficient_balance: all the
 * merchant's shards together do not cover the parts (a consistent read says so); nothing held.
 * precondition_failed: one of the caller's items' conditions was false. idempotency_lost: the
 * request's key was taken over.
 */
export type SpreadHoldResult =
  'applied' | 'already_applied' | 'insufficient_balance' | 'precondition_failed' | 'idempotency_lost';

type Role = 'journal' | 'balance' | 'posting' | 'other' | 'idempotency';

interface Built {
  items: TxItem[];
  roles: Role[];
  /** Per shard, in the order of `parts`. */
  need: number[];
}

function build(hold: SpreadHold, owner: string): Built {
  if (hold.parts.length === 0) throw new Error(`spread hold ${hold.id} holds nothing`);
  if (new Set(hold.parts.map((part) => part.shard)).size !== hold.parts.length)
    throw new Error(`spread hold ${hold.id} names a shard twice`);
  const byShard = hold.parts.map((part) => ({
    shard: part.shard,
    postings: holdPostings(hold.merchantId, `${hold.id}#${part.shard}`, part.amountIdr),
  }));
  const postings: Posting[] = byShard.flatMap((part) => part.postings);
  assertMovePostings(hold.id, postings, hold.merchantId);
  const built: Built = { items: [], roles: [], need: [] };
  const add = (role: Role, items: readonly TxItem[]) => {
    for (const item of items) {
      built.items.push(item);
      built.roles.push(role);
    }
  };
  add('journal', [journalItem({ ...hold, kind: 'hold', postings }, owner)]);
  const spread = hold.shardsKnown > 1 || hold.parts.some((part) => part.shard > 0);
  for (const part of byShard) {
    const [balance, ...posted] = moneyMoveItems(
      hold.merchantId,
      part.postings,
      hold.id,
      hold.atMs,
      part.shard,
      spread,
      'batch',
    );
    add('balance', [balance!]);
    add('posting', posted);
  }
  add('other', hold.extraItems);
  if (hold.idempotency) add('idempotency', [completionItem(hold.idempotency.claim, hold.idempotency.response)]);
  for (const part of hold.parts) built.need[part.shard] = part.amountIdr;
  return built;
}

type Decision = SpreadHoldResult | 'consolidate';

/** Which failed condition decides: a duplicate first, then the caller's records, the key, the balances. */
function decide(built: Built, written: Extract<WriteOutcome, { kind: 'condition' }>, owner: string): Decision {
  const failed = new Set(written.failedIndexes.map((index) => built.roles[index]));
  if (failed.has('journal'))
    return written.found.get(built.roles.indexOf('journal'))?.owner === owner ? 'applied' : 'already_applied';
  if (failed.has('other')) return 'precondition_failed';
  if (failed.has('idempotency')) return 'idempotency_lost';
  if (failed.has('balance')) return 'consolidate';
  throw new Error(`Spread hold failed a condition the engine does not expect (${[...failed].join(', ')})`);
}

/**
 * A part its shard cannot cover: a consistent read of every shard decides. Short: refused. Else
 * the shortfalls move from the shards with more than their part (one write, no posting); then the
 * hold is tried again.
 */
async function consolidateFor(hold: SpreadHold, built: Built): Promise<'short' | 'again'> {
  const highest = Math.max(...hold.parts.map((part) => part.shard));
  const read = await readBalanceShards(hold.merchantId, Math.max(hold.shardsKnown, highest + 1));
  if (read === undefined) throw new Error(`Merchant ${hold.merchantId} has no balance item`);
  const need = read.shards.map((_, shard) => built.need[shard] ?? 0);
  const plan = spreadConsolidationPlan(
    read.shards.map((shard) => shard.available),
    need,
  );
  if (plan.kind === 'short') return 'short';
  if (plan.kind === 'move') {
    const written = await transactWrite(rebalanceItems(hold.merchantId, plan.changes));
    if (written.ok) logger.info('balance shards consolidated for a spread hold', { holdId: hold.id, ...plan });
  }
  return 'again';
}

/**
 * Commits a spread hold. Contention, throttling and a lost answer are retried with the very same
 * items and token, under the one retry policy; a part its shard cannot cover consolidates and is
 * tried again; a failed condition of the caller's is an outcome.
 */
export async function commitSpreadHold(hold: SpreadHold): Promise<SpreadHoldResult> {
  const owner = randomBytes(9).toString('base64url');
  const built = build(hold, owner);
  const token = requestToken(hold.id, built.items);
  let answerLost = false;
  for (let attempts = 0; ; attempts += 1) {
    const written = await transactWrite(built.items, token);
    if (written.ok) return finish(hold, 'applied');
    const cause: RetryCause =
      written.kind === 'unsure' || (written.kind === 'conflict' && written.throttled) ? 'failure' : 'contention';
    if (written.kind === 'condition') {
      const decision = decide(built, written, owner);
      if (decision !== 'consolidate') return finish(hold, decision);
      if ((await consolidateFor(hold, built)) === 'short') return 'insufficient_balance';
    }
    if (written.kind === 'unsure') answerLost = true;
    if (!(await retryAllowed(attempts, undefined, cause))) break;
  }
  if (!answerLost) throw new ContendedError(`Spread hold ${hold.id} still contended`);
  throw new Error(`Spread hold ${hold.id} still unanswered; its journal entry tells whether it committed`);
}

function finish(hold: SpreadHold, result: SpreadHoldResult): SpreadHoldResult {
  if (result === 'applied' && hold.idempotency) hold.idempotency.claim.completedInTransaction = true;
  return result;
}
