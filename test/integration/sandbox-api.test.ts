import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSEvent } from 'aws-lambda';
import { handler as callbackWorker } from '../../functions/workers/gateway-callbacks';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { createOwnMerchant } from '../../shared/operations/dashboard-account';
import { OPENING_BALANCE_IDR, sandboxOpeningBalance } from '../../shared/operations/opening-balance';
import { getBalance } from '../../shared/store/merchants';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { getTransaction } from '../../shared/store/transactions';
import { asLive } from '../support/environment';
import { useGatewaySimulator } from '../support/gateway';
import {
  createMerchantFixture,
  dashboardClaims,
  drainQueue,
  expectBalanced,
  invoke,
  newDashboardUser,
  type MerchantFixture,
} from '../support/harness';

/**
 * The deployed sandbox's /sandbox/v1 (DESIGN 18), run as deployed (SANDBOX=1, DEPLOYED=1) against
 * DynamoDB Local and the gateway simulator, whose callbacks go through the callback route, the
 * queue and its worker as in AWS: behind the merchant's own key, a merchant moves its own objects
 * and never another's (404, nothing moved, no callback sent); the clock cannot be moved; a live
 * service has no such route. Also: the local conveniences are off when deployed, and a new sandbox
 * merchant gets its opening balance.
 */
const gateway = useGatewaySimulator();
const ADMIN = { authorization: 'Bearer test-admin-token' };
const PIN = '123456';

/** Our side of the gateway callback: the route queues it, the worker applies what was queued. */
async function throughCallbackRoute(raw: string, headers: IncomingHttpHeaders): Promise<void> {
  const signature = String(headers['x-gateway-signature'] ?? '');
  const answered = await invoke('gatewayCallback', { rawBody: raw, headers: { 'x-gateway-signature': signature } });
  if (answered.status !== 200) throw new Error(`callback route answered ${answered.status}`);
  const queued = await drainQueue('callbacks');
  const event = {
    Records: queued.map((message, index) => ({ messageId: `m-${index}`, body: JSON.stringify(message) })),
  } as unknown as SQSEvent;
  const result = await callbackWorker(event);
  if (result.batchItemFailures.length > 0) throw new Error('callback worker failed');
}

let callbackServer: Server;
const deployedBefore = process.env.DEPLOYED;

beforeAll(async () => {
  process.env.DEPLOYED = '1';
  callbackServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void throughCallbackRoute(Buffer.concat(chunks).toString('utf8'), req.headers).then(
        () => res.writeHead(200).end('{"ok":true}'),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', () => resolve()));
  gateway().setCallbackUrl(`http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callbacks`);
});

afterAll(async () => {
  if (deployedBefore === undefined) delete process.env.DEPLOYED;
  else process.env.DEPLOYED = deployedBefore;
  await new Promise<void>((resolve) => {
    callbackServer.close(() => resolve());
    callbackServer.closeAllConnections();
  });
});

const sandbox = (routeId: Parameters<typeof invoke>[0], who: MerchantFixture, options = {}) =>
  invoke(routeId, { auth: who.auth, ...options });

async function merchants(): Promise<{ a: MerchantFixture; b: MerchantFixture }> {
  const [a, b] = await Promise.all([
    createMerchantFixture({ balanceIdr: 500_000 }),
    createMerchantFixture({ balanceIdr: 500_000 }),
  ]);
  return { a, b };
}

/** B's key on A's object: 404 not_found, A's transaction and balance as they were, no callback sent. */
async function expectRefusedForB(
  a: MerchantFixture,
  reff: string,
  call: () => ReturnType<typeof invoke>,
): Promise<void> {
  const [before, balance, sent] = [
    await getTransaction(reff),
    await getBalance(a.merchantId),
    gateway().deliveries.length,
  ];
  const answer = await call();
  expect([answer.status, answer.body.error]).toEqual([404, 'not_found']);
  expect(await getTransaction(reff)).toEqual(before);
  expect(await getBalance(a.merchantId)).toEqual(balance);
  expect(gateway().deliveries).toHaveLength(sent);
}

describe('/sandbox/v1 behind the merchant key, deployed', () => {
  it("pays its own QR; another merchant's key finds no such QR and moves nothing", async () => {
    const { a, b } = await merchants();
    const created = await sandbox('createQris', a, { body: { amount: 100_000 } });
    const reff = created.body.transaction.partner_reff as string;
    await expectRefusedForB(a, reff, () => sandbox('sandboxQrisPay', b, { params: { partner_reff: reff } }));
    await expectRefusedForB(a, reff, () => sandbox('sandboxQrisCancel', b, { params: { partner_reff: reff } }));
    const paid = await sandbox('sandboxQrisPay', a, { params: { partner_reff: reff } });
    expect([paid.status, paid.body.partner_reff, paid.body.status]).toEqual([200, reff, 'paid']);
    expect((await getTransaction(reff))?.status).toBe('paid');
    await expectBalanced();
  });

  it("pays its own VA by number; another merchant's key, or a raw callback naming A's VA or reff, is 404", async () => {
    const { a, b } = await merchants();
    const created = await sandbox('createVaPayment', a, {
      body: { amount: 150_000, bank_code: '014', customer_name: 'Budi' },
    });
    const { partner_reff: reff, virtual_account_number: number } = created.body.payment as Record<string, string>;
    const pay = { params: { virtual_account_number: number }, body: { amount: 150_000 } };
    await expectRefusedForB(a, reff!, () => sandbox('sandboxVaPay', b, pay));
    await expectRefusedForB(a, reff!, () =>
      sandbox('sandboxCallback', b, { body: { virtual_account_number: number, amount: 150_000 } }),
    );
    await expectRefusedForB(a, reff!, () =>
      sandbox('sandboxCallback', b, { body: { partner_reff: reff, amount: 150_000 } }),
    );
    const paid = await sandbox('sandboxVaPay', a, pay);
    expect([paid.status, paid.body.partner_reff, paid.body.status]).toEqual([200, reff, 'paid']);
    await expectBalanced();
  });

  it('approves its own e-wallet cash-in by reference number, and only its own', async () => {
    const { a, b } = await merchants();
    const user = newDashboardUser();
    const membership = newMembershipItems({ ...user, merchant_id: a.merchantId, role: 'finance', created_at_ms: 0 });
    expect((await transactWrite(membership)).ok).toBe(true);
    const created = await invoke('dashboardCreateEwalletCashin', {
      claims: dashboardClaims(user),
      body: { amount: 100_000, product_code: 'DANA', phone_number: '081234567890' },
    });
    expect(created.status).toBe(201);
    const { partner_reff: reff, reference_number: number } = created.body.transaction as Record<string, string>;
    const params = { params: { reference_number: number } };
    await expectRefusedForB(a, reff!, () => sandbox('sandboxEwalletCashinPay', b, params));
    const paid = await sandbox('sandboxEwalletCashinPay', a, params);
    expect([paid.status, paid.body.partner_reff, paid.body.status]).toEqual([200, reff, 'paid']);
    await expectBalanced();
  });

  it('returns its own paid payout; another merchant cannot return or execute it', async () => {
    const { a, b } = await merchants();
    const inquiry = await sandbox('transferInquiry', a, {
      body: { amount: 100_000, bank_code: '014', account_number: '9876541234' },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    const confirmed = await sandbox('transferConfirm', a, { body: { partner_reff: reff, pin: PIN } });
    expect(confirmed.body.transaction.status).toBe('paid');
    const params = { params: { partner_reff: reff } };
    await expectRefusedForB(a, reff, () => sandbox('sandboxPayoutReturn', b, params));
    await expectRefusedForB(a, reff, () => sandbox('sandboxPayoutExecute', b, params));
    const returned = await sandbox('sandboxPayoutReturn', a, params);
    expect([returned.status, returned.body.status]).toEqual([200, 'failed']);
    expect(await getBalance(a.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });

  it('sends a raw callback for its own payment (202)', async () => {
    const { a } = await merchants();
    const created = await sandbox('createQris', a, { body: { amount: 50_000 } });
    const reff = created.body.transaction.partner_reff as string;
    const sent = await sandbox('sandboxCallback', a, { body: { partner_reff: reff, amount: 50_000 } });
    expect(sent.status).toBe(202);
    expect(sent.body.gateway_reference).toEqual(expect.any(String));
  });

  it('refuses to move the shared clock (403 permission_denied) and reads it', async () => {
    const { a } = await merchants();
    const advance = await sandbox('sandboxClockAdvance', a, { body: { seconds: 3600 } });
    expect([advance.status, advance.body.error]).toEqual([403, 'permission_denied']);
    expect(advance.body.message).toContain('npm start');
    const read = await sandbox('sandboxClock', a);
    expect([read.status, read.body.now]).toEqual([200, expect.stringMatching(/\+07:00$/)]);
  });

  it('needs a valid key: none or a wrong one is 401', async () => {
    const { a } = await merchants();
    const missing = await invoke('sandboxClock');
    const wrong = await invoke('sandboxQrisPay', {
      auth: { clientId: a.clientId, clientSecret: 'not-the-secret-0123456789' },
      params: { partner_reff: 'any' },
    });
    expect([missing.status, wrong.status]).toEqual([401, 401]);
  });

  it('is no route of a live service (404, with a valid live key)', async () => {
    await asLive(async () => {
      const live = await createMerchantFixture();
      const answers = [
        await invoke('sandboxClock', { auth: live.auth }),
        await invoke('sandboxQrisPay', { auth: live.auth, params: { partner_reff: 'any' } }),
      ];
      expect(answers.map((answer) => [answer.status, answer.body.error])).toEqual([
        [404, 'not_found'],
        [404, 'not_found'],
      ]);
    });
  });
});

describe('the local conveniences are off when deployed', () => {
  it('refuses a plain-http loopback callback URL deployed, and takes it locally', async () => {
    const { merchantId } = await createMerchantFixture();
    const url = 'http://127.0.0.1:9/hooks';
    const deployed = await adminCreateClient(merchantId, { callback_url: url }, { nowMs: () => Date.now() });
    expect(deployed.ok ? 'created' : deployed.code).toBe('validation_failed');
    process.env.DEPLOYED = '0';
    try {
      const local = await adminCreateClient(merchantId, { callback_url: url }, { nowMs: () => Date.now() });
      expect(local.ok).toBe(true);
    } finally {
      process.env.DEPLOYED = '1';
    }
  });

  it('ignores X-Forwarded-For deployed (the allowed address must be the one API Gateway saw)', async () => {
    const fixture = await createMerchantFixture({ allowedIps: ['203.0.113.7'] });
    const request = { auth: fixture.auth, headers: { 'x-forwarded-for': '203.0.113.7' }, sourceIp: '198.51.100.9' };
    const deployed = await invoke('sandboxClock', request);
    expect([deployed.status, deployed.body.error]).toEqual([403, 'ip_not_allowed']);
    process.env.DEPLOYED = '0';
    try {
      expect((await invoke('sandboxClock', request)).status).toBe(200);
    } finally {
      process.env.DEPLOYED = '1';
    }
  });
});

describe('the opening test balance of a new sandbox merchant', () => {
  const opened = { available: OPENING_BALANCE_IDR, held: 0, pending_settlement: 0 };

  it('credits IDR 10,000,000 to a merchant an operator creates, once however often it is credited', async () => {
    const body = { name: `Opening ${randomUUID().slice(0, 8)}` };
    const created = await invoke('adminCreateMerchant', { headers: ADMIN, body });
    expect(created.status).toBe(201);
    const id = created.body.merchant.id as string;
    expect(await getBalance(id)).toEqual(opened);
    // A retried credit (a create that failed after it) finds the opening balance made.
    await sandboxOpeningBalance(id, { nowMs: () => Date.now() });
    expect(await getBalance(id)).toEqual(opened);
    await expectBalanced();
  });

  it('credits a merchant made at the dashboard sign-up, and nothing in live', async () => {
    const user = newDashboardUser();
    const created = await invoke('dashboardCreateMerchant', {
      claims: dashboardClaims(user),
      body: { business_name: 'Warung Uji' },
    });
    expect(created.status).toBe(201);
    expect(await getBalance(created.body.merchant.id)).toEqual(opened);
    const live = await asLive(() =>
      invoke('dashboardCreateMerchant', {
        claims: dashboardClaims(newDashboardUser()),
        body: { business_name: 'Live' },
      }),
    );
    expect(live.status).toBe(201);
    expect(await getBalance(live.body.merchant.id)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });

  it('a sign-up sent again after one that created the merchant but failed before the credit ends with the balance, once', async () => {
    const user = newDashboardUser();
    // The first attempt: the merchant is created (as the route's operation does), then the function dies.
    const first = await createOwnMerchant(user, [], 'Warung Putus', { nowMs: () => Date.now() });
    if (!first.ok) throw new Error(first.message);
    const merchantId = first.value.merchant.id;
    expect(await getBalance(merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    const again = () =>
      invoke('dashboardCreateMerchant', { claims: dashboardClaims(user), body: { business_name: 'Warung Putus' } });
    const retried = await again();
    expect({ status: retried.status, error: retried.body.error }).toEqual({ status: 409, error: 'already_member' });
    expect(await getBalance(merchantId)).toEqual(opened);
    expect((await again()).status).toBe(409);
    expect(await getBalance(merchantId)).toEqual(opened);
    await expectBalanced();
  });
});
