import { ADMIN_TOKEN, api, DEMO_AUTH, jsonDocuments, readmeExample, runExample, useStack } from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const demo = { authorization: DEMO_AUTH };

/** Payouts against `npm start`: the README's example, run as written, and the books afterwards. */
describe('local stack: payouts end to end', () => {
  const stack = useStack();

  it('documents the payout routes in the OpenAPI document', async () => {
    const document = await api(stack().baseUrl, '/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/transfer/banks', '/transfer/inquiry', '/transfer/confirm', '/ewallet/products', '/ewallet/inquiry', '/ewallet/confirm']),
    );
  });

  it('runs the README payouts example: a paid transfer, a rejected e-wallet top-up, a timed-out transfer that reconciliation finishes', async () => {
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    const run = await runExample(readmeExample('payouts'), stack().baseUrl);
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/^\d{3} banks$/m);
    const [products, inquiry, paid, rejectedInquiry, rejected, timeoutInquiry, pending, heldBalance, , settled] = jsonDocuments(run.stdout);
    expect(products.data).toHaveLength(5);
    expect(inquiry).toMatchObject({ ok: true, transaction: { status: 'pending', bank_code: '014', account_name: expect.any(String) }, fees: { total_fee: 3_500, total_debit: 253_500 } });
    expect(paid).toMatchObject({ ok: true, transaction: { partner_reff: inquiry.transaction.partner_reff, status: 'paid', amount: 250_000 }, message: null });
    expect(rejectedInquiry.transaction).toMatchObject({ product_code: 'OVO', phone_number: '081200001111' });
    expect(rejected).toMatchObject({ ok: true, transaction: { status: 'failed' }, message: expect.any(String) });
    expect(pending).toMatchObject({ ok: true, transaction: { partner_reff: timeoutInquiry.transaction.partner_reff, status: 'pending' } });
    expect(heldBalance.balance.held).toBeGreaterThanOrEqual(103_500);
    expect(settled.transaction).toMatchObject({ partner_reff: timeoutInquiry.transaction.partner_reff, type: 'transfer', status: 'paid' });

    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    expect(after.held).toBe(before.held);
    expect(before.available - after.available).toBe(253_500 + 103_500);
    const audit = await api(stack().baseUrl, '/admin/v1/audit', { headers: admin });
    expect(audit.body).toMatchObject({ ok: true, balanced: true, problems: [] });
  }, 90_000);

  it('answers bad payout input with a 4xx envelope, never a 5xx', async () => {
    const bodies = ['{', '[]', '{"amount": "x"}', '{"amount": 1e30, "bank_code": "014", "account_number": "1234"}', '{"partner_reff": null, "pin": 123456}'];
    for (const path of ['/api/v1/transfer/inquiry', '/api/v1/transfer/confirm', '/api/v1/ewallet/inquiry', '/api/v1/ewallet/confirm']) {
      for (const raw of bodies) {
        const response = await fetch(`${stack().baseUrl}${path}`, { method: 'POST', headers: { ...demo, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${bodies.indexOf(raw) + 10}` }, body: raw });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(await response.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
    }
  });
});
