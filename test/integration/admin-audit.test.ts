import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { getClient } from '../../shared/store/clients';
import { sha256Hex } from '../../shared/secrets';
import { invoke, type InvokeOptions } from '../support/harness';
import { asLive } from '../support/environment';

/** The operator routes through their real handlers, with the local ADMIN_TOKEN as bearer token. */
const ADMIN = { authorization: 'Bearer test-admin-token' };

let keyCounter = 0;
/** Adjustments need X-Idempotency-Key: each call gets a fresh one unless the test gives its own. */
const admin = (routeId: Parameters<typeof invoke>[0], options: InvokeOptions = {}) => {
  const key: Record<string, string> =
    routeId === 'adminBalanceAdjustment' ? { 'x-idempotency-key': `audit-${Date.now()}-${(keyCounter += 1)}` } : {};
  return invoke(routeId, { ...options, headers: { ...ADMIN, ...key, ...(options.headers ?? {}) } });
};

/** A merchant made as in live, with no opening test balance: the balances below are the test's own. */
async function newMerchant(name = 'Toko Audit'): Promise<string> {
  const response = await asLive(() => admin('adminCreateMerchant', { body: { name, pin: '654321' } }));
  expect(response.status).toBe(201);
  return response.body.merchant.id;
}

async function audit() {
  const response = await admin('adminAudit');
  expect(response.status).toBe(200);
  return response.body;
}

describe('admin authentication', () => {
  it.each<[string, Record<string, string>]>([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-admin-token' }],
    ['a token with a suffix', { authorization: 'Bearer test-admin-token-and-more' }],
    ['a prefix of the token', { authorization: 'Bearer test-admin' }],
    ['a merchant credential', { authorization: 'Bearer cl_abc:secret' }],
  ])('answers 401 invalid_client with %s', async (_label, headers) => {
    for (const [routeId, options] of [
      ['adminAudit', {}],
      ['adminCreateMerchant', { body: { name: 'Nope' } }],
      ['adminGetBalance', { params: { id: 'm_NOBODY' } }],
    ] as const) {
      const response = await invoke(routeId, { ...options, headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'invalid_client', message: expect.any(String) });
    }
  });
});

describe('merchants and API clients', () => {
  it('creates a merchant: 201 with id, name, kyc_status and fees, never the PIN', async () => {
    const response = await admin('adminCreateMerchant', {
      body: { name: 'Warung Sejahtera', kyc_status: 'unverified', pin: '123456' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      merchant: {
        id: expect.stringMatching(/^m_[0-9A-Z]{16}$/),
        name: 'Warung Sejahtera',
        kyc_status: 'unverified',
        fees: {},
      },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/123456|pin/);
  });

  it.each([
    ['a missing name', {}, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a PIN of 5 digits', { name: 'A', pin: '12345' }, 'pin'],
    ['an unknown KYC status', { name: 'A', kyc_status: 'maybe' }, 'kyc_status'],
    ['an unknown field', { name: 'A', balance: 1 }, 'balance'],
  ])('refuses a merchant with %s (422)', async (_label, body, field) => {
    const response = await admin('adminCreateMerchant', { body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('creates a client whose secret is shown once and works, and PATCH never returns it', async () => {
    const merchantId = await newMerchant();
    const created = await admin('adminCreateClient', {
      params: { id: merchantId },
      body: {
        permissions: ['qris:read', 'qris:create'],
        callback_url: 'https://merchant.example/webhooks',
        allowed_ips: ['203.0.113.9'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      ok: true,
      client: {
        client_id: expect.stringMatching(/^sbx_cl_[0-9a-z]{20}$/),
        client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
        merchant_id: merchantId,
        permissions: ['qris:read', 'qris:create'],
        callback_url: 'https://merchant.example/webhooks',
        allowed_ips: ['203.0.113.9'],
        active: true,
      },
    });
    const { client_id: clientId, client_secret: clientSecret } = created.body.client;

    // The table keeps a hash and an encrypted copy, never the secret itself.
    const stored = await getClient(clientId);
    expect(stored?.secret_sha256).toBe(sha256Hex(clientSecret));
    expect(JSON.stringify(stored)).not.toContain(clientSecret);

    const listed = await invoke('listTransactions', { auth: { clientId, clientSecret }, sourceIp: '203.0.113.9' });
    expect(listed.status).toBe(200);

    const patched = await admin('adminPatchClient', {
      params: { client_id: clientId },
      body: { active: false, permissions: ['qris:read'], allowed_ips: [] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      ok: true,
      client: {
        client_id: clientId,
        merchant_id: merchantId,
        permissions: ['qris:read'],
        callback_url: 'https://merchant.example/webhooks',
        allowed_ips: [],
        active: false,
      },
    });
    expect(JSON.stringify(patched.body)).not.toContain(clientSecret);
    expect((await invoke('listTransactions', { auth: { clientId, clientSecret } })).body.error).toBe(
      'client_not_active',
    );
  });

  it('gives a client every permission when none are named', async () => {
    const merchantId = await newMerchant();
    const created = await admin('adminCreateClient', { params: { id: merchantId }, body: {} });
    expect(created.body.client.permissions).toEqual(
      expect.arrayContaining([
        'qris:create',
        'qris:read',
        'va:create',
        'va:read',
        'transfer:create',
        'ewallet:create',
        'digital:read',
        'digital:create',
        'digital:ppob',
      ]),
    );
    expect(created.body.client.callback_url).toBeNull();
  });

  it.each([
    ['an unknown merchant', 404, 'adminCreateClient', { params: { id: 'm_NOSUCHMERCHANT0' }, body: {} }],
    [
      'an unknown client',
      404,
      'adminPatchClient',
      { params: { client_id: 'cl_nosuchclient' }, body: { active: false } },
    ],
    [
      'an unknown permission',
      422,
      'adminCreateClient',
      { params: { id: 'm_NOSUCHMERCHANT0' }, body: { permissions: ['everything'] } },
    ],
    [
      'a bad IP in the allow list',
      422,
      'adminCreateClient',
      { params: { id: 'm_NOSUCHMERCHANT0' }, body: { allowed_ips: ['300.1.1.1'] } },
    ],
    [
      'a callback URL that is not a URL',
      422,
      'adminCreateClient',
      { params: { id: 'm_NOSUCHMERCHANT0' }, body: { callback_url: 'merchant webhooks' } },
    ],
  ] as const)('answers %s with %i', async (_label, status, routeId, options) => {
    const response = await admin(routeId, options);
    expect(response.status).toBe(status);
    expect(response.body.ok).toBe(false);
  });
});

describe('balances and the ledger audit', () => {
  it('adjusts a balance and reads it back', async () => {
    const merchantId = await newMerchant();
    const credited = await admin('adminBalanceAdjustment', {
      params: { id: merchantId },
      body: { amount: 150_000, note: 'sandbox funding' },
    });
    expect(credited.status).toBe(200);
    expect(credited.body).toEqual({
      ok: true,
      balance: { available: 150_000, held: 0, pending_settlement: 0 },
      transaction: {
        partner_reff: expect.stringMatching(/^ADJ-/),
        type: 'adjustment',
        status: 'paid',
        amount: 150_000,
        direction: 'credit',
        note: 'sandbox funding',
        operator: 'local-admin',
        created_at: expect.any(String),
      },
    });
    const debited = await admin('adminBalanceAdjustment', {
      params: { id: merchantId },
      body: { amount: -50_000, note: 'correction' },
    });
    expect(debited.body.balance.available).toBe(100_000);
    expect((await admin('adminGetBalance', { params: { id: merchantId } })).body).toEqual({
      ok: true,
      balance: { available: 100_000, held: 0, pending_settlement: 0 },
    });
  });

  it('refuses a debit larger than the available balance with 422 insufficient_balance, changing nothing', async () => {
    const merchantId = await newMerchant();
    await admin('adminBalanceAdjustment', { params: { id: merchantId }, body: { amount: 10_000, note: 'funding' } });
    const response = await admin('adminBalanceAdjustment', {
      params: { id: merchantId },
      body: { amount: -10_001, note: 'too much' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ ok: false, error: 'insufficient_balance', message: expect.any(String) });
    expect((await admin('adminGetBalance', { params: { id: merchantId } })).body.balance.available).toBe(10_000);
  });

  it.each([
    ['zero', { amount: 0, note: 'x' }],
    ['a fraction', { amount: 10.5, note: 'x' }],
    ['a string amount', { amount: '100', note: 'x' }],
    ['no note', { amount: 100 }],
  ])('refuses an adjustment of %s with 422 validation_failed', async (_label, body) => {
    const merchantId = await newMerchant();
    const response = await admin('adminBalanceAdjustment', { params: { id: merchantId }, body });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('validation_failed');
  });

  it('answers 404 for the balance of an unknown merchant', async () => {
    const response = await admin('adminGetBalance', { params: { id: 'm_NOSUCHMERCHANT0' } });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
  });

  it('reports a balanced ledger: {ok, balanced: true, merchants_checked, problems: []}', async () => {
    const merchantId = await newMerchant();
    await admin('adminBalanceAdjustment', { params: { id: merchantId }, body: { amount: 5_000, note: 'funding' } });
    const report = await audit();
    expect(report).toEqual({
      ok: true,
      balanced: true,
      merchants_checked: expect.any(Number),
      postings_checked: expect.any(Number),
      problems: [],
      payouts_awaiting_outcome: expect.any(Array),
      suspense: { total: expect.any(Number), open_entries: expect.any(Number) },
      payout_conflicts: expect.any(Number),
      refunds: { pending: expect.any(Number), held_idr: expect.any(Number), awaiting_outcome: expect.any(Array) },
    });
    expect(report.merchants_checked).toBeGreaterThanOrEqual(1);
    expect(report.postings_checked).toBeGreaterThanOrEqual(1);
  });

  it('finds a balance item changed behind the ledger, names the merchant, and is balanced again once repaired', async () => {
    const merchantId = await newMerchant('Toko Rusak');
    await admin('adminBalanceAdjustment', { params: { id: merchantId }, body: { amount: 20_000, note: 'funding' } });
    const tamper = (delta: number) =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.balance(merchantId),
          UpdateExpression: 'ADD available :delta',
          ExpressionAttributeValues: { ':delta': delta },
        }),
      );

    await tamper(777);
    try {
      const report = await audit();
      expect(report.ok).toBe(true);
      expect(report.balanced).toBe(false);
      expect(report.problems).toEqual([`merchant ${merchantId} available: balance 20777 != ledger 20000`]);
    } finally {
      await tamper(-777);
    }
    expect(await audit()).toMatchObject({ balanced: true, problems: [] });
  });

  it('finds a balance item that went negative together with its ledger', async () => {
    const merchantId = await newMerchant('Toko Minus');
    const balanceKey = keys.balance(merchantId);
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: balanceKey,
        UpdateExpression: 'ADD held :delta',
        ExpressionAttributeValues: { ':delta': -1 },
      }),
    );
    try {
      const report = await audit();
      expect(report.balanced).toBe(false);
      expect(report.problems).toEqual(
        expect.arrayContaining([
          `merchant ${merchantId} held: balance -1 != ledger 0`,
          `merchant ${merchantId} held is negative: -1`,
        ]),
      );
      expect(report.problems.every((problem: string) => problem.includes(merchantId))).toBe(true);
    } finally {
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: balanceKey,
          UpdateExpression: 'ADD held :delta',
          ExpressionAttributeValues: { ':delta': 1 },
        }),
      );
    }
    expect((await audit()).balanced).toBe(true);
  });
});
