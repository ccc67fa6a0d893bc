import { randomUUID } from 'node:crypto';
import type { TransactionRecord } from '../shared/store/transactions';
import type { ChaosApi } from './payout-faults';

/**
 * The chaos run's payout batches (DESIGN 16, docs/ARCHITECTURE.md section 5), after the refunds and
 * still under the DynamoDB faults and worker crashes (the batches queue's workers among them). Per
 * merchant one batch made by a maker client of six rows: paid at once (a transfer and an e-wallet
 * top-up), rejected by the bank (1111), pending then paid (2222), pending then failed (3333), and
 * one whose account does not exist (0000, invalid at validation). Once `ready`, the maker tries to
 * approve it (403 same_maker_and_checker) while the checker client approves it twice at once with
 * two keys: exactly one approval holds. The sandbox clock moves while waiting, so the batch sweep
 * and reconciliation run. Checked afterwards (batchReport, and chaos/run.ts's ledger, balance and
 * webhook checks): every batch completed with no row pending, one transaction per valid row carrying
 * the batch and ending as its row says, batch.completed recorded once, and the merchant's balance
 * down by exactly its paid rows' amounts and fees (nothing left held).
 */

const PIN = '123456';
/** Credited to each merchant before its batch (the rows and fees are about 240,000), so the earlier traffic never leaves it short. */
export const BATCH_FUNDING_IDR = 300_000;
const VALIDATE_TIMEOUT_MS = 180_000;
const COMPLETE_TIMEOUT_MS = 240_000;
const ITEMS_PER_PAGE = 100;

/** The rows of each merchant's batch: item reference and destination; the suffix chooses the sandbox's outcome. */
const ROWS = [
  { type: 'transfer', bank_code: '014', account_number: '8730012345', amount: 120_000 },
  { type: 'ewallet', product_code: 'OVO', phone_number: '081234567890', amount: 40_000 },
  { type: 'transfer', bank_code: '014', account_number: '8730011111', amount: 30_000 },
  { type: 'transfer', bank_code: '014', account_number: '8730012222', amount: 25_000 },
  { type: 'transfer', bank_code: '014', account_number: '8730013333', amount: 20_000 },
  { type: 'transfer', bank_code: '014', account_number: '8730010000', amount: 10_000 },
].map((row, index) => ({ ...row, item_reference: `chaos-row-${index + 1}` }));

export interface BatchPlan {
  merchantId: string;
  batchId: string;
  maker: Record<string, string>;
  /** The checker's two approvals at once: their answers' statuses and error codes. */
  approvals: string[];
  /** The maker's own approval: must be 403 same_maker_and_checker. */
  makerAnswer: string;
}

export interface BatchCounts {
  batches: number;
  rows: number;
  concurrentApprovals: number;
}

export const newBatchCounts = (): BatchCounts => ({ batches: 0, rows: 0, concurrentApprovals: 0 });

const key = (label: string) => ({ 'x-idempotency-key': `${label}-${randomUUID()}` });
const answerText = (answer: { status: number; body: any }) =>
  `${answer.status}${answer.body?.error ? ` ${answer.body.error}` : ''}`;

/** A client of the merchant with these permissions (an operator's grant needs no PIN). */
async function client(api: ChaosApi, admin: Record<string, string>, merchantId: string, permissions: string[]) {
  const made = await api.until('POST', `/admin/v1/merchants/${merchantId}/clients`, {
    body: { permissions },
    headers: admin,
  });
  if (made.status !== 201) throw new Error(`client of ${merchantId}: ${made.status} ${JSON.stringify(made.body)}`);
  return { authorization: `Bearer ${made.body.client.client_id}:${made.body.client.client_secret}` };
}

/** Reads the batch until `done` says it is where it should be (its rows checked). */
async function waitForBatch(
  api: ChaosApi,
  plan: Pick<BatchPlan, 'batchId' | 'maker'>,
  done: (status: string) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await api.until('GET', `/api/v1/payout-batches/${plan.batchId}`, { headers: plan.maker });
    if (done(String(read.body?.batch?.status))) return read.body.batch;
    if (Date.now() > deadline)
      throw new Error(`batch ${plan.batchId} is still ${read.body?.batch?.status} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One merchant's batch: made, validated, refused to its maker, approved twice at once by the checker. */
async function merchantBatch(api: ChaosApi, admin: Record<string, string>, merchantId: string, counts: BatchCounts) {
  // The maker may approve batches too (as the demo client may): only being the maker refuses it.
  const maker = await client(api, admin, merchantId, ['batch:create', 'batch:approve', 'qris:read']);
  const checker = await client(api, admin, merchantId, ['batch:approve', 'qris:read']);
  const funded = await api.until('POST', `/admin/v1/merchants/${merchantId}/balance-adjustments`, {
    body: { amount: BATCH_FUNDING_IDR, note: 'chaos batch funding' },
    headers: { ...admin, ...key('fund-batch') },
  });
  if (funded.status !== 200) throw new Error(`batch funding of ${merchantId}: ${JSON.stringify(funded.body)}`);
  const created = await api.until('POST', '/api/v1/payout-batches', {
    body: { reference: `chaos-${merchantId}`, items: ROWS },
    headers: { ...maker, ...key('batch') },
  });
  if (created.status !== 201)
    throw new Error(`batch of ${merchantId}: ${created.status} ${JSON.stringify(created.body)}`);
  const plan: BatchPlan = { merchantId, batchId: created.body.batch.batch_id, maker, approvals: [], makerAnswer: '' };
  counts.batches += 1;
  counts.rows += ROWS.length;
  await waitForBatch(api, plan, (status) => status !== 'validating', VALIDATE_TIMEOUT_MS);
  const approve = (auth: Record<string, string>) =>
    api.until('POST', `/api/v1/payout-batches/${plan.batchId}/approve`, {
      body: { pin: PIN, ignore_invalid: true },
      headers: { ...auth, ...key('approve') },
    });
  plan.makerAnswer = answerText(await approve(maker));
  const checks = await Promise.all([approve(checker), approve(checker)]);
  counts.concurrentApprovals += checks.length;
  plan.approvals = checks.map(answerText);
  return plan;
}

export async function batchFaults(
  api: ChaosApi,
  admin: Record<string, string>,
  merchants: ReadonlyArray<{ merchantId: string }>,
  counts: BatchCounts,
): Promise<BatchPlan[]> {
  return Promise.all(merchants.map((merchant) => merchantBatch(api, admin, merchant.merchantId, counts)));
}

/**
 * Waits until every approved batch is completed. The sandbox clock moves 5 minutes every 10 s of
 * waiting, so the batch sweep redrives a part whose worker was killed, and reconciliation runs.
 */
export async function awaitBatches(api: ChaosApi, plans: BatchPlan[]): Promise<void> {
  const deadline = Date.now() + COMPLETE_TIMEOUT_MS;
  for (let round = 0; ; round += 1) {
    if (round % 20 === 19) await api.until('POST', '/sandbox/v1/clock/advance', { body: { seconds: 300 } });
    const statuses = await Promise.all(
      plans.map(async (plan) => {
        const read = await api.until('GET', `/api/v1/payout-batches/${plan.batchId}`, { headers: plan.maker });
        return `${plan.batchId} ${String(read.body?.batch?.status)}`;
      }),
    );
    const moving = statuses.filter((status) => status.endsWith(' processing') || status.endsWith(' ready'));
    if (moving.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`batches not completed after ${COMPLETE_TIMEOUT_MS / 1000} s: ${moving.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface BatchReport {
  completed: number;
  paid: number;
  failed: number;
  invalid: number;
  /** What each merchant's paid rows cost it (amounts and fees). */
  costByMerchant: Map<string, number>;
  wrong: string[];
}

async function itemsOf(api: ChaosApi, plan: BatchPlan): Promise<any[]> {
  const read = await api.until('GET', `/api/v1/payout-batches/${plan.batchId}/items?per_page=${ITEMS_PER_PAGE}`, {
    headers: plan.maker,
  });
  return read.body.data as any[];
}

/** One batch's checks: its end, its approvals, and each valid row's one transaction ending as the row says. */
async function checkBatch(api: ChaosApi, plan: BatchPlan, transactions: TransactionRecord[], report: BatchReport) {
  const wrong = (problem: string) => report.wrong.push(`batch ${plan.batchId}: ${problem}`);
  const batch = (await api.until('GET', `/api/v1/payout-batches/${plan.batchId}`, { headers: plan.maker })).body.batch;
  if (batch.status === 'completed') report.completed += 1;
  else wrong(`is ${batch.status}, expected completed`);
  if (plan.makerAnswer !== '403 same_maker_and_checker') wrong(`its maker's approval answered ${plan.makerAnswer}`);
  const approvals = [...plan.approvals].sort().join(', ');
  if (approvals !== '200, 409 batch_not_approvable') wrong(`two approvals at once answered ${approvals}`);
  if (batch.counts.pending !== 0 || batch.counts.paid + batch.counts.failed !== batch.valid_count)
    wrong(`counts ${JSON.stringify(batch.counts)} for ${batch.valid_count} valid rows`);
  const rows = transactions.filter((tx) => tx.batch_id === plan.batchId);
  if (rows.length !== batch.valid_count) wrong(`${rows.length} row transactions for ${batch.valid_count} valid rows`);
  let cost = 0;
  for (const item of await itemsOf(api, plan)) {
    if (item.status === 'invalid') report.invalid += 1;
    if (item.status === 'invalid') continue;
    const tx = rows.find((row) => row.partner_reff === item.partner_reff);
    if (tx?.status !== item.status) wrong(`row ${item.item_reference} is ${item.status}, its payout ${tx?.status}`);
    if (item.status === 'paid') {
      report.paid += 1;
      cost += item.amount + item.fee;
    } else if (item.status === 'failed') report.failed += 1;
    else wrong(`row ${item.item_reference} ended ${item.status}`);
  }
  report.costByMerchant.set(plan.merchantId, (report.costByMerchant.get(plan.merchantId) ?? 0) + cost);
}

export async function batchReport(
  api: ChaosApi,
  plans: BatchPlan[],
  transactionsOf: (merchantId: string) => Promise<TransactionRecord[]>,
): Promise<BatchReport> {
  const report: BatchReport = { completed: 0, paid: 0, failed: 0, invalid: 0, costByMerchant: new Map(), wrong: [] };
  for (const plan of plans) await checkBatch(api, plan, await transactionsOf(plan.merchantId), report);
  return report;
}
