import type { SQSEvent } from 'aws-lambda';
import { handler as reportWorker } from '../../functions/workers/settlement-reports';
import { deliveryIdForMove } from '../../shared/ids';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { getDelivery } from '../../shared/store/webhooks';
import { toJakartaIso } from '../../shared/time';
import {
  adjustment,
  createMerchantFixture,
  drainQueue,
  earlierDays,
  expectBalanced,
  invoke,
  useClock,
} from '../support/harness';
import { member } from '../support/refund-fixtures';

/**
 * The dashboard's asynchronous settlement reports (DESIGN 17): the API's POST /reports and GET
 * /reports/{report_id} for the signed-in user's merchant, for the roles that read the day's report;
 * `report.ready` goes to the client a dashboard payout's webhooks go to.
 */
const DAY_MS = 86_400_000;
/** Clocks at 10:00 Jakarta on days long past, each test's before the last one's. */
const pastClock = earlierDays(Date.parse('1998-03-01T10:00:00+07:00'));
const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

async function runReportWorker(): Promise<void> {
  let handled = 0;
  for (let bodies = await drainQueue('reports'); bodies.length > 0; bodies = await drainQueue('reports'))
    for (const body of bodies) {
      const event = { Records: [{ messageId: `d-${handled}`, body: JSON.stringify(body) }] } as unknown as SQSEvent;
      expect(await reportWorker(event)).toEqual({ batchItemFailures: [] });
      handled += 1;
    }
}

describe('dashboard: settlement reports of a range of days', () => {
  it('a finance user asks for one: pending, then ready with a link to the file; report.ready to the merchant’s client', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const now = { nowMs: () => clock.nowMs() };
    expect((await adminAdjustBalance(adjustment(merchant.merchantId, 40_000, 'funding', now))).ok).toBe(true);
    const from = jakartaDay(clock.nowMs() - 2 * DAY_MS);
    const to = jakartaDay(clock.nowMs());
    const finance = await member(merchant.merchantId, 'finance');

    const asked = await invoke('dashboardCreateReport', {
      claims: finance.claims,
      body: { type: 'settlement', from, to },
    });
    expect(asked.status).toBe(202);
    expect(asked.body.report).toMatchObject({ from, to, format: 'csv', status: 'pending', download_url: null });
    const reportId = asked.body.report.report_id as string;
    await runReportWorker();
    const ready = await invoke('dashboardGetReport', { claims: finance.claims, params: { report_id: reportId } });
    expect(ready.body.report).toMatchObject({ report_id: reportId, status: 'ready' });
    const file = await (await fetch(ready.body.report.download_url as string)).text();
    expect(file.replace(/^\uFEFF/, '').split('\r\n')).toContain(`${to},available,movement,adjustments,,1,40000`);
    const delivery = await getDelivery(deliveryIdForMove(`${reportId}:ready`));
    expect(delivery).toMatchObject({ event: 'report.ready', client_id: merchant.clientId });
  });

  it('refuses a range over 92 days and a developer, and hides another merchant’s report', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const today = jakartaDay(clock.nowMs());
    const viewer = await member(merchant.merchantId, 'viewer');
    const tooLong = await invoke('dashboardCreateReport', {
      claims: viewer.claims,
      body: { type: 'settlement', from: jakartaDay(clock.nowMs() - 92 * DAY_MS), to: today },
    });
    expect([tooLong.status, tooLong.body.error]).toEqual([422, 'validation_failed']);
    const developer = await member(merchant.merchantId, 'developer');
    const denied = await invoke('dashboardCreateReport', {
      claims: developer.claims,
      body: { type: 'settlement', from: today, to: today },
    });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);

    const asked = await invoke('dashboardCreateReport', {
      claims: viewer.claims,
      body: { type: 'settlement', from: today, to: today, format: 'xlsx' },
    });
    expect(asked.status).toBe(202);
    await runReportWorker();
    const other = await createMerchantFixture();
    const stranger = await member(other.merchantId, 'owner');
    const hidden = await invoke('dashboardGetReport', {
      claims: stranger.claims,
      params: { report_id: asked.body.report.report_id },
    });
    expect([hidden.status, hidden.body.error]).toEqual([404, 'not_found']);
  });
});
