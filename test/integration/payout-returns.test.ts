import { randomUUID } from 'node:crypto';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { moveIdOf } from '../../shared/engine/transition';
import type { GatewayCallback } from '../../shared/gateway/port';
import { deliveryIdForMove, payoutConflictIdFor } from '../../shared/ids';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { getSuspenseEntry, listSuspenseEntries } from '../../shared/store/suspense';
import { getTransaction } from '../../shared/store/transactions';
import { getDelivery } from '../../shared/store/webhooks';
import {
  createMerchantFixture,
  invoke,
  postingsOf,
  type InvokeOptions,
  type MerchantFixture,
} from '../support/harness';
import { payoutCallback, useGatewaySimulator } from '../support/gateway';

/**
 * Payouts that come back and callbacks that contradict a payout (docs/ARCHITECTURE.md, section 5), against
 * DynamoDB Local and the gateway simulator: a return credits total_debit once, however often and
 * however concurrently it arrives; a contradiction is one payout conflict that moves no money.
 */
useGatewaySimulator();
const PIN = '123456';
const FUNDING = 500_000;
const DEBIT = 100_000 + computeFees(100_000, resolveFeeRule('transfer')).total_fee;
const ADMIN = { authorization: 'Bearer test-admin-token' };
const admin = (routeId: Parameters<typeof invoke>[0], options: InvokeOptions = {}) =>
  invoke(routeId, { ...options, headers: { ...ADMIN, ...(options.headers ?? {}) } });

/** A transfer of 100,000 confirmed to a destination whose suffix picks the gateway's answer (1234: paid, 1111: rejected). */
async function confirmedPayout(suffix: '1234' | '1111'): Promise<{ merchant: MerchantFixture; reff: string }> {
  const merchant = await createMerchantFixture({ balanceIdr: FUNDING });
  const inquiry = await invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount: 100_000, bank_code: '014', account_number: `987654${suffix}` },
  });
  const reff = inquiry.body.transaction.partner_reff as string;
  const confirmed = await invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: PIN } });
  expect(confirmed.body.transaction.status).toBe(suffix === '1234' ? 'paid' : 'failed');
  return { merchant, reff };
}

async function expectBalanced() {
  const audit = await auditLedger();
  expect(audit.problems).toEqual([]);
  expect(audit.balanced).toBe(true);
  return audit;
}

const conflictsOf = async (reff: string) =>
  (await listSuspenseEntries()).filter((entry) => entry.partner_reff === reff && entry.reason === 'payout_conflict');

describe('payout.returned', () => {
  it('credits total_debit back in one move: paid -> failed, event payout_returned, transaction.failed with failed_at', async () => {
    const { merchant, reff } = await confirmedPayout('1234');
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: FUNDING - DEBIT,
      held: 0,
      pending_settlement: 0,
    });
    const outcome = await applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now());
    expect(outcome.kind).toBe('applied');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });

    const detail = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: reff } });
    const events = detail.body.transaction.events ?? detail.body.events;
    expect(events.at(-1)).toMatchObject({
      event_type: 'payout_returned',
      from: 'paid',
      to: 'failed',
      source: 'gateway_callback',
    });
    expect(detail.body.transaction.status).toBe('failed');
    const delivery = await getDelivery(deliveryIdForMove(moveIdOf(reff, 'payout_returned')));
    expect(delivery?.event).toBe('transaction.failed');
    const body = JSON.parse(delivery!.body);
    expect(body.transaction).toMatchObject({ status: 'failed', failed_at: expect.stringMatching(/\+07:00$/) });
    const returned = (await postingsOf(merchant.merchantId)).filter((posting) => posting.id === `${reff}#return`);
    expect(returned).toMatchObject([
      { amount: DEBIT, from: 'system:gateway_clearing', to: `merchant:${merchant.merchantId}:available` },
    ]);
    await expectBalanced();
  });

  it('is already_applied the second time (the same callback or another return) and moves nothing', async () => {
    const { merchant, reff } = await confirmedPayout('1234');
    const first = payoutCallback('payout.returned', reff);
    expect((await applyGatewayCallback(first, Date.now())).kind).toBe('applied');
    expect((await applyGatewayCallback(first, Date.now())).kind).toBe('already_applied');
    expect((await applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now())).kind).toBe(
      'already_applied',
    );
    expect(await getBalance(merchant.merchantId)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
    expect(await conflictsOf(reff)).toEqual([]);
    await expectBalanced();
  });

  it('credits once when 8 copies of the return arrive in parallel', async () => {
    const { merchant, reff } = await confirmedPayout('1234');
    const callback = payoutCallback('payout.returned', reff);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => applyGatewayCallback(callback, Date.now())));
    expect(outcomes.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind !== 'applied').map((outcome) => outcome.kind)).toEqual(
      Array(7).fill('already_applied'),
    );
    expect(await getBalance(merchant.merchantId)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
    expect(
      (await postingsOf(merchant.merchantId)).filter((posting) => String(posting.id).endsWith('#return')),
    ).toHaveLength(1);
    await expectBalanced();
  });

  it('treats a late copy of the executed callback after the return as already applied, not a conflict', async () => {
    const { merchant, reff } = await confirmedPayout('1234');
    await applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now());
    expect((await applyGatewayCallback(payoutCallback('payout.executed', reff), Date.now())).kind).toBe(
      'already_applied',
    );
    expect(await conflictsOf(reff)).toEqual([]);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: FUNDING, held: 0, pending_settlement: 0 });
  });

  it('fails (for a retry) a return for a payout still held, and moves nothing', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: FUNDING });
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 100_000, bank_code: '014', account_number: '9876542222' },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    expect(
      (await invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: PIN } })).body
        .transaction.status,
    ).toBe('pending');
    await expect(applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now())).rejects.toThrow(
      /must wait/,
    );
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: FUNDING - DEBIT,
      held: DEBIT,
      pending_settlement: 0,
    });
    expect(await conflictsOf(reff)).toEqual([]);
  });
});

describe('payout conflicts', () => {
  it.each<[string, '1234' | '1111', GatewayCallback['event']]>([
    ['payout.executed for a payout that failed and released its hold', '1111', 'payout.executed'],
    ['payout.failed for a paid payout', '1234', 'payout.failed'],
    ['payout.returned for a payout that was never paid', '1111', 'payout.returned'],
  ])(
    'records %s as one payout_conflict entry that moves no money, also when redelivered',
    async (_label, suffix, event) => {
      const { merchant, reff } = await confirmedPayout(suffix);
      const balance = await getBalance(merchant.merchantId);
      const before = await expectBalanced();
      const callback = payoutCallback(event, reff);
      const raw = JSON.stringify(callback);
      const outcomes = await Promise.all([1, 2, 3].map(() => applyGatewayCallback(callback, Date.now(), raw)));
      expect(outcomes.map((outcome) => outcome.kind)).toEqual(['suspense', 'suspense', 'suspense']);
      expect(outcomes.filter((outcome) => outcome.kind === 'suspense' && outcome.applied)).toHaveLength(1);
      expect(await applyGatewayCallback(callback, Date.now(), raw)).toMatchObject({ kind: 'suspense', applied: false });

      const entries = await conflictsOf(reff);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        id: payoutConflictIdFor(event, reff, callback.gateway_reference),
        amount: 100_000,
        state: 'open',
        raw_callback: raw,
        gateway_reference: callback.gateway_reference,
      });
      expect(await getBalance(merchant.merchantId)).toEqual(balance);
      expect((await getTransaction(reff))?.status).toBe(suffix === '1234' ? 'paid' : 'failed');
      const after = await expectBalanced();
      expect(after.payout_conflicts - before.payout_conflicts).toBe(1);
      // A conflict holds no money: the suspense account and its open money entries are unchanged.
      expect(after.suspense).toEqual(before.suspense);
    },
  );

  it('records a return for a payout we do not know as a conflict', async () => {
    const reff = `TF-20261125-NOSUCH${randomUUID().slice(0, 6).toUpperCase()}`;
    expect(await applyGatewayCallback(payoutCallback('payout.returned', reff), Date.now())).toMatchObject({
      kind: 'suspense',
      applied: true,
      entry: { reason: 'payout_conflict' },
    });
    await expectBalanced();
  });

  it('lists the conflict in GET /admin/v1/suspense and counts it in GET /admin/v1/audit until an operator closes it', async () => {
    const { reff } = await confirmedPayout('1111');
    const callback = payoutCallback('payout.executed', reff);
    await applyGatewayCallback(callback, Date.now());
    const id = payoutConflictIdFor('payout.executed', reff, callback.gateway_reference);
    const listed = await admin('adminListSuspense');
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id, reason: 'payout_conflict', partner_reff: reff, amount: 100_000, state: 'open' }),
    );
    const open = (await admin('adminAudit')).body;
    expect(open).toMatchObject({ ok: true, balanced: true });
    expect(open.payout_conflicts).toBeGreaterThanOrEqual(1);

    const credit = await admin('adminResolveSuspense', {
      params: { id },
      body: { merchant_id: 'm_DEMO0000000000000' },
    });
    expect(credit).toMatchObject({ status: 422, body: { ok: false, error: 'validation_failed' } });
    expect((await admin('adminResolveSuspense', { params: { id }, body: { refund: true } })).status).toBe(422);
    const closed = await admin('adminResolveSuspense', { params: { id }, body: { close: true } });
    expect(closed).toMatchObject({
      status: 200,
      body: { ok: true, suspense: { id, state: 'closed', resolved_by: expect.any(String) } },
    });
    expect((await admin('adminResolveSuspense', { params: { id }, body: { close: true } })).status).toBe(200);
    expect((await getSuspenseEntry(id))?.state).toBe('closed');
    const after = (await admin('adminAudit')).body;
    expect(after).toMatchObject({ balanced: true });
    expect(after.payout_conflicts).toBe(open.payout_conflicts - 1);
  });

  it('refuses to merely close an entry that holds money', async () => {
    const callback: GatewayCallback = {
      ...payoutCallback('payout.executed', 'x'),
      event: 'payment.paid',
      channel: 'qris',
      partner_reff: `QR-20261125-NOSUCH${randomUUID().slice(0, 6)}`,
    };
    delete callback.reason;
    const outcome = await applyGatewayCallback(callback, Date.now());
    if (outcome.kind !== 'suspense') throw new Error(`expected suspense, got ${outcome.kind}`);
    expect(
      (await admin('adminResolveSuspense', { params: { id: outcome.entry.id }, body: { close: true } })).status,
    ).toBe(422);
    expect((await getSuspenseEntry(outcome.entry.id))?.state).toBe('open');
  });
});
