import { randomUUID } from 'node:crypto';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import type { Gateway, GatewayCallback } from '../../shared/gateway/port';
import { suspenseIdFor } from '../../shared/ids';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { resolveSuspense, suspenseCreditReff } from '../../shared/operations/suspense';
import { createVaPayment } from '../../shared/channels/va/payments';
import { forgetVaBanks } from '../../shared/channels/va/banks';
import { ddb } from '../../shared/store/aws';
import { getClient } from '../../shared/store/clients';
import { claimIdempotencyKey } from '../../shared/store/idempotency';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance, getMerchant } from '../../shared/store/merchants';
import { getSuspenseEntry } from '../../shared/store/suspense';
import { getTransaction } from '../../shared/store/transactions';
import { getVaNumberLookup } from '../../shared/store/va-numbers';
import {
  adjustment,
  createMerchantFixture,
  invoke,
  type InvokeOptions,
  storeTransactionFees,
  valueOf,
} from '../support/harness';
import { createDedicated, startSimulatedGateway, type SimulatedGateway } from '../support/va-fixtures';

/**
 * Money that cannot be matched is never dropped (docs/ARCHITECTURE.md, section 6), and money that leaves is meant
 * (section 8): suspense with its admin routes, the (bank, number) VA lookup, admin adjustments with
 * keys and operator identity, fee overrides that could reach the amount, and keys whose claim
 * answer was lost. All against DynamoDB Local.
 */
let gateway: SimulatedGateway;
beforeAll(async () => {
  gateway = await startSimulatedGateway();
});
afterAll(async () => {
  await gateway.stop();
});

const ADMIN = { authorization: 'Bearer test-admin-token' };
const admin = (routeId: Parameters<typeof invoke>[0], options: InvokeOptions = {}) =>
  invoke(routeId, { ...options, headers: { ...ADMIN, ...(options.headers ?? {}) } });

function payment(
  partnerReff: string | null,
  amount: number,
  overrides: Partial<GatewayCallback> = {},
): GatewayCallback {
  return {
    event: 'payment.paid',
    channel: 'qris',
    partner_reff: partnerReff,
    virtual_account_number: null,
    gateway_reference: `GWR-SUS-${randomUUID()}`,
    amount,
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

async function paidQr(amount: number) {
  const merchant = await createMerchantFixture();
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  expect(created.status).toBe(201);
  const reff = created.body.transaction.partner_reff as string;
  const first = payment(reff, amount);
  expect((await applyGatewayCallback(first, Date.now())).kind).toBe('applied');
  return { merchant, reff, first };
}

async function expectBalanced() {
  const report = await auditLedger();
  expect(report.problems).toEqual([]);
  return report;
}

describe('suspense', () => {
  it('keeps a second payment of a paid QR in suspense with its raw callback; the audit shows the open total', async () => {
    const { merchant, reff, first } = await paidQr(25_000);
    const before = await expectBalanced();
    const second = payment(reff, 25_000);
    const raw = JSON.stringify(second, null, 1);
    const outcome = await applyGatewayCallback(second, Date.now(), raw);
    expect(outcome).toMatchObject({
      kind: 'suspense',
      applied: true,
      entry: { reason: 'duplicate_payment', amount: 25_000, partner_reff: reff, state: 'open', raw_callback: raw },
    });
    expect(outcome.kind === 'suspense' && outcome.entry.detail).toContain(first.gateway_reference);

    const net = computeFees(25_000, resolveFeeRule('qris')).net_amount;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    const after = await expectBalanced();
    expect(after.suspense.total - before.suspense.total).toBe(25_000);
    expect(after.suspense.open_entries - before.suspense.open_entries).toBe(1);

    const listed = await admin('adminListSuspense');
    expect(listed.status).toBe(200);
    const entry = listed.body.data.find(
      (item: { gateway_reference: string }) => item.gateway_reference === second.gateway_reference,
    );
    expect(entry).toEqual({
      id: suspenseIdFor(second.gateway_reference),
      amount: 25_000,
      reason: 'duplicate_payment',
      detail: expect.any(String),
      gateway_reference: second.gateway_reference,
      partner_reff: reff,
      virtual_account_number: null,
      bank_code: null,
      received_at: expect.stringMatching(/\+07:00$/),
      state: 'open',
      resolved_at: null,
      resolved_by: null,
      merchant_id: null,
      transaction_partner_reff: null,
      raw_callback: raw,
    });
    expect(listed.body.total_open).toBe(after.suspense.total);
  });

  it('refuses to credit an entry to a merchant for an operator who may not credit (403 permission_denied); a refund is still allowed', async () => {
    const { merchant } = await paidQr(30_000);
    const parked = await applyGatewayCallback(
      payment(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 25_000),
      Date.now(),
    );
    if (parked.kind !== 'suspense') throw new Error(`expected suspense, got ${parked.kind}`);
    const id = parked.entry.id;
    const before = (await getBalance(merchant.merchantId))!.available;
    const operator = { id: 'arn:aws:sts::123456789012:assumed-role/PaymentsOperator/alice', mayCredit: false };

    expect(await resolveSuspense(id, { merchant_id: merchant.merchantId }, operator, Date.now())).toMatchObject({
      ok: false,
      code: 'permission_denied',
    });
    expect((await getSuspenseEntry(id))!.state).toBe('open');
    expect((await getBalance(merchant.merchantId))!.available).toBe(before);

    const refunded = valueOf(await resolveSuspense(id, { refund: true }, operator, Date.now()));
    expect(refunded.suspense).toMatchObject({ state: 'refunded', resolved_by: operator.id });
    await expectBalanced();
  });

  it('credits an entry to a merchant exactly once as an adjustment transaction, however the resolutions race', async () => {
    const { merchant } = await paidQr(30_000);
    const stranger = await createMerchantFixture();
    const unknown = payment(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 40_000);
    const parked = await applyGatewayCallback(unknown, Date.now());
    if (parked.kind !== 'suspense') throw new Error(`expected suspense, got ${parked.kind}`);
    const id = parked.entry.id;

    const attempts = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        resolveSuspense(id, { merchant_id: merchant.merchantId }, { id: 'op-a', mayCredit: true }, Date.now()),
      ),
      ...Array.from({ length: 2 }, () =>
        resolveSuspense(id, { merchant_id: stranger.merchantId }, { id: 'op-b', mayCredit: true }, Date.now()),
      ),
      resolveSuspense(id, { refund: true }, { id: 'op-c', mayCredit: true }, Date.now()),
    ]);
    const winners = attempts.filter((attempt) => attempt.ok);
    const entry = (await getSuspenseEntry(id))!;
    expect(entry.state).not.toBe('open');
    // Every success reports the one resolution that happened; every other attempt is 409.
    for (const attempt of winners) expect(attempt.ok && attempt.value.suspense.state).toBe(entry.state);
    for (const attempt of attempts.filter((candidate) => !candidate.ok))
      expect(attempt).toMatchObject({ ok: false, code: 'suspense_already_resolved' });

    const credited = [merchant, stranger].filter((fixture) => fixture.merchantId === entry.merchant_id);
    const creditedTotal = async (merchantId: string) => (await getBalance(merchantId))!.available;
    if (entry.state === 'credited') {
      expect(credited).toHaveLength(1);
      expect(await creditedTotal(entry.merchant_id!)).toBe(40_000);
      const tx = await getTransaction(suspenseCreditReff(id));
      expect(tx).toMatchObject({
        type: 'adjustment',
        status: 'paid',
        amount: 40_000,
        merchant_id: entry.merchant_id,
        details: { direction: 'credit', suspense_id: id },
      });
      const list = await invoke('listTransactions', { auth: credited[0]!.auth, query: {} });
      expect(list.body.data.map((item: { type: string }) => item.type)).toContain('adjustment');
    } else {
      expect(entry.state).toBe('refunded');
    }
    const others = [merchant, stranger].filter((fixture) => fixture.merchantId !== entry.merchant_id);
    for (const other of others) expect(await creditedTotal(other.merchantId)).toBe(0);
    await expectBalanced();
  });

  it('resolves over the admin API: credit, the same again (200), then refund refused (409), with 404 and 422 for bad input', async () => {
    const merchant = await createMerchantFixture();
    const unknown = payment(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 15_000);
    const parked = await applyGatewayCallback(unknown, Date.now());
    const id = parked.kind === 'suspense' ? parked.entry.id : '';

    const credit = await admin('adminResolveSuspense', { params: { id }, body: { merchant_id: merchant.merchantId } });
    expect(credit.status).toBe(200);
    expect(credit.body.suspense).toMatchObject({
      id,
      state: 'credited',
      merchant_id: merchant.merchantId,
      resolved_by: 'local-admin',
      transaction_partner_reff: suspenseCreditReff(id),
    });
    expect(
      (await admin('adminResolveSuspense', { params: { id }, body: { merchant_id: merchant.merchantId } })).body
        .suspense.state,
    ).toBe('credited');
    const refund = await admin('adminResolveSuspense', { params: { id }, body: { refund: true } });
    expect(refund.status).toBe(409);
    expect(refund.body).toEqual({ ok: false, error: 'suspense_already_resolved', message: expect.any(String) });
    expect((await getBalance(merchant.merchantId))!.available).toBe(15_000);

    expect(
      (await admin('adminResolveSuspense', { params: { id: 'sus_00000000000000000000' }, body: { refund: true } }))
        .status,
    ).toBe(404);
    const open = await applyGatewayCallback(
      payment(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 11_000),
      Date.now(),
    );
    const openId = open.kind === 'suspense' ? open.entry.id : '';
    expect(
      (await admin('adminResolveSuspense', { params: { id: openId }, body: { merchant_id: 'm_NOSUCHMERCHANT0' } }))
        .status,
    ).toBe(404);
    expect((await getSuspenseEntry(openId))!.state).toBe('open');
    for (const body of [
      {},
      { refund: false },
      { merchant_id: merchant.merchantId, refund: true },
      { merchant_id: 42 },
    ]) {
      const bad = await admin('adminResolveSuspense', { params: { id }, body });
      expect(bad.status).toBe(422);
      expect(bad.body.error).toBe('validation_failed');
    }
    expect((await admin('adminResolveSuspense', { params: { id: 'not-an-id' }, body: { refund: true } })).status).toBe(
      422,
    );
    await expectBalanced();
  });

  it('refunds an entry to gateway clearing: the suspense total falls by its amount', async () => {
    const parked = await applyGatewayCallback(
      payment(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 12_345),
      Date.now(),
    );
    const id = parked.kind === 'suspense' ? parked.entry.id : '';
    const before = await expectBalanced();
    const refunded = await admin('adminResolveSuspense', { params: { id }, body: { refund: true } });
    expect(refunded.body.suspense).toMatchObject({ state: 'refunded', merchant_id: null });
    const after = await expectBalanced();
    expect(before.suspense.total - after.suspense.total).toBe(12_345);
  });

  it('puts a payment of a QR stored with fees that reach its amount in suspense as fees_exceed_amount, not in the DLQ', async () => {
    const merchant = await createMerchantFixture();
    const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 20_000 } });
    const reff = created.body.transaction.partner_reff as string;
    // Creates refuse such fees now; a QR created before that check could still hold them.
    await storeTransactionFees(reff, { gateway_fee: 15_000, platform_fee: 5_000, total_fee: 20_000, net_amount: 0 });
    const before = await auditLedger();
    const outcome = await applyGatewayCallback(payment(reff, 20_000), Date.now());
    expect(outcome).toMatchObject({
      kind: 'suspense',
      applied: true,
      entry: { reason: 'fees_exceed_amount', amount: 20_000, partner_reff: reff },
    });
    expect((await getTransaction(reff))?.status).toBe('waiting_payment');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    const after = await expectBalanced();
    expect(after.suspense.total - before.suspense.total).toBe(20_000);
  });

  it('puts a payment naming a payout, or through the wrong channel, in suspense as not_payable', async () => {
    const { reff } = await paidQr(20_000);
    const viaVa = await applyGatewayCallback(
      payment(reff, 20_000, { channel: 'va', virtual_account_number: '3935800000000001', bank_code: '014' }),
      Date.now(),
    );
    expect(viaVa).toMatchObject({ kind: 'suspense', entry: { reason: 'not_payable' } });
  });
});

describe('the VA number lookup, keyed by bank and number', () => {
  it('never lets a one-time VA take the number of a dedicated VA at the same bank; the same digits at another bank are another VA', async () => {
    const merchant = await createMerchantFixture();
    const dedicated = (await createDedicated(merchant, '002')).body.virtual_account;
    const client = (await getClient(merchant.clientId))!;
    forgetVaBanks();
    const collidingGateway = {
      listVaBanks: async () => [
        { code: '002', name: 'Bank BRI', method: 'VA' },
        { code: '014', name: 'BCA', method: 'VA' },
      ],
      createOneTimeVa: async () => ({
        virtualAccountNumber: dedicated.virtual_account_number,
        bankName: 'Bank',
        accountName: 'Toko',
      }),
    } as unknown as Gateway;
    const clock = { nowMs: () => Date.now() };
    const refused = await createVaPayment({
      body: { amount: 50_000, bank_code: '002', expires_in_hours: 24 },
      client,
      clock,
      gateway: collidingGateway,
    });
    expect(refused).toMatchObject({ ok: false, code: 'upstream_error' });
    expect(await getVaNumberLookup('002', dedicated.virtual_account_number)).toMatchObject({
      kind: 'dedicated',
      merchant_id: merchant.merchantId,
    });

    const elsewhere = await createVaPayment({
      body: { amount: 50_000, bank_code: '014', expires_in_hours: 24 },
      client,
      clock,
      gateway: collidingGateway,
    });
    expect(elsewhere.ok).toBe(true);
    expect(await getVaNumberLookup('014', dedicated.virtual_account_number)).toMatchObject({ kind: 'one_time' });
    expect(await getVaNumberLookup('002', dedicated.virtual_account_number)).toMatchObject({ kind: 'dedicated' });
    forgetVaBanks();
  });
});

describe('admin balance adjustments', () => {
  const key = () => ({ 'x-idempotency-key': `adj-${randomUUID()}` });

  it('needs X-Idempotency-Key, credits once however often the request is retried, and replays the answer', async () => {
    const merchant = await createMerchantFixture();
    const missing = await admin('adminBalanceAdjustment', {
      params: { id: merchant.merchantId },
      body: { amount: 5_000, note: 'top up' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('X-Idempotency-Key');

    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin('adminBalanceAdjustment', {
          params: { id: merchant.merchantId },
          body: { amount: 5_000, note: 'top up' },
          headers,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const replay = await admin('adminBalanceAdjustment', {
      params: { id: merchant.merchantId },
      body: { amount: 5_000, note: 'top up' },
      headers,
    });
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    expect(replay.body.transaction).toMatchObject({
      type: 'adjustment',
      direction: 'credit',
      amount: 5_000,
      note: 'top up',
      operator: 'local-admin',
    });
    expect((await getBalance(merchant.merchantId))!.available).toBe(5_000);

    const reused = await admin('adminBalanceAdjustment', {
      params: { id: merchant.merchantId },
      body: { amount: 6_000, note: 'top up' },
      headers,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe('idempotency_key_conflict');

    const list = await invoke('listTransactions', { auth: merchant.auth, query: {} });
    expect(list.body.data).toEqual([
      expect.objectContaining({ type: 'adjustment', status: 'paid', amount: 5_000, net_amount: 5_000, total_fee: 0 }),
    ]);
    await expectBalanced();
  });

  it('credits once when the stored answer is gone but the same reference comes again', async () => {
    const merchant = await createMerchantFixture();
    const clock = { nowMs: () => Date.now() };
    const first = valueOf(await adminAdjustBalance(adjustment(merchant.merchantId, 7_000, 'retry', clock, 'ref-1')));
    const again = valueOf(await adminAdjustBalance(adjustment(merchant.merchantId, 7_000, 'retry', clock, 'ref-1')));
    expect(again.transaction.partner_reff).toBe(first.transaction.partner_reff);
    expect((await getBalance(merchant.merchantId))!.available).toBe(7_000);
  });

  it('refuses a positive adjustment from an operator who may not credit; a debit is still allowed', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 10_000 });
    const clock = { nowMs: () => Date.now() };
    const operator = { id: 'arn:aws:sts::123456789012:assumed-role/PaymentsOperator/alice', mayCredit: false };
    expect(
      await adminAdjustBalance({ merchantId: merchant.merchantId, amountIdr: 1_000, note: 'gift', operator, clock }),
    ).toMatchObject({ ok: false, code: 'permission_denied' });
    const debit = valueOf(
      await adminAdjustBalance({
        merchantId: merchant.merchantId,
        amountIdr: -1_000,
        note: 'correction',
        operator,
        clock,
      }),
    );
    expect(debit.transaction).toMatchObject({ direction: 'debit', amount: 1_000, operator: operator.id });
    expect((await getBalance(merchant.merchantId))!.available).toBe(9_000);
  });
});

describe('fee overrides', () => {
  it.each([
    ['va', { gateway_fee_fixed: 9_000, platform_fee_fixed: 1_000 }],
    ['qris', { gateway_fee_bps: 9_000, platform_fee_bps: 1_000 }],
    ['transfer', { gateway_fee_fixed: 10_000 }],
    ['ewallet', { gateway_fee_bps: 10_000 }],
    ['ewallet_cashin', { gateway_fee_bps: 9_000, platform_fee_bps: 1_000 }],
  ])(
    'refuses a %s override that would leave nothing of the smallest amount (422), and changes nothing',
    async (channel, rule) => {
      const merchant = await createMerchantFixture();
      const response = await admin('adminPatchMerchant', {
        params: { id: merchant.merchantId },
        body: { fees: { [channel]: rule } },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty([`fees.${channel}`]);
      const created = await invoke('createVaPayment', {
        auth: merchant.auth,
        body: { amount: 10_000, bank_code: '014' },
      });
      expect(created.body.fees?.total_fee ?? 5_000).toBe(5_000);
    },
  );

  it('accepts an e-wallet cash-in override (a fee key of the registry like the others) and stores it', async () => {
    const merchant = await createMerchantFixture();
    const rule = { gateway_fee_bps: 200, platform_fee_bps: 0 };
    const response = await admin('adminPatchMerchant', {
      params: { id: merchant.merchantId },
      body: { fees: { ewallet_cashin: rule } },
    });
    expect(response.status).toBe(200);
    expect((await getMerchant(merchant.merchantId))?.fees).toEqual({ ewallet_cashin: rule });
  });

  it('accepts an override that leaves the merchant at least 1 IDR of the smallest amount', async () => {
    const merchant = await createMerchantFixture();
    const response = await admin('adminPatchMerchant', {
      params: { id: merchant.merchantId },
      body: { fees: { va: { gateway_fee_fixed: 8_000, platform_fee_fixed: 1_999 } } },
    });
    expect(response.status).toBe(200);
  });

  // Each is fine at the channel's smallest amount (10000 pays 9999) but reaches 10001: two
  // percentage parts each rounded up (plus, for the e-wallet, its 500 fixed and 1000 minimum).
  it.each([
    ['qris', { gateway_fee_bps: 5_000, platform_fee_bps: 4_999 }],
    ['va', { gateway_fee_bps: 5_000, platform_fee_bps: 4_999, gateway_fee_fixed: 0, platform_fee_fixed: 0 }],
    ['transfer', { gateway_fee_bps: 5_000, platform_fee_bps: 4_999, gateway_fee_fixed: 0, platform_fee_fixed: 0 }],
    ['ewallet', { gateway_fee_bps: 5_000, platform_fee_bps: 4_499 }],
    ['ewallet_cashin', { gateway_fee_bps: 5_000, platform_fee_bps: 4_999 }],
  ])(
    'refuses a %s override that only reaches an amount above the smallest (422 naming the field), and keeps the old fees',
    async (channel, rule) => {
      const merchant = await createMerchantFixture();
      const response = await admin('adminPatchMerchant', {
        params: { id: merchant.merchantId },
        body: { fees: { [channel]: rule } },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ ok: false, error: 'validation_failed' });
      expect(response.body.errors[`fees.${channel}`]).toEqual([expect.stringContaining('10001')]);
      expect((await getMerchant(merchant.merchantId))?.fees).toBeUndefined();
    },
  );

  it('accepts an override whose fees stay below every amount of the range, and charges it', async () => {
    const merchant = await createMerchantFixture();
    const rule = { gateway_fee_bps: 5_000, platform_fee_bps: 4_998 };
    const response = await admin('adminPatchMerchant', {
      params: { id: merchant.merchantId },
      body: { fees: { qris: rule } },
    });
    expect(response.status).toBe(200);
    const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 10_001 } });
    expect(created.status).toBe(201);
    expect(created.body.fees).toMatchObject({ total_fee: 5_001 + 4_999, net_amount: 1 });
  });
});

describe('an idempotency claim whose answer was lost', () => {
  it('is recognised as the same claim when sent again, not left in progress', async () => {
    let dropped = 0;
    const client = ddb();
    const middleware = (next: (args: any) => Promise<any>) => async (args: any) => {
      const result = await next(args);
      const pk = String(args.input?.Item?.pk ?? '');
      if (args.input?.ConditionExpression !== undefined && pk.startsWith('IDEM#lost-') && dropped === 0) {
        dropped += 1;
        throw Object.assign(new Error('socket hang up after the write'), { name: 'TimeoutError', $metadata: {} });
      }
      return result;
    };
    client.middlewareStack.add(middleware, { step: 'initialize', name: 'dropClaimAnswer' });
    try {
      const claimed = await claimIdempotencyKey(`lost-${randomUUID().slice(0, 8)}`, 'key-1', 'hash', Date.now());
      expect(dropped).toBe(1);
      expect(claimed.kind).toBe('claimed');
    } finally {
      client.middlewareStack.remove('dropClaimAnswer');
    }
  });
});
