import {
  accountSums,
  balanceDelta,
  MERCHANT_BUCKETS,
  merchantAccount,
  systemAccount,
  type Posting,
} from '../domain/ledger';
import { tableName } from './aws';
import { queryAll } from './query';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../constants';
import { queryAllDue } from './due';
import { config } from '../config';
import {
  keys,
  ledgerLogPartition,
  ledgerTimePartition,
  ledgerTimeSortKey,
  mixedPartOf,
  SYSTEM_LEDGER_PK,
} from './keys';
import { holdsMoney, listSuspenseEntries } from './suspense';
import { listMerchantIds } from './merchants';
import { balanceKey, readBalanceShards, sumOfShards } from './balances';
import type { TxItem } from './transact';
import type { StoredPosting } from '../domain/statement';
import { unitScheduler } from './retry';

/**
 * The ledger partitions of each balance shard of a merchant that has several: a payout writes 4
 * postings (8 write units) on its shard's ledger, the most of any key it touches, so a sharded
 * merchant's postings are spread over this many partitions per shard by the posting id.
 */
export const LEDGER_PARTITIONS_PER_SHARD = 2;

/** The shard's main ledger partition: `LEDGER#<id>` for shard 0, `LEDGER#<id>#<k>` above. */
const shardLedger = (merchantId: string, shard: number): string => keys.ledgerShard(merchantId, shard).pk;

/** Partition `part` of a shard's ledger: the main one for 0, `<main>/<part>` above. */
const ledgerPart = (main: string, part: number): string => (part === 0 ? main : `${main}/${part}`);

/**
 * Where a posting of a move on balance shard k goes: the shard's main ledger partition, or, for a
 * merchant known to have several shards (`spread`), one of the shard's LEDGER_PARTITIONS_PER_SHARD
 * partitions by the posting id. A one-shard merchant's postings stay in `LEDGER#<id>`.
 */
export const postingKey = (merchantId: string, shard: number, postingId: string, spread = false) => ({
  pk: ledgerPart(shardLedger(merchantId, shard), spread ? mixedPartOf(postingId, LEDGER_PARTITIONS_PER_SHARD) : 0),
  sk: keys.posting(merchantId, postingId).sk,
});

/** The ledger partitions of one balance shard (its main one first). */
export const shardPostingPartitions = (merchantId: string, shard: number): string[] =>
  Array.from({ length: LEDGER_PARTITIONS_PER_SHARD }, (_, part) => ledgerPart(shardLedger(merchantId, shard), part));

/**
 * The ledger partitions of a merchant's shards 0..max-1: the main ones in shard order, then, for
 * a merchant that has (or had) several, the others. Postings are spread only once max > 1, and max
 * is never lowered, so these cover every posting of the merchant.
 */
export const postingPartitions = (merchantId: string, shardsMax: number): string[] => {
  const shards = Array.from({ length: shardsMax }, (_, shard) => shardPostingPartitions(merchantId, shard));
  const main = shards.map(([first]) => first!);
  return shardsMax > 1 ? [...main, ...shards.flatMap((parts) => parts.slice(1))] : main;
};

/**
 * The items of one money move: the balance item update and every posting. They always go into the
 * same TransactWriteItems as the status change, event and webhook outbox record that caused them.
 * Debits are guarded: the update only applies while every bucket stays >= 0. A move of no merchant
 * (suspense in or refunded) has no balance item: its postings go to the system ledger partition.
 * `shard`: the merchant's balance shard the move is on; its postings go to that shard's ledger
 * partition (shard 0: `MERCHANT#<id>`/`BALANCE` and `LEDGER#<id>`, as before shards existed), or
 * spread over the shard's ledger partitions when the merchant is known to have several shards.
 * `ledgerType`: the transaction type of the move (or `refund`, `batch`), stamped on each posting
 * as `tx_type` for the settlement report.
 */
export function moneyMoveItems(
  merchantId: string | null,
  postings: readonly Posting[],
  reference: string,
  nowMs: number,
  shard = 0,
  spread = false,
  ledgerType?: string,
): TxItem[] {
  const table = tableName();
  const postingPuts: TxItem[] = postings.map((posting) => ({
    Put: {
      TableName: table,
      Item: {
        ...(merchantId === null
          ? keys.systemPosting(posting.id)
          : postingTimeKeys(merchantId, shard, posting.id, spread, nowMs)),
        entity: 'posting',
        ...posting,
        reference,
        at_ms: nowMs,
        // The ledger log the incremental audit reads (keys.ts, LEDGER_LOG_PREFIX): no item of its own.
        gsi2pk: ledgerLogPartition(posting.id, config().dueShards),
        gsi2sk: nowMs,
        // What the settlement report groups the posting by (domain/settlement-report.ts).
        ...(ledgerType === undefined ? {} : { tx_type: ledgerType }),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  if (merchantId === null) return postingPuts;
  return [balanceUpdateItem(merchantId, postings, shard), ...postingPuts];
}

/** A merchant posting's key and its place in the ledger by time (keys.ts, ledgerTimePartition). */
function postingTimeKeys(merchantId: string, shard: number, postingId: string, spread: boolean, atMs: number) {
  const key = postingKey(merchantId, shard, postingId, spread);
  return { ...key, gsi3pk: ledgerTimePartition(key.pk), gsi3sk: ledgerTimeSortKey(atMs, postingId) };
}

function balanceUpdateItem(merchantId: string, postings: readonly Posting[], shard: number): TxItem {
  const delta = balanceDelta(merchantId, postings);
  const values: Record<string, unknown> = { ':a': delta.available, ':h': delta.held, ':p': delta.pending_settlement };
  const conditions = ['attribute_exists(pk)'];
  // A negative delta must never take a bucket below zero.
  if (delta.available < 0) {
    conditions.push('available >= :needA');
    values[':needA'] = -delta.available;
  }
  if (delta.held < 0) {
    conditions.push('held >= :needH');
    values[':needH'] = -delta.held;
  }
  if (delta.pending_settlement < 0) {
    conditions.push('pending_settlement >= :needP');
    values[':needP'] = -delta.pending_settlement;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: balanceKey(merchantId, shard),
      UpdateExpression: 'ADD available :a, held :h, pending_settlement :p',
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: values,
      // A failed guard tells what the shard held (and shard 0 how many shards exist): whether to consolidate.
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

export async function partitionPostings(pk: string): Promise<Posting[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });
  return items as unknown as Posting[];
}

/** A merchant's postings over the ledger partitions of its shards 0..max-1. */
export async function merchantPostings(merchantId: string, shardsMax: number): Promise<Posting[]> {
  const partitions = await Promise.all(postingPartitions(merchantId, shardsMax).map(partitionPostings));
  return partitions.flat();
}

/**
 * Every posting of a merchant over all its balance shards' ledger partitions (max as shard 0
 * records it), with each move's reference and time; undefined when the merchant has no balance.
 * Reads the merchant's whole ledger: the statement's running balances start from its first posting.
 */
export async function merchantLedgerPostings(merchantId: string): Promise<StoredPosting[] | undefined> {
  const read = await readBalanceShards(merchantId);
  if (read === undefined) return undefined;
  return (await merchantPostings(merchantId, read.max)) as StoredPosting[];
}

export interface AwaitingPayout {
  partner_reff: string;
  merchant_id: string;
  held_idr: number;
  held_since_ms: number;
  reconcile_attempts: number;
  next_check_at_ms: number;
}

export interface AuditReport {
  balanced: boolean;
  merchants_checked: number;
  postings_checked: number;
  problems: string[];
  /** Payouts holding money whose outcome reconciliation has not learned yet (not a ledger problem). */
  payouts_awaiting_outcome: AwaitingPayout[];
  /** Money that matched no transaction and waits for an operator: the suspense account's balance. */
  suspense: { total: number; open_entries: number };
  /** Open payout conflicts: callbacks that contradict a payout's money, waiting for an operator (they hold no money). */
  payout_conflicts: number;
  /**
   * Refunds asked for and not yet ended (shared/channels/refunds/): how many, what they hold (amount and
   * fee, in their merchants' `held`), and those reconciliation has asked about without an answer or
   * that are past their first check. Not a ledger problem: their holds are postings like any other.
   */
  refunds: { pending: number; held_idr: number; awaiting_outcome: AwaitingRefund[] };
}

export interface AwaitingRefund {
  refund_id: string;
  partner_reff: string;
  merchant_id: string;
  held_idr: number;
  held_since_ms: number;
  reconcile_attempts: number;
  next_check_at_ms: number;
}

/** The pending refunds, read from the due index where each stays until it ends (keys.refund, DUE.refund). */
export async function pendingRefunds(nowMs: number, overdueAfterMs: number): Promise<AuditReport['refunds']> {
  const items = (await queryAllDue('refund')).filter((item) => item.entity === 'refund');
  const refunds = items.map((item) => ({
    refund_id: String(item.refund_id),
    partner_reff: String(item.partner_reff),
    merchant_id: String(item.merchant_id),
    held_idr: Number(item.amount) + Number((item.fees as { total_fee?: number } | undefined)?.total_fee ?? 0),
    held_since_ms: Number(item.created_at_ms ?? 0),
    reconcile_attempts: Number(item.reconcile_attempts ?? 0),
    next_check_at_ms: Number(item.gsi2sk),
  }));
  return {
    pending: refunds.length,
    held_idr: refunds.reduce((sum, refund) => sum + refund.held_idr, 0),
    awaiting_outcome: refunds.filter(
      (refund) => refund.reconcile_attempts > 0 || refund.held_since_ms <= nowMs - overdueAfterMs,
    ),
  };
}

/** Held payouts that reconciliation asked about without an answer, or that are past their first check. */
export async function payoutsAwaitingOutcome(nowMs: number, overdueAfterMs: number): Promise<AwaitingPayout[]> {
  const items = await queryAllDue('reconcile');
  return items
    .filter(
      (item) =>
        Number(item.reconcile_attempts ?? 0) > 0 || Number(item.confirmed_at_ms ?? nowMs) <= nowMs - overdueAfterMs,
    )
    .map((item) => ({
      partner_reff: String(item.partner_reff),
      merchant_id: String(item.merchant_id),
      held_idr: Number(item.amount) + Number((item.fees as { total_fee?: number } | undefined)?.total_fee ?? 0),
      held_since_ms: Number(item.confirmed_at_ms ?? 0),
      reconcile_attempts: Number(item.reconcile_attempts ?? 0),
      next_check_at_ms: Number(item.gsi2sk),
    }));
}

/** How many times a merchant whose balance and ledger differ is read again before it is reported. */
export const AUDIT_RECHECKS = 2;
export const AUDIT_RECHECK_DELAY_MS = 100;

/** One merchant's postings summed per account, and what does not hold: positive amounts, balance = ledger, shards >= 0. */
export async function checkMerchant(
  merchantId: string,
): Promise<{ problems: string[]; postings: number; sums: Map<string, number> }> {
  const problems: string[] = [];
  const read = await readBalanceShards(merchantId);
  const postings = await merchantPostings(merchantId, read?.max ?? 1);
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount <= 0)
      problems.push(`posting ${posting.id} has invalid amount ${posting.amount}`);
  }
  const sums = accountSums(postings);
  if (read === undefined) {
    problems.push(`merchant ${merchantId} has no balance item`);
    return { problems, postings: postings.length, sums };
  }
  const balance = sumOfShards(read.shards);
  for (const bucket of MERCHANT_BUCKETS) {
    const ledgerSum = sums.get(merchantAccount(merchantId, bucket)) ?? 0;
    if (ledgerSum !== balance[bucket])
      problems.push(`merchant ${merchantId} ${bucket}: balance ${balance[bucket]} != ledger ${ledgerSum}`);
    read.shards.forEach((shard, index) => {
      if (shard[bucket] < 0)
        problems.push(
          `merchant ${merchantId} ${bucket}${read.max > 1 ? ` on shard ${index}` : ''} is negative: ${shard[bucket]}`,
        );
    });
  }
  return { problems, postings: postings.length, sums };
}

/**
 * Proves that each merchant's balance (the sum of its shards) equals the sum of its postings over
 * all its shards' ledger partitions, that no shard is negative, and that all accounts sum to zero.
 * The sum, not each shard, matches the ledger: a consolidation moves `available` between shards
 * without a posting.
 */
export async function auditLedger(nowMs = Date.now()): Promise<AuditReport> {
  const problems: string[] = [];
  const merchantIds = await listMerchantIds();
  const globalSums = new Map<string, number>();
  const systemPostings = await partitionPostings(SYSTEM_LEDGER_PK);
  let postingsChecked = systemPostings.length;
  for (const [account, sum] of accountSums(systemPostings)) globalSums.set(account, sum);
  for (const merchantId of merchantIds) {
    let check = await checkMerchant(merchantId);
    // The balance and the ledger are read one after the other: a move that commits in between shows
    // as a mismatch that the next read no longer has. A real one stays, so it is read again first.
    for (let again = 0; check.problems.length > 0 && again < AUDIT_RECHECKS; again += 1) {
      await unitScheduler().sleep(AUDIT_RECHECK_DELAY_MS);
      check = await checkMerchant(merchantId);
    }
    postingsChecked += check.postings;
    problems.push(...check.problems);
    for (const [account, sum] of check.sums) globalSums.set(account, (globalSums.get(account) ?? 0) + sum);
  }
  const total = [...globalSums.values()].reduce((sum, value) => sum + value, 0);
  if (total !== 0) problems.push(`accounts sum to ${total}, not 0`);
  const awaiting = await payoutsAwaitingOutcome(nowMs, PAYOUT_RECONCILE_AFTER_SECONDS * 1000);
  const refunds = await pendingRefunds(nowMs, PAYOUT_RECONCILE_AFTER_SECONDS * 1000);
  const { suspense, payoutConflicts } = await suspenseCheck(globalSums.get(systemAccount('suspense')) ?? 0, problems);
  return {
    balanced: problems.length === 0,
    merchants_checked: merchantIds.length,
    postings_checked: postingsChecked,
    problems,
    payouts_awaiting_outcome: awaiting,
    suspense,
    payout_conflicts: payoutConflicts,
    refunds,
  };
}

/**
 * The suspense account holds exactly the open money entries' amounts: every resolution moved its
 * entry's amount out. Payout conflicts never put money in, so they are counted apart.
 */
export async function suspenseCheck(
  ledgerTotal: number,
  problems: string[],
): Promise<{ suspense: AuditReport['suspense']; payoutConflicts: number }> {
  const open = (await listSuspenseEntries()).filter((entry) => entry.state === 'open');
  const money = open.filter(holdsMoney);
  const openTotal = money.reduce((sum, entry) => sum + entry.amount, 0);
  if (openTotal !== ledgerTotal) problems.push(`suspense account holds ${ledgerTotal}, open entries ${openTotal}`);
  if (ledgerTotal < 0) problems.push(`suspense account is negative: ${ledgerTotal}`);
  return { suspense: { total: ledgerTotal, open_entries: money.length }, payoutConflicts: open.length - money.length };
}
