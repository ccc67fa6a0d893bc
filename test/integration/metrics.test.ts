import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { QRIS_VALIDITY_SECONDS } from '../../shared/channels/qris/limits';
import type { GatewayCallback } from '../../shared/gateway/port';
import { holdPayout } from '../../shared/channels/payouts/confirm';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { applyQueuedCallback } from '../../shared/operations/queued-callback';
import { setWorkerClock } from '../../shared/http/worker';
import { auditLedger } from '../../shared/store/ledger';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { setWriteFaultInjector } from '../support/write-faults';
import { handler as expirySweep } from '../../functions/workers/expiry-sweep';
import { handler as ledgerAudit } from '../../functions/workers/ledger-audit';
import { handler as payoutReconciliation } from '../../functions/workers/payout-reconciliation';
import { capturingStdout, dimensionSetsNamed, emfLines, metricsNamed } from '../support/emf';
import { useGatewaySimulator } from '../support/gateway';
import { bankDestination, paidOneTimeVa, paidQr, refund } from '../support/refund-fixtures';
import { createMerchantFixture, invoke, TestClock, useClock } from '../support/harness';

/**
 * The business metrics of docs/ARCHITECTURE.md, section 11 as the EMF lines a run writes: counted where the event
 * happens, in namespace MerchantPayments with the stage dimension, against DynamoDB Local.
 */
const gateway = useGatewaySimulator();

const SCHEDULED = {
  functionName: 'test-schedule',
  awsRequestId: 'test',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

function qrPayment(partnerReff: string, amount: number): GatewayCallback {
  return {
    event: 'payment.paid',
    channel: 'qris',
    partner_reff: partnerReff,
    virtual_account_number: null,
    gateway_reference: `GWR-MET-${randomUUID()}`,
    amount,
    occurred_at: new Date().toISOString(),
  };
}

async function createdQr(amount: number): Promise<string> {
  const merchant = await createMerchantFixture();
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  expect(created.status).toBe(201);
  return created.body.transaction.partner_reff as string;
}

afterEach(() => {
  useClock(undefined);
  setWorkerClock(undefined);
  setWriteFaultInjector(undefined);
});

/** The stage's base dimensions, the set the stage's alarms read a total from (infra/monitoring.ts). */
const BASE = { service: 'merchant-payments', stage: 'local' };

describe('business metrics', () => {
  it('counts a QR created and paid, with its channel and the stage, in namespace MerchantPayments', async () => {
    const { output } = await capturingStdout(async () => {
      const reff = await createdQr(30_000);
      expect((await applyGatewayCallback(qrPayment(reff, 30_000), Date.now())).kind).toBe('applied');
    });
    const lines = emfLines(output);
    expect(metricsNamed(lines, 'PaymentCreated')).toEqual([
      {
        value: 1,
        namespace: 'MerchantPayments',
        dimensions: { service: 'merchant-payments', stage: 'local', channel: 'qris' },
      },
    ]);
    expect(metricsNamed(lines, 'PaymentPaid')).toEqual([
      {
        value: 1,
        namespace: 'MerchantPayments',
        dimensions: { service: 'merchant-payments', stage: 'local', channel: 'qris' },
      },
    ]);
  });

  it('counts each refund once by its end: succeeded (a VA refunded by payout) and failed (rejected by the gateway)', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const va = await paidOneTimeVa(gateway(), merchant, 150_000);
    const qr = await paidQr(gateway(), merchant, 100_000);
    const { output } = await capturingStdout(async () => {
      const byPayout = { amount: 50_000, reason: 'Returned', destination: bankDestination('1234'), pin: '123456' };
      expect((await refund(merchant, va, byPayout)).body.refund.status).toBe('succeeded');
      expect((await refund(merchant, qr, { amount: 10_000, reason: 'Test [fail]' })).body.refund.status).toBe('failed');
    });
    expect(metricsNamed(emfLines(output), 'RefundOutcome')).toEqual([
      { value: 1, namespace: 'MerchantPayments', dimensions: { ...BASE, outcome: 'succeeded' } },
      { value: 1, namespace: 'MerchantPayments', dimensions: { ...BASE, outcome: 'failed' } },
    ]);
  });

  it('counts a second payment of a paid QR once as a suspense entry with its reason, and a replay not at all', async () => {
    const reff = await createdQr(25_000);
    expect((await applyGatewayCallback(qrPayment(reff, 25_000), Date.now())).kind).toBe('applied');
    const duplicate = qrPayment(reff, 25_000);
    const { output } = await capturingStdout(async () => {
      expect((await applyGatewayCallback(duplicate, Date.now())).kind).toBe('suspense');
      expect((await applyGatewayCallback(duplicate, Date.now())).kind).toBe('suspense');
    });
    expect(metricsNamed(emfLines(output), 'SuspenseEntry')).toEqual([
      expect.objectContaining({ value: 1, dimensions: expect.objectContaining({ reason: 'duplicate_payment' }) }),
    ]);
    expect(metricsNamed(emfLines(output), 'PaymentPaid')).toEqual([]);
    // Filed under its reason and under the base dimensions alone, the total an alarm reads.
    expect(dimensionSetsNamed(emfLines(output), 'SuspenseEntry')).toEqual([
      { ...BASE, reason: 'duplicate_payment' },
      BASE,
    ]);
  });

  it('counts the items a sweep failed as SweepFailure of that sweep', async () => {
    const clock = new TestClock();
    useClock(clock);
    const reff = await createdQr(15_000);
    clock.advanceSeconds(QRIS_VALIDITY_SECONDS + 60);
    // A definite DynamoDB refusal of the QR's expiry write, as an outage would give.
    setWriteFaultInjector((items) =>
      items.some((item) => item.Update?.Key?.pk === `TX#${reff}`)
        ? Object.assign(new Error('injected: DynamoDB refused the write'), {
            name: 'InternalFailure',
            $metadata: { httpStatusCode: 400 },
          })
        : undefined,
    );
    const { result, output } = await capturingStdout(() => expirySweep({}, SCHEDULED));
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(metricsNamed(emfLines(output), 'SweepFailure')).toEqual([
      expect.objectContaining({
        value: result.failed,
        dimensions: expect.objectContaining({ sweep: 'expiry-sweep', stage: 'local' }),
      }),
    ]);
    expect(dimensionSetsNamed(emfLines(output), 'SweepFailure')).toEqual([{ ...BASE, sweep: 'expiry-sweep' }, BASE]);
  });

  it('counts a callbacks-queue message the gateway did not sign as CallbackRejected with its reason, and applies nothing', async () => {
    const { output } = await capturingStdout(() =>
      applyQueuedCallback({ raw: '{"event":"payment.paid"}', headers: {} }, Date.now(), 'msg-forged'),
    );
    expect(metricsNamed(emfLines(output), 'CallbackRejected')).toEqual([
      expect.objectContaining({ value: 1, dimensions: { ...BASE, reason: 'missing_signature' } }),
    ]);
    expect(dimensionSetsNamed(emfLines(output), 'CallbackRejected')).toEqual([
      { ...BASE, reason: 'missing_signature' },
      BASE,
    ]);
    expect(metricsNamed(emfLines(output), 'PaymentPaid')).toEqual([]);
  });

  it('publishes PayoutAwaitingOutcome from the reconciliation run: the held payouts the gateway left unanswered, the same count at most once in 50 s', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 100_000, bank_code: '014', account_number: '1234567890' },
    });
    expect(inquiry.status).toBe(200);
    const reff = inquiry.body.transaction.partner_reff as string;
    // Held as by a confirm whose process died before the gateway call; the gateway then answers nothing.
    expect((await holdPayout(reff, Date.now())).kind).toBe('applied');
    // Every payout call fails while the test runs (cleared below): other payouts still held from
    // earlier tests may be swept first, in any order of the due shards, and must not use the faults up.
    gateway().faults.add({ pathPrefix: '/v1/payouts', status: 503, delayMs: 0, remaining: 1_000 });
    const atMs = Date.now() + 3 * 60_000;
    setWorkerClock({ nowMs: () => atMs });
    try {
      const { output } = await capturingStdout(() => payoutReconciliation({}, SCHEDULED));
      const awaiting = (await auditLedger(atMs)).payouts_awaiting_outcome;
      expect(awaiting.map((payout) => payout.partner_reff)).toContain(reff);
      expect(metricsNamed(emfLines(output), 'PayoutAwaitingOutcome')).toEqual([
        { value: awaiting.length, namespace: 'MerchantPayments', dimensions: BASE },
      ]);
      // The local stack ticks every second: the same count is published again only after 50 s.
      const again = await capturingStdout(() => payoutReconciliation({}, SCHEDULED));
      expect(metricsNamed(emfLines(again.output), 'PayoutAwaitingOutcome')).toEqual([]);
      setWorkerClock({ nowMs: () => atMs + 60_000 });
      const minuteLater = await capturingStdout(() => payoutReconciliation({}, SCHEDULED));
      expect(metricsNamed(emfLines(minuteLater.output), 'PayoutAwaitingOutcome')).toEqual([
        expect.objectContaining({ value: (await auditLedger(atMs + 60_000)).payouts_awaiting_outcome.length }),
      ]);
    } finally {
      gateway().faults.clear();
    }
  });
});

describe('the scheduled ledger audit', () => {
  const tamper = (merchantId: string, delta: number) =>
    ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.balance(merchantId),
        UpdateExpression: 'ADD available :delta',
        ExpressionAttributeValues: { ':delta': delta },
      }),
    );

  it('publishes LedgerImbalance 0 for a balanced ledger and 1 once a balance item disagrees with its postings', async () => {
    const { merchantId } = await createMerchantFixture({ balanceIdr: 50_000 });
    // The table is shared by the whole run, so the first verdict is read from the audit's own answer.
    const before = await capturingStdout(() => ledgerAudit({}, SCHEDULED));
    expect(before.result.problems.some((problem) => problem.includes(merchantId))).toBe(false);
    expect(metricsNamed(emfLines(before.output), 'LedgerImbalance')).toEqual([
      expect.objectContaining({
        value: before.result.balanced ? 0 : 1,
        dimensions: { service: 'merchant-payments', stage: 'local' },
      }),
    ]);
    expect(metricsNamed(emfLines(before.output), 'PayoutConflictsOpen')).toEqual([
      expect.objectContaining({ value: before.result.payout_conflicts }),
    ]);

    await tamper(merchantId, 777);
    try {
      const imbalanced = await capturingStdout(() => ledgerAudit({}, SCHEDULED));
      expect(imbalanced.result.balanced).toBe(false);
      expect(imbalanced.result.problems).toEqual(expect.arrayContaining([expect.stringContaining(merchantId)]));
      expect(metricsNamed(emfLines(imbalanced.output), 'LedgerImbalance')).toEqual([
        expect.objectContaining({ value: 1 }),
      ]);
    } finally {
      await tamper(merchantId, -777);
    }
  });
});
