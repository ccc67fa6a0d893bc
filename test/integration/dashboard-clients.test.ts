import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { DASHBOARD_CLIENTS_PER_MERCHANT_MAX } from '../../shared/constants';
import type { MemberRole } from '../../shared/domain/members';
import { listAuditEntries } from '../../shared/store/audit-log';
import { getClient } from '../../shared/store/clients';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import { asLive } from '../support/environment';
import { useGatewaySimulator } from '../support/gateway';
import { dashboardClaims, invoke, type InvokeOptions } from '../support/harness';
import { closeServer, listenOnFreePort } from '../support/http';

/**
 * The merchant's API integration in the dashboard (docs/ARCHITECTURE.md, section 15) against
 * DynamoDB Local: its own API clients (KYC gate, secret shown once, idempotent create, rotation,
 * deactivation, the limit) and each client's webhook debugger, with the roles, another merchant's
 * ids and bad input refused.
 */
useGatewaySimulator();
const ADMIN = { authorization: 'Bearer test-admin-token' };

/** A merchant's webhook endpoint: counts requests and answers `status`. */
const received: string[] = [];
let receiverStatus = 200;
let receiverUrl = '';
const receiver: Server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received.push(String(req.headers['x-webhook-delivery'] ?? ''));
    res.writeHead(receiverStatus).end();
  });
});
beforeAll(async () => {
  receiverUrl = `http://127.0.0.1:${await listenOnFreePort(receiver)}/webhooks`;
});
afterAll(() => closeServer(receiver));

interface User {
  sub: string;
  email: string;
}
const newUser = (): User => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};
const as = (user: User): InvokeOptions => ({ claims: dashboardClaims(user) });

interface Merchant {
  id: string;
  owner: User;
}

/** A merchant created in the dashboard by its owner, verified by the operator unless `kyc` is false. */
async function merchant(kyc = true): Promise<Merchant> {
  const owner = newUser();
  const created = await invoke('dashboardCreateMerchant', { ...as(owner), body: { business_name: 'Toko Klien' } });
  expect(created.status).toBe(201);
  const id = created.body.merchant.id as string;
  if (kyc) await approve(id);
  return { id, owner };
}

async function approve(merchantId: string): Promise<void> {
  const approved = await invoke('adminKycDecision', {
    headers: ADMIN,
    params: { id: merchantId },
    body: { decision: 'approve' },
  });
  expect(approved.status).toBe(200);
}

/** Another user of the merchant with `role` (the users routes are another part of issue 22). */
async function member(merchantId: string, role: MemberRole): Promise<User> {
  const user = newUser();
  const written = await transactWrite(
    newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  expect(written.ok).toBe(true);
  return user;
}

interface CreatedClient {
  clientId: string;
  clientSecret: string;
  auth: { clientId: string; clientSecret: string };
  body: any;
}

async function createClient(user: User, body: Record<string, unknown> = {}): Promise<CreatedClient> {
  const created = await invoke('dashboardCreateClient', {
    ...as(user),
    body: { name: 'Server', permissions: ['qris:create', 'qris:read'], ...body },
  });
  expect(created.status).toBe(201);
  const clientId = created.body.client.client_id as string;
  const clientSecret = created.body.client.client_secret as string;
  return { clientId, clientSecret, auth: { clientId, clientSecret }, body: created.body };
}

const createQris = (auth: { clientId: string; clientSecret: string }) =>
  invoke('createQris', { auth, body: { amount: 25_000 } });
const statusAndCode = (answer: { status: number; body: any }) => [answer.status, answer.body.error];
const unknownDeliveryId = (): string => `wh_${randomBytes(10).toString('hex')}`;

describe('dashboard: creating an API client', () => {
  it('live, refuses before KYC (403 kyc_required) and creates after the operator approves; the secret really authenticates', async () => {
    await asLive(async () => {
      const shop = await merchant(false);
      const body = { name: 'Kasir', permissions: ['qris:create'] };
      const refused = await invoke('dashboardCreateClient', { ...as(shop.owner), body });
      expect(statusAndCode(refused)).toEqual([403, 'kyc_required']);
      await approve(shop.id);

      const created = await invoke('dashboardCreateClient', { ...as(shop.owner), body });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        ok: true,
        client: {
          client_id: expect.any(String),
          client_secret: expect.any(String),
          name: 'Kasir',
          permissions: ['qris:create'],
          ip_allowlist: [],
          callback_url: null,
          active: true,
          created_at: expect.any(String),
          created_by: { type: 'user', user_id: shop.owner.sub, email: shop.owner.email },
          previous_secret_expires_at: null,
        },
      });
      const auth = { clientId: created.body.client.client_id, clientSecret: created.body.client.client_secret };
      expect((await getClient(auth.clientId))?.merchant_id).toBe(shop.id);
      const paid = await createQris(auth);
      expect(paid.status).toBe(201);
      // The permissions are a subset: reading transactions was not granted.
      expect(statusAndCode(await invoke('listTransactions', { auth }))).toEqual([403, 'permission_denied']);
      expect(statusAndCode(await createQris({ ...auth, clientSecret: 'x'.repeat(40) }))).toEqual([
        401,
        'invalid_client',
      ]);
    });
  });

  it('in the sandbox, creates before KYC (DESIGN 18): an sbx_ client whose secret authenticates', async () => {
    const shop = await merchant(false);
    const created = await invoke('dashboardCreateClient', {
      ...as(shop.owner),
      body: { name: 'Kasir uji', permissions: ['qris:create'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.client.client_id).toMatch(/^sbx_cl_/);
    const auth = { clientId: created.body.client.client_id, clientSecret: created.body.client.client_secret };
    expect((await createQris(auth)).status).toBe(201);
    // Live, the same unverified merchant is refused.
    const live = await asLive(() =>
      invoke('dashboardCreateClient', { ...as(shop.owner), body: { name: 'Kasir', permissions: ['qris:create'] } }),
    );
    expect(statusAndCode(live)).toEqual([403, 'kyc_required']);
  });

  it('lets a developer create, and answers a replay of the same key with the same secret, creating nothing more', async () => {
    const shop = await merchant();
    const developer = await member(shop.id, 'developer');
    const key = randomUUID();
    const send = (body: Record<string, unknown>) =>
      invoke('dashboardCreateClient', { ...as(developer), headers: { 'Idempotency-Key': key }, body });
    const body = { name: 'Replayed', permissions: ['qris:create'] };
    const first = await send(body);
    const replay = await send(body);
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(typeof replay.body.client.client_secret).toBe('string');
    expect(statusAndCode(await send({ ...body, name: 'Other' }))).toEqual([409, 'idempotency_key_conflict']);
    const list = await invoke('dashboardListClients', as(shop.owner));
    expect(list.body.data.map((client: { client_id: string }) => client.client_id)).toEqual([
      first.body.client.client_id,
    ]);
  });

  it('applies the admin API definitions of permissions, IP allow list and callback URL, and an IP allow list holds', async () => {
    const shop = await merchant();
    for (const body of [
      { name: 'x', permissions: ['no:such'] },
      { name: 'x', permissions: ['qris:create'], ip_allowlist: ['300.1.1.1'] },
      { name: 'x', permissions: ['qris:create'], callback_url: 'not a url' },
      { name: 'x', permissions: ['qris:create'], callback_url: 'ftp://example.com/hook' },
      { name: '   ', permissions: [] },
      { permissions: [] },
      { name: 'x' },
    ]) {
      const refused = await invoke('dashboardCreateClient', { ...as(shop.owner), body });
      expect(statusAndCode(refused)).toEqual([422, 'validation_failed']);
    }
    const fenced = await createClient(shop.owner, { ip_allowlist: ['203.0.113.7'] });
    expect(fenced.body.client.ip_allowlist).toEqual(['203.0.113.7']);
    expect(
      statusAndCode(
        await invoke('createQris', { auth: fenced.auth, body: { amount: 25_000 }, sourceIp: '203.0.113.8' }),
      ),
    ).toEqual([403, 'ip_not_allowed']);
    expect(
      (await invoke('createQris', { auth: fenced.auth, body: { amount: 25_000 }, sourceIp: '203.0.113.7' })).status,
    ).toBe(201);
  });

  it(`refuses the client after ${DASHBOARD_CLIENTS_PER_MERCHANT_MAX} with 409 client_limit_reached, also when sent at once`, async () => {
    const shop = await merchant();
    const answers = await Promise.all(
      Array.from({ length: DASHBOARD_CLIENTS_PER_MERCHANT_MAX + 4 }, (_, index) =>
        invoke('dashboardCreateClient', { ...as(shop.owner), body: { name: `C${index}`, permissions: [] } }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const others = answers.filter((answer) => answer.status !== 201);
    // Contention may make a create answer 503 (retry); never more than the limit are created.
    expect(created.length).toBeLessThanOrEqual(DASHBOARD_CLIENTS_PER_MERCHANT_MAX);
    for (const answer of others) expect([409, 503]).toContain(answer.status);
    let listed = (await invoke('dashboardListClients', as(shop.owner))).body.data.length;
    expect(listed).toBe(created.length);
    while (listed < DASHBOARD_CLIENTS_PER_MERCHANT_MAX) {
      expect(
        (await invoke('dashboardCreateClient', { ...as(shop.owner), body: { name: 'More', permissions: [] } })).status,
      ).toBe(201);
      listed += 1;
    }
    const over = await invoke('dashboardCreateClient', { ...as(shop.owner), body: { name: 'Over', permissions: [] } });
    expect(statusAndCode(over)).toEqual([409, 'client_limit_reached']);
    expect((await invoke('dashboardListClients', as(shop.owner))).body.data).toHaveLength(
      DASHBOARD_CLIENTS_PER_MERCHANT_MAX,
    );
  });
});

describe('dashboard: listing, changing and rotating clients', () => {
  it('lists every client of the merchant (also one the operator made) and never a secret, its hash or ciphertext', async () => {
    const shop = await merchant();
    const mine = await createClient(shop.owner, { callback_url: receiverUrl });
    const byOperator = await invoke('adminCreateClient', { headers: ADMIN, params: { id: shop.id }, body: {} });
    expect(byOperator.status).toBe(201);
    const list = await invoke('dashboardListClients', as(shop.owner));
    expect(list.status).toBe(200);
    expect(list.body.data.map((client: { client_id: string }) => client.client_id)).toEqual([
      mine.clientId,
      byOperator.body.client.client_id,
    ]);
    expect(list.body.data[1].name).toBeNull();
    expect(list.body.data.map((client: { created_by: unknown }) => client.created_by)).toEqual([
      { type: 'user', user_id: shop.owner.sub, email: shop.owner.email },
      { type: 'operator' },
    ]);
    const text = JSON.stringify(list.body);
    for (const secret of [mine.clientSecret, byOperator.body.client.client_secret]) expect(text).not.toContain(secret);
    const record = (await getClient(mine.clientId))!;
    expect(text).not.toContain(record.secret_sha256);
    expect(text).not.toContain(record.secret_enc);
    expect(text).not.toMatch(/secret_sha256|secret_enc|client_secret/);
  });

  it('rotates: without revoke_previous both secrets work and the list shows until when; with it the old one stops', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner);
    const rotated = await invoke('dashboardRotateClientSecret', {
      ...as(shop.owner),
      params: { client_id: client.clientId },
      body: {},
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      ok: true,
      client: { client_id: client.clientId, client_secret: expect.any(String), name: 'Server' },
      previous_secret_expires_at: expect.any(String),
    });
    const second = { clientId: client.clientId, clientSecret: rotated.body.client.client_secret as string };
    expect((await createQris(client.auth)).status).toBe(201);
    expect((await createQris(second)).status).toBe(201);
    const listed = (await invoke('dashboardListClients', as(shop.owner))).body.data[0];
    expect(listed.previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);

    const key = randomUUID();
    const send = () =>
      invoke('dashboardRotateClientSecret', {
        ...as(shop.owner),
        headers: { 'Idempotency-Key': key },
        params: { client_id: client.clientId },
        body: { revoke_previous: true },
      });
    const revoked = await send();
    expect(revoked.status).toBe(200);
    expect(revoked.body.previous_secret_expires_at).toBeNull();
    const replay = await send();
    expect(replay.body).toEqual(revoked.body);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    const third = { clientId: client.clientId, clientSecret: revoked.body.client.client_secret as string };
    expect(statusAndCode(await createQris(client.auth))).toEqual([401, 'invalid_client']);
    expect(statusAndCode(await createQris(second))).toEqual([401, 'invalid_client']);
    expect((await createQris(third)).status).toBe(201);
  });

  it('changes fields, deactivates (the API refuses the client) and reactivates; a rejected merchant may deactivate only (live)', async () => {
    const shop = await merchant();
    const developer = await member(shop.id, 'developer');
    const client = await createClient(shop.owner);
    const patch = (body: unknown, user: User = developer) =>
      invoke('dashboardPatchClient', { ...as(user), params: { client_id: client.clientId }, body });
    const changed = await patch({
      name: 'Renamed',
      permissions: ['qris:read', 'qris:read'],
      callback_url: receiverUrl,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.client).toMatchObject({
      name: 'Renamed',
      permissions: ['qris:read'],
      callback_url: receiverUrl,
      active: true,
    });
    expect(statusAndCode(await createQris(client.auth))).toEqual([403, 'permission_denied']);
    expect((await invoke('listTransactions', { auth: client.auth })).status).toBe(200);

    expect((await patch({ active: false })).body.client.active).toBe(false);
    expect(statusAndCode(await invoke('listTransactions', { auth: client.auth }))).toEqual([403, 'client_not_active']);
    expect((await patch({ active: true })).body.client.active).toBe(true);
    expect((await invoke('listTransactions', { auth: client.auth })).status).toBe(200);

    const rejected = await invoke('adminKycDecision', {
      headers: ADMIN,
      params: { id: shop.id },
      body: { decision: 'reject', reason: 'Expired KTP' },
    });
    expect(rejected.status).toBe(200);
    expect((await patch({ active: false })).status).toBe(200);
    // Live, a rejected merchant turns no client on (in the sandbox it may).
    expect(statusAndCode(await asLive(() => patch({ active: true })))).toEqual([403, 'kyc_required']);
    expect((await patch({ name: 'Still editable' })).status).toBe(200);
    const rotated = await invoke('dashboardRotateClientSecret', {
      ...as(shop.owner),
      params: { client_id: client.clientId },
      body: { revoke_previous: true },
    });
    expect(rotated.status).toBe(200);
    expect(
      statusAndCode(
        await asLive(() =>
          invoke('dashboardCreateClient', { ...as(shop.owner), body: { name: 'n', permissions: [] } }),
        ),
      ),
    ).toEqual([403, 'kyc_required']);
  });

  it('writes the audit log: created, updated (fields, no secret), deactivated, activated, secret rotated; operator entries too', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner, { callback_url: receiverUrl });
    const patch = (body: unknown) =>
      invoke('dashboardPatchClient', { ...as(shop.owner), params: { client_id: client.clientId }, body });
    expect((await patch({ name: 'Audited', ip_allowlist: ['198.51.100.1'] })).status).toBe(200);
    expect((await patch({ name: 'Audited' })).status).toBe(200); // nothing changes: no entry
    expect((await patch({ active: false })).status).toBe(200);
    expect((await patch({ active: true })).status).toBe(200);
    const rotated = await invoke('dashboardRotateClientSecret', {
      ...as(shop.owner),
      params: { client_id: client.clientId },
      body: { revoke_previous: true },
    });
    expect(rotated.status).toBe(200);
    const byOperator = await invoke('adminCreateClient', { headers: ADMIN, params: { id: shop.id }, body: {} });
    const operatorClient = byOperator.body.client.client_id as string;
    const adminPatched = await invoke('adminPatchClient', {
      headers: ADMIN,
      params: { client_id: operatorClient },
      body: { active: false },
    });
    expect(adminPatched.status).toBe(200);
    const adminRotated = await invoke('rotateClientSecret', {
      headers: ADMIN,
      params: { client_id: operatorClient },
      body: {},
    });
    expect(adminRotated.status).toBe(200);

    const { entries } = await listAuditEntries(shop.id, 50);
    const user = { kind: 'user', sub: shop.owner.sub, email: shop.owner.email };
    // The merchant's other entries (its creation, the KYC decision) belong to other tests.
    const clientEntries = entries.reverse().filter((entry) => entry.action.startsWith('client.'));
    expect(clientEntries.map((entry) => [entry.action, entry.target, entry.actor, entry.details])).toEqual([
      [
        'client.created',
        client.clientId,
        user,
        { name: 'Server', permissions: ['qris:create', 'qris:read'], ip_allowlist: [], callback_url: 'set' },
      ],
      [
        'client.updated',
        client.clientId,
        user,
        { fields: ['name', 'ip_allowlist'], name: 'Audited', ip_allowlist: ['198.51.100.1'] },
      ],
      ['client.deactivated', client.clientId, user, {}],
      ['client.activated', client.clientId, user, {}],
      ['client.secret_rotated', client.clientId, user, { revoke_previous: true }],
      ['client.created', operatorClient, { kind: 'operator' }, { permissions: expect.any(Array), ip_allowlist: [] }],
      ['client.deactivated', operatorClient, { kind: 'operator' }, {}],
      ['client.secret_rotated', operatorClient, { kind: 'operator' }, { revoke_previous: false }],
    ]);
    const text = JSON.stringify(entries);
    for (const secret of [
      client.clientSecret,
      rotated.body.client.client_secret,
      adminRotated.body.client.client_secret,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(receiverUrl);
  });
});

describe("dashboard: a client's webhook debugger", () => {
  it('pings the callback URL, lists the attempts like the API, and resends one of them', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner, { callback_url: receiverUrl });
    const developer = await member(shop.id, 'developer');
    const params = { client_id: client.clientId };
    received.length = 0;
    const pinged = await invoke('dashboardPingClientWebhook', { ...as(developer), params });
    expect(pinged).toMatchObject({ status: 200, body: { ok: true, http_status: 200, delivered: true } });
    const log = await invoke('dashboardListClientWebhookDeliveries', { ...as(developer), params });
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body).toEqual((await invoke('listWebhookDeliveries', { auth: client.auth })).body);
    const deliveryId = log.body.data[0].id as string;
    expect(received).toEqual([deliveryId]);

    receiverStatus = 500;
    try {
      const resent = await invoke('dashboardResendWebhookDelivery', { ...as(developer), params: { id: deliveryId } });
      expect(resent).toMatchObject({
        status: 200,
        body: { ok: true, delivery: { id: deliveryId, event: 'webhook.ping', http_status: 500, attempts: 2 } },
      });
    } finally {
      receiverStatus = 200;
    }
    expect(received).toEqual([deliveryId, deliveryId]);
    expect((await invoke('dashboardListClientWebhookDeliveries', { ...as(developer), params })).body.data).toHaveLength(
      2,
    );
  });

  it('refuses a ping for a client without a callback URL (422) and an unknown delivery (404)', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner);
    const pinged = await invoke('dashboardPingClientWebhook', {
      ...as(shop.owner),
      params: { client_id: client.clientId },
    });
    expect(statusAndCode(pinged)).toEqual([422, 'validation_failed']);
    expect(pinged.body.errors.callback_url).toBeDefined();
    const unknown = await invoke('dashboardResendWebhookDelivery', {
      ...as(shop.owner),
      params: { id: unknownDeliveryId() },
    });
    expect(statusAndCode(unknown)).toEqual([404, 'not_found']);
  });
});

describe('dashboard clients: who may, and whose', () => {
  /** Every route with a client or delivery id, and its body. */
  const routesWithIds = (clientId: string, deliveryId: string) =>
    [
      ['dashboardPatchClient', { client_id: clientId }, { active: false }],
      ['dashboardRotateClientSecret', { client_id: clientId }, { revoke_previous: true }],
      ['dashboardListClientWebhookDeliveries', { client_id: clientId }, undefined],
      ['dashboardPingClientWebhook', { client_id: clientId }, undefined],
      ['dashboardResendWebhookDelivery', { id: deliveryId }, undefined],
    ] as const;

  it("answers 404 for another merchant's client or delivery on every route, and changes nothing", async () => {
    const theirs = await merchant();
    const theirClient = await createClient(theirs.owner, { callback_url: receiverUrl });
    expect(
      (await invoke('dashboardPingClientWebhook', { ...as(theirs.owner), params: { client_id: theirClient.clientId } }))
        .status,
    ).toBe(200);
    const deliveryId = (
      await invoke('dashboardListClientWebhookDeliveries', {
        ...as(theirs.owner),
        params: { client_id: theirClient.clientId },
      })
    ).body.data[0].id as string;
    const mine = await merchant();
    await createClient(mine.owner);
    for (const [route, params, body] of routesWithIds(theirClient.clientId, deliveryId)) {
      const answer = await invoke(route, { ...as(mine.owner), params, ...(body === undefined ? {} : { body }) });
      expect([route, ...statusAndCode(answer)]).toEqual([route, 404, 'not_found']);
    }
    const list = await invoke('dashboardListClients', as(mine.owner));
    expect(list.body.data.map((client: { client_id: string }) => client.client_id)).not.toContain(theirClient.clientId);
    // Untouched: still active with its secret.
    expect((await createQris(theirClient.auth)).status).toBe(201);
    expect(
      (
        await invoke('dashboardListClientWebhookDeliveries', {
          ...as(theirs.owner),
          params: { client_id: theirClient.clientId },
        })
      ).body.data,
    ).toHaveLength(1);
  });

  it('refuses finance and viewer (403 permission_denied) on every route, and a user of no merchant', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner);
    const everyRoute = [
      ['dashboardListClients', undefined, undefined],
      ['dashboardCreateClient', undefined, { name: 'n', permissions: [] }],
      ...routesWithIds(client.clientId, unknownDeliveryId()),
    ] as const;
    for (const role of ['finance', 'viewer'] as const) {
      const user = await member(shop.id, role);
      for (const [route, params, body] of everyRoute) {
        const answer = await invoke(route, {
          ...as(user),
          ...(params === undefined ? {} : { params }),
          ...(body === undefined ? {} : { body }),
        });
        expect([role, route, ...statusAndCode(answer)]).toEqual([role, route, 403, 'permission_denied']);
      }
    }
    const stranger = newUser();
    for (const [route, params, body] of everyRoute) {
      const answer = await invoke(route, {
        ...as(stranger),
        ...(params === undefined ? {} : { params }),
        ...(body === undefined ? {} : { body }),
      });
      expect([route, answer.status]).toEqual([route, 403]);
      expect([route, (await invoke(route, { ...(params === undefined ? {} : { params }) })).status]).toEqual([
        route,
        401,
      ]);
    }
    expect((await invoke('listTransactions', { auth: client.auth })).status).toBe(200);
  });

  it('answers any body, valid or not, without a 5xx; a refusal is the error envelope (fuzzed)', async () => {
    const shop = await merchant();
    const client = await createClient(shop.owner);
    const anything = fc.oneof(
      fc.anything(),
      fc.record(
        {
          name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          permissions: fc.oneof(fc.array(fc.string()), fc.string(), fc.constant(['qris:create', 'nope'])),
          ip_allowlist: fc.oneof(fc.array(fc.string()), fc.array(fc.ipV4()), fc.constant(null)),
          callback_url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('http://169.254.169.254/latest')),
          active: fc.oneof(fc.boolean(), fc.string()),
          extra: fc.string(),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        anything,
        fc.constantFrom('dashboardCreateClient', 'dashboardPatchClient', 'dashboardRotateClientSecret'),
        fc.oneof(fc.constant(client.clientId), fc.string({ maxLength: 80 })),
        async (body, route, clientId) => {
          const answer = await invoke(route, {
            ...as(shop.owner),
            ...(route === 'dashboardCreateClient' ? {} : { params: { client_id: clientId } }),
            body,
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) expect(answer.body.ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
    const raw = await invoke('dashboardCreateClient', { ...as(shop.owner), rawBody: '{"name": ' });
    expect(raw.status).toBeLessThan(500);
  });
});
