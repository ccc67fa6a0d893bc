import { DEFAULT_PAYOUT_CALLBACK_DELAY_MS } from '../../local/simulator';
import { reconcilePayouts } from '../../shared/channels/payouts/reconcile';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { listAuditEntries } from '../../shared/store/audit-log';
import { getBalance } from '../../shared/store/merchants';
import { getTransaction } from '../../shared/store/transactions';
import { payoutCallback, useGatewaySimulator, withGatewayTimeout } from '../support/gateway';
import {
  createMerchantFixture,
  expectBalanced,
  invoke,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { member, type Member } from '../support/refund-fixtures';
import { ManualScheduler } from '../support/scheduler';
import { outboxRecordsFor } from '../support/va-fixtures';

/**
 * The merchant's own money (DESIGN 17) against DynamoDB Local and the gateway simulator: settlement
 * accounts (inquiry, at most 3 even in parallel, the audit log, another merchant's is 404) and
 * withdrawals (not before 24 hours, the PIN, the balance, the transfer's fees, the gateway's four
 * outcomes with returns and reconciliation), with the ledger audited after every test.
 */
const payoutTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: payoutTime });
const PIN = '123456';
const HOUR_MS = 3_600_000;
const FEE = computeFees(100_000, resolveFeeRule('transfer')).total_fee;
const DEBIT = 100_000 + FEE;
const FUNDING = 500_000;

afterEach(async () => {
  useClock(undefined);
  gateway().faults.clear();
  await expectBalanced();
});

interface Owned {
  merchant: MerchantFixture;
  owner: Member;
  clock: TestClock;
}

async function ownedMerchant(balanceIdr = FUNDING): Promise<Owned> {
  const merchant = await createMerchantFixture({ balanceIdr });
  const owner = await member(merchant.merchantId, 'owner');
  const clock = new TestClock(Date.now());
  useClock(clock);
  return { merchant, owner, clock };
}

const addAccount = (who: Member, accountNumber: string) =>
  invoke('dashboardAddSettlementAccount', {
    claims: who.claims,
    body: { bank_code: '014', account_number: accountNumber },
  });

/** An account added, and the clock past its 24 hours. */
async function readyAccount(owned: Owned, accountNumber = '5432101234'): Promise<string> {
  const added = await addAccount(owned.owner, accountNumber);
  expect(added.status).toBe(201);
  owned.clock.advanceSeconds(24 * 3600);
  return added.body.account.id as string;
}

const withdrawal = (merchant: MerchantFixture, body: Record<string, unknown>) =>
  invoke('createWithdrawal', { auth: merchant.auth, body });

const balanceOf = async (merchant: MerchantFixture) => getBalance(merchant.merchantId);

describe('settlement accounts', () => {
  it('adds an account checked by inquiry, with its holder name and usable_at 24 hours on, in the audit log', async () => {
    const { merchant, owner, clock } = await ownedMerchant();
    const added = await addAccount(owner, '5432101234');
    expect(added.status).toBe(201);
    expect(added.body.account).toMatchObject({
      id: expect.stringMatching(/^sa_/),
      bank_code: '014',
      account_number: '5432101234',
      account_name: expect.stringMatching(/^[A-Z ]+$/),
      usable: false,
    });
    expect(Date.parse(added.body.account.usable_at) - Date.parse(added.body.account.created_at)).toBe(24 * HOUR_MS);
    const listed = await invoke('dashboardListSettlementAccounts', { claims: owner.claims });
    expect(listed.body.data).toEqual([added.body.account]);
    clock.advanceSeconds(24 * 3600);
    const later = await invoke('dashboardListSettlementAccounts', { claims: owner.claims });
    expect(later.body.data[0].usable).toBe(true);
    const audit = await listAuditEntries(merchant.merchantId, 10);
    expect(audit.entries.map((entry) => [entry.action, entry.target])).toContainEqual([
      'settlement_account.added',
      added.body.account.id,
    ]);
  });

  it('answers 422 invalid_destination when the inquiry finds no account (0000), and adds nothing', async () => {
    const { owner } = await ownedMerchant();
    const added = await addAccount(owner, '5432100000');
    expect([added.status, added.body.error]).toEqual([422, 'invalid_destination']);
    expect((await invoke('dashboardListSettlementAccounts', { claims: owner.claims })).body.data).toEqual([]);
  });

  it('keeps at most 3, also when 6 adds race', async () => {
    const { owner } = await ownedMerchant();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => addAccount(owner, `54321${String(index).padStart(5, '0')}1`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect([refused.status, refused.body.error]).toEqual([409, 'too_many_settlement_accounts']);
    const listed = await invoke('dashboardListSettlementAccounts', { claims: owner.claims });
    expect(listed.body.data).toHaveLength(3);
    // A removal frees a place.
    const removed = await invoke('dashboardRemoveSettlementAccount', {
      claims: owner.claims,
      params: { account_id: listed.body.data[0].id },
    });
    expect(removed.status).toBe(200);
    expect((await addAccount(owner, '5432199991')).status).toBe(201);
  });

  it("is 404 for another merchant's account, to remove it or to withdraw to it; only an owner adds", async () => {
    const mine = await ownedMerchant();
    const accountId = await readyAccount(mine);
    const other = await createMerchantFixture({ balanceIdr: FUNDING });
    const stranger = await member(other.merchantId, 'owner');
    const removed = await invoke('dashboardRemoveSettlementAccount', {
      claims: stranger.claims,
      params: { account_id: accountId },
    });
    expect([removed.status, removed.body.error]).toEqual([404, 'not_found']);
    const taken = await withdrawal(other, { settlement_account_id: accountId, amount: 100_000, pin: PIN });
    expect([taken.status, taken.body.error]).toEqual([404, 'not_found']);
    const finance = await member(mine.merchant.merchantId, 'finance');
    expect((await addAccount(finance, '5432101235')).status).toBe(403);
    expect(await balanceOf(other)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
  });
});

describe('withdrawals', () => {
  it('refuses 422 settlement_account_not_ready within 24 hours, and pays out after, with the fees of a transfer', async () => {
    const owned = await ownedMerchant();
    const added = await addAccount(owned.owner, '5432101234');
    const body = { settlement_account_id: added.body.account.id, amount: 100_000, pin: PIN };
    owned.clock.advanceSeconds(23 * 3600);
    const early = await withdrawal(owned.merchant, body);
    expect([early.status, early.body.error]).toEqual([422, 'settlement_account_not_ready']);
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
    owned.clock.advanceSeconds(3600);
    const paid = await withdrawal(owned.merchant, body);
    expect(paid.status).toBe(201);
    expect(paid.body.transaction).toMatchObject({ status: 'paid', amount: 100_000 });
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: 0, pending_settlement: 0 });
    const reff = paid.body.transaction.partner_reff as string;
    expect(gateway().payouts.get(reff)).toMatchObject({ channel: 'transfer', accountNumber: '5432101234' });
    const detail = await invoke('getTransaction', { auth: owned.merchant.auth, params: { partner_reff: reff } });
    expect(detail.body.transaction).toMatchObject({ type: 'withdrawal', status: 'paid' });
    expect(detail.body.transaction.fees).toMatchObject({ total_fee: FEE });
    const [webhook] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'transaction.paid');
    expect(JSON.parse(webhook!.body).transaction).toMatchObject({
      partner_reff: reff,
      type: 'withdrawal',
      bank_code: '014',
      account_number: '5432101234',
    });
    const listed = await invoke('listTransactions', { auth: owned.merchant.auth, query: { page: '1' } });
    expect(listed.body.data[0]).toMatchObject({ partner_reff: reff, type: 'withdrawal' });
  });

  it('answers invalid_pin, then pin_locked after 5 wrong PINs, and moves nothing', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned);
    const wrong = { settlement_account_id: accountId, amount: 100_000, pin: '999999' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await withdrawal(owned.merchant, wrong);
      expect([answer.status, answer.body.error]).toEqual([422, 'invalid_pin']);
    }
    const locked = await withdrawal(owned.merchant, { ...wrong, pin: PIN });
    expect([locked.status, locked.body.error]).toEqual([422, 'pin_locked']);
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
  });

  it('answers 422 insufficient_balance when amount + fees pass the available balance, holding nothing', async () => {
    const owned = await ownedMerchant(100_000 + FEE - 1);
    const accountId = await readyAccount(owned);
    const answer = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000, pin: PIN });
    expect([answer.status, answer.body.error]).toEqual([422, 'insufficient_balance']);
    expect(await balanceOf(owned.merchant)).toEqual({ available: 100_000 + FEE - 1, held: 0, pending_settlement: 0 });
  });

  it('answers 422 validation_failed for a body without the PIN or below the minimum', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned);
    const noPin = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000 });
    expect([noPin.status, noPin.body.error, Object.keys(noPin.body.errors)]).toEqual([
      422,
      'validation_failed',
      ['pin'],
    ]);
    const small = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 9_999, pin: PIN });
    expect(Object.keys(small.body.errors)).toEqual(['amount']);
  });

  it('a rejected withdrawal (1111) fails at once with its hold returned, and transaction.failed', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned, '5432101111');
    const answer = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000, pin: PIN });
    expect(answer.body.transaction.status).toBe('failed');
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
    const events = (await outboxRecordsFor(answer.body.transaction.partner_reff)).map((record) => record.event);
    expect(events).toContain('transaction.failed');
  });

  it('a returned withdrawal credits amount + fees back: paid -> failed', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned);
    const answer = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000, pin: PIN });
    const reff = answer.body.transaction.partner_reff as string;
    expect((await applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now())).kind).toBe('applied');
    expect((await getTransaction(reff))?.status).toBe('failed');
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
  });

  it('pending (2222) keeps the money held until the callback pays it', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned, '5432102222');
    const answer = await withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000, pin: PIN });
    expect(answer.body.transaction.status).toBe('pending');
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: DEBIT, pending_settlement: 0 });
    await payoutTime.advance(DEFAULT_PAYOUT_CALLBACK_DELAY_MS);
    const reff = answer.body.transaction.partner_reff as string;
    await applyGatewayCallback(await gateway().callbackFor(reff), Date.now());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: 0, pending_settlement: 0 });
  });

  it('an unknown outcome (9999) stays held until reconciliation learns it was paid', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned, '5432109999');
    const answer = await withGatewayTimeout(300, () =>
      withdrawal(owned.merchant, { settlement_account_id: accountId, amount: 100_000, pin: PIN }),
    );
    expect(answer.body).toMatchObject({
      transaction: { status: 'pending' },
      message: expect.stringMatching(/reserved/),
    });
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: DEBIT, pending_settlement: 0 });
    const reff = answer.body.transaction.partner_reff as string;
    await reconcilePayouts({ nowMs: () => owned.clock.nowMs() + 3 * 60_000 }, await gatewayFromEnv());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: 0, pending_settlement: 0 });
  });

  it('the dashboard withdraws for an owner or finance, not a viewer', async () => {
    const owned = await ownedMerchant();
    const accountId = await readyAccount(owned);
    const [finance, viewer] = await Promise.all([
      member(owned.merchant.merchantId, 'finance'),
      member(owned.merchant.merchantId, 'viewer'),
    ]);
    const body = { settlement_account_id: accountId, amount: 100_000, pin: PIN };
    const refused = await invoke('dashboardCreateWithdrawal', { claims: viewer.claims, body });
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    const byFinance = await invoke('dashboardCreateWithdrawal', { claims: finance.claims, body });
    expect(byFinance.status).toBe(201);
    expect(byFinance.body.transaction.status).toBe('paid');
    expect(await balanceOf(owned.merchant)).toEqual({ available: FUNDING - DEBIT, held: 0, pending_settlement: 0 });
  });
});
