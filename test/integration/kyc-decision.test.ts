import { randomUUID } from 'node:crypto';
import { useGatewaySimulator } from '../support/gateway';
import { createMerchantFixture, dashboardClaims, invoke } from '../support/harness';
import { OPENING_BALANCE_IDR } from '../../shared/operations/opening-balance';

/**
 * The operator's KYC decision (POST /admin/v1/merchants/{id}/kyc) and what the merchant then may do:
 * its users see the state and the reason, and only a verified merchant's clients use the API.
 */
useGatewaySimulator();
const ADMIN = { authorization: 'Bearer test-admin-token' };

const decide = (merchantId: string, body: unknown) =>
  invoke('adminKycDecision', { headers: ADMIN, params: { id: merchantId }, body });

async function ownerWithMerchant() {
  const sub = randomUUID();
  const user = { sub, email: `${sub.slice(0, 8)}@merchant.test` };
  const created = await invoke('dashboardCreateMerchant', {
    claims: dashboardClaims(user),
    body: { business_name: 'Kyc Test' },
  });
  expect(created.status).toBe(201);
  return { claims: dashboardClaims(user), merchantId: created.body.merchant.id as string };
}

describe('KYC decision', () => {
  it('rejects with a reason its users see, and approving later verifies it and clears the reason', async () => {
    const { claims, merchantId } = await ownerWithMerchant();
    const rejected = await decide(merchantId, { decision: 'reject', reason: 'The NPWP scan is unreadable' });
    expect(rejected).toMatchObject({
      status: 200,
      body: {
        ok: true,
        merchant: { id: merchantId, kyc_status: 'rejected', kyc_rejection_reason: 'The NPWP scan is unreadable' },
      },
    });
    expect((await invoke('dashboardGetMerchant', { claims })).body.merchant).toMatchObject({
      kyc_status: 'rejected',
      kyc_rejection_reason: 'The NPWP scan is unreadable',
    });
    const approved = await decide(merchantId, { decision: 'approve' });
    expect(approved.body.merchant.kyc_status).toBe('verified');
    expect(approved.body.merchant.kyc_rejection_reason).toBeUndefined();
    expect((await invoke('dashboardGetMerchant', { claims })).body.merchant).toMatchObject({
      kyc_status: 'verified',
      kyc_rejection_reason: null,
    });
  });

  it("keeps a rejected merchant's clients from paying out (403 kyc_required) until it is approved", async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const inquiry = () =>
      invoke('transferInquiry', {
        auth: merchant.auth,
        body: { amount: 10_000, bank_code: '014', account_number: '5550012347' },
      });
    expect((await decide(merchant.merchantId, { decision: 'reject', reason: 'Unknown owner' })).status).toBe(200);
    const refused = await inquiry();
    expect([refused.status, refused.body.error]).toEqual([403, 'kyc_required']);
    expect((await decide(merchant.merchantId, { decision: 'approve' })).status).toBe(200);
    expect((await inquiry()).status).toBe(200);
  });

  it.each([
    [{ decision: 'reject' }, 'reason'],
    [{ decision: 'approve', reason: 'fine' }, 'reason'],
    [{ decision: 'maybe' }, 'decision'],
    [{}, 'decision'],
    [{ decision: 'reject', reason: '   ' }, 'reason'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const merchant = await createMerchantFixture();
    const refused = await decide(merchant.merchantId, body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('answers 404 for an unknown merchant and 401 without the admin token', async () => {
    expect((await decide('m_unknown0000000000', { decision: 'approve' })).status).toBe(404);
    const merchant = await createMerchantFixture();
    const anonymous = await invoke('adminKycDecision', {
      params: { id: merchant.merchantId },
      body: { decision: 'approve' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('dashboard balance', () => {
  it("answers the merchant's buckets, summed over its shards, to any member", async () => {
    const { claims, merchantId } = await ownerWithMerchant();
    // A sandbox merchant starts with its opening test balance (shared/operations/opening-balance.ts).
    expect((await invoke('dashboardBalance', { claims })).body).toEqual({
      ok: true,
      balance: { available: OPENING_BALANCE_IDR, held: 0, pending_settlement: 0, currency: 'IDR' },
    });
    const adjusted = await invoke('adminBalanceAdjustment', {
      headers: { ...ADMIN, 'x-idempotency-key': randomUUID() },
      params: { id: merchantId },
      body: { amount: 75_000, note: 'opening' },
    });
    expect(adjusted.status).toBe(200);
    expect((await invoke('dashboardBalance', { claims })).body.balance).toEqual({
      available: OPENING_BALANCE_IDR + 75_000,
      held: 0,
      pending_settlement: 0,
      currency: 'IDR',
    });
  });
});
