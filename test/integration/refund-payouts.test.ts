import { DEFAULT_PAYOUT_CALLBACK_DELAY_MS } from '../../local/simulator';
import { DEFAULT_REFUND_CALLBACK_DELAY_MS } from '../../local/simulator/refunds';
import { reconcileRefunds } from '../../shared/channels/refunds/reconcile';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { getBalance } from '../../shared/store/merchants';
import { getPinAttempts } from '../../shared/store/pin-attempts';
import { useGatewaySimulator, withGatewayTimeout } from '../support/gateway';
import {
  createMerchantFixture,
  expectBalanced,
  invoke,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import {
  bankDestination,
  ewalletDestination,
  member,
  paidDedicatedVa,
  paidOneTimeVa,
  paidQr,
  refund,
  refundById,
  refundsOf,
  transactionOf,
} from '../support/refund-fixtures';
import { outboxRecordsFor } from '../support/va-fixtures';

/**
 * Refunds of VA payments, which cannot go back on their rail: a payout to the customer account the
 * merchant names, with the PIN (the payouts' attempts and lock), the payout's fee, and the sandbox's
 * payout magic destinations (LOCAL.md); and the dashboard's refund routes with their roles.
 */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });
const PIN = '123456';
const TRANSFER_FEE = computeFees(50_000, resolveFeeRule('transfer')).total_fee;

afterEach(async () => {
  useClock(undefined);
  gateway().faults.clear();
  await expectBalanced();
});

async function merchantWithPaidVa(balanceIdr = 1_000_000) {
  const merchant = await createMerchantFixture({ balanceIdr });
  const reff = await paidOneTimeVa(gateway(), merchant, 150_000);
  return { merchant, reff };
}

async function balanceOf(merchant: MerchantFixture) {
  const balance = await getBalance(merchant.merchantId);
  if (balance === undefined) throw new Error('the merchant has no balance');
  return balance;
}

const byPayout = (suffix: string, amount = 50_000) => ({
  amount,
  reason: 'Returned goods',
  destination: bankDestination(suffix),
  pin: PIN,
});

describe('a refund of a VA payment, sent as a payout', () => {
  it('pays the bank account out at once, with the transfer fee held and posted, and names the verified owner', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, byPayout('1234'));
    expect(answer.status).toBe(201);
    expect(answer.body.refund).toMatchObject({
      partner_reff: reff,
      amount: 50_000,
      fee: TRANSFER_FEE,
      method: 'payout',
      status: 'succeeded',
      destination: {
        type: 'bank',
        bank_code: '014',
        bank_name: expect.stringMatching(/BCA|Central Asia/),
        account_number: '1234561234',
        account_name: expect.stringMatching(/^[A-Z ]+$/),
      },
    });
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - 50_000 - TRANSFER_FEE });
    const payout = gateway().payouts.get(answer.body.refund.refund_id);
    expect(payout).toMatchObject({ channel: 'transfer', amountIdr: 50_000, accountNumber: '1234561234' });
    expect(await transactionOf(merchant, reff)).toMatchObject({ status: 'paid', refunded_amount: 50_000 });
    const [webhook] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'refund.succeeded');
    expect(JSON.parse(webhook!.body).refund).toEqual(answer.body.refund);
  });

  it("pays an e-wallet out with the e-wallet payout's fee", async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const answer = await refund(merchant, reff, {
      amount: 40_000,
      reason: 'To the wallet',
      destination: ewalletDestination('4321'),
      pin: PIN,
    });
    expect(answer.body.refund).toMatchObject({
      status: 'succeeded',
      fee: computeFees(40_000, resolveFeeRule('ewallet')).total_fee,
      destination: { type: 'ewallet', product_code: 'OVO', phone_number: '08123454321' },
    });
  });

  it('refunds a dedicated VA payment the same way, with no time window', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const reff = await paidDedicatedVa(merchant, 200_000);
    const clock = new TestClock(Date.now() + 90 * 86_400_000);
    useClock(clock);
    const answer = await refund(merchant, reff, byPayout('1234', 200_000));
    expect(answer.body.refund).toMatchObject({ status: 'succeeded', amount: 200_000 });
    expect(await transactionOf(merchant, reff)).toMatchObject({ type: 'dedicated_va', refund_status: 'full' });
  });

  it('answers 422 destination_required without a destination, and validation_failed without the PIN', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const bare = await refund(merchant, reff, { amount: 50_000, reason: 'x' });
    expect([bare.status, bare.body.error]).toEqual([422, 'destination_required']);
    const noPin = await refund(merchant, reff, { amount: 50_000, reason: 'x', destination: bankDestination() });
    expect([noPin.status, noPin.body.error, Object.keys(noPin.body.errors)]).toEqual([
      422,
      'validation_failed',
      ['pin'],
    ]);
  });

  it.each([
    ['an amount below what a transfer takes', { ...byPayout('1234', 9_999) }, 'amount'],
    [
      'an unknown bank',
      { ...byPayout('1234'), destination: { type: 'bank', bank_code: '999', account_number: '123456' } },
      'destination.bank_code',
    ],
    [
      'a malformed phone number',
      { ...byPayout('1234'), destination: { type: 'ewallet', product_code: 'OVO', phone_number: '12' } },
      'destination.phone_number',
    ],
  ])('answers 422 validation_failed for %s, holding nothing', async (_what, body, field) => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, body);
    expect([answer.status, answer.body.error]).toEqual([422, 'validation_failed']);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(await balanceOf(merchant)).toEqual(before);
  });

  it('answers 422 invalid_destination for an account the inquiry does not find (0000), and 502 for a gateway error (5000)', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const missing = await refund(merchant, reff, byPayout('0000'));
    expect([missing.status, missing.body.error]).toEqual([422, 'invalid_destination']);
    const broken = await refund(merchant, reff, byPayout('5000'));
    expect([broken.status, broken.body.error, broken.body.upstream_status]).toEqual([502, 'upstream_error', 500]);
    expect(await balanceOf(merchant)).toEqual(before);
    expect((await refundsOf(merchant, reff)).body.data).toEqual([]);
  });

  it('answers 201 failed when the gateway rejects the payout (1111): the hold with the fee comes back', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, byPayout('1111'));
    expect(answer.body.refund).toMatchObject({ status: 'failed', failure_reason: expect.any(String) });
    expect(await balanceOf(merchant)).toEqual(before);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
  });

  it('stays pending with the money held (2222), and succeeds when the payout callback comes', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, byPayout('2222'));
    expect(answer.body.refund.status).toBe('pending');
    const debit = 50_000 + TRANSFER_FEE;
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - debit, held: debit });
    await simulatorTime.advance(DEFAULT_PAYOUT_CALLBACK_DELAY_MS);
    const callback = await gateway().callbackFor(answer.body.refund.refund_id);
    expect(callback).toMatchObject({ event: 'payout.executed', partner_reff: answer.body.refund.refund_id });
    await applyGatewayCallback(callback, Date.now());
    await applyGatewayCallback(callback, Date.now());
    expect((await refundById(merchant, answer.body.refund.refund_id)).body.refund.status).toBe('succeeded');
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - debit });
  });

  it('keeps the money held when the outcome is unknown (9999), and reconciliation later learns it was paid', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    const answer = await withGatewayTimeout(300, () => refund(merchant, reff, byPayout('9999')));
    expect(answer.body.refund.status).toBe('pending');
    const debit = 50_000 + TRANSFER_FEE;
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - debit, held: debit });
    const port = await gatewayFromEnv();
    await reconcileRefunds({ nowMs: () => Date.now() }, port);
    expect((await refundById(merchant, answer.body.refund.refund_id)).body.refund.status).toBe('pending');
    await reconcileRefunds({ nowMs: () => Date.now() + 3 * 60_000 }, port);
    expect((await refundById(merchant, answer.body.refund.refund_id)).body.refund.status).toBe('succeeded');
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - debit });
  });
});

describe('the PIN of a refund by payout', () => {
  it('answers 422 invalid_pin for a wrong PIN, then pin_locked after 5, and locks payout confirms too; nothing moves', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const before = await balanceOf(merchant);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await refund(merchant, reff, { ...byPayout('1234'), pin: '000000' });
      expect([wrong.status, wrong.body.error]).toEqual([422, 'invalid_pin']);
    }
    const locked = await refund(merchant, reff, byPayout('1234'));
    expect([locked.status, locked.body.error]).toEqual([422, 'pin_locked']);
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 50_000, bank_code: '014', account_number: '1234567890' },
    });
    const confirm = await invoke('transferConfirm', {
      auth: merchant.auth,
      body: { partner_reff: inquiry.body.transaction.partner_reff, pin: PIN },
    });
    expect(confirm.body.error).toBe('pin_locked');
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(5);
    expect(await balanceOf(merchant)).toEqual(before);
  });
});

describe('the dashboard refund routes', () => {
  it('lets finance and owners refund (a VA payment with the PIN), never a developer or a viewer', async () => {
    const { merchant, reff } = await merchantWithPaidVa();
    const [owner, finance, developer, viewer] = await Promise.all(
      (['owner', 'finance', 'developer', 'viewer'] as const).map((role) => member(merchant.merchantId, role)),
    );
    const create = (who: { claims: Record<string, unknown> }, body: Record<string, unknown>) =>
      invoke('dashboardCreateRefund', { claims: who.claims, params: { partner_reff: reff }, body });
    for (const refused of [developer!, viewer!]) {
      const answer = await create(refused, byPayout('1234', 10_000));
      expect([answer.status, answer.body.error]).toEqual([403, 'permission_denied']);
    }
    expect((await create(finance!, { amount: 10_000, reason: 'x' })).body.error).toBe('destination_required');
    const byFinance = await create(finance!, byPayout('1234', 10_000));
    expect(byFinance.body.refund).toMatchObject({ status: 'succeeded', method: 'payout' });
    const byOwner = await create(owner!, byPayout('1234', 10_000));
    expect(byOwner.status).toBe(201);
    const [webhook] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'refund.succeeded');
    expect(webhook).toMatchObject({ client_id: merchant.clientId });
    for (const who of [owner!, finance!, developer!, viewer!]) {
      const listed = await invoke('dashboardListRefunds', { claims: who.claims, params: { partner_reff: reff } });
      expect(listed.body.data.map((item: { refund_id: string }) => item.refund_id)).toEqual([
        byOwner.body.refund.refund_id,
        byFinance.body.refund.refund_id,
      ]);
    }
  });

  it("answers 404 for another merchant's payment on both routes", async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await paidQr(gateway(), merchant);
    const stranger = await member((await createMerchantFixture()).merchantId, 'owner');
    const params = { partner_reff: reff };
    const created = await invoke('dashboardCreateRefund', {
      claims: stranger.claims,
      params,
      body: { amount: 1_000, reason: 'x' },
    });
    expect([created.status, created.body.error]).toEqual([404, 'not_found']);
    expect((await invoke('dashboardListRefunds', { claims: stranger.claims, params })).status).toBe(404);
    const answer = await refund(merchant, reff, { amount: 1_000, reason: 'mine' });
    await simulatorTime.advance(DEFAULT_REFUND_CALLBACK_DELAY_MS);
    await applyGatewayCallback(await gateway().callbackFor(answer.body.refund.refund_id), Date.now());
  });
});
