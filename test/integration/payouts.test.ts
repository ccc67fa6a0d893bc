import { randomBytes, scrypt } from 'node:crypto';
import fc from 'fast-check';
import { reconcilePayouts } from '../../shared/channels/payouts/reconcile';
import { holdPayout } from '../../shared/channels/payouts/confirm';
import { executeHeldPayout } from '../../shared/channels/payouts/execute';
import { payoutDebitIdr } from '../../shared/channels/payouts/payout';
import { holdPostings } from '../../shared/domain/ledger';
import { applyTransition } from '../../shared/engine/transition';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { auditLedger } from '../../shared/store/ledger';
import { hashPin, PIN_SCRYPT_LOG2N_PRODUCTION, verifyPin } from '../../shared/pin-hash';
import { forgetKnownRightPins } from '../../shared/channels/payouts/pin';
import { DEFAULT_PAYOUT_CALLBACK_DELAY_MS } from '../../local/simulator';
import { getBalance, getMerchant, updateMerchant } from '../../shared/store/merchants';
import {
  getPinAttempts,
  recordWrongPin,
  releasePinAttempt,
  reservePinAttempt,
  setPinHash,
} from '../../shared/store/pin-attempts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { patchMerchantAsOperator } from '../../shared/operations/admin-patch-merchant';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction } from '../../shared/store/transactions';
import {
  createMerchantFixture,
  invoke,
  postingsOf,
  storeTransactionFees,
  useClock,
  valueOf,
  type MerchantFixture,
} from '../support/harness';
import { useGatewaySimulator, withGatewayTimeout } from '../support/gateway';
import { ManualScheduler } from '../support/scheduler';
import { sized } from '../support/size';

// A file about the PIN: it is judged at the production scrypt cost, not the suite's cheap one.
process.env.PIN_SCRYPT_LOG2N = String(PIN_SCRYPT_LOG2N_PRODUCTION);

/**
 * Payouts against DynamoDB Local and the gateway simulator: inquiry, PIN confirm, hold -> gateway ->
 * post / void / keep, callbacks, reconciliation, and the races the contract promises to survive.
 */
/** The simulator's time: a pending payout (2222, 3333) ends and calls back only as a test moves it. */
const payoutTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: payoutTime });
const PIN = '123456';
const TRANSFER_FEES = computeFees(100_000, resolveFeeRule('transfer'));
const DEBIT = 100_000 + TRANSFER_FEES.total_fee;
const clock = { nowMs: () => Date.now() };

afterEach(() => {
  setWriteFaultInjector(undefined);
  useClock(undefined);
});

async function transferInquiry(merchant: MerchantFixture, accountNumber: string, amount = 100_000) {
  return invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount, bank_code: '014', account_number: accountNumber },
  });
}

async function inquired(merchant: MerchantFixture, accountNumber: string, amount = 100_000): Promise<string> {
  const answer = await transferInquiry(merchant, accountNumber, amount);
  expect(answer.status).toBe(200);
  return answer.body.transaction.partner_reff as string;
}

const confirm = (merchant: MerchantFixture, partnerReff: string, pin = PIN) =>
  invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: partnerReff, pin } });

/** A PIN hash as stored before the pepper: scrypt of the PIN alone. */
async function unpepperedHash(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, 32, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return `scrypt:${salt.toString('hex')}:${key.toString('hex')}`;
}

async function expectBalanced(): Promise<void> {
  const audit = await auditLedger();
  expect(audit.problems).toEqual([]);
  expect(audit.balanced).toBe(true);
}

describe('transfer inquiry', () => {
  it('verifies the destination, names its owner and records a pending transfer without moving money', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const answer = await transferInquiry(merchant, '1234567890');
    expect(answer.status).toBe(200);
    expect(answer.body.transaction).toMatchObject({
      amount: 100_000,
      status: 'pending',
      bank_code: '014',
      account_number: '1234567890',
    });
    expect(answer.body.transaction.bank_name).toMatch(/BCA|Central Asia/);
    expect(answer.body.transaction.account_name).toMatch(/^[A-Z ]+$/);
    expect(answer.body.fees).toEqual({
      gateway_fee: 2_500,
      platform_fee: 1_000,
      total_fee: 3_500,
      net_amount: 96_500,
      total_debit: 103_500,
    });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
    const detail = await invoke('getTransaction', {
      auth: merchant.auth,
      params: { partner_reff: answer.body.transaction.partner_reff },
    });
    expect(detail.body.transaction).toMatchObject({ type: 'transfer', status: 'pending' });
  });

  it.each([
    ['0000', 422, 'invalid_destination'],
    ['5000', 502, 'upstream_error'],
  ])('answers a destination ending %s with %i %s', async (suffix, status, code) => {
    const merchant = await createMerchantFixture();
    const answer = await transferInquiry(merchant, `98765${suffix}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ ok: false, error: code });
    if (code === 'upstream_error') expect(answer.body.upstream_status).toBe(500);
  });

  it('refuses an unverified merchant with 403 kyc_required', async () => {
    const merchant = await createMerchantFixture({ kyc: 'unverified' });
    expect((await transferInquiry(merchant, '1234567890')).body).toMatchObject({ ok: false, error: 'kyc_required' });
  });

  it('needs transfer:create', async () => {
    const merchant = await createMerchantFixture({ permissions: ['qris:read'] });
    expect((await transferInquiry(merchant, '1234567890')).status).toBe(403);
  });

  it.each([
    [{ amount: 9_999, bank_code: '014', account_number: '1234567890' }, 'amount'],
    [{ amount: 50_000_001, bank_code: '014', account_number: '1234567890' }, 'amount'],
    [{ amount: 100_000, bank_code: '999', account_number: '1234567890' }, 'bank_code'],
    [{ amount: 100_000, bank_code: '014', account_number: '123' }, 'account_number'],
    [{ amount: 100_000, bank_code: '014', account_number: 'x'.repeat(65) }, 'account_number'],
    [{ amount: 100_000, bank_code: '014' }, 'account_number'],
    [{ amount: '100000', bank_code: '014', account_number: '1234567890' }, 'amount'],
  ])('answers 422 validation_failed for %j', async (body, field) => {
    const merchant = await createMerchantFixture();
    const answer = await invoke('transferInquiry', { auth: merchant.auth, body });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('validation_failed');
    expect(Object.keys(answer.body.errors).join(' ')).toContain(field);
  });
});

describe('e-wallet payouts', () => {
  it('lists five e-wallet products and more than 140 banks', async () => {
    const merchant = await createMerchantFixture({ permissions: [] });
    const products = await invoke('listEwalletProducts', { auth: merchant.auth });
    expect(products.body.data).toHaveLength(5);
    for (const product of products.body.data) expect(product.category).toBe('e-wallet');
    const banks = await invoke('listTransferBanks', { auth: merchant.auth });
    expect(banks.body.data.length).toBeGreaterThan(140);
  });

  it.each(['+6281234567890', '6281234567890', '081234567890', '81234567890'])(
    'accepts the phone number %s and pays it',
    async (phone) => {
      const merchant = await createMerchantFixture({ balanceIdr: 200_000 });
      const inquiry = await invoke('ewalletInquiry', {
        auth: merchant.auth,
        body: { amount: 50_000, product_code: 'OVO', phone_number: phone },
      });
      expect(inquiry.status).toBe(200);
      const fees = computeFees(50_000, resolveFeeRule('ewallet'));
      expect(inquiry.body.fees).toMatchObject({
        gateway_fee: 1_000,
        platform_fee: 500,
        total_debit: 50_000 + fees.total_fee,
      });
      const confirmed = await invoke('ewalletConfirm', {
        auth: merchant.auth,
        body: { partner_reff: inquiry.body.transaction.partner_reff, pin: PIN },
      });
      expect(confirmed.body).toMatchObject({
        ok: true,
        transaction: { status: 'paid', amount: 50_000 },
        message: null,
      });
      expect(await getBalance(merchant.merchantId)).toEqual({
        available: 200_000 - 50_000 - fees.total_fee,
        held: 0,
        pending_settlement: 0,
      });
    },
  );

  it.each(['0812345', '0712345678901', '08123456789012345', '+6591234567'])(
    'refuses the phone number %s with 422',
    async (phone) => {
      const merchant = await createMerchantFixture();
      const answer = await invoke('ewalletInquiry', {
        auth: merchant.auth,
        body: { amount: 50_000, product_code: 'OVO', phone_number: phone },
      });
      expect(answer.status).toBe(422);
    },
  );

  it('does not confirm a transfer through the e-wallet route', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    const answer = await invoke('ewalletConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: PIN } });
    expect(answer.status).toBe(404);
  });
});

describe('transfer confirm', () => {
  it('executes: posts the hold, status paid, transaction.paid, and the ledger balances', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    const answer = await confirm(merchant, reff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      transaction: { partner_reff: reff, status: 'paid', amount: 100_000 },
      message: null,
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    const detail = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: reff } });
    const events = detail.body.transaction.events ?? detail.body.events;
    expect(events.map((event: { event_type: string; to: string }) => `${event.event_type}:${event.to}`)).toEqual([
      'created:pending',
      'confirmed:pending',
      'payout_executed:paid',
    ]);
    await expectBalanced();
  });

  it('answers 200 with the current state to a repeat confirm and moves no money', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    await confirm(merchant, reff);
    const again = await confirm(merchant, reff);
    expect(again.body).toMatchObject({ ok: true, transaction: { status: 'paid' } });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
  });

  it('rejected (1111): voids the hold in the same move that marks it failed and answers 200 failed with a message', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '4444441111');
    const answer = await confirm(merchant, reff);
    expect(answer.body.transaction.status).toBe('failed');
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
    const postings = await postingsOf(merchant.merchantId);
    expect(
      postings
        .map((posting) => posting.id)
        .filter((id) => id.startsWith(reff))
        .sort(),
    ).toEqual([`${reff}#hold`, `${reff}#void`]);
    await expectBalanced();
  });

  it('pending (2222): stays pending with the money held until the success callback posts it', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '5555552222');
    const answer = await confirm(merchant, reff);
    expect(answer.body.transaction.status).toBe('pending');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    await payoutTime.advance(DEFAULT_PAYOUT_CALLBACK_DELAY_MS);
    const callback = await gateway().callbackFor(reff);
    expect(callback.event).toBe('payout.executed');
    await applyGatewayCallback(callback, Date.now());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('pending then failure callback (3333) returns the held funds', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '5555553333');
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('pending');
    await payoutTime.advance(DEFAULT_PAYOUT_CALLBACK_DELAY_MS);
    const callback = await gateway().callbackFor(reff);
    expect(callback.event).toBe('payout.failed');
    await applyGatewayCallback(callback, Date.now());
    expect((await getTransaction(reff))?.status).toBe('failed');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
  });

  it('timeout (9999): keeps the money held and pending; reconciliation later learns it was paid', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '7777779999');
    const answer = await withGatewayTimeout(300, () => confirm(merchant, reff));
    expect(answer.body).toMatchObject({
      transaction: { status: 'pending' },
      message: expect.stringMatching(/reserved/),
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    // Nothing is due before two minutes: reconciliation leaves it alone.
    await reconcilePayouts(clock, await gatewayFromEnv());
    expect((await getTransaction(reff))?.status).toBe('pending');
    await reconcilePayouts({ nowMs: () => Date.now() + 3 * 60_000 }, await gatewayFromEnv());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('finishes a payout whose process died between the hold and the gateway call: reconciliation sends it', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    expect((await holdPayout(reff, Date.now())).kind).toBe('applied');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    await reconcilePayouts({ nowMs: () => Date.now() + 3 * 60_000 }, await gatewayFromEnv());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
  });

  it('finishes a payout whose process died after the gateway executed it: reconciliation posts it once', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    await holdPayout(reff, Date.now());
    const tx = (await getTransaction(reff))!;
    const port = await gatewayFromEnv();
    expect(
      (
        await port.executePayout({
          channel: 'transfer',
          bankCode: '014',
          accountNumber: '1234567890',
          partnerReff: reff,
          amountIdr: tx.amount,
        })
      ).kind,
    ).toBe('executed');
    await Promise.all([1, 2, 3].map(() => reconcilePayouts({ nowMs: () => Date.now() + 3 * 60_000 }, port)));
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    expect(
      (await postingsOf(merchant.merchantId)).filter((posting) => posting.id.startsWith(`${reff}#post`)),
    ).toHaveLength(3);
  });

  it('keeps the money held while the gateway status stays unknown, backing off', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    await holdPayout(reff, Date.now());
    gateway().faults.add({ pathPrefix: '/v1/payouts', status: 503, delayMs: 0, remaining: 2 });
    await reconcilePayouts({ nowMs: () => Date.now() + 3 * 60_000 }, await gatewayFromEnv());
    const after = (await getTransaction(reff))!;
    expect(after).toMatchObject({ status: 'pending', stage: 'held', reconcile_attempts: 1 });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    expect((await auditLedger()).payouts_awaiting_outcome.map((payout) => payout.partner_reff)).toContain(reff);
    gateway().faults.clear();
  });

  it('answers 422 insufficient_balance and holds nothing when amount + fees exceed the balance', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
    const reff = await inquired(merchant, '1234567890');
    const answer = await confirm(merchant, reff);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('insufficient_balance');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 100_000, held: 0, pending_settlement: 0 });
  });

  it('answers 422 inquiry_expired after 30 minutes', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    expect((await holdPayout(reff, Date.now() + 31 * 60_000)).kind).toBe('refused');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
  });

  it("answers 404 for an unknown reff and for another merchant's payout", async () => {
    const owner = await createMerchantFixture({ balanceIdr: 500_000 });
    const other = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(owner, '1234567890');
    expect((await confirm(other, reff)).status).toBe(404);
    expect((await confirm(owner, 'TF-20261122-NOSUCHREFF00')).status).toBe(404);
    expect(await getBalance(owner.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
  });

  it('survives injected TransactionConflict and throttling on the hold and still debits once', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    let faults = 0;
    setWriteFaultInjector(() => {
      faults += 1;
      if (faults === 1) return Object.assign(new Error('conflict'), { name: 'TransactionConflictException' });
      if (faults === 2) return Object.assign(new Error('throttled'), { name: 'ThrottlingException' });
      return undefined;
    });
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
  });

  it('survives a lost answer after the hold committed: the same write resent finds its own journal entry', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    let lost = false;
    setWriteFaultInjector(() => {
      if (lost) return undefined;
      lost = true;
      return { afterCommit: Object.assign(new Error('socket hang up'), { name: 'Error' }) };
    });
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });
});

describe('PIN', () => {
  it('answers 422 invalid_pin, locks after 5 wrong in a row with pin_locked, and a right PIN resets the count', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await confirm(merchant, reff, '000000')).body.error).toBe('invalid_pin');
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    const next = await inquired(merchant, '1234567890');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await confirm(merchant, next, '000000')).body.error).toBe('invalid_pin');
    expect((await confirm(merchant, next, '000000')).body.error).toBe('pin_locked');
    expect((await confirm(merchant, next)).body.error).toBe('pin_locked');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
  });

  it('lets exactly 5 of 12 parallel wrong PINs be judged: the rest wait for them and are pin_locked', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(merchant, reff, '999999')));
    const codes = answers.map((answer) => answer.body.error);
    expect(codes.filter((code) => code === 'invalid_pin')).toHaveLength(5);
    expect(codes.filter((code) => code === 'pin_locked')).toHaveLength(7);
    expect((await confirm(merchant, reff)).body.error).toBe('pin_locked');
  });

  it('judges at most 5 of 30 parallel confirms, the right PIN at a random place among 29 wrong, over several rounds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 29 }), async (rightAt) => {
        const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
        const reff = await inquired(merchant, '1234567890');
        const pins = Array.from({ length: 30 }, (_, index) => (index === rightAt ? PIN : String(100_000 + index)));
        const answers = await Promise.all(pins.map((pin) => confirm(merchant, reff, pin)));
        const judged = answers.filter((answer) => answer.status === 200 || answer.body.error === 'invalid_pin');
        expect(judged.length).toBeLessThanOrEqual(5);
        for (const answer of answers) expect([200, 422]).toContain(answer.status);
        const paid = answers.filter((answer) => answer.status === 200);
        const balance = await getBalance(merchant.merchantId);
        // The payout went out only if its confirm was judged, and then once.
        expect(balance).toEqual(
          paid.length === 0
            ? { available: 500_000, held: 0, pending_settlement: 0 }
            : { available: 500_000 - DEBIT, held: 0, pending_settlement: 0 },
        );
        expect(gateway().payouts.get(reff)?.executionCount ?? 0).toBe(paid.length === 0 ? 0 : 1);
      }),
      { numRuns: sized(3, 20) },
    );
    await expectBalanced();
  });

  describe('a PIN this process already judged right', () => {
    /** A merchant whose PIN this process has judged right once (through a reservation). */
    async function knownRight(): Promise<MerchantFixture> {
      const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
      expect((await confirm(merchant, await inquired(merchant, '1234567890'))).body.transaction.status).toBe('paid');
      return merchant;
    }

    it('is accepted without touching the attempt count, and pays', async () => {
      const merchant = await knownRight();
      const before = await getPinAttempts(merchant.merchantId);
      expect((await confirm(merchant, await inquired(merchant, '1234567890'))).body.transaction.status).toBe('paid');
      expect(await getPinAttempts(merchant.merchantId)).toEqual(before);
      forgetKnownRightPins();
      // A fresh process judges it through a reservation again, which writes the count.
      expect((await confirm(merchant, await inquired(merchant, '1234567890'))).body.transaction.status).toBe('paid');
      expect((await getPinAttempts(merchant.merchantId)).clearedAtMs).toBeGreaterThan(before.clearedAtMs ?? 0);
    });

    it('still counts every other PIN before judging it: of 30 parallel confirms at most 5 wrong ones are judged', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 29 }), async (rightAt) => {
          const merchant = await knownRight();
          const reff = await inquired(merchant, '1234567890');
          const pins = Array.from({ length: 30 }, (_, index) => (index === rightAt ? PIN : String(100_000 + index)));
          const answers = await Promise.all(pins.map((pin) => confirm(merchant, reff, pin)));
          const wrongJudged = answers.filter((answer) => answer.body.error === 'invalid_pin');
          expect(wrongJudged.length).toBeLessThanOrEqual(5);
          for (const [index, answer] of answers.entries())
            if (index !== rightAt) expect(answer.status === 200).toBe(false);
          const paid = answers.filter((answer) => answer.status === 200);
          expect(paid.length).toBeLessThanOrEqual(1);
          // Every wrong PIN judged is counted; a right PIN judged once the others of its round are
          // done clears the count, as a right PIN sent after them would (shared/channels/payouts/pin.ts).
          const { wrong } = await getPinAttempts(merchant.merchantId);
          expect(wrong).toBeLessThanOrEqual(wrongJudged.length);
          if (paid.length === 0) expect(wrong).toBe(wrongJudged.length);
          expect(await getBalance(merchant.merchantId)).toEqual({
            available: 1_000_000 - DEBIT * (1 + paid.length),
            held: 0,
            pending_settlement: 0,
          });
          expect(gateway().payouts.get(reff)?.executionCount ?? 0).toBe(paid.length);
        }),
        { numRuns: sized(3, 20) },
      );
      await expectBalanced();
    });

    /** A reservation taken as a parallel confirm's would be: its PIN is being judged until released. */
    const reserveAsAnotherConfirm = async (merchantId: string) =>
      reservePinAttempt(merchantId, {
        nowMs: Date.now(),
        attemptsMax: 5,
        unlockedBeforeMs: Date.now() - 900_000,
        judgingDeadBeforeMs: Date.now() - 60_000,
        arrivedAtMs: Date.now(),
      });

    it('is judged through a reservation while another attempt is being judged, pays once, and leaves that slot to its owner', async () => {
      const merchant = await knownRight();
      const reff = await inquired(merchant, '1234567890');
      expect(await reserveAsAnotherConfirm(merchant.merchantId)).toMatchObject({ kind: 'reserved' });
      // The claim without a reservation needs nobody being judged; with one attempt in judgement the
      // PIN takes a free slot of its own and is judged like any other (shared/channels/payouts/pin.ts).
      const answer = await confirm(merchant, reff);
      expect(answer.body.transaction.status).toBe('paid');
      expect(gateway().payouts.get(reff)?.executionCount).toBe(1);
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ wrong: 0, inflight: 1 });
      await releasePinAttempt(merchant.merchantId, { nowMs: Date.now(), burstSinceMs: Date.now() - 60_000 });
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ wrong: 0, inflight: 0 });
    });

    it('is not accepted while guesses hold every slot: it waits for them, is pin_locked once they are judged wrong, and moves no money', async () => {
      const merchant = await knownRight();
      const reff = await inquired(merchant, '1234567890');
      for (let slot = 0; slot < 5; slot += 1)
        expect(await reserveAsAnotherConfirm(merchant.merchantId)).toMatchObject({ kind: 'reserved' });
      const answered = confirm(merchant, reff);
      for (let slot = 0; slot < 5; slot += 1) await recordWrongPin(merchant.merchantId);
      const answer = await answered;
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('pin_locked');
      expect(gateway().payouts.get(reff)?.executionCount ?? 0).toBe(0);
      expect((await getBalance(merchant.merchantId))?.available).toBe(1_000_000 - DEBIT);
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 5, inflight: 0, wrong: 5 });
    });

    it('goes through a reservation while wrong PINs are counted, and forgives them as any right PIN does', async () => {
      const merchant = await knownRight();
      const reff = await inquired(merchant, '1234567890');
      expect((await confirm(merchant, reff, '000000')).body.error).toBe('invalid_pin');
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 1, wrong: 1 });
      expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
    });

    it('is refused while confirms are locked', async () => {
      const merchant = await knownRight();
      const reff = await inquired(merchant, '1234567890');
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await confirm(merchant, reff, '000000')).body.error).toBe('invalid_pin');
      expect((await confirm(merchant, reff)).body.error).toBe('pin_locked');
      expect(gateway().payouts.get(reff)?.executionCount ?? 0).toBe(0);
      expect((await getBalance(merchant.merchantId))?.available).toBe(1_000_000 - DEBIT);
    });

    it('is judged afresh, and wrong, once the PIN was changed', async () => {
      const merchant = await knownRight();
      await setPinHash(merchant.merchantId, await hashPin('654321'));
      const reff = await inquired(merchant, '1234567890');
      expect((await confirm(merchant, reff)).body.error).toBe('invalid_pin');
      expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ wrong: 1 });
      expect((await confirm(merchant, reff, '654321')).body.transaction.status).toBe('paid');
    });
  });

  it('checks the PIN before the reference: a wrong PIN on an unknown reference is invalid_pin, a right one not_found', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const unknown = await confirm(merchant, 'TRF-does-not-exist', '000000');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('invalid_pin');
    const right = await confirm(merchant, 'TRF-does-not-exist');
    expect(right.status).toBe(404);
    expect(right.body.error).toBe('not_found');
  });

  it('counts the wrong PINs of 4 parallel confirms and forgives them on the next right PIN', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    const wrong = await Promise.all(Array.from({ length: 4 }, () => confirm(merchant, reff, '000000')));
    expect(wrong.map((answer) => answer.body.error)).toEqual([
      'invalid_pin',
      'invalid_pin',
      'invalid_pin',
      'invalid_pin',
    ]);
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 4, wrong: 4, inflight: 0 });
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
  });

  it('keeps a right PIN judged beside others from opening a slot until the last of them finishes', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const window = {
      nowMs: Date.now(),
      attemptsMax: 5,
      unlockedBeforeMs: Date.now() - 900_000,
      judgingDeadBeforeMs: Date.now() - 60_000,
      arrivedAtMs: Date.now(),
    };
    for (let index = 0; index < 3; index += 1)
      expect(await reservePinAttempt(merchant.merchantId, window)).toMatchObject({ kind: 'reserved' });
    await releasePinAttempt(merchant.merchantId, { nowMs: Date.now(), burstSinceMs: Date.now() - 60_000 });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 3, inflight: 2 });
    await recordWrongPin(merchant.merchantId);
    await releasePinAttempt(merchant.merchantId, { nowMs: Date.now(), burstSinceMs: Date.now() - 60_000 });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
  });

  it('holds confirms that arrived before a right PIN cleared the count to its burst: 4 wrong and the right one leave no slot for them', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const arrivedMs = Date.now();
    const at = (nowMs: number, arrivedAtMs = arrivedMs) => ({
      nowMs,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs - 900_000,
      judgingDeadBeforeMs: nowMs - 60_000,
      arrivedAtMs,
    });
    // The sequence CI once ran into: four wrong PINs judged one after another, then the right one alone.
    for (let index = 0; index < 4; index += 1) {
      expect(await reservePinAttempt(merchant.merchantId, at(arrivedMs + index))).toMatchObject({ kind: 'reserved' });
      await recordWrongPin(merchant.merchantId);
    }
    expect(await reservePinAttempt(merchant.merchantId, at(arrivedMs + 4))).toMatchObject({ kind: 'reserved' });
    const clearedMs = arrivedMs + 10;
    await releasePinAttempt(merchant.merchantId, { nowMs: clearedMs, burstSinceMs: clearedMs - 60_000 });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
    // The rest of the burst arrived with them: 5 are judged already and none is being judged, so
    // no slot comes back for them (spent: the confirm answers pin_locked instead of waiting).
    expect(await reservePinAttempt(merchant.merchantId, at(clearedMs + 5))).toEqual({ kind: 'spent' });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, inflight: 0 });
    // A confirm sent after the clear (the honest next one) starts the fresh count.
    expect(await reservePinAttempt(merchant.merchantId, at(clearedMs + 20, clearedMs + 15))).toMatchObject({
      kind: 'reserved',
    });
    await recordWrongPin(merchant.merchantId);
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 1, wrong: 1, inflight: 0 });
  });

  it('keeps counting a burst across clears within the judging time, and forgets it after', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const startMs = Date.now();
    const at = (nowMs: number, arrivedAtMs: number) => ({
      nowMs,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs - 900_000,
      judgingDeadBeforeMs: nowMs - 60_000,
      arrivedAtMs,
    });
    const rightPin = async (nowMs: number) => {
      expect(await reservePinAttempt(merchant.merchantId, at(nowMs, nowMs))).toMatchObject({ kind: 'reserved' });
      await releasePinAttempt(merchant.merchantId, { nowMs, burstSinceMs: nowMs - 60_000 });
    };
    // Two right PINs, then two more after a confirm of the first burst set out: it has 4 before it.
    await rightPin(startMs + 1);
    await rightPin(startMs + 2);
    await rightPin(startMs + 3);
    await rightPin(startMs + 4);
    expect(await reservePinAttempt(merchant.merchantId, at(startMs + 5, startMs))).toMatchObject({ kind: 'reserved' });
    await recordWrongPin(merchant.merchantId);
    expect(await reservePinAttempt(merchant.merchantId, at(startMs + 6, startMs))).toEqual({ kind: 'spent' });
    // A clear more than the judging time after the last starts a burst of its own.
    const laterMs = startMs + 61_000;
    await rightPin(laterMs);
    expect(await reservePinAttempt(merchant.merchantId, at(laterMs + 1, laterMs - 1))).toMatchObject({
      kind: 'reserved',
    });
  });

  it('answers busy while every reservation is held by attempts being judged, locked once they were wrong, and restarts after the window', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const nowMs = Date.now();
    const window = {
      nowMs,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs - 900_000,
      judgingDeadBeforeMs: nowMs - 60_000,
      arrivedAtMs: nowMs,
    };
    for (let index = 0; index < 5; index += 1)
      expect(await reservePinAttempt(merchant.merchantId, window)).toMatchObject({ kind: 'reserved' });
    expect(await reservePinAttempt(merchant.merchantId, window)).toEqual({ kind: 'busy' });
    for (let index = 0; index < 5; index += 1) await recordWrongPin(merchant.merchantId);
    expect(await reservePinAttempt(merchant.merchantId, window)).toEqual({ kind: 'locked' });
    const later = {
      nowMs: nowMs + 900_000,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs,
      judgingDeadBeforeMs: nowMs + 840_000,
      arrivedAtMs: nowMs + 900_000,
    };
    expect(await reservePinAttempt(merchant.merchantId, later)).toMatchObject({ kind: 'reserved' });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 1, wrong: 0, inflight: 1 });
  });

  it('takes back slots held by attempts that died while being judged, once none can still be judged, keeping wrong PINs counted', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const nowMs = Date.now();
    const window = {
      nowMs,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs - 900_000,
      judgingDeadBeforeMs: nowMs - 60_000,
      arrivedAtMs: nowMs,
    };
    for (let index = 0; index < 5; index += 1)
      expect(await reservePinAttempt(merchant.merchantId, window)).toMatchObject({ kind: 'reserved' });
    await recordWrongPin(merchant.merchantId);
    await recordWrongPin(merchant.merchantId);
    // Three requests died while judging: busy while they might still be judged...
    expect(
      await reservePinAttempt(merchant.merchantId, {
        ...window,
        nowMs: nowMs + 30_000,
        judgingDeadBeforeMs: nowMs - 30_000,
      }),
    ).toEqual({ kind: 'busy' });
    // ...and a minute later their slots come back, the two wrong PINs still counted.
    const later = {
      nowMs: nowMs + 61_000,
      attemptsMax: 5,
      unlockedBeforeMs: nowMs - 839_000,
      judgingDeadBeforeMs: nowMs + 1_000,
      arrivedAtMs: nowMs + 61_000,
    };
    expect(await reservePinAttempt(merchant.merchantId, later)).toMatchObject({ kind: 'reserved' });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 3, wrong: 2, inflight: 1 });
  });

  it('stores PIN hashes keyed with the pepper in the PIN item, and upgrades an unpeppered hash on the next right PIN', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    expect((await getMerchant(merchant.merchantId))!.pin_hash).toBeUndefined();
    const stored = (await getPinAttempts(merchant.merchantId)).pinHash!;
    expect(stored).toMatch(/^scrypt2:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await verifyPin(PIN, stored)).toEqual({ right: true });
    await setPinHash(merchant.merchantId, await unpepperedHash(PIN));
    const reff = await inquired(merchant, '1234567890');
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    const upgraded = (await getPinAttempts(merchant.merchantId)).pinHash!;
    expect(upgraded).toMatch(/^scrypt2:/);
    expect(upgraded).not.toBe(stored);
    expect(await verifyPin(PIN, upgraded)).toEqual({ right: true });
  });

  it('judges a PIN hash left on the merchant record, and a right PIN moves it to the PIN item (upgraded)', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const legacy = await unpepperedHash(PIN);
    await removePinItemHash(merchant.merchantId);
    await updateMerchant(merchant.merchantId, { pin_hash: legacy });
    const reff = await inquired(merchant, '1234567890');
    // A wrong PIN is judged against the record's hash and counted; the hash stays where it is.
    const wrong = await confirm(merchant, reff, '000000');
    expect(wrong.body.error).toBe('invalid_pin');
    expect((await getMerchant(merchant.merchantId))!.pin_hash).toBe(legacy);
    expect((await confirm(merchant, reff)).body.transaction.status).toBe('paid');
    expect((await getMerchant(merchant.merchantId))!.pin_hash).toBeUndefined();
    const moved = (await getPinAttempts(merchant.merchantId)).pinHash!;
    expect(moved).toMatch(/^scrypt2:/);
    expect(await verifyPin(PIN, moved)).toEqual({ right: true });
    expect(await getPinAttempts(merchant.merchantId)).toMatchObject({ failures: 0, wrong: 0, inflight: 0 });
  });

  it('an operator setting the PIN writes the PIN item and removes a hash left on the merchant record', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    await removePinItemHash(merchant.merchantId);
    await updateMerchant(merchant.merchantId, { pin_hash: await unpepperedHash(PIN) });
    valueOf(await patchMerchantAsOperator(merchant.merchantId, { pin: '654321' }, { nowMs: () => Date.now() }));
    expect((await getMerchant(merchant.merchantId))!.pin_hash).toBeUndefined();
    const reff = await inquired(merchant, '1234567890');
    expect((await confirm(merchant, reff)).body.error).toBe('invalid_pin');
    expect((await confirm(merchant, reff, '654321')).body.transaction.status).toBe('paid');
  });
});

/** The PIN item as it was before hashes moved there: attempts only. */
async function removePinItemHash(merchantId: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.pin(merchantId), UpdateExpression: 'REMOVE pin_hash' }),
  );
  expect((await getPinAttempts(merchantId)).pinHash).toBeUndefined();
}

describe('bad input never gives a 5xx', () => {
  it('answers every malformed confirm body with a 4xx envelope', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const answer = await invoke('transferConfirm', { auth: merchant.auth, body });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.ok).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * docs/ARCHITECTURE.md, 14.3: fees that reach the amount are refused before anything moves, and nothing
 * throws once the gateway has run a payout. The admin API now refuses overrides like these (they
 * reach 10001 though 10000 is fine), so the tests write the merchant record or the transaction
 * directly, as an override or an inquiry stored before that check existed would be.
 */
describe('payout fees that reach the amount', () => {
  const REACHING_AT_10001 = {
    gateway_fee_bps: 5_000,
    platform_fee_bps: 4_999,
    gateway_fee_fixed: 0,
    platform_fee_fixed: 0,
  };

  async function merchantWithStoredOverride(fees: Record<string, unknown>): Promise<MerchantFixture> {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    expect(await updateMerchant(merchant.merchantId, { fees })).toBeDefined();
    return merchant;
  }

  // The fixture's funding is an adjustment transaction; no payout may sit beside it.
  async function expectNoPayoutRecorded(merchant: MerchantFixture): Promise<void> {
    const listed = await invoke('listTransactions', { auth: merchant.auth, query: {} });
    expect(listed.body.data.map((item: { type: string }) => item.type)).toEqual(['adjustment']);
  }

  async function expectNothingMoved(merchant: MerchantFixture): Promise<void> {
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
    await expectBalanced();
  }

  it('answers a transfer inquiry 422 fees_exceed_amount, records nothing and holds nothing', async () => {
    const merchant = await merchantWithStoredOverride({ transfer: REACHING_AT_10001 });
    const refused = await transferInquiry(merchant, '1234567890', 10_001);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ ok: false, error: 'fees_exceed_amount' });
    await expectNoPayoutRecorded(merchant);
    await expectNothingMoved(merchant);
    // 10000 pays 5000 + 4999 and keeps 1 IDR: still a payout.
    const fine = await transferInquiry(merchant, '1234567890', 10_000);
    expect(fine.status).toBe(200);
    expect(fine.body.fees).toMatchObject({ total_fee: 9_999, total_debit: 19_999 });
  });

  it('answers an e-wallet inquiry 422 fees_exceed_amount (1000 minimum and 500 fixed kept) and records nothing', async () => {
    const merchant = await merchantWithStoredOverride({ ewallet: { gateway_fee_bps: 5_000, platform_fee_bps: 4_499 } });
    const refused = await invoke('ewalletInquiry', {
      auth: merchant.auth,
      body: { amount: 10_001, product_code: 'OVO', phone_number: '081234567890' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('fees_exceed_amount');
    await expectNoPayoutRecorded(merchant);
    await expectNothingMoved(merchant);
  });

  it('refuses to confirm an inquiry stored with fees that reach its amount: 422, no hold, the gateway never asked', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890', 10_000);
    await storeTransactionFees(reff, { gateway_fee: 9_000, platform_fee: 1_000, total_fee: 10_000, net_amount: 0 });
    const answer = await confirm(merchant, reff);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('fees_exceed_amount');
    expect(await getTransaction(reff)).toMatchObject({ status: 'pending', stage: 'awaiting_confirmation' });
    expect(gateway().payouts.get(reff)).toBeUndefined();
    await expectNothingMoved(merchant);
  });

  it('answers 200 pending, keeping the money held, when recording fails after the gateway executed; reconciliation posts it', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890');
    // The hold commits; the post after the gateway's answer fails with an error that is not retried.
    const failure = Object.assign(new Error('the table refused the write'), { name: 'InternalServerError' });
    setWriteFaultInjector((items) => (JSON.stringify(items).includes(`${reff}#post`) ? failure : undefined));
    const answer = await confirm(merchant, reff);
    setWriteFaultInjector(undefined);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      transaction: { partner_reff: reff, status: 'pending' },
      message: expect.stringMatching(/reconciliation/),
    });
    expect(gateway().payouts.get(reff)?.executionCount).toBe(1);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    await reconcilePayouts({ nowMs: () => Date.now() + 3 * 60_000 }, await gatewayFromEnv());
    expect((await getTransaction(reff))?.status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('does not throw when the gateway executed a payout held with fees that reach its amount (held before the fix): it stays held', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await inquired(merchant, '1234567890', 10_000);
    await storeTransactionFees(reff, { gateway_fee: 9_000, platform_fee: 1_000, total_fee: 10_000, net_amount: 0 });
    // The hold as it was taken before confirms checked the fees: straight through the engine.
    const held = await applyTransition({
      partnerReff: reff,
      trigger: 'confirmed',
      kind: 'hold',
      nowMs: Date.now(),
      source: 'api',
      eventType: 'confirmed',
      description: 'held before the fix',
      due: () => ({ kind: 'reconcile', atMs: Date.now() + 120_000 }),
      postings: (tx) => holdPostings(tx.merchant_id, tx.partner_reff, payoutDebitIdr(tx)),
    });
    expect(held.kind).toBe('applied');
    const view = await executeHeldPayout((await getTransaction(reff))!, await gatewayFromEnv(), clock);
    expect(view).toMatchObject({
      transaction: { status: 'pending' },
      message: expect.stringMatching(/reconciliation/),
    });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 480_000, held: 20_000, pending_settlement: 0 });
    await expectBalanced();
  });
});
