import { createHmac } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { emfLines, metricsNamed } from '../support/emf';
import { pngSize, readQrCode } from '../support/qr-png';
import {
  ADMIN_TOKEN,
  api,
  DEMO_AUTH,
  eventually,
  freePort,
  jsonDocuments,
  readmeExample,
  runExample,
  startReceiver,
  useOwnStack,
} from './support';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The README's QR walkthrough and the QR platform guarantees, against `npm start` as a user runs it. */
describe('local stack: QR flow end to end', () => {
  // A stack of its own: the README examples assume a new stack's demo merchant, the logs and metrics
  // test reads the stack's own output (at LOG_LEVEL info), and the last test stops it with Ctrl-C.
  const stack = useOwnStack({ LOG_LEVEL: 'info' });

  it('serves health, the OpenAPI document and the API reference page', async () => {
    expect((await api(stack().baseUrl, '/api/v1/health')).body).toEqual({ ok: true });
    for (const path of ['/openapi.json', '/api/v1/openapi.json']) {
      const document = await api(stack().baseUrl, path);
      expect(document.status).toBe(200);
      expect(document.body.openapi).toMatch(/^3\.0\./);
      expect(document.body.info.version).toBe('1.0.0');
      expect(Object.keys(document.body.paths)).toEqual(
        expect.arrayContaining(['/qris', '/transactions', '/transactions/{partner_reff}']),
      );
    }
    const docs = await api(stack().baseUrl, '/docs');
    expect(docs.status).toBe(200);
    expect(docs.body).toContain('swagger-ui-bundle.js');
    expect((await api(stack().baseUrl, '/docs/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('serves the dashboard configuration, whose user pool signs a new user up and in', async () => {
    const config = await api(stack().baseUrl, '/dashboard/config.json');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      api_base: stack().baseUrl,
      cognito: {
        endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        region: 'local',
        user_pool_id: expect.any(String),
        client_id: expect.any(String),
      },
      environment: 'sandbox',
      other_environment_url: null,
    });
    const { endpoint, client_id: clientId } = config.body.cognito;
    const cognito = (target: string, body: unknown) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));
    const credentials = { Username: 'e2e-owner@merchant.test', Password: 'E2e-Passw0rd!' };
    const signedUp = await cognito('SignUp', { ClientId: clientId, ...credentials });
    expect(signedUp).toMatchObject({ status: 200, body: { UserConfirmed: true } });
    const signedIn = await cognito('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: credentials.Username, PASSWORD: credentials.Password },
    });
    expect(signedIn.status).toBe(200);
    const idToken = signedIn.body.AuthenticationResult.IdToken as string;
    expect(idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await api(stack().baseUrl, '/dashboard/config.json', { method: 'POST' })).status).toBe(405);

    // The dashboard API takes the ID token; a missing or wrong one gets the authorizer's bare 401.
    const bearer = { authorization: `Bearer ${idToken}` };
    expect(await api(stack().baseUrl, '/dashboard/v1/me')).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const accessToken = { authorization: `Bearer ${signedIn.body.AuthenticationResult.AccessToken}` };
    expect((await api(stack().baseUrl, '/dashboard/v1/me', { headers: accessToken })).body.error).toBe('invalid_token');
    expect(await api(stack().baseUrl, '/dashboard/v1/me', { headers: bearer })).toMatchObject({
      status: 200,
      body: { ok: true, user: { email: credentials.Username }, memberships: [] },
    });
    const created = await api(stack().baseUrl, '/dashboard/v1/merchants', {
      headers: bearer,
      body: { business_name: 'E2E Warung' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { merchant: { business_name: 'E2E Warung', kyc_status: 'unverified' } },
    });
    expect(await api(stack().baseUrl, '/dashboard/v1/merchant', { headers: bearer })).toMatchObject({
      status: 200,
      body: { merchant: { id: created.body.merchant.id } },
    });
  });

  it('runs the README self-service example: sign-up, merchant, KYC with uploads, approval, own key, paid QR', async () => {
    const result = await runExample(readmeExample('self-service'), stack().baseUrl);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [created, submitted, verified, paid] = jsonDocuments(result.stdout);
    expect(created).toMatchObject({
      ok: true,
      merchant: { business_name: 'Warung Sejahtera', kyc_status: 'unverified' },
    });
    expect(submitted).toMatchObject({ ok: true, merchant: { id: created.merchant.id, kyc_status: 'submitted' } });
    expect(verified).toMatchObject({ ok: true, merchant: { id: created.merchant.id, kyc_status: 'verified' } });
    expect(paid).toMatchObject({ ok: true, transaction: { amount: 25000, status: 'paid', type: 'qris' } });
    // The key the merchant made is its own: the QR belongs to the new merchant, not the demo one.
    const balance = await api(stack().baseUrl, `/admin/v1/merchants/${created.merchant.id}/balance`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(balance.body.balance.pending_settlement).toBe(paid.transaction.fees.net_amount);
  });

  it('runs the README QR example as written: create, sandbox pay, read, list', async () => {
    const result = await runExample(readmeExample('qris'), stack().baseUrl);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [created, paid, detail, list] = jsonDocuments(result.stdout);
    expect(created).toMatchObject({
      ok: true,
      transaction: { amount: 50000, status: 'waiting_payment' },
      fees: { total_fee: 500, net_amount: 49500 },
    });
    const reff = created.transaction.partner_reff;
    expect(paid).toMatchObject({ ok: true, partner_reff: reff, status: 'paid' });
    expect(detail.transaction).toMatchObject({ partner_reff: reff, type: 'qris', status: 'paid', amount: 50000 });
    expect(detail.transaction.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'created',
      'callback_received',
    ]);
    expect(list.data[0]).toMatchObject({ partner_reff: reff, status: 'paid', net_amount: 49500, total_fee: 500 });
    // The demo merchant's opening balance is an operator adjustment: the first transaction of the list.
    expect(list.data.at(-1)).toMatchObject({ type: 'adjustment', status: 'paid', amount: 10_000_000, total_fee: 0 });
    expect(list.meta).toMatchObject({ current_page: 1, total: 2 });
  });

  it('runs the README settlement example: H+1 moves pending_settlement to available and the audit balances', async () => {
    const result = await runExample(readmeExample('settlement'), stack().baseUrl);
    expect(result.status).toBe(0);
    const [before, advanced, after, audit] = jsonDocuments(result.stdout);
    expect(before.balance).toEqual({ available: 10_000_000, held: 0, pending_settlement: 49_500 });
    expect(advanced).toMatchObject({ ok: true });
    expect(after.balance).toEqual({ available: 10_049_500, held: 0, pending_settlement: 0 });
    expect(audit).toMatchObject({ ok: true, balanced: true, problems: [] });
    const list = await api(stack().baseUrl, '/api/v1/transactions', { headers: { authorization: DEMO_AUTH } });
    expect(list.body.data[0].status).toBe('settled');
  });

  it("points qr_image_url at the sandbox image: a PNG of at least 200 x 200 that reads back as the QR's qr_string", async () => {
    const created = await Promise.all(
      [11_000, 12_000].map((amount) =>
        api(stack().baseUrl, '/api/v1/qris', { body: { amount }, headers: { authorization: DEMO_AUTH } }),
      ),
    );
    const images: Buffer[] = [];
    for (const { body } of created) {
      const { partner_reff: reff } = body.transaction;
      expect(body.qris.qr_image_url).toBe(`${stack().baseUrl}/sandbox/v1/qris/${reff}/image.png`);
      const response = await fetch(body.qris.qr_image_url);
      expect({ status: response.status, type: response.headers.get('content-type') }).toEqual({
        status: 200,
        type: 'image/png',
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const size = pngSize(bytes);
      expect(size).toMatchObject({ signature: true, chunk: 'IHDR' });
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(200);
      expect(readQrCode(bytes)).toBe(body.qris.qr_string);
      images.push(bytes);
    }
    expect(created[0]!.body.qris.qr_string).not.toBe(created[1]!.body.qris.qr_string);
    expect(images[0]!.equals(images[1]!)).toBe(false);
    expect((await api(stack().baseUrl, '/sandbox/v1/qris/QR-NO-SUCH/image.png')).status).toBe(404);
    expect(
      (
        await api(stack().baseUrl, `/sandbox/v1/qris/${created[0]!.body.transaction.partner_reff}/image.png`, {
          method: 'POST',
        })
      ).status,
    ).toBe(405);
  });

  it('credits a QR paid many times in parallel once and sends one signed transaction.paid webhook', async () => {
    const receiver = await startReceiver(200);
    try {
      const client = await api(stack().baseUrl, '/admin/v1/merchants/m_demo/clients', {
        body: { callback_url: receiver.url },
        headers: admin,
      });
      expect(client.status).toBe(201);
      const { client_id: clientId, client_secret: secret } = client.body.client;
      const auth = { authorization: `Bearer ${clientId}:${secret}` };
      const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body
        .balance;
      const created = await api(stack().baseUrl, '/api/v1/qris', { body: { amount: 100_000 }, headers: auth });
      expect(created.status).toBe(201);
      const reff = created.body.transaction.partner_reff;

      const pays = await Promise.all([
        api(stack().baseUrl, `/sandbox/v1/qris/${reff}/pay?copies=10`, { method: 'POST' }),
        ...Array.from({ length: 5 }, () => api(stack().baseUrl, `/sandbox/v1/qris/${reff}/pay`, { method: 'POST' })),
      ]);
      // Six payments (one delivered ten times): the first to land pays the QR, the other five are
      // second payments under other gateway references and wait in suspense for an operator.
      expect(pays.map((pay) => pay.status)).toEqual(Array(6).fill(200));
      expect(pays.filter((pay) => pay.body.suspense_id === undefined)).toHaveLength(1);
      expect(pays.filter((pay) => typeof pay.body.suspense_id === 'string')).toHaveLength(5);
      const suspense = await api(stack().baseUrl, '/admin/v1/suspense', { headers: admin });
      expect(
        suspense.body.data.filter(
          (entry: { partner_reff: string; reason: string }) =>
            entry.partner_reff === reff && entry.reason === 'duplicate_payment',
        ),
      ).toHaveLength(5);

      const webhook = await eventually(async () =>
        receiver.received.find((entry) => entry.headers['x-webhook-event'] === 'transaction.paid'),
      );
      await new Promise((done) => setTimeout(done, 1500));
      expect(receiver.received.filter((entry) => entry.headers['x-webhook-event'] === 'transaction.paid')).toHaveLength(
        1,
      );
      expect(webhook.headers['x-webhook-signature']).toBe(
        createHmac('sha256', secret).update(webhook.body).digest('hex'),
      );
      expect(JSON.parse(webhook.body)).toMatchObject({
        event: 'transaction.paid',
        partner_reff: reff,
        transaction: { status: 'paid', amount: 100_000, fees: { net_amount: 99_000 } },
      });

      const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
      expect(after.pending_settlement - before.pending_settlement).toBe(99_000);
      const log = await api(stack().baseUrl, `/admin/v1/clients/${clientId}/webhook-deliveries`, { headers: admin });
      expect(log.body.data[0]).toMatchObject({
        event: 'transaction.paid',
        partner_reff: reff,
        http_status: 200,
        state: 'delivered',
        attempt: 1,
      });
      expect((await api(stack().baseUrl, '/admin/v1/audit', { headers: admin })).body).toMatchObject({
        balanced: true,
      });
    } finally {
      await receiver.close();
    }
  });

  it('runs the README webhook example as written: client with callback URL, ping, delivery log, resend', async () => {
    const result = await runExample(readmeExample('webhooks'), stack().baseUrl, {
      HOOK_PORT: String(await freePort()),
    });
    expect(result.status).toBe(0);
    const [client, ping, log, resent] = jsonDocuments(result.stdout);
    expect(client).toMatchObject({
      ok: true,
      client: { client_id: expect.any(String), client_secret: expect.any(String) },
    });
    expect(ping).toMatchObject({ ok: true, http_status: 200, latency_ms: expect.any(Number) });
    expect(log.data[0]).toMatchObject({ event: 'webhook.ping', http_status: 200, state: 'delivered', attempt: 1 });
    expect(resent).toMatchObject({
      ok: true,
      delivery: { id: log.data[0].id, event: 'webhook.ping', state: 'delivered', http_status: 200 },
    });
    expect(result.stderr.match(/^webhook\.ping /gm)).toHaveLength(2);
  });

  it('runs the README suspense example: a second payment waits in suspense until an operator credits it once', async () => {
    const before = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    const result = await runExample(readmeExample('suspense'), stack().baseUrl);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const [first, second, resolved, audit] = jsonDocuments(result.stdout);
    expect(first).toMatchObject({ ok: true, status: 'paid' });
    expect(first).not.toHaveProperty('suspense_id');
    expect(second).toMatchObject({
      ok: true,
      partner_reff: first.partner_reff,
      status: 'paid',
      suspense_id: expect.stringMatching(/^sus_/),
    });
    expect(result.stdout).toMatch(/^\d+ IDR open in suspense$/m);
    expect(resolved).toMatchObject({
      ok: true,
      suspense: {
        id: second.suspense_id,
        state: 'credited',
        merchant_id: 'm_demo',
        amount: 20_000,
        reason: 'duplicate_payment',
      },
    });
    expect(audit).toMatchObject({ ok: true, balanced: true, problems: [] });
    const after = (await api(stack().baseUrl, '/admin/v1/merchants/m_demo/balance', { headers: admin })).body.balance;
    // The first payment pays the QR (net to pending settlement), the second reaches available once, whole.
    expect(after.available - before.available).toBe(20_000);
    expect(after.pending_settlement - before.pending_settlement).toBe(19_800);
    const again = await api(stack().baseUrl, `/admin/v1/suspense/${second.suspense_id}/resolve`, {
      body: { refund: true },
      headers: admin,
    });
    expect(again.status).toBe(409);
  });

  it('expires an unpaid QR after 30 minutes by the scheduled sweep', async () => {
    const created = await api(stack().baseUrl, '/api/v1/qris', {
      body: { amount: 20_000 },
      headers: { authorization: DEMO_AUTH },
    });
    const reff = created.body.transaction.partner_reff;
    await api(stack().baseUrl, '/sandbox/v1/clock/advance', { body: { seconds: 31 * 60 } });
    const expired = await eventually(async () => {
      const detail = await api(stack().baseUrl, `/api/v1/transactions/${reff}`, {
        headers: { authorization: DEMO_AUTH },
      });
      return detail.body.transaction.status === 'expired' ? detail.body.transaction : undefined;
    });
    expect(expired.events.at(-1)).toMatchObject({
      event_type: 'expired',
      from: 'waiting_payment',
      to: 'expired',
      source: 'scheduler',
    });
  });

  // docs/ARCHITECTURE.md, section 11: the local stack writes the same JSON log lines and EMF metric
  // lines as the Lambda functions do in AWS, to its stdout.
  it('prints PaymentCreated and PaymentPaid as EMF, and log lines with the request id, cold start and the partner_reff', async () => {
    // What the stack printed before this test (whole lines) is left out: its own QR's lines are read.
    const from = stack().output().lastIndexOf('\n') + 1;
    const printed = (): string => stack().output().slice(from);
    const logLines = (text: string): Array<Record<string, unknown>> =>
      text
        .split('\n')
        .filter((line) => line.startsWith('{') && !line.includes('"_aws"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const handled = (text: string, route: string) =>
      logLines(text).filter((line) => line.message === 'request handled' && line.route === route);
    const created = await api(stack().baseUrl, '/api/v1/qris', {
      body: { amount: 20_000 },
      headers: { authorization: DEMO_AUTH },
    });
    expect(created.status).toBe(201);
    const reff = created.body.transaction.partner_reff as string;
    expect((await api(stack().baseUrl, `/sandbox/v1/qris/${reff}/pay`, { body: {} })).status).toBe(200);
    await eventually(
      async () => (metricsNamed(emfLines(printed()), 'PaymentPaid').length > 0 ? true : undefined),
      30_000,
    );

    const lines = emfLines(printed());
    const expected = {
      namespace: 'MerchantPayments',
      dimensions: expect.objectContaining({ stage: 'local', channel: 'qris' }),
    };
    expect(metricsNamed(lines, 'PaymentCreated')).toEqual([expect.objectContaining({ value: 1, ...expected })]);
    expect(metricsNamed(lines, 'PaymentPaid')).toEqual([expect.objectContaining({ value: 1, ...expected })]);

    const [createLine] = handled(printed(), 'createQris');
    expect(createLine).toMatchObject({
      level: 'info',
      status: 201,
      function_name: 'createQris',
      cold_start: false,
      correlation_id: reff,
    });
    expect(createLine?.function_request_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    // The stack's first createQris (the README QR example's, earlier in this file) was its cold start.
    expect(handled(stack().output(), 'createQris')[0]).toMatchObject({ cold_start: true });
    // The gateway's signed callback for the payment is logged under the QR's partner_reff too.
    const [callbackLine] = handled(printed(), 'gatewayCallback').filter((line) => line.correlation_id === reff);
    expect(callbackLine).toMatchObject({ status: 200, function_name: 'gatewayCallback', correlation_id: reff });
    for (const line of logLines(printed())) expect(line).toHaveProperty('at');
  }, 60_000);

  it('stops every child process on Ctrl-C', async () => {
    const groupId = stack().process.pid!;
    await stack().stop();
    // npm may exit on the signal before the stack's own line reaches the shared pipe: the output is
    // whole once every process of the stack has closed the pipe.
    await stack().outputEnded();
    expect(stack().output()).toContain('stopping the local stack');
    // A process that has exited may stay in the table until its parent has reaped it.
    const remaining = async (): Promise<string[]> =>
      execFileSync('ps', ['-eo', 'pgid=,pid=,stat=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.trim().split(/\s+/)[0] === String(groupId) && !/^\S+\s+\S+\s+Z/.test(line.trim()));
    expect(await eventually(async () => ((await remaining()).length === 0 ? true : undefined), 10_000)).toBe(true);
  });
});
