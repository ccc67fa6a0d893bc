import { randomUUID } from 'node:crypto';
import type { GatewayCallback } from '../shared/gateway/port';
import { payoutConflictIdFor } from '../shared/ids';
import { getRefunds, refundDebitIdr, type RefundRecord } from '../shared/channels/refunds/store';
import { getSuspenseEntry, listSuspenseEntries } from '../shared/store/suspense';
import type { TransactionRecord } from '../shared/store/transactions';
import { deliverSigned, type ChaosApi } from './payout-faults';

/**
 * The chaos run's refunds (docs/ARCHITECTURE.md, section 17), once every payment has landed and still
 * under the DynamoDB faults and worker crashes. Per merchant, a few refunds of its paid payments:
 * - three refunds of one QR sent at once, each 40 % of it: two fit, the third is 422
 *   refund_exceeds_refundable (the payment's conditional write serializes them);
 * - a refund sent at the moment the sandbox clock moves a day ahead, so its payment settles meanwhile;
 * - out-of-order callbacks: refund.failed and refund.succeeded for one pending refund sent at once,
 *   ahead of the gateway's own success: one end wins, the other is one payout conflict;
 * - a duplicated callback: the gateway's refund.succeeded delivered again, twice at once, once ended;
 * - a refund the gateway rejects (a `[fail]` reason), its hold returned;
 * - a VA payment refunded by payout with the PIN;
 * - an unknown outcome: the gateway answers 503 to the refund call, the money stays held until
 *   reconciliation asks, sends it again, and learns it succeeded.
 * The checks afterwards (refundReport, and chaos/run.ts's ledger check per refund): no refund left
 * pending, each one's postings what its end says, the refunds not failed of a payment never above
 * what was paid and equal to its refunded_amount, each contradiction exactly one conflict entry.
 */

const SETTLE_TIMEOUT_MS = 120_000;
/** A refund by payout to an account the sandbox pays at once (README, payouts). */
const PAYING_DESTINATION = { type: 'bank', bank_code: '014', account_number: '8730012345' } as const;
const PIN = '123456';
const RACED_REFUNDS = 3;
/** Refunds read in one BatchGetItem (its limit is 100 keys). */
const REFUNDS_PER_READ = 50;

interface Answer {
  status: number;
  body: any;
}

/** What the refunds need of a chaos merchant: its id and its API client's credentials. */
export interface RefundMerchant {
  merchantId: string;
  auth: Record<string, string>;
}

export interface RefundPlan {
  merchantId: string;
  /** Every refund asked for that the service took (held), to be ended before the checks. */
  refundIds: string[];
  /** The payments refunded. */
  payments: string[];
  /** Refunds that got both ends at once: the callback that lost must be exactly one conflict. */
  outOfOrder: Array<{ refundId: string; partnerReff: string; gatewayReference: string }>;
  /** Refunds whose gateway call failed (503): reconciliation must have asked about each. */
  unknown: string[];
}

export interface RefundCounts {
  raced: number;
  racedHeld: number;
  racedRefused: number;
  settlementRaces: number;
  outOfOrder: number;
  duplicateCallbacks: number;
  unknownOutcomes: number;
}

export const newRefundCounts = (): RefundCounts => ({
  raced: 0,
  racedHeld: 0,
  racedRefused: 0,
  settlementRaces: 0,
  outOfOrder: 0,
  duplicateCallbacks: 0,
  unknownOutcomes: 0,
});

/** What a refund must have done to the merchant's accounts once ended: amount and fee out when it succeeded, nothing else. */
export const expectedRefundEffect = (refund: RefundRecord): number =>
  refund.status === 'succeeded' ? -refundDebitIdr(refund) : 0;

/** The refunds of these ids, in any order, read in batches. */
async function refundsOf(refundIds: readonly string[]): Promise<RefundRecord[]> {
  const batches = Array.from({ length: Math.ceil(refundIds.length / REFUNDS_PER_READ) }, (_, index) =>
    refundIds.slice(index * REFUNDS_PER_READ, (index + 1) * REFUNDS_PER_READ),
  );
  return (await Promise.all(batches.map((batch) => getRefunds(batch)))).flat();
}

const key = (label: string) => ({ 'x-idempotency-key': `${label}-${randomUUID()}` });
const share = (tx: TransactionRecord, percent: number) => Math.floor((tx.amount * percent) / 100);

async function askRefund(
  api: ChaosApi,
  merchant: RefundMerchant,
  plan: RefundPlan,
  tx: TransactionRecord,
  body: Record<string, unknown>,
): Promise<Answer> {
  const answer = await api.until('POST', `/api/v1/transactions/${tx.partner_reff}/refunds`, {
    body,
    headers: { ...merchant.auth, ...key('refund') },
  });
  if (answer.status === 201) {
    plan.refundIds.push(String(answer.body.refund.refund_id));
    if (!plan.payments.includes(tx.partner_reff)) plan.payments.push(tx.partner_reff);
  } else if (answer.body?.error !== 'refund_exceeds_refundable')
    throw new Error(`refund of ${tx.partner_reff}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** Three refunds of one payment at once, each 40 % of it: never more than was paid. */
async function raceRefunds(api: ChaosApi, merchant: RefundMerchant, plan: RefundPlan, tx: TransactionRecord) {
  const answers = await Promise.all(
    Array.from({ length: RACED_REFUNDS }, (_, index) =>
      askRefund(api, merchant, plan, tx, { amount: share(tx, 40), reason: `chaos race ${index}` }),
    ),
  );
  return {
    held: answers.filter((answer) => answer.status === 201).length,
    refused: answers.filter((answer) => answer.status === 422).length,
  };
}

/** The simulated gateway's record of a refund back on the rail (its gateway reference), if it received one. */
async function gatewayRecord(
  simulatorUrl: string,
  refundId: string,
): Promise<{ gateway_reference: string } | undefined> {
  const response = await fetch(`${simulatorUrl}/control/refunds/${refundId}`);
  if (!response.ok) return undefined;
  return ((await response.json()) as { refund: { gateway_reference: string } }).refund;
}

/** A signed refund callback as the gateway writes it, for a refund of ours. */
function refundCallback(
  event: 'refund.succeeded' | 'refund.failed',
  tx: TransactionRecord,
  refundId: string,
  amount: number,
  gatewayReference: string,
): GatewayCallback {
  return {
    event,
    channel: tx.type as GatewayCallback['channel'],
    partner_reff: tx.partner_reff,
    virtual_account_number: null,
    gateway_reference: gatewayReference,
    amount,
    occurred_at: new Date().toISOString(),
    refund_id: refundId,
    ...(event === 'refund.failed' ? { reason: 'chaos: out of order' } : {}),
  };
}

/** A pending refund's two ends sent at once, under the gateway's own reference, before its own success. */
async function outOfOrderEnds(
  api: ChaosApi,
  simulatorUrl: string,
  merchant: RefundMerchant,
  plan: RefundPlan,
  tx: TransactionRecord,
): Promise<boolean> {
  const answer = await askRefund(api, merchant, plan, tx, { amount: share(tx, 30), reason: 'chaos out of order' });
  const refundId = String(answer.body.refund.refund_id);
  const record = await gatewayRecord(simulatorUrl, refundId);
  if (answer.body.refund.status !== 'pending' || record === undefined) return false;
  const amount = Number(answer.body.refund.amount);
  await Promise.all(
    (['refund.failed', 'refund.succeeded'] as const).map((event) =>
      deliverSigned(api, refundCallback(event, tx, refundId, amount, record.gateway_reference), 1),
    ),
  );
  plan.outOfOrder.push({ refundId, partnerReff: tx.partner_reff, gatewayReference: record.gateway_reference });
  return true;
}

/** The merchant's paid payments the refunds use: five QRs (smallest first) and a one-time VA. */
function refundablePayments(transactions: TransactionRecord[]) {
  const paid = transactions.filter((tx) => tx.status === 'paid' || tx.status === 'settled');
  const qrs = paid.filter((tx) => tx.type === 'qris').sort((a, b) => a.amount - b.amount);
  const va = paid.find((tx) => tx.type === 'va');
  if (qrs.length < 5 || va === undefined) throw new Error(`too few paid payments to refund: ${qrs.length} QRs`);
  return { raced: qrs[0]!, settling: qrs[1]!, outOfOrder: qrs[2]!, rejected: qrs[3]!, unknown: qrs[4]!, va };
}

type Payments = ReturnType<typeof refundablePayments>;

/** One merchant's first refunds: the settlement race first (sent with the clock's day), then the others at once. */
async function firstRefunds(
  api: ChaosApi,
  simulatorUrl: string,
  merchant: RefundMerchant,
  plan: RefundPlan,
  payments: Payments,
  counts: RefundCounts,
): Promise<void> {
  await askRefund(api, merchant, plan, payments.settling, {
    amount: share(payments.settling, 50),
    reason: 'chaos settling',
  });
  counts.settlementRaces += 1;
  const [race, reordered] = await Promise.all([
    raceRefunds(api, merchant, plan, payments.raced),
    outOfOrderEnds(api, simulatorUrl, merchant, plan, payments.outOfOrder),
    askRefund(api, merchant, plan, payments.rejected, { amount: payments.rejected.amount, reason: 'chaos [fail]' }),
    askRefund(api, merchant, plan, payments.va, {
      amount: 20_000,
      reason: 'chaos payout',
      destination: PAYING_DESTINATION,
      pin: PIN,
    }),
  ]);
  counts.raced += RACED_REFUNDS;
  counts.racedHeld += race.held;
  counts.racedRefused += race.refused;
  if (reordered) counts.outOfOrder += 1;
}

/** The gateway's refund.succeeded of an ended refund delivered again, twice at once: nothing moves. */
async function duplicateSuccess(api: ChaosApi, simulatorUrl: string, plan: RefundPlan, settling: TransactionRecord) {
  const refunds = await refundsOf(plan.refundIds);
  const refund = refunds.find((item) => item.partner_reff === settling.partner_reff && item.status === 'succeeded');
  const record = refund && (await gatewayRecord(simulatorUrl, refund.refund_id));
  if (refund === undefined || record === undefined) return 0;
  const callback = refundCallback(
    'refund.succeeded',
    settling,
    refund.refund_id,
    refund.amount,
    record.gateway_reference,
  );
  await deliverSigned(api, callback, 2);
  return 2;
}

/**
 * Every merchant's refunds. The first ones race (one payment's refunds each other, a refund the day's
 * settlement); once they ended, duplicates of a success are delivered; then the gateway fails the
 * refund call (503) for one refund per merchant, whose outcome only reconciliation can learn.
 */
export async function refundFaults(
  api: ChaosApi,
  simulatorUrl: string,
  merchants: Array<RefundMerchant & { transactions: TransactionRecord[] }>,
  counts: RefundCounts,
): Promise<RefundPlan[]> {
  const plans: RefundPlan[] = merchants.map(({ merchantId }) => ({
    merchantId,
    refundIds: [],
    payments: [],
    outOfOrder: [],
    unknown: [],
  }));
  const payments = merchants.map((merchant) => refundablePayments(merchant.transactions));
  await Promise.all([
    api.until('POST', '/sandbox/v1/clock/advance', { body: { seconds: 86_400 } }),
    ...merchants.map((merchant, index) =>
      firstRefunds(api, simulatorUrl, merchant, plans[index]!, payments[index]!, counts),
    ),
  ]);
  await awaitRefunds(api, plans);
  for (const [index, plan] of plans.entries())
    counts.duplicateCallbacks += await duplicateSuccess(api, simulatorUrl, plan, payments[index]!.settling);
  await plantRefundFaults(simulatorUrl, merchants.length);
  counts.unknownOutcomes += merchants.length;
  await Promise.all(
    merchants.map(async (merchant, index) => {
      const plan = plans[index]!;
      const answer = await askRefund(api, merchant, plan, payments[index]!.unknown, {
        amount: share(payments[index]!.unknown, 60),
        reason: 'chaos unknown outcome',
      });
      plan.unknown.push(String(answer.body.refund.refund_id));
    }),
  );
  return plans;
}

async function plantRefundFaults(simulatorUrl: string, count: number): Promise<void> {
  const response = await fetch(`${simulatorUrl}/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path_prefix: '/v1/refunds', status: 503, count }),
  });
  if (!response.ok) throw new Error(`planting the refund faults failed: ${response.status}`);
}

/** The conflict the losing end of an out-of-order pair must have made, by the refund's end. */
const expectedConflictId = (pair: RefundPlan['outOfOrder'][number], refund: RefundRecord | undefined) =>
  payoutConflictIdFor(
    refund?.status === 'succeeded' ? 'refund.failed' : 'refund.succeeded',
    pair.partnerReff,
    pair.gatewayReference,
  );

/**
 * Waits until no refund of the plans is pending and every out-of-order loser is recorded. Reconciliation
 * asks about a held refund only after 2 minutes, so the sandbox clock is moved forward while waiting.
 */
export async function awaitRefunds(api: ChaosApi, plans: RefundPlan[]): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let round = 0; ; round += 1) {
    if (round % 10 === 9) await api.until('POST', '/sandbox/v1/clock/advance', { body: { seconds: 300 } });
    const refunds = await refundsOf(plans.flatMap((plan) => plan.refundIds));
    const pending = refunds.filter((refund) => refund.status === 'pending');
    const conflicts = await Promise.all(
      plans
        .flatMap((plan) => plan.outOfOrder)
        .map(async (pair) => {
          const refund = refunds.find((item) => item.refund_id === pair.refundId);
          return (await getSuspenseEntry(expectedConflictId(pair, refund))) !== undefined;
        }),
    );
    if (pending.length === 0 && conflicts.every(Boolean)) return;
    if (Date.now() > deadline)
      throw new Error(
        `refunds still not final after ${SETTLE_TIMEOUT_MS / 1000} s: ${pending.map((refund) => refund.refund_id).join(', ')}`,
      );
    await new Promise((done) => setTimeout(done, 500));
  }
}

export interface RefundReport {
  /** Every refund of the run, by merchant. */
  byMerchant: Map<string, RefundRecord[]>;
  succeeded: number;
  failed: number;
  pending: number;
  /** Payments whose refunds not failed exceed what was paid, or differ from their refunded_amount. */
  wrong: string[];
  paymentsChecked: number;
  paymentsWithin: number;
  /** Refunds of an unknown outcome that reconciliation asked about before they ended. */
  unknownReconciled: number;
  conflictsExpected: number;
  conflictsFound: number;
  conflictsExtra: number;
}

/** What the refunds left, read from the stored records once the faults are off. */
export async function refundReport(
  plans: RefundPlan[],
  transactionOf: (partnerReff: string) => Promise<TransactionRecord | undefined>,
): Promise<RefundReport> {
  const report: RefundReport = {
    byMerchant: new Map(),
    ...{ succeeded: 0, failed: 0, pending: 0, wrong: [], paymentsChecked: 0, paymentsWithin: 0, unknownReconciled: 0 },
    ...{ conflictsExpected: 0, conflictsFound: 0, conflictsExtra: 0 },
  };
  for (const plan of plans) {
    const refunds = await refundsOf(plan.refundIds);
    report.byMerchant.set(plan.merchantId, refunds);
    for (const refund of refunds) report[refund.status] += 1;
    report.unknownReconciled += refunds.filter(
      (refund) => plan.unknown.includes(refund.refund_id) && (refund.reconcile_attempts ?? 0) > 0,
    ).length;
    for (const reff of plan.payments) {
      const problems = await capProblems(reff, transactionOf);
      report.wrong.push(...problems);
      report.paymentsChecked += 1;
      if (problems.length === 0) report.paymentsWithin += 1;
    }
  }
  await countConflicts(plans, report);
  return report;
}

/** A payment's refunds not failed: never above what was paid, and what its refunded_amount says. */
async function capProblems(
  partnerReff: string,
  transactionOf: (partnerReff: string) => Promise<TransactionRecord | undefined>,
): Promise<string[]> {
  const tx = await transactionOf(partnerReff);
  if (tx === undefined) return [`refunded payment ${partnerReff} is missing`];
  const refunds = await getRefunds(tx.refund_ids ?? []);
  const reserved = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const problems: string[] = [];
  if (reserved > tx.amount) problems.push(`${partnerReff}: refunds of ${reserved} on a payment of ${tx.amount}`);
  if (reserved !== (tx.refunded_amount ?? 0))
    problems.push(`${partnerReff}: refunded_amount ${tx.refunded_amount ?? 0}, its refunds not failed ${reserved}`);
  return problems;
}

/** Each out-of-order pair exactly one conflict entry, and no other conflict for a refunded payment (a duplicate recorded twice). */
async function countConflicts(plans: RefundPlan[], report: RefundReport): Promise<void> {
  const refunds = [...report.byMerchant.values()].flat();
  const expected = new Set(
    plans
      .flatMap((plan) => plan.outOfOrder)
      .map((pair) =>
        expectedConflictId(
          pair,
          refunds.find((refund) => refund.refund_id === pair.refundId),
        ),
      ),
  );
  const refunded = new Set(plans.flatMap((plan) => plan.payments));
  const conflicts = (await listSuspenseEntries()).filter(
    (entry) => entry.reason === 'payout_conflict' && refunded.has(entry.partner_reff ?? ''),
  );
  report.conflictsExpected = expected.size;
  report.conflictsFound = conflicts.filter((entry) => expected.has(entry.id)).length;
  report.conflictsExtra = conflicts.filter((entry) => !expected.has(entry.id)).length;
}
