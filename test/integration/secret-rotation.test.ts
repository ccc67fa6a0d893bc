import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { CLIENT_SECRET_GRACE_SECONDS } from '../../shared/constants';
import { decryptSecret, sha256Hex } from '../../shared/secrets';
import { ddb, tableName } from '../../shared/store/aws';
import { getClient } from '../../shared/store/clients';
import { keys } from '../../shared/store/keys';
import { toJakartaIso } from '../../shared/time';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock } from '../support/harness';

/**
 * docs/ARCHITECTURE.md, 14.3, client secret rotation: `revoke_previous` ends the old secret at once (a leaked
 * secret), and a replay with the same X-Idempotency-Key answers the same new secret without rotating
 * again, while the key's record keeps that secret only sealed, as the client record does.
 */
const ADMIN = { authorization: 'Bearer test-admin-token' };
/** Admin keys share one scope (shared/middleware/idempotency.ts). */
const ADMIN_KEY_SCOPE = '#admin';

function rotate(clientId: string, options: { body?: unknown; key?: string } = {}) {
  const headers = { ...ADMIN, ...(options.key === undefined ? {} : { 'x-idempotency-key': options.key }) };
  return invoke('rotateClientSecret', {
    params: { client_id: clientId },
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
}

const listAs = (clientId: string, clientSecret: string) =>
  invoke('listTransactions', { auth: { clientId, clientSecret } });

async function storedKeyItem(key: string): Promise<Record<string, unknown> | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.idempotency(ADMIN_KEY_SCOPE, key) }),
  );
  return result.Item;
}

let merchant: MerchantFixture;
let clock: TestClock;

beforeEach(async () => {
  merchant = await createMerchantFixture();
  clock = new TestClock();
  useClock(clock);
});
afterEach(() => useClock(undefined));

describe('rotate-secret with revoke_previous', () => {
  it('refuses the previous secret at once with 401 invalid_client; the new one works', async () => {
    const response = await rotate(merchant.clientId, { body: { revoke_previous: true } });
    expect(response.status).toBe(200);
    expect(response.body.previous_secret_expires_at).toBeNull();
    const newSecret = response.body.client.client_secret as string;

    const refused = await listAs(merchant.clientId, merchant.clientSecret);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ ok: false, error: 'invalid_client', message: 'Unknown client or wrong secret' });
    expect((await listAs(merchant.clientId, newSecret)).status).toBe(200);
    const stored = await getClient(merchant.clientId);
    expect(stored).toMatchObject({ secret_sha256: sha256Hex(newSecret) });
    expect(stored).not.toHaveProperty('previous_secret_sha256');
    expect(stored).not.toHaveProperty('previous_secret_expires_at_ms');
  });

  it('also ends a previous secret still in its grace period from an earlier rotation', async () => {
    const second = (await rotate(merchant.clientId)).body.client.client_secret as string;
    const third = (await rotate(merchant.clientId, { body: { revoke_previous: true } })).body.client
      .client_secret as string;
    for (const old of [merchant.clientSecret, second]) expect((await listAs(merchant.clientId, old)).status).toBe(401);
    expect((await listAs(merchant.clientId, third)).status).toBe(200);
  });

  it.each([[{ revoke_previous: false }], [{}]])('keeps the previous secret working 24 hours with %j', async (body) => {
    const rotatedAtMs = clock.nowMs();
    const response = await rotate(merchant.clientId, { body });
    expect(response.body.previous_secret_expires_at).toBe(
      toJakartaIso(rotatedAtMs + CLIENT_SECRET_GRACE_SECONDS * 1000),
    );
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
    clock.advanceSeconds(CLIENT_SECRET_GRACE_SECONDS);
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(401);
  });

  it.each([[{ revoke_previous: 'yes' }], [{ revoke: true }], [[]]])(
    'answers 422 validation_failed to the body %j and rotates nothing',
    async (body) => {
      const refused = await rotate(merchant.clientId, { body });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ ok: false, error: 'validation_failed' });
      expect((await getClient(merchant.clientId))?.secret_sha256).toBe(sha256Hex(merchant.clientSecret));
    },
  );
});

describe('rotate-secret replayed with the same X-Idempotency-Key', () => {
  it('answers the same secret (marked as a replay) and does not rotate again', async () => {
    const key = `rotate-${randomUUID()}`;
    const first = await rotate(merchant.clientId, { key });
    expect(first.status).toBe(200);
    const afterFirst = await getClient(merchant.clientId);

    clock.advanceSeconds(60);
    const replay = await rotate(merchant.clientId, { key });
    expect(replay.status).toBe(200);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await getClient(merchant.clientId)).toEqual(afterFirst);
    // Still one rotation: the original secret is the previous one, not the secret of the first answer.
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
    expect((await listAs(merchant.clientId, first.body.client.client_secret)).status).toBe(200);
  });

  it('replays a revoking rotation the same way, and the revoked secret stays refused', async () => {
    const key = `rotate-${randomUUID()}`;
    const first = await rotate(merchant.clientId, { key, body: { revoke_previous: true } });
    const replay = await rotate(merchant.clientId, { key, body: { revoke_previous: true } });
    expect(replay.body).toEqual(first.body);
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(401);
    expect((await listAs(merchant.clientId, first.body.client.client_secret)).status).toBe(200);
  });

  it("keeps the secret out of the key's record: only sealed, bound to the client like the client record", async () => {
    const key = `rotate-${randomUUID()}`;
    const secret = (await rotate(merchant.clientId, { key })).body.client.client_secret as string;
    const item = await storedKeyItem(key);
    expect(item).toMatchObject({ state: 'completed' });
    expect(JSON.stringify(item)).not.toContain(secret);
    const sealed = (item!.response as { sealed_secret: { client_id: string; secret_enc: string } }).sealed_secret;
    expect(sealed.client_id).toBe(merchant.clientId);
    expect(await decryptSecret(sealed.secret_enc, merchant.clientId)).toBe(secret);
    await expect(decryptSecret(sealed.secret_enc, 'cl_someoneelse')).rejects.toThrow();
  });

  it('answers 409 idempotency_key_conflict to another body with the same key, and rotates nothing', async () => {
    const key = `rotate-${randomUUID()}`;
    const first = await rotate(merchant.clientId, { key });
    const conflict = await rotate(merchant.clientId, { key, body: { revoke_previous: true } });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ ok: false, error: 'idempotency_key_conflict' });
    expect((await getClient(merchant.clientId))?.secret_sha256).toBe(sha256Hex(first.body.client.client_secret));
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
  });

  it('answers 409 idempotency_key_conflict to the same key on another client', async () => {
    const other = await createMerchantFixture();
    const key = `rotate-${randomUUID()}`;
    await rotate(merchant.clientId, { key });
    expect((await rotate(other.clientId, { key })).body).toMatchObject({ error: 'idempotency_key_conflict' });
    expect((await getClient(other.clientId))?.secret_sha256).toBe(sha256Hex(other.clientSecret));
  });

  it('rotates again with another key, and without a key every call rotates', async () => {
    const first = await rotate(merchant.clientId, { key: `rotate-${randomUUID()}` });
    const second = await rotate(merchant.clientId, { key: `rotate-${randomUUID()}` });
    const third = await rotate(merchant.clientId);
    const secrets = [first, second, third].map((response) => response.body.client.client_secret as string);
    expect(new Set(secrets).size).toBe(3);
    expect((await getClient(merchant.clientId))?.secret_sha256).toBe(sha256Hex(secrets[2]!));
  });

  it("stores a refusal like any other: a replay of an unknown client's rotation answers 404 again", async () => {
    const key = `rotate-${randomUUID()}`;
    expect((await rotate('cl_nobodyhere', { key })).status).toBe(404);
    const replay = await rotate('cl_nobodyhere', { key });
    expect(replay).toMatchObject({ status: 404, headers: { 'x-idempotency-replay': 'true' } });
  });
});
