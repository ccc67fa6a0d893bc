import { runAutoWithdraws } from '../../shared/channels/withdrawals/auto';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { getBalance } from '../../shared/store/merchants';
import { useGatewaySimulator } from '../support/gateway';
import {
  adjustment,
  createMerchantFixture,
  expectBalanced,
  invoke,
  TestClock,
  useClock,
  valueOf,
  type MerchantFixture,
} from '../support/harness';
import { member, type Member } from '../support/refund-fixtures';
import { ManualScheduler } from '../support/scheduler';

/**
 * Auto-withdraw (DESIGN 17) over a week of injected clock, against DynamoDB Local and the gateway
 * simulator: the run at the merchant's Jakarta time withdraws `available - reserve_amount` (its fee
 * included, so the reserve stays), nothing below `min_amount`, only on a weekly schedule's weekdays,
 * and exactly once a day even with two schedulers ticking at once or settings saved again that day.
 */
useGatewaySimulator({ scheduler: new ManualScheduler() });
const PIN = '123456';
const DAY_S = 86_400;
const RESERVE = 1_000_000;
const MINIMUM = 100_000;
const feeOf = (amount: number) => computeFees(amount, resolveFeeRule('transfer')).total_fee;

afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

interface Setup {
  merchant: MerchantFixture;
  owner: Member;
  clock: TestClock;
  accountId: string;
}

/** A funded merchant whose settlement account is usable, on a clock at `startIso` (a day after the add). */
async function setup(startIso: string, funding: number): Promise<Setup> {
  const merchant = await createMerchantFixture({ balanceIdr: funding });
  const owner = await member(merchant.merchantId, 'owner');
  const clock = new TestClock(Date.parse(startIso) - DAY_S * 1000);
  useClock(clock);
  const added = await invoke('dashboardAddSettlementAccount', {
    claims: owner.claims,
    body: { bank_code: '014', account_number: '8765431234' },
  });
  expect(added.status).toBe(201);
  clock.advanceSeconds(DAY_S);
  return { merchant, owner, clock, accountId: added.body.account.id };
}

const save = (setup: Setup, settings: Record<string, unknown>) =>
  invoke('dashboardPutAutoWithdraw', {
    claims: setup.owner.claims,
    body: {
      enabled: true,
      schedule: 'daily',
      time: '17:00',
      reserve_amount: RESERVE,
      min_amount: MINIMUM,
      settlement_account_id: setup.accountId,
      pin: PIN,
      ...settings,
    },
  });

/** Two schedulers ticking at once. */
async function tickTwice(clock: TestClock): Promise<void> {
  const gateway = await gatewayFromEnv();
  await Promise.all([runAutoWithdraws(clock, gateway), runAutoWithdraws(clock, gateway)]);
}

async function withdrawalsOf(merchant: MerchantFixture): Promise<Array<Record<string, any>>> {
  const listed = await invoke('listTransactions', { auth: merchant.auth, query: { page: '1', per_page: '100' } });
  return (listed.body.data as Array<Record<string, any>>).filter((tx) => tx.type === 'withdrawal');
}

const fund = async (setup: Setup, amount: number) =>
  valueOf(await adminAdjustBalance(adjustment(setup.merchant.merchantId, amount, 'sales', setup.clock)));

const available = async (merchant: MerchantFixture) => (await getBalance(merchant.merchantId))!.available;

/** Moves the clock to `hh:mm` Jakarta time on the day `days` after `startIso`. */
const at = (setup: Setup, startIso: string, days: number, hhmm: string) =>
  setup.clock.set(Date.parse(`${startIso.slice(0, 10)}T${hhmm}:00+07:00`) + days * DAY_S * 1000);

describe('auto-withdraw', () => {
  it('daily over a week: keeps the reserve, respects the minimum, one withdrawal a day with two schedulers', async () => {
    const start = '2030-01-07T10:00:00+07:00'; // a Monday
    const s = await setup(start, 5_000_000);
    const saved = await save(s, {});
    expect(saved.status).toBe(200);
    expect(saved.body.auto_withdraw).toMatchObject({ enabled: true, next_run_at: '2030-01-07T17:00:00+07:00' });
    // Before its time, nothing.
    await tickTwice(s.clock);
    expect(await withdrawalsOf(s.merchant)).toHaveLength(0);
    // Day 0: everything above the reserve, the fee included.
    at(s, start, 0, '17:01');
    await tickTwice(s.clock);
    const first = 5_000_000 - RESERVE - feeOf(5_000_000 - RESERVE);
    expect((await withdrawalsOf(s.merchant)).map((tx) => [tx.amount, tx.status])).toEqual([[first, 'paid']]);
    expect(await available(s.merchant)).toBe(RESERVE);
    at(s, start, 0, '23:00');
    await tickTwice(s.clock);
    expect(await withdrawalsOf(s.merchant)).toHaveLength(1);
    // Day 1: 50,000 above the reserve is below the minimum: nothing.
    await fund(s, 50_000);
    at(s, start, 1, '17:05');
    await tickTwice(s.clock);
    expect(await withdrawalsOf(s.merchant)).toHaveLength(1);
    expect(await available(s.merchant)).toBe(RESERVE + 50_000);
    // Days 2 to 6: 500,000 of sales a day, withdrawn each day, the reserve kept.
    for (let day = 2; day <= 6; day += 1) {
      await fund(s, 500_000);
      at(s, start, day, '17:00');
      await tickTwice(s.clock);
      expect(await withdrawalsOf(s.merchant)).toHaveLength(day);
      expect(await available(s.merchant)).toBe(RESERVE);
    }
    const amounts = (await withdrawalsOf(s.merchant)).map((tx) => tx.amount as number);
    expect(amounts).toContain(550_000 - feeOf(550_000));
    // Saved again the same day with a later time: still at most one withdrawal that day.
    await fund(s, 500_000);
    expect((await save(s, { time: '20:00' })).status).toBe(200);
    at(s, start, 6, '20:01');
    await tickTwice(s.clock);
    expect(await withdrawalsOf(s.merchant)).toHaveLength(6);
    expect((await save(s, { enabled: false })).body.auto_withdraw.next_run_at).toBeNull();
  });

  it('weekly: runs only on its weekdays', async () => {
    const start = '2030-01-14T08:00:00+07:00'; // a Monday
    const s = await setup(start, 1_000_000);
    expect((await save(s, { schedule: 'weekly', weekdays: [1, 4], time: '09:00' })).status).toBe(200);
    const days: number[] = [];
    for (let day = 0; day < 7; day += 1) {
      await fund(s, 300_000);
      at(s, start, day, '09:30');
      const before = (await withdrawalsOf(s.merchant)).length;
      await tickTwice(s.clock);
      if ((await withdrawalsOf(s.merchant)).length > before) days.push(day);
    }
    // Monday and Thursday.
    expect(days).toEqual([0, 3]);
    expect(await available(s.merchant)).toBe(RESERVE + 3 * 300_000);
    await save(s, { enabled: false });
  });

  it('answers 404 for an account that is not the merchant’s and invalid_pin for a wrong PIN, saving nothing', async () => {
    const s = await setup('2030-01-21T08:00:00+07:00', 1_000_000);
    const wrongAccount = await save(s, { settlement_account_id: 'sa_NOTMINE' });
    expect([wrongAccount.status, wrongAccount.body.error]).toEqual([404, 'not_found']);
    const wrongPin = await save(s, { pin: '999999' });
    expect([wrongPin.status, wrongPin.body.error]).toEqual([422, 'invalid_pin']);
    const read = await invoke('dashboardGetAutoWithdraw', { claims: s.owner.claims });
    expect(read.body.auto_withdraw).toBeNull();
  });
});
