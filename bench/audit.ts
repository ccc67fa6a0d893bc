/**
 * `npm run bench`, the scheduled ledger audit's cost per run as the ledger grows: the same
 * incremental run (the postings of 100 new moves since the checkpoint, over 20 merchants) against
 * a table holding 2,000 postings of history and one holding 20,000, in the same process and run.
 *
 * Method: DynamoDB Local with the table of the local stack, one table per size (the audit's state
 * is per table), no HTTP server or schedules. Per size: 20 merchants created by the admin
 * operation, their history written straight into the table in batches (postings as the money
 * engine writes them, ledger-log key included, at move times a day back) with each balance item
 * raised by its postings' sum, so the ledger balances; the audit's first run seeds every
 * merchant's running sums (a full pass, unmeasured: O(history), once). Then, three times, 100
 * balance adjustments through the money engine (adminAdjustBalance) at the run's clock, and one
 * measured incremental run 6 minutes later (past the settle lag, the daily full pass idle).
 * Checked: every measured run is balanced and read exactly the new postings (else the bench
 * fails). Expected: time ratio near 1 (the run reads the ledger log since its checkpoint and the
 * touched merchants' running sums and balances, none of the history); target <= 1.5.
 */
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, UpdateCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { ensureTable, infraEnvironment, startLocalInfra } from '../local/infra';
import { config } from '../shared/config';
import { adminAdjustBalance } from '../shared/operations/admin';
import { AUDIT_SETTLE_LAG_MS, runLedgerAudit } from '../shared/operations/ledger-audit';
import { budgetOf } from '../shared/operations/sweep-budget';
import { ddb, tableName } from '../shared/store/aws';
import { balanceKey } from '../shared/store/balances';
import { ledgerLogPartition } from '../shared/store/keys';
import { postingKey } from '../shared/store/ledger';
import { adminCreateMerchant } from '../shared/operations/admin';
import { median, runBench } from './support';

process.env.LOG_LEVEL = 'error';
const HISTORY_SIZES = [2_000, 20_000] as const;
const MERCHANTS = 20;
const NEW_MOVES = 100;
const RUNS = 3;
const TARGET_RATIO = 1.5;
const DAY_MS = 86_400_000;
const BATCH_ITEMS_MAX = 25;
const SEED_CONCURRENCY = 8;
type BatchRequests = NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string] | undefined;
const OPERATOR = { id: 'bench-operator', mayCredit: true } as const;

async function createMerchants(nowMs: number): Promise<string[]> {
  const clock = { nowMs: () => nowMs };
  const ids: string[] = [];
  for (let index = 0; index < MERCHANTS; index += 1) {
    const created = await adminCreateMerchant(
      { name: `Bench audit ${index}`, kyc_status: 'verified', pin: '123456' },
      clock,
    );
    if (!created.ok) throw new Error(`merchant ${index} not created`);
    ids.push(created.value.merchant.id);
  }
  return ids;
}

/** `count` postings of history a day back, spread over the merchants, and each balance raised by its sum. */
async function writeHistory(merchantIds: readonly string[], count: number, nowMs: number): Promise<void> {
  const items = Array.from({ length: count }, (_, index) => {
    const merchantId = merchantIds[index % merchantIds.length]!;
    const id = `history-${index}`;
    const atMs = nowMs - DAY_MS + index;
    return {
      ...postingKey(merchantId, 0, id),
      entity: 'posting',
      id,
      from: 'system:operator_adjustments',
      to: `merchant:${merchantId}:available`,
      amount: 1_000,
      memo: 'bench history',
      reference: id,
      at_ms: atMs,
      gsi2pk: ledgerLogPartition(id, config().dueShards),
      gsi2sk: atMs,
    };
  });
  const batches: (typeof items)[] = [];
  for (let start = 0; start < items.length; start += BATCH_ITEMS_MAX)
    batches.push(items.slice(start, start + BATCH_ITEMS_MAX));
  const workers = Array.from({ length: SEED_CONCURRENCY }, async () => {
    for (let batch = batches.shift(); batch !== undefined; batch = batches.shift()) {
      let requests: BatchRequests = batch.map((Item) => ({ PutRequest: { Item } }));
      while (requests !== undefined && requests.length > 0) {
        const result: BatchWriteCommandOutput = await ddb().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = result.UnprocessedItems?.[tableName()];
      }
    }
  });
  await Promise.all(workers);
  const perMerchant = Math.floor(count / merchantIds.length) * 1_000;
  for (const merchantId of merchantIds)
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: balanceKey(merchantId, 0),
        UpdateExpression: 'ADD available :a',
        ExpressionAttributeValues: { ':a': perMerchant },
      }),
    );
}

/** One size: its own table, history, the seeding run, then RUNS measured incremental runs. Returns their times (ms). */
async function measure(endpoint: string, history: number, nowMs: number): Promise<number[]> {
  const table = `bench-audit-${history}`;
  await ensureTable(endpoint, table);
  process.env.TABLE_NAME = table;
  const merchantIds = await createMerchants(nowMs - 2 * DAY_MS);
  await writeHistory(merchantIds, history, nowMs);
  const unlimited = () => budgetOf(60 * 60_000);
  const seeded = await runLedgerAudit(nowMs, unlimited());
  if (!seeded.balanced || seeded.full_pass !== 'completed')
    throw new Error(`seeding ${history}: ${JSON.stringify(seeded)}`);
  const times: number[] = [];
  let atMs = nowMs;
  for (let run = 0; run < RUNS; run += 1) {
    atMs += 60_000;
    const clock = { nowMs: () => atMs };
    for (let move = 0; move < NEW_MOVES; move += 1) {
      const merchantId = merchantIds[move % merchantIds.length]!;
      const reference = `bench-${history}-${run}-${move}`;
      const input = { merchantId, amountIdr: 500, note: 'bench move', clock, reference, operator: OPERATOR };
      if (!(await adminAdjustBalance(input)).ok) throw new Error(`move ${reference} failed`);
    }
    atMs += AUDIT_SETTLE_LAG_MS + 60_000;
    const started = performance.now();
    const result = await runLedgerAudit(atMs, unlimited());
    times.push(performance.now() - started);
    if (!result.balanced || result.full_pass !== 'idle' || result.postings_checked !== NEW_MOVES)
      throw new Error(
        `run ${run} over ${history}: ${JSON.stringify({ ...result, problems: result.problems.slice(0, 5) })}`,
      );
  }
  return times;
}

async function main(): Promise<void> {
  const infra = await startLocalInfra();
  try {
    Object.assign(process.env, infraEnvironment(infra), {
      SANDBOX: '1',
      LOCAL_SECRET_KEY: 'local-only-key-for-client-secrets',
      PIN_PEPPER: 'bench-audit-pin-pepper-0123456789',
    });
    const nowMs = Date.now();
    // A warm-up size first (unmeasured): DynamoDB Local (a JVM) and V8 both warm up.
    await measure(infra.dynamodbEndpoint, 200, nowMs);
    const [small, large] = [
      await measure(infra.dynamodbEndpoint, HISTORY_SIZES[0], nowMs),
      await measure(infra.dynamodbEndpoint, HISTORY_SIZES[1], nowMs),
    ];
    const ratio = median(large) / median(small);
    process.stdout.write(
      [
        `ledger audit, incremental run (${NEW_MOVES} new moves over ${MERCHANTS} merchants), median of ${RUNS}:`,
        `  history ${HISTORY_SIZES[0]} postings: ${median(small).toFixed(0)} ms (${small.map((t) => t.toFixed(0)).join(', ')})`,
        `  history ${HISTORY_SIZES[1]} postings: ${median(large).toFixed(0)} ms (${large.map((t) => t.toFixed(0)).join(', ')})`,
        `  ratio (10x history / 1x): ${ratio.toFixed(2)} (target <= ${TARGET_RATIO})`,
        '',
      ].join('\n'),
    );
    if (ratio > TARGET_RATIO)
      throw new Error(`the incremental audit's time grew ${ratio.toFixed(2)}x with 10x history`);
  } finally {
    await infra.stop();
  }
}

runBench('bench/audit', main);
