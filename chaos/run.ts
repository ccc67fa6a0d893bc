/**
 * `npm run chaos`: drives the local stack with real requests while faults are injected into
 * DynamoDB (TransactionConflict, throttling, answers lost after commit), the gateway (5xx,
 * timeouts, duplicate and out-of-order callbacks, late, second, unknown and mismatched payments; e-wallet
 * cash-ins from the dashboard paid, paid with a duplicated callback or left to expire; digital
 * orders delivered or refused; payout returns, a duplicated return and contradicting payout outcomes;
 * refunds racing each other and a settlement, their callbacks duplicated and out of order, an unknown
 * refund outcome reconciled (chaos/refund-faults.ts); a payout batch per merchant, refused to its maker
 * and approved twice at once by its checker (chaos/batch-faults.ts); forged messages put straight on the callbacks
 * queue) and
 * the process (a queue worker killed mid-batch), then proves from the stored records that nothing
 * was lost and nothing was applied twice, and that bad input never gets a 5xx. Still under the
 * DynamoDB faults, a parallel-confirm phase (chaos/parallel-confirms.ts) sends bursts of confirms
 * with the right PIN once each and counts every 5xx (there must be none). It prints one table and
 * exits 1 when any check fails.
 *
 * CHAOS_SEED (default 7) repeats a run; CHAOS_MERCHANTS (default 4) sets its size. Every other
 * merchant has 4 balance shards (funded on one of them), so holds and debits cross shards and
 * consolidate while the faults are injected.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { findProduct } from '../shared/channels/digital/catalog';
import { orderReff } from '../shared/channels/digital/orders';
import { digitalPriceFor } from '../shared/channels/digital/pricing';
import { computeFees, resolveFeeRule } from '../shared/domain/fees';
import { suspenseIdFor } from '../shared/ids';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { QUEUE_LIST } from '../shared/queues';
import { ddb, sqs, tableName } from '../shared/store/aws';
import { merchantTransactionsPartition } from '../shared/store/keys';
import { newMembershipItems } from '../shared/store/members';
import { transactWrite } from '../shared/store/transact';
import { readBalanceShards } from '../shared/store/balances';
import { auditLedger, postingPartitions, type AuditReport } from '../shared/store/ledger';
import { getBalance } from '../shared/store/merchants';
import { queryAll } from '../shared/store/query';
import { INDEXES } from '../shared/store/table';
import { getTransaction, type TransactionRecord } from '../shared/store/transactions';
import { freePort } from '../local/infra';
import { startLocalStack } from '../local/start';
import { installWorkerCrashes } from '../local/pollers';
import { installDynamoFaults, seededRandom } from './faults';
import { withoutOpeningBalance } from './opening-balance';
import { checkParallelConfirms, parallelConfirms, type ParallelConfirmReport } from './parallel-confirms';
import { badInputReport, dashboardIdToken } from './bad-input';
import {
  awaitPayoutFaults,
  payoutFaultReport,
  payoutFaults,
  type FinalPayouts,
  type PayoutFaultCounts,
  type PayoutFaultPlan,
} from './payout-faults';
import {
  awaitRefunds,
  expectedRefundEffect,
  newRefundCounts,
  refundFaults,
  refundReport,
  type RefundPlan,
  type RefundReport,
} from './refund-faults';
import {
  awaitBatches,
  BATCH_FUNDING_IDR,
  batchFaults,
  batchReport,
  newBatchCounts,
  type BatchPlan,
} from './batch-faults';

process.env.LOG_LEVEL ??= 'error';
// Payouts whose gateway call times out are part of the run: keep the wait shorter than production's
// 10 s, but long enough that a loaded machine's slow answers are not taken for the planted timeouts
// (at 1.5 s, with both cores busy, every attempt of an honest inquiry timed out).
process.env.GATEWAY_TIMEOUT_MS ??= '4000';

const SEED = Number(process.env.CHAOS_SEED ?? 7);
const MERCHANT_COUNT = Number(process.env.CHAOS_MERCHANTS ?? 4);
const ADMIN_TOKEN = 'chaos-admin-token';
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const FUNDING_IDR = 2_000_000;
const QRS_PER_MERCHANT = 8;
/** E-wallet cash-ins per merchant, by scenario (i % 3): paid with its callback sent twice, paid, left to expire. */
const CASHINS_PER_MERCHANT = 3;
const SETTLE_TIMEOUT_MS = 180_000;
const REQUEST_ATTEMPTS_MAX = 15;
/** How long a request's key may be in progress: the API function timeout (25 s) and a margin. */
const IN_PROGRESS_WAIT_MAX_MS = 30_000;

const random = seededRandom(SEED);

interface Answer {
  status: number;
  body: any;
}

/** Every request the run sends, counted; good requests are retried the way a careful merchant would. */
class Api {
  sent = 0;
  serverErrors = 0;

  constructor(readonly base: string) {}

  async raw(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<Answer> {
    this.sent += 1;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.headers ?? {}),
      },
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (never for the API): kept as text for the report.
    }
    if (response.status >= 500) this.serverErrors += 1;
    return { status: response.status, body };
  }

  /**
   * Sends until the answer is final: a 5xx (a fault the service could not absorb) or a key still in
   * progress is retried with the same idempotency key, so the retry can never do the work twice.
   */
  async until(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
    final = (answer: Answer) => answer.status < 500,
  ): Promise<Answer> {
    let last: Answer = { status: 0, body: null };
    const startedMs = Date.now();
    // A key in progress is a request still running: a merchant waits for it as long as a function
    // may run (its timeout), so those answers are retried until then and are not counted as failures.
    let failures = 0;
    while (failures < REQUEST_ATTEMPTS_MAX) {
      let inProgress = false;
      try {
        last = await this.raw(method, path, options);
        inProgress = last.status === 409 && last.body?.error === 'idempotency_key_in_progress';
        if (final(last) && !inProgress) return last;
      } catch (error) {
        last = { status: 0, body: String(error) };
      }
      const waiting = inProgress && Date.now() - startedMs < IN_PROGRESS_WAIT_MAX_MS;
      if (!waiting) failures += 1;
      await new Promise((done) => setTimeout(done, 50 * Math.max(1, Math.min(failures, 10))));
    }
    throw new Error(`${method} ${path} never got a final answer: ${last.status} ${JSON.stringify(last.body)}`);
  }
}

interface Expected {
  merchantId: string;
  auth: Record<string, string>;
  /** What the merchant's balance must total once everything is final. */
  totalIdr: number;
  /** Extra payments this merchant's traffic sent: each must be one suspense entry. */
  suspenseReferences: string[];
  /** A finance member's dashboard token (cash-in is a dashboard route). */
  dashboard: Record<string, string>;
  /** Cash-ins the customer never approves: each must end expired, crediting nothing. */
  expiringCashins: string[];
}

const key = (label: string) => ({ 'x-idempotency-key': `${label}-${randomUUID()}` });

/** Every other merchant splits its balance over this many shards, so the run crosses shards and consolidations. */
const CHAOS_BALANCE_SHARDS = 4;

async function newMerchant(api: Api, index: number): Promise<Expected> {
  const merchant = await api.until('POST', '/admin/v1/merchants', {
    body: {
      name: `Chaos ${index}`,
      pin: '123456',
      ...(index % 2 === 1 ? { balance_shards: CHAOS_BALANCE_SHARDS } : {}),
    },
    headers: ADMIN,
  });
  const merchantId: string = merchant.body.merchant.id;
  await withoutOpeningBalance(api, ADMIN, merchantId);
  const client = await api.until('POST', `/admin/v1/merchants/${merchantId}/clients`, { body: {}, headers: ADMIN });
  const auth = { authorization: `Bearer ${client.body.client.client_id}:${client.body.client.client_secret}` };
  const funding = await api.until('POST', `/admin/v1/merchants/${merchantId}/balance-adjustments`, {
    body: { amount: FUNDING_IDR, note: 'chaos funding' },
    headers: { ...ADMIN, ...key('fund') },
  });
  if (funding.status !== 200) throw new Error(`funding failed: ${JSON.stringify(funding.body)}`);
  const dashboard = await financeMember(api, merchantId);
  return { merchantId, auth, totalIdr: FUNDING_IDR, suspenseReferences: [], dashboard, expiringCashins: [] };
}

/**
 * A user signed up in the stack's user pool and made a finance member of the merchant. No route
 * invites a user yet, so the membership is written as the invitation would write it.
 */
async function financeMember(api: Api, merchantId: string): Promise<Record<string, string>> {
  const bearer = { authorization: `Bearer ${await dashboardIdToken(api.base)}` };
  const me = await api.until('GET', '/dashboard/v1/me', { headers: bearer });
  const { sub, email } = me.body.user as { sub: string; email: string };
  const written = await transactWrite(
    newMembershipItems({ sub, email, merchant_id: merchantId, role: 'finance', created_at_ms: Date.now() }),
  );
  if (!written.ok) throw new Error(`membership of ${merchantId} not written: ${written.kind}`);
  return bearer;
}

const netOf = (channel: 'qris' | 'va' | 'ewallet_cashin', amount: number) =>
  computeFees(amount, resolveFeeRule(channel)).net_amount;

/** One QR paid in one of four troubled ways; the merchant is credited exactly once whatever happens. */
async function qrScenario(
  api: Api,
  simulatorUrl: string,
  merchant: Expected,
  amount: number,
  scenario: number,
  counters: Counters,
): Promise<void> {
  const created = await api.until('POST', '/api/v1/qris', {
    body: { amount },
    headers: { ...merchant.auth, ...key('qr') },
  });
  if (created.status !== 201) throw new Error(`QR create: ${created.status} ${JSON.stringify(created.body)}`);
  const reff: string = created.body.transaction.partner_reff;
  merchant.totalIdr += netOf('qris', amount);
  if (scenario === 0) {
    // The gateway delivers the same callback three times at once.
    counters.duplicateCallbacks += 2;
    await api.until('POST', `/sandbox/v1/qris/${reff}/pay?copies=3`);
  } else if (scenario === 1) {
    // Failure and payment race through the unordered queue; the payment must win.
    counters.outOfOrder += 1;
    await Promise.all([
      fetch(`${simulatorUrl}/control/qris/${reff}/fail`, { method: 'POST' }),
      api.until('POST', `/sandbox/v1/qris/${reff}/pay`),
    ]);
  } else if (scenario === 2) {
    // The customer pays twice: the second payment is someone's money too, kept in suspense.
    await api.until('POST', `/sandbox/v1/qris/${reff}/pay`);
    const second = await api.until('POST', `/sandbox/v1/qris/${reff}/pay`);
    merchant.suspenseReferences.push(String(second.body.gateway_reference));
  } else {
    // A payment for another amount than the QR's.
    await api.until('POST', `/sandbox/v1/qris/${reff}/pay`);
    const odd = await api.until('POST', '/sandbox/v1/callbacks', { body: { partner_reff: reff, amount: amount + 1 } });
    merchant.suspenseReferences.push(String(odd.body.gateway_reference));
  }
}

async function vaScenario(api: Api, merchant: Expected, amount: number, counters: Counters): Promise<void> {
  const created = await api.until('POST', '/api/v1/payments/va', {
    body: { amount, bank_code: '014' },
    headers: { ...merchant.auth, ...key('va') },
  });
  if (created.status !== 201) throw new Error(`VA create: ${created.status} ${JSON.stringify(created.body)}`);
  merchant.totalIdr += netOf('va', amount);
  counters.duplicateCallbacks += 1;
  await api.until('POST', `/sandbox/v1/va/${created.body.payment.virtual_account_number}/pay?copies=2`, {
    body: { amount },
  });
}

/**
 * An e-wallet cash-in from the dashboard: approved in the wallet app (the callback sent twice), approved
 * once, or never approved (it must expire, crediting nothing). Its create meets gateway 5xx faults
 * and is retried with its key.
 */
async function cashinScenario(
  api: Api,
  merchant: Expected,
  amount: number,
  scenario: number,
  counters: Counters,
): Promise<void> {
  const created = await api.until('POST', '/dashboard/v1/ewallet-cashin', {
    body: { amount, product_code: 'DANA', phone_number: '081234567890' },
    headers: { ...merchant.dashboard, ...key('cashin') },
  });
  if (created.status !== 201) throw new Error(`cash-in create: ${created.status} ${JSON.stringify(created.body)}`);
  const reference: string = created.body.transaction.reference_number;
  if (scenario === 2) {
    merchant.expiringCashins.push(String(created.body.transaction.partner_reff));
    return;
  }
  merchant.totalIdr += netOf('ewallet_cashin', amount);
  if (scenario === 0) counters.duplicateCallbacks += 1;
  await api.until('POST', `/sandbox/v1/ewallet-cashin/${reference}/pay${scenario === 0 ? '?copies=2' : ''}`);
}

/** A digital order: delivered, or refused by the provider (tujuan ...0000) and refunded; sent twice with one key. */
async function orderScenario(api: Api, merchant: Expected, index: number, suffix: string): Promise<string> {
  const refId = `CHAOS-${index}-${suffix}-${randomUUID().slice(0, 6)}`;
  const headers = { ...merchant.auth, ...key('order') };
  const body = { ref_id: refId, kode_produk: 'TSEL10', tujuan: `0812${String(index).padStart(4, '0')}${suffix}` };
  const answers = await Promise.all([0, 1].map(() => api.until('POST', '/api/v1/tv/orders', { body, headers })));
  if (!answers.some((answer) => answer.status === 202))
    throw new Error(`order: ${JSON.stringify(answers.map((answer) => answer.body))}`);
  return orderReff(merchant.merchantId, refId);
}

/** A transfer whose destination picks its gateway outcome; two confirms race, one holds. */
async function payoutScenario(api: Api, merchant: Expected, amount: number, suffix: string): Promise<string> {
  const inquiry = await api.until('POST', '/api/v1/transfer/inquiry', {
    body: { amount, bank_code: '014', account_number: `873${String(amount).slice(0, 3)}${suffix}` },
    headers: merchant.auth,
  });
  if (inquiry.status !== 200) throw new Error(`inquiry: ${inquiry.status} ${JSON.stringify(inquiry.body)}`);
  const reff: string = inquiry.body.transaction.partner_reff;
  await Promise.all(
    [0, 1].map(() =>
      api.until('POST', '/api/v1/transfer/confirm', {
        body: { partner_reff: reff, pin: '123456' },
        headers: { ...merchant.auth, ...key('confirm') },
      }),
    ),
  );
  return reff;
}

interface Counters {
  duplicateCallbacks: number;
  outOfOrder: number;
  gatewayFaults: number;
}

async function plantGatewayFaults(simulatorUrl: string, counters: Counters): Promise<void> {
  const faults = [
    { path_prefix: '/v1/qris', status: 500, count: 3 },
    { path_prefix: '/v1/va', status: 502, count: 2 },
    { path_prefix: '/v1/ewallet-cashin', status: 500, count: 2 },
    { path_prefix: '/v1/payouts', status: 503, count: 2 },
    // Longer than GATEWAY_TIMEOUT_MS: these calls time out.
    { path_prefix: '/v1/payouts', delay_ms: 6_000, count: 2 },
  ];
  for (const fault of faults) {
    const response = await fetch(`${simulatorUrl}/control/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
    if (!response.ok) throw new Error(`planting a gateway fault failed: ${response.status}`);
    counters.gatewayFaults += fault.count;
  }
}

/** The destination suffixes of each merchant's payouts, in order: paid, timed out (reconciled), rejected, paid by a later callback. */
const PAYOUT_SUFFIXES = ['1234', '9999', '1111', '2222'] as const;

async function merchantTraffic(
  api: Api,
  simulatorUrl: string,
  merchant: Expected,
  index: number,
  counters: Counters,
): Promise<{ payouts: string[]; orders: string[] }> {
  const qrs = Array.from({ length: QRS_PER_MERCHANT }, (_, q) =>
    qrScenario(api, simulatorUrl, merchant, 10_000 + 1_000 * q + index, q % 4, counters),
  );
  const vas = [0, 1].map((v) => vaScenario(api, merchant, 50_000 + 1_000 * v + index, counters));
  const cashins = Array.from({ length: CASHINS_PER_MERCHANT }, (_, c) =>
    cashinScenario(api, merchant, 20_000 + 1_000 * c + index, c % 3, counters),
  );
  const unknown = api.until('POST', '/sandbox/v1/callbacks', {
    body: { partner_reff: `QR-20990101-CHAOS${index}${randomUUID().slice(0, 6).toUpperCase()}`, amount: 12_345 },
  });
  const unknownVa = api.until('POST', '/sandbox/v1/callbacks', {
    body: { virtual_account_number: `39358${String(index).padStart(3, '0')}99990000`, amount: 23_456 },
  });
  const debits = [1, 2].map((d) => {
    const headers = { ...ADMIN, ...key(`debit${d}`) };
    merchant.totalIdr -= 10_000;
    return Promise.all(
      [0, 1].map(() =>
        api.until('POST', `/admin/v1/merchants/${merchant.merchantId}/balance-adjustments`, {
          body: { amount: -10_000, note: `chaos debit ${d}` },
          headers,
        }),
      ),
    );
  });
  const payouts = PAYOUT_SUFFIXES.map((suffix, p) =>
    payoutScenario(api, merchant, 100_000 + 10_000 * p + index, suffix),
  );
  const orders = ['5678', '0000'].map((suffix) => orderScenario(api, merchant, index, suffix));
  const [, , , unknownAnswer, unknownVaAnswer, , payoutReffs, orderReffs] = await Promise.all([
    Promise.all(qrs),
    Promise.all(vas),
    Promise.all(cashins),
    unknown,
    unknownVa,
    Promise.all(debits),
    Promise.all(payouts),
    Promise.all(orders),
  ]);
  merchant.suspenseReferences.push(
    String(unknownAnswer.body.gateway_reference),
    String(unknownVaAnswer.body.gateway_reference),
  );
  return { payouts: payoutReffs, orders: orderReffs };
}

const finalPayouts = (reffs: string[]): FinalPayouts => ({
  paid: reffs[0]!,
  paidByReconciliation: reffs[1]!,
  rejected: reffs[2]!,
  paidLater: reffs[3]!,
});

async function merchantTransactions(merchantId: string): Promise<TransactionRecord[]> {
  const items = await queryAll({
    IndexName: INDEXES.byMerchantSeq.name,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': merchantTransactionsPartition(merchantId) },
  });
  return items as unknown as TransactionRecord[];
}

/**
 * Waits until every payout is final and every payment landed. Reconciliation asks about a held
 * payout only after 2 minutes and backs off after each unanswered question, so the sandbox clock
 * is moved forward while waiting: 5 minutes a second (every second round), which leaves the
 * scheduler's ticks (SCHEDULE_TICK_MS) several turns between two moves.
 */
async function settle(api: Api, merchants: Array<Pick<Expected, 'merchantId'>>, payoutReffs: string[]): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let round = 0; ; round += 1) {
    if (round % 2 === 0) await api.until('POST', '/sandbox/v1/clock/advance', { body: { seconds: 300 } });
    const all = (await Promise.all(merchants.map((merchant) => merchantTransactions(merchant.merchantId)))).flat();
    const payouts = all.filter((tx) => payoutReffs.includes(tx.partner_reff));
    const inbound = all.filter((tx) => tx.type === 'qris' || tx.type === 'va');
    // A cash-in is final once paid or expired (the clock moves on while waiting, so the unapproved ones expire).
    const cashins = all.filter((tx) => tx.type === 'ewallet_cashin');
    const waiting = [
      ...payouts.filter((tx) => tx.status === 'pending'),
      ...inbound.filter((tx) => tx.status !== 'paid' && tx.status !== 'settled'),
      ...cashins.filter((tx) => tx.status === 'waiting_payment'),
    ];
    if (waiting.length === 0) return;
    if (Date.now() > deadline) {
      const named = waiting
        .map((tx) => `${tx.partner_reff} ${tx.type} ${tx.status}${tx.stage ? `/${tx.stage}` : ''}`)
        .join(', ');
      throw new Error(`${waiting.length} transactions still not final after ${SETTLE_TIMEOUT_MS / 1000} s: ${named}`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** What the merchant's accounts must have gained from one transaction, by its final state. */
function expectedEffect(tx: TransactionRecord): number {
  switch (tx.type) {
    case 'qris':
    case 'va':
    case 'dedicated_va':
    case 'ewallet_cashin':
      return tx.status === 'paid' || tx.status === 'settled' ? tx.fees.net_amount : 0;
    case 'transfer':
    case 'ewallet':
    case 'withdrawal':
      return tx.status === 'paid' ? -(tx.amount + tx.fees.total_fee) : 0;
    case 'adjustment':
      return tx.details?.direction === 'debit' ? -tx.amount : tx.amount;
    case 'digital':
    case 'ppob':
      // Held while pending, spent when delivered, returned when refused: only a delivery costs the merchant.
      return tx.status === 'failed' ? 0 : -tx.amount;
    default:
      return 0;
  }
}

/** Messages a consumer gave up on (moved to a dead-letter queue) would be money or webhooks left behind. */
async function deadLetters(): Promise<number> {
  let total = 0;
  for (const queue of QUEUE_LIST) {
    const url = `${process.env[queue.envVar]!}-dlq`;
    const attributes = await (
      await sqs()
    ).send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    total +=
      Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0) +
      Number(attributes.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  }
  return total;
}

/**
 * Per transaction, and per refund (its moves are under its refund id): the postings on the merchant's
 * accounts sum to exactly what its final state says.
 */
async function movesAppliedOnce(
  merchants: Expected[],
  refunds: RefundReport,
): Promise<{ checked: number; wrong: string[]; refundsChecked: number; refundsWrong: string[] }> {
  const wrong: string[] = [];
  const refundsWrong: string[] = [];
  let checked = 0;
  let refundsChecked = 0;
  for (const merchant of merchants) {
    // Every balance shard's ledger partition (one for a merchant with one shard).
    const shardsMax = (await readBalanceShards(merchant.merchantId))?.max ?? 1;
    const partitions = await Promise.all(
      postingPartitions(merchant.merchantId, shardsMax).map((pk) =>
        queryAll({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
        }),
      ),
    );
    const postings = partitions.flat();
    const effect = new Map<string, number>();
    const prefix = `merchant:${merchant.merchantId}:`;
    for (const posting of postings) {
      const reff = String(posting.reference).split(':')[0]!;
      const signed =
        (String(posting.to).startsWith(prefix) ? Number(posting.amount) : 0) -
        (String(posting.from).startsWith(prefix) ? Number(posting.amount) : 0);
      effect.set(reff, (effect.get(reff) ?? 0) + signed);
    }
    for (const tx of await merchantTransactions(merchant.merchantId)) {
      checked += 1;
      const actual = effect.get(tx.partner_reff) ?? 0;
      if (actual !== expectedEffect(tx))
        wrong.push(`${tx.partner_reff} (${tx.type} ${tx.status}): ledger ${actual}, expected ${expectedEffect(tx)}`);
    }
    for (const refund of refunds.byMerchant.get(merchant.merchantId) ?? []) {
      refundsChecked += 1;
      const actual = effect.get(refund.refund_id) ?? 0;
      if (actual !== expectedRefundEffect(refund))
        refundsWrong.push(
          `refund ${refund.refund_id} (${refund.status}): ledger ${actual}, expected ${expectedRefundEffect(refund)}`,
        );
    }
  }
  return { checked, wrong, refundsChecked, refundsWrong };
}

/** Every cash-in ended: the approved ones paid, the ones left alone expired. */
async function cashinReport(merchants: Expected[]): Promise<{ paid: number; expired: number; wrong: string[] }> {
  const report = { paid: 0, expired: 0, wrong: [] as string[] };
  for (const merchant of merchants) {
    const cashins = (await merchantTransactions(merchant.merchantId)).filter((tx) => tx.type === 'ewallet_cashin');
    if (cashins.length !== CASHINS_PER_MERCHANT)
      report.wrong.push(`${merchant.merchantId}: ${cashins.length} cash-ins, expected ${CASHINS_PER_MERCHANT}`);
    for (const tx of cashins) {
      const expected = merchant.expiringCashins.includes(tx.partner_reff) ? 'expired' : 'paid';
      if (tx.status === 'paid') report.paid += 1;
      if (tx.status === 'expired') report.expired += 1;
      if (tx.status !== expected) report.wrong.push(`cash-in ${tx.partner_reff} is ${tx.status}, expected ${expected}`);
    }
  }
  return report;
}

/** Final-status webhooks: exactly one outbox record each (a refund's by its refund id: a payment may have several; a batch's by its batch id). */
async function webhooksOnce(merchants: Expected[]): Promise<string[]> {
  const ids = new Set(merchants.map((merchant) => merchant.merchantId));
  const counts = new Map<string, number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'entity = :webhook',
        ExpressionAttributeValues: { ':webhook': 'webhook' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (!ids.has(String(item.merchant_id))) continue;
      const event = String(item.event);
      const subject = event.startsWith('refund.')
        ? String(JSON.parse(String(item.body)).refund.refund_id)
        : event.startsWith('batch.')
          ? String(JSON.parse(String(item.body)).batch.batch_id)
          : item.partner_reff;
      const name = `${subject} ${item.event}`;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
  return [...counts].filter(([, count]) => count !== 1).map(([name, count]) => `${name} x${count}`);
}

function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  const line = (left: string, right: string) => `| ${left.padEnd(width)} | ${right.padEnd(valueWidth)} |`;
  return [
    line('figure', 'value'),
    `|${'-'.repeat(width + 2)}|${'-'.repeat(valueWidth + 2)}|`,
    ...rows.map(([label, value]) => line(label, value)),
  ].join('\n');
}

async function main(): Promise<number> {
  const port = await freePort();
  const stack = await startLocalStack({
    ...process.env,
    PORT: String(port),
    ADMIN_TOKEN,
    RATE_LIMIT_PER_MINUTE: '100000',
    SCHEDULE_TICK_MS: '250',
  });
  // Ctrl-C, or a test's timeout, stops the stack (its DynamoDB Local JVM and cognito-local) first.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      process.stderr.write(`chaos: ${signal}, stopping the local stack\n`);
      void stack.stop().finally(() => process.exit(130));
    });
  const simulatorUrl = process.env.GATEWAY_BASE_URL!;
  const api = new Api(stack.baseUrl);
  const counters: Counters = { duplicateCallbacks: 0, outOfOrder: 0, gatewayFaults: 0 };
  const payoutCounts: PayoutFaultCounts = { returns: 0, duplicatedReturns: 0, contradictions: 0, forgedMessages: 0 };
  const refundCounts = newRefundCounts();
  const batchCounts = newBatchCounts();
  const started = performance.now();
  // Where the run's time went, printed in its table: a slow phase is found without a profiler.
  const phaseSeconds: Array<[string, number]> = [];
  let phaseStarted = started;
  const phaseDone = (name: string): void => {
    const now = performance.now();
    phaseSeconds.push([name, (now - phaseStarted) / 1000]);
    phaseStarted = now;
  };
  try {
    const merchants = await Promise.all(Array.from({ length: MERCHANT_COUNT }, (_, index) => newMerchant(api, index)));
    phaseDone('merchants');
    const dynamo = installDynamoFaults({ conflict: 0.1, throttle: 0.05, lostAfterCommit: 0.05 }, random);
    const crashes = installWorkerCrashes(0.2, random);
    await plantGatewayFaults(simulatorUrl, counters);
    let payoutReffs: string[];
    let payoutPlans: PayoutFaultPlan[];
    let refundPlans: RefundPlan[];
    let batchPlans: BatchPlan[];
    let parallel: ParallelConfirmReport;
    try {
      const traffic = await Promise.all(
        merchants.map((merchant, index) => merchantTraffic(api, simulatorUrl, merchant, index, counters)),
      );
      payoutReffs = traffic.flatMap(({ payouts, orders }) => [...payouts, ...orders]);
      phaseDone('traffic');
      await settle(api, merchants, payoutReffs);
      phaseDone('settle');
      // Once the payouts are final, still under faults: returns, contradictions and forged messages.
      payoutPlans = await Promise.all(
        traffic.map(({ payouts }) => payoutFaults(api, finalPayouts(payouts), payoutCounts)),
      );
      await awaitPayoutFaults(payoutPlans);
      phaseDone('payout faults');
      // Then refunds of the payments, still under faults: racing each other and the day's settlement,
      // their callbacks duplicated and out of order, an outcome only reconciliation learns.
      const withPayments = await Promise.all(
        merchants.map(async (merchant) => ({
          ...merchant,
          transactions: await merchantTransactions(merchant.merchantId),
        })),
      );
      refundPlans = await refundFaults(api, simulatorUrl, withPayments, refundCounts);
      await awaitRefunds(api, refundPlans);
      phaseDone('refunds');
      // Then a payout batch per merchant, still under faults: its maker refused, two approvals at once.
      batchPlans = await batchFaults(api, ADMIN, merchants, batchCounts);
      await awaitBatches(api, batchPlans);
      phaseDone('batches');
      // Then bursts of parallel confirms, each sent once: honest ones must never get a 5xx.
      parallel = await parallelConfirms(api, ADMIN);
      phaseDone('parallel confirms');
      await settle(
        api,
        parallel.merchantIds.map((merchantId) => ({ merchantId })),
        parallel.payoutReffs,
      );
      phaseDone('parallel confirms settle');
    } finally {
      dynamo.remove();
      crashes.remove();
    }
    const payoutDebits = (await Promise.all(merchants.map((merchant) => merchantTransactions(merchant.merchantId))))
      .flat()
      .filter((tx) => payoutReffs.includes(tx.partner_reff) && tx.status === 'paid');
    for (const tx of payoutDebits) {
      const cost =
        tx.type === 'digital'
          ? digitalPriceFor(findProduct('TSEL10')!, {}).harga
          : tx.amount + computeFees(tx.amount, resolveFeeRule('transfer')).total_fee;
      merchants.find((merchant) => merchant.merchantId === tx.merchant_id)!.totalIdr -= cost;
    }
    // A refund that succeeded took its amount (and a payout's fee) out; any other took nothing.
    const refunds = await refundReport(refundPlans, getTransaction);
    for (const merchant of merchants)
      for (const refund of refunds.byMerchant.get(merchant.merchantId) ?? [])
        merchant.totalIdr += expectedRefundEffect(refund);
    // A batch's funding came in; its paid rows took their amounts and fees out, its failed ones nothing.
    const batches = await batchReport(api, batchPlans, merchantTransactions);
    for (const merchant of merchants)
      merchant.totalIdr += BATCH_FUNDING_IDR - (batches.costByMerchant.get(merchant.merchantId) ?? 0);

    await checkParallelConfirms(parallel);
    const audit: AuditReport = await auditLedger();
    const balances = await Promise.all(
      merchants.map(async (merchant) => ({ merchant, balance: (await getBalance(merchant.merchantId))! })),
    );
    const balanceMisses = balances.filter(
      ({ merchant, balance }) =>
        balance.available + balance.held + balance.pending_settlement !== merchant.totalIdr || balance.held !== 0,
    );
    const moves = await movesAppliedOnce(merchants, refunds);
    const cashins = await cashinReport(merchants);
    const webhookProblems = await webhooksOnce(merchants);
    const expectedSuspense = merchants.flatMap((merchant) => merchant.suspenseReferences.map(suspenseIdFor));
    const listed = (await api.until('GET', '/admin/v1/suspense', { headers: ADMIN })).body.data as Array<{
      id: string;
      amount: number;
    }>;
    const foundSuspense = listed.filter((entry) => expectedSuspense.includes(entry.id));
    const payoutReport = await payoutFaultReport(payoutPlans, payoutReffs);
    const payoutFaultsOk =
      payoutReport.conflictsFound === payoutReport.conflictsExpected &&
      payoutReport.conflictsExtra === 0 &&
      payoutReport.forgedApplied.length === 0;
    const dead = await deadLetters();
    phaseDone('checks');
    const bad = await badInputReport(api.base, ADMIN_TOKEN);
    phaseDone('bad input');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    const ledgerSum = audit.problems.some((problem) => problem.startsWith('accounts sum to'))
      ? audit.problems.find((problem) => problem.startsWith('accounts sum to'))!
      : '0';
    const ok =
      audit.balanced &&
      balanceMisses.length === 0 &&
      moves.wrong.length === 0 &&
      moves.refundsWrong.length === 0 &&
      webhookProblems.length === 0 &&
      foundSuspense.length === expectedSuspense.length &&
      payoutFaultsOk &&
      cashins.wrong.length === 0 &&
      refunds.pending === 0 &&
      audit.refunds.pending === 0 &&
      refunds.wrong.length === 0 &&
      refunds.conflictsFound === refunds.conflictsExpected &&
      refunds.conflictsExtra === 0 &&
      refunds.unknownReconciled === refundCounts.unknownOutcomes &&
      batches.wrong.length === 0 &&
      batches.completed === batchPlans.length &&
      parallel.wrong.length === 0 &&
      parallel.honestServerErrors === 0 &&
      parallel.burstServerErrors === 0 &&
      dead === 0 &&
      bad.serverErrors === 0 &&
      bad.examples.length === 0;
    const rows: Array<[string, string]> = [
      [
        'requests sent',
        `${api.sent + bad.sent} (${api.sent} traffic incl. retries, ${bad.sent} bad input) in ${seconds} s, seed ${SEED}`,
      ],
      ['time by phase', phaseSeconds.map(([name, phase]) => `${name} ${phase.toFixed(1)} s`).join(', ')],
      ['5xx answers to good requests (retried with their key)', String(api.serverErrors)],
      ['faults: DynamoDB TransactionConflict', String(dynamo.counts.conflict)],
      ['faults: DynamoDB throttling', String(dynamo.counts.throttle)],
      ['faults: DynamoDB answers lost after commit', String(dynamo.counts.lostAfterCommit)],
      ['faults: gateway 5xx and timeouts', String(counters.gatewayFaults)],
      ['faults: duplicate callbacks', String(counters.duplicateCallbacks)],
      ['faults: out-of-order callbacks (failed before paid)', String(counters.outOfOrder)],
      [
        'faults: worker killed mid-batch',
        `${crashes.counts.crashes} (${crashes.counts.recordsAbandoned} records redelivered)`,
      ],
      [
        'faults: payout returns (each sent twice at once)',
        `${payoutCounts.returns} (${payoutCounts.duplicatedReturns} duplicated)`,
      ],
      ['faults: contradicting payout outcomes', String(payoutCounts.contradictions)],
      ['faults: forged messages on the callbacks queue', String(payoutCounts.forgedMessages)],
      [
        'faults: refunds racing on one payment (3 at once, 2 fit)',
        `${refundCounts.raced} sent: ${refundCounts.racedHeld} held, ${refundCounts.racedRefused} refund_exceeds_refundable`,
      ],
      ['faults: refunds racing a settlement', String(refundCounts.settlementRaces)],
      ['faults: duplicate refund callbacks', String(refundCounts.duplicateCallbacks)],
      ['faults: out-of-order refund callbacks (both ends at once)', String(refundCounts.outOfOrder)],
      [
        'faults: unknown refund outcomes (gateway 503, reconciled)',
        `${refundCounts.unknownOutcomes} (${refunds.unknownReconciled} asked by reconciliation)`,
      ],
      [
        'refunds: ended, never above the paid amount',
        `${refunds.succeeded} succeeded, ${refunds.failed} failed, ${refunds.pending} pending; ${refunds.paymentsWithin} of ${refunds.paymentsChecked} payments within`,
      ],
      [
        'faults: batch approvals (the maker refused; the checker twice at once)',
        `${batchCounts.batches} batches of ${batchCounts.rows} rows, ${batchCounts.concurrentApprovals} approvals at once`,
      ],
      [
        'batches: completed, each row one payout',
        `${batches.completed} of ${batchPlans.length} completed: ${batches.paid} rows paid, ${batches.failed} failed, ${batches.invalid} invalid, ${batches.wrong.length} wrong`,
      ],
      [
        'e-wallet cash-ins (dashboard): paid, expired unapproved',
        `${cashins.paid} paid, ${cashins.expired} expired, ${cashins.wrong.length} wrong`,
      ],
      [
        'parallel confirms, right PIN, each sent once: answers',
        `${parallel.honestSent}: ${Object.entries(parallel.honestAnswers)
          .map(([answer, times]) => `${answer} x${times}`)
          .join(', ')}`,
      ],
      ['5xx answers to honest parallel confirms', String(parallel.honestServerErrors)],
      [
        '40 parallel payouts on a balance for 10',
        `${parallel.raceConfirmed} confirmed, ${parallel.raceInsufficient} insufficient_balance`,
      ],
      [
        'burst of 29 wrong PINs and the right one',
        `${parallel.burstJudged} judged (at most 5), ${parallel.burstServerErrors} 5xx`,
      ],
      [
        'money moves applied exactly once',
        `${moves.checked - moves.wrong.length} of ${moves.checked} transactions, ${moves.refundsChecked - moves.refundsWrong.length} of ${moves.refundsChecked} refunds`,
      ],
      [
        'balances equal to their ledger',
        `${audit.balanced ? 'yes' : 'NO'} (${audit.merchants_checked} merchants, ${audit.postings_checked} postings, ${audit.problems.length} problems)`,
      ],
      [
        'balances equal to what the traffic should leave',
        `${balances.length - balanceMisses.length} of ${balances.length} merchants`,
      ],
      ['ledger sum over all accounts', ledgerSum],
      [
        'final webhooks recorded exactly once',
        webhookProblems.length === 0 ? 'yes' : `NO: ${webhookProblems.slice(0, 3).join(', ')}`,
      ],
      [
        'suspense entries (this run)',
        `${foundSuspense.length} of ${expectedSuspense.length} expected, IDR ${foundSuspense.reduce((sum, entry) => sum + entry.amount, 0)}`,
      ],
      [
        'payout conflicts (one entry per contradiction)',
        `${payoutReport.conflictsFound} of ${payoutReport.conflictsExpected} expected, ${payoutReport.conflictsExtra} extra`,
      ],
      [
        'refund conflicts (one entry per contradiction)',
        `${refunds.conflictsFound} of ${refunds.conflictsExpected} expected, ${refunds.conflictsExtra} extra`,
      ],
      [
        'forged messages that moved money',
        payoutReport.forgedApplied.length === 0
          ? '0'
          : `${payoutReport.forgedApplied.length}: ${payoutReport.forgedApplied.slice(0, 2).join(', ')}`,
      ],
      ['messages left in dead-letter queues', String(dead)],
      [
        '5xx for bad input',
        `${bad.serverErrors} of ${bad.sent} (${bad.bodies} malformed bodies x ${bad.routes} POST routes)`,
      ],
      ['result', ok ? 'nothing lost, nothing applied twice' : 'FAILED'],
    ];
    process.stdout.write(`\n${table(rows)}\n\n`);
    for (const problem of [
      ...audit.problems,
      ...moves.wrong,
      ...moves.refundsWrong,
      ...cashins.wrong,
      ...refunds.wrong,
      ...batches.wrong,
      ...webhookProblems,
      ...bad.examples,
      ...parallel.wrong,
    ])
      process.stdout.write(`  ! ${problem}\n`);
    for (const { merchant, balance } of balanceMisses)
      process.stdout.write(
        `  ! ${merchant.merchantId}: balance ${JSON.stringify(balance)}, expected total ${merchant.totalIdr}\n`,
      );
    return ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`chaos: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
