import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { handler as reportSweep } from '../../functions/workers/report-sweep';
import { handler as reportWorker } from '../../functions/workers/settlement-reports';
import { failedItem, getReportJob } from '../../shared/channels/reports/jobs';
import { REPORT_DEADLINE_SECONDS } from '../../shared/channels/reports/limits';
import { failReport } from '../../shared/channels/reports/produce';
import { commitMove } from '../../shared/engine/move';
import { deliveryIdForMove } from '../../shared/ids';
import { QUEUES } from '../../shared/queues';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { getDelivery } from '../../shared/store/webhooks';
import { toJakartaIso } from '../../shared/time';
import {
  createMerchantFixture,
  drainQueue,
  earlierDays,
  expectBalanced,
  invoke,
  useClock,
  type MerchantFixture,
  type TestClock,
} from '../support/harness';

/**
 * An asynchronous report that cannot be produced ends `failed` with `report.failed` (DESIGN 17;
 * docs/ARCHITECTURE.md, section 19): on its message's last receive, or by the report sweep past
 * its deadline; `ready` and `failed` never both win. Time moves only by the injected clock.
 */
/** Clocks at 10:00 Jakarta on days long past, each test's before the last one's. */
const pastClock = earlierDays(Date.parse('1997-04-01T10:00:00+07:00'));
const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

const sweep = () => reportSweep({}, { getRemainingTimeInMillis: () => 60_000 });

/** One receive of a reports-queue message, as the event source hands it over the `receive`th time. */
const receive = (reportId: string, receiveCount: number) =>
  reportWorker({
    Records: [
      {
        messageId: `r-${reportId}-${receiveCount}`,
        body: JSON.stringify({ report_id: reportId }),
        attributes: { ApproximateReceiveCount: String(receiveCount) },
      },
    ],
  } as unknown as SQSEvent);

async function askReport(merchant: MerchantFixture, clock: TestClock): Promise<string> {
  const today = jakartaDay(clock.nowMs());
  const asked = await invoke('createReport', {
    auth: merchant.auth,
    body: { type: 'settlement', from: today, to: today },
  });
  expect(asked.status).toBe(202);
  expect(asked.body.report).toMatchObject({ status: 'pending', failure: null });
  await drainQueue('reports');
  return asked.body.report.report_id as string;
}

const read = async (merchant: MerchantFixture, reportId: string) =>
  (await invoke('getReport', { auth: merchant.auth, params: { report_id: reportId } })).body.report as Record<
    string,
    unknown
  >;

/** A report whose range can never be produced: `from` after `to` (the API never writes one). */
async function breakRange(reportId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.reportJob(reportId),
      UpdateExpression: 'SET #f = :from',
      ExpressionAttributeNames: { '#f': 'from' },
      ExpressionAttributeValues: { ':from': '2999-01-01' },
    }),
  );
}

async function expectWebhook(reportId: string, event: 'report.ready' | 'report.failed', failure?: string) {
  const delivery = await getDelivery(deliveryIdForMove(`${reportId}:${event === 'report.ready' ? 'ready' : 'failed'}`));
  expect(delivery).toMatchObject({ event });
  expect(JSON.parse(delivery!.body)).toMatchObject({
    event,
    report: { report_id: reportId, status: event === 'report.ready' ? 'ready' : 'failed', failure: failure ?? null },
  });
}

const noWebhook = async (reportId: string, step: 'ready' | 'failed') =>
  expect(await getDelivery(deliveryIdForMove(`${reportId}:${step}`))).toBeUndefined();

describe('asynchronous reports that cannot be produced', () => {
  it('fails on the last receive of its message, not before, with report.failed and production_failed', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const reportId = await askReport(merchant, clock);
    await breakRange(reportId);
    const lastReceive = QUEUES.reports.maxReceiveCount;
    for (let count = 1; count < lastReceive; count += 1) {
      expect((await receive(reportId, count)).batchItemFailures).toHaveLength(1);
      expect(await read(merchant, reportId)).toMatchObject({ status: 'pending', failure: null });
    }
    expect(await receive(reportId, lastReceive)).toEqual({ batchItemFailures: [] });
    expect(await read(merchant, reportId)).toMatchObject({
      status: 'failed',
      failure: 'production_failed',
      completed_at: toJakartaIso(clock.nowMs()),
      download_url: null,
    });
    await expectWebhook(reportId, 'report.failed', 'production_failed');
    // Past its deadline the sweep finds nothing: a failed report left the due index.
    clock.advanceSeconds(REPORT_DEADLINE_SECONDS * 2);
    await sweep();
    expect(await read(merchant, reportId)).toMatchObject({ status: 'failed', failure: 'production_failed' });
  });

  it('is failed by the sweep past its deadline (timed_out), and a late production changes nothing', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const reportId = await askReport(merchant, clock);
    clock.advanceSeconds(REPORT_DEADLINE_SECONDS - 60);
    await sweep();
    expect(await read(merchant, reportId)).toMatchObject({ status: 'pending' });
    clock.advanceSeconds(120);
    const run = await sweep();
    expect(run.applied).toBeGreaterThanOrEqual(1);
    expect(await read(merchant, reportId)).toMatchObject({ status: 'failed', failure: 'timed_out' });
    await expectWebhook(reportId, 'report.failed', 'timed_out');
    // The message delivered late: the report is no longer pending, so nothing is produced or sent.
    expect(await receive(reportId, 1)).toEqual({ batchItemFailures: [] });
    expect(await read(merchant, reportId)).toMatchObject({ status: 'failed', download_url: null });
    await noWebhook(reportId, 'ready');
  });

  it('a ready report leaves the due index: the sweep and a late failure cannot change it', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const reportId = await askReport(merchant, clock);
    const stale = (await getReportJob(reportId))!;
    expect(await receive(reportId, 1)).toEqual({ batchItemFailures: [] });
    await expectWebhook(reportId, 'report.ready');
    // A failure decided on the copy read while it was pending loses to the ready report: one winner.
    const late = await commitMove({
      id: `${reportId}:failed`,
      kind: 'status',
      merchantId: merchant.merchantId,
      atMs: clock.nowMs(),
      postings: [],
      extraItems: [failedItem(stale, 'timed_out', clock.nowMs())],
    });
    expect(late.kind).toBe('precondition_failed');
    clock.advanceSeconds(REPORT_DEADLINE_SECONDS * 2);
    await sweep();
    expect(await failReport(reportId, 'timed_out', clock.nowMs())).toBe(false);
    expect(await read(merchant, reportId)).toMatchObject({ status: 'ready', failure: null });
    await noWebhook(reportId, 'failed');
  });
});
