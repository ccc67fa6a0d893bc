import { ADMIN_TOKEN, api, DEMO_AUTH, jsonDocuments, readmeExample, runExample, useStack } from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const demo = { authorization: DEMO_AUTH };

/** Payouts against `npm start`: the README's example, run as written, and the books afterwards. */
describe('local stack: payouts end to end', () => {
  const stack = useStack();

  it('documents the payout routes in the OpenAPI document', async () => {
    const document = await api(stack().baseUrl, '/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/transfer/banks',
        '/transfer/inquiry',
        '/transfer/confirm',
        '/ewallet/products',
        '/ewallet/inquiry',
        '/ewallet/confirm',
      ]),
    );
  });

  it('runs the README payouts example: a paid transfer, a rejected e-wallet top-up, a timed-out transfer that reconciliation finishes', async () => {
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    const run = await runExample(readmeExample('payouts'), stack().baseUrl);
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^\d{3} banks$/m);
    const [products, inquiry, paid, rejectedInquiry, rejected, timeoutInquiry, pending, heldBalance, , settled] =
      jsonDocuments(run.stdout);
    expect(products.data).toHaveLength(5);
    expect(inquiry).toMatchObject({
      ok: true,
      transaction: { status: 'pending', bank_code: '014', account_name: expect.any(String) },
      fees: { total_fee: 3_500, total_debit: 253_500 },
    });
    expect(paid).toMatchObject({
      ok: true,
      transaction: { partner_reff: inquiry.transaction.partner_reff, status: 'paid', amount: 250_000 },
      message: null,
    });
    expect(rejectedInquiry.transaction).toMatchObject({ product_code: 'OVO', phone_number: '081200001111' });
    expect(rejected).toMatchObject({ ok: true, transaction: { status: 'failed' }, message: expect.any(String) });
    expect(pending).toMatchObject({
      ok: true,
      transaction: { partner_reff: timeoutInquiry.transaction.partner_reff, status: 'pending' },
    });
    expect(heldBalance.balance.held).toBeGreaterThanOrEqual(103_500);
    expect(settled.transaction).toMatchObject({
      partner_reff: timeoutInquiry.transaction.partner_reff,
      type: 'transfer',
      status: 'paid',
    });

    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    expect(after.held).toBe(before.held);
    expect(before.available - after.available).toBe(253_500 + 103_500);
    const audit = await api(stack().baseUrl, '/admin/v1/audit', { headers: admin });
    expect(audit.body).toMatchObject({ ok: true, balanced: true, problems: [] });
  }, 90_000);

  /** A confirmed transfer of the demo merchant to a destination whose suffix picks the gateway's answer. */
  async function confirmedTransfer(accountNumber: string): Promise<string> {
    const headers = { ...demo, 'x-forwarded-for': '203.0.113.77' };
    const inquiry = await api(stack().baseUrl, '/api/v1/transfer/inquiry', {
      method: 'POST',
      headers,
      body: { amount: 50_000, bank_code: '014', account_number: accountNumber },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    const confirmed = await api(stack().baseUrl, '/api/v1/transfer/confirm', {
      method: 'POST',
      headers,
      body: { partner_reff: reff, pin: '123456' },
    });
    expect(confirmed.status).toBe(200);
    return reff;
  }

  const sandbox = (path: string, body: unknown = {}) =>
    api(stack().baseUrl, `/sandbox/v1${path}`, { method: 'POST', body });
  const balance = async () =>
    (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;

  it('returns a paid payout through the sandbox: the total debit comes back once, the payout is failed', async () => {
    const reff = await confirmedTransfer('5551231234');
    const before = await balance();
    const returned = await sandbox(`/payouts/${reff}/return`, { reason: 'Account closed' });
    expect(returned).toMatchObject({
      status: 200,
      body: { ok: true, partner_reff: reff, status: 'failed', gateway_reference: expect.any(String) },
    });
    expect((await balance()).available - before.available).toBe(53_500);
    // The same return again is a redelivery: already applied, nothing moves.
    expect((await sandbox(`/payouts/${reff}/return`)).body).toMatchObject({
      ok: true,
      status: 'failed',
      gateway_reference: returned.body.gateway_reference,
    });
    expect((await balance()).available - before.available).toBe(53_500);
    const detail = await api(stack().baseUrl, `/api/v1/transactions/${reff}`, {
      headers: { ...demo, 'x-forwarded-for': '203.0.113.78' },
    });
    expect(detail.body.transaction).toMatchObject({ status: 'failed' });
  }, 60_000);

  it('records a contradicting execute as a payout conflict, refuses to return an unpaid payout, and 404s an unknown one', async () => {
    const reff = await confirmedTransfer('5551231111');
    const before = await balance();
    expect(await sandbox(`/payouts/${reff}/return`)).toMatchObject({
      status: 422,
      body: { ok: false, error: 'payout_not_paid' },
    });
    const executed = await sandbox(`/payouts/${reff}/execute`);
    expect(executed).toMatchObject({
      status: 200,
      body: { ok: true, partner_reff: reff, status: 'failed', suspense_id: expect.stringMatching(/^sus_/) },
    });
    expect(await balance()).toEqual(before);
    const listed = await api(stack().baseUrl, '/admin/v1/suspense', { headers: admin });
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: executed.body.suspense_id,
        reason: 'payout_conflict',
        partner_reff: reff,
        amount: 50_000,
        state: 'open',
      }),
    );
    const audit = await api(stack().baseUrl, '/admin/v1/audit', { headers: admin });
    expect(audit.body).toMatchObject({ ok: true, balanced: true, problems: [] });
    expect(audit.body.payout_conflicts).toBeGreaterThanOrEqual(1);
    expect((await sandbox('/payouts/TF-20261125-NOSUCHREFF00/return')).status).toBe(404);
    expect((await sandbox('/payouts/TF-20261125-NOSUCHREFF00/execute')).status).toBe(404);
  }, 60_000);

  it('answers bad payout input with a 4xx envelope, never a 5xx', async () => {
    const bodies = [
      '{',
      '[]',
      '{"amount": "x"}',
      '{"amount": 1e30, "bank_code": "014", "account_number": "1234"}',
      '{"partner_reff": null, "pin": 123456}',
    ];
    for (const path of [
      '/api/v1/transfer/inquiry',
      '/api/v1/transfer/confirm',
      '/api/v1/ewallet/inquiry',
      '/api/v1/ewallet/confirm',
    ]) {
      for (const raw of bodies) {
        const response = await fetch(`${stack().baseUrl}${path}`, {
          method: 'POST',
          headers: {
            ...demo,
            'content-type': 'application/json',
            'x-forwarded-for': `203.0.113.${bodies.indexOf(raw) + 10}`,
          },
          body: raw,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
    }
  });
});
