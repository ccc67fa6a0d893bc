import { createHmac } from 'node:crypto';
import {
  ADMIN_TOKEN,
  api,
  DEMO_AUTH,
  eventually,
  jsonDocuments,
  readmeExample,
  runExample,
  startReceiver,
  useStack,
} from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const demo = { authorization: DEMO_AUTH };

/** Virtual accounts and push devices against `npm start`, the way a merchant and the sandbox use them. */
describe('local stack: virtual accounts and push devices end to end', () => {
  const stack = useStack();

  it('documents the VA and device routes in the OpenAPI document', async () => {
    const document = await api(stack().baseUrl, '/openapi.json');
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining([
        '/payments/va/banks',
        '/payments/va',
        '/payments/va/{partner_reff}',
        '/virtual-accounts',
        '/virtual-accounts/{id}',
        '/devices',
        '/devices/{token}',
      ]),
    );
  });

  it('pays a one-time VA through the sandbox: exact amount only, once, credited to available, pushed to the device', async () => {
    const token = `fcm:e2e-${Date.now()}-abcdef`;
    expect(
      (
        await api(stack().baseUrl, '/api/v1/devices', {
          body: { token, platform: 'android', app_version: '1.0.0' },
          headers: demo,
        })
      ).status,
    ).toBe(200);

    const banks = await api(stack().baseUrl, '/api/v1/payments/va/banks', { headers: demo });
    expect(banks.status).toBe(200);
    expect(banks.body.banks).toEqual(expect.arrayContaining([{ code: '014', name: expect.any(String), method: 'VA' }]));
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;

    const created = await api(stack().baseUrl, '/api/v1/payments/va', {
      body: { amount: 150_000, bank_code: '014', customer_name: 'Budi' },
      headers: demo,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ok: true,
      payment: { amount: 150_000, status: 'waiting_payment', bank_code: '014', paid_at: null },
      fees: { total_fee: 5_000, net_amount: 145_000 },
    });
    const { partner_reff: reff, virtual_account_number: number } = created.body.payment;

    const wrong = await api(stack().baseUrl, `/sandbox/v1/va/${number}/pay`, { body: { amount: 149_000 } });
    expect(wrong.status).toBe(422);
    const paid = await api(stack().baseUrl, `/sandbox/v1/va/${number}/pay`, { body: { amount: 150_000 } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, virtual_account_number: number, partner_reff: reff, status: 'paid' });
    // A second payment to the paid VA is money too: it waits in suspense, the merchant is not credited twice.
    const second = await api(stack().baseUrl, `/sandbox/v1/va/${number}/pay`, { body: { amount: 150_000 } });
    expect(second).toMatchObject({
      status: 200,
      body: { ok: true, partner_reff: reff, status: 'paid', suspense_id: expect.stringMatching(/^sus_/) },
    });

    const read = await api(stack().baseUrl, `/api/v1/payments/va/${reff}`, { headers: demo });
    expect(read.body.payment).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    expect(after.available - before.available).toBe(145_000);

    const pushed = await eventually(async () => {
      const outbox = await api(stack().baseUrl, '/admin/v1/merchants/m_demo/push-notifications', { headers: admin });
      return outbox.body.data.find((entry: { partner_reff: string }) => entry.partner_reff === reff);
    });
    expect(pushed).toMatchObject({
      token_suffix: `…${token.slice(-6)}`,
      platform: 'android',
      event: 'transaction.paid',
      title: 'Payment received',
    });
  });

  it('gets or creates the dedicated VA, and every sandbox payment to it is a paid dedicated_va transaction with a signed va.paid webhook', async () => {
    const receiver = await startReceiver(200);
    try {
      const client = await api(stack().baseUrl, '/admin/v1/merchants/m_demo/clients', {
        body: { callback_url: receiver.url },
        headers: admin,
      });
      const { client_id: clientId, client_secret: secret } = client.body.client;
      const auth = { authorization: `Bearer ${clientId}:${secret}` };

      const created = await api(stack().baseUrl, '/api/v1/virtual-accounts', {
        body: { bank_code: '013' },
        headers: auth,
      });
      expect(created.status).toBe(201);
      const again = await api(stack().baseUrl, '/api/v1/virtual-accounts', {
        body: { bank_code: '013' },
        headers: auth,
      });
      expect(again.status).toBe(200);
      expect(again.body.virtual_account).toEqual(created.body.virtual_account);
      const va = created.body.virtual_account;
      expect((await api(stack().baseUrl, `/api/v1/virtual-accounts/${va.id}`, { headers: auth })).body).toEqual({
        ok: true,
        virtual_account: va,
      });
      expect((await api(stack().baseUrl, '/api/v1/virtual-accounts', { headers: auth })).body.data).toContainEqual(va);
      expect(
        (await api(stack().baseUrl, '/api/v1/virtual-accounts', { body: { bank_code: '014' }, headers: auth })).status,
      ).toBe(422);

      const first = await api(stack().baseUrl, `/sandbox/v1/va/${va.virtual_account_number}/pay`, {
        body: { amount: 25_000 },
      });
      const second = await api(stack().baseUrl, `/sandbox/v1/va/${va.virtual_account_number}/pay`, {
        body: { amount: 1_000_000 },
      });
      expect(first.body).toMatchObject({ ok: true, status: 'paid', partner_reff: expect.stringMatching(/^DVA-/) });
      expect(second.body.partner_reff).not.toBe(first.body.partner_reff);
      expect(
        (await api(stack().baseUrl, `/sandbox/v1/va/${va.virtual_account_number}/pay`, { body: { amount: 9_999 } }))
          .status,
      ).toBe(422);

      const detail = await api(stack().baseUrl, `/api/v1/transactions/${first.body.partner_reff}`, { headers: auth });
      expect(detail.body.transaction).toMatchObject({
        type: 'dedicated_va',
        status: 'paid',
        amount: 25_000,
        fees: { net_amount: 20_000 },
      });

      const webhooks = await eventually(async () => {
        const vaPaid = receiver.received.filter((entry) => entry.headers['x-webhook-event'] === 'va.paid');
        return vaPaid.length === 2 ? vaPaid : undefined;
      });
      for (const webhook of webhooks) {
        expect(webhook.headers['x-webhook-signature']).toBe(
          createHmac('sha256', secret).update(webhook.body).digest('hex'),
        );
        expect(JSON.parse(webhook.body)).toMatchObject({
          event: 'va.paid',
          transaction: { type: 'dedicated_va', status: 'paid' },
          virtual_account: va,
        });
      }
      expect(receiver.received.filter((entry) => entry.headers['x-webhook-event'] === 'transaction.paid')).toEqual([]);
      expect((await api(stack().baseUrl, '/admin/v1/audit', { headers: admin })).body).toMatchObject({
        balanced: true,
        problems: [],
      });
    } finally {
      await receiver.close();
    }
  });

  it('runs the README one-time VA example as written: banks, create, sandbox pay, poll', async () => {
    const result = await runExample(readmeExample('va'), stack().baseUrl);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [banks, created, paid, polled] = jsonDocuments(result.stdout);
    expect(banks.banks).toEqual(
      expect.arrayContaining([{ code: '014', name: expect.any(String), method: expect.any(String) }]),
    );
    expect(created).toMatchObject({
      ok: true,
      payment: { amount: 150_000, status: 'waiting_payment', bank_code: '014', paid_at: null },
      fees: { total_fee: 5000, net_amount: 145_000 },
    });
    expect(paid).toMatchObject({ ok: true, partner_reff: created.payment.partner_reff, status: 'paid' });
    expect(polled).toMatchObject({
      ok: true,
      payment: { partner_reff: created.payment.partner_reff, status: 'paid', paid_at: expect.any(String) },
      fees: { net_amount: 145_000 },
    });
  });

  it('runs the README dedicated VA example as written: get or create, two payments, list', async () => {
    const result = await runExample(readmeExample('dedicated-va'), stack().baseUrl);
    expect(result.status).toBe(0);
    const [account, firstPay, secondPay, accounts, transactions] = jsonDocuments(result.stdout);
    expect(account).toMatchObject({ ok: true, virtual_account: { bank_code: '002', status: 'active' } });
    expect(firstPay).toMatchObject({ ok: true, status: 'paid' });
    expect(secondPay).toMatchObject({ ok: true, status: 'paid' });
    expect(accounts.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: account.virtual_account.id })]),
    );
    expect(transactions.data.map((tx: { type: string; amount: number }) => [tx.type, tx.amount])).toEqual([
      ['dedicated_va', 75_000],
      ['dedicated_va', 250_000],
    ]);
  });

  it('runs the README devices example as written: register, list the push outbox, disable', async () => {
    const result = await runExample(readmeExample('devices'), stack().baseUrl);
    expect(result.status).toBe(0);
    const [registered, outbox, disabled] = jsonDocuments(result.stdout);
    expect(registered).toMatchObject({
      ok: true,
      device: { platform: 'android', device_name: 'Pixel 8', active: true },
    });
    expect(outbox).toMatchObject({ ok: true, data: expect.any(Array) });
    expect(disabled).toEqual({ ok: true });
  });

  it('disables a device: DELETE answers {ok: true}, then 404 for an unknown token', async () => {
    const token = `apns:e2e-${Date.now()}`;
    await api(stack().baseUrl, '/api/v1/devices', { body: { token, platform: 'ios' }, headers: demo });
    const disabled = await api(stack().baseUrl, `/api/v1/devices/${encodeURIComponent(token)}`, {
      method: 'DELETE',
      headers: demo,
    });
    expect(disabled).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      (await api(stack().baseUrl, '/api/v1/devices/unknown-token', { method: 'DELETE', headers: demo })).status,
    ).toBe(404);
  });

  it('expires an unpaid one-time VA after its lifetime by the scheduled sweep', async () => {
    const created = await api(stack().baseUrl, '/api/v1/payments/va', {
      body: { amount: 20_000, bank_code: '008', expires_in_hours: 1 },
      headers: demo,
    });
    const { partner_reff: reff, virtual_account_number: number } = created.body.payment;
    await api(stack().baseUrl, '/sandbox/v1/clock/advance', { body: { seconds: 3_601 } });
    const expired = await eventually(async () => {
      const read = await api(stack().baseUrl, `/api/v1/payments/va/${reff}`, { headers: demo });
      return read.body.payment.status === 'expired' ? read.body.payment : undefined;
    });
    expect(expired.paid_at).toBeNull();
    // Paid after it expired: the money arrived, so the VA is paid and the merchant credited.
    const late = await api(stack().baseUrl, `/sandbox/v1/va/${number}/pay`, { body: { amount: 20_000 } });
    expect(late.body).toMatchObject({ ok: true, partner_reff: reff, status: 'paid' });
    expect(late.body).not.toHaveProperty('suspense_id');
  });
});
