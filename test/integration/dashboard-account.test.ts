import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { getMerchant } from '../../shared/store/merchants';
import { auditLedger } from '../../shared/store/ledger';
import { dashboardClaims, invoke } from '../support/harness';

/**
 * The dashboard's identity and accounts (docs/ARCHITECTURE.md, section 15) against DynamoDB Local:
 * the user from the ID token's claims, memberships from the table, a user's own merchant.
 */
const newUser = () => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};
const as = (user: { sub: string; email: string }) => ({ claims: dashboardClaims(user) });

async function ownMerchant(user: { sub: string; email: string }, businessName = 'Warung Sejahtera') {
  const created = await invoke('dashboardCreateMerchant', { ...as(user), body: { business_name: businessName } });
  expect(created.status).toBe(201);
  return created.body.merchant as { id: string; business_name: string; kyc_status: string };
}

describe('dashboard: who is signed in', () => {
  it('answers the user and no membership before it creates a merchant', async () => {
    const user = newUser();
    const me = await invoke('dashboardMe', as(user));
    expect(me).toMatchObject({ status: 200, body: { ok: true, user, memberships: [] } });
  });

  it('refuses claims that are not an ID token: an access token, a missing sub or e-mail, no claims at all', async () => {
    const user = newUser();
    for (const claims of [
      { ...dashboardClaims(user), token_use: 'access' },
      { ...dashboardClaims(user), sub: undefined },
      { ...dashboardClaims(user), email: '' },
      undefined,
    ]) {
      const answer = await invoke('dashboardMe', { claims });
      expect([answer.status, answer.body.error]).toEqual([401, 'invalid_token']);
    }
  });
});

describe('dashboard: a merchant of your own', () => {
  it('creates an unverified merchant whose owner the caller becomes, with a zero balance and a balanced audit', async () => {
    const user = newUser();
    const merchant = await ownMerchant(user, '  Toko Maju  ');
    expect(merchant).toEqual({
      id: expect.stringMatching(/^m_/),
      business_name: 'Toko Maju',
      kyc_status: 'unverified',
      kyc_rejection_reason: null,
    });
    expect((await getMerchant(merchant.id))?.kyc_status).toBe('unverified');
    expect((await invoke('dashboardMe', as(user))).body.memberships).toEqual([
      { merchant_id: merchant.id, role: 'owner' },
    ]);
    expect(await invoke('dashboardGetMerchant', as(user))).toMatchObject({ status: 200, body: { ok: true, merchant } });
    expect((await auditLedger()).balanced).toBe(true);
  });

  it('refuses a second merchant, and of 8 parallel creates exactly one succeeds', async () => {
    const user = newUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        invoke('dashboardCreateMerchant', { ...as(user), body: { business_name: `Parallel ${index}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect([answer.status, answer.body.error]).toEqual([409, 'already_member']);
    expect((await invoke('dashboardMe', as(user))).body.memberships).toHaveLength(1);
    const again = await invoke('dashboardCreateMerchant', { ...as(user), body: { business_name: 'Again' } });
    expect([again.status, again.body.error]).toEqual([409, 'already_member']);
  });

  it('replays a create sent again with the same idempotency key, and refuses the key with another body', async () => {
    const user = newUser();
    const key = randomUUID();
    const first = await invoke('dashboardCreateMerchant', {
      ...as(user),
      headers: { 'X-Idempotency-Key': key },
      body: { business_name: 'Keyed' },
    });
    const replay = await invoke('dashboardCreateMerchant', {
      ...as(user),
      headers: { 'X-Idempotency-Key': key },
      body: { business_name: 'Keyed' },
    });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
    const other = await invoke('dashboardCreateMerchant', {
      ...as(user),
      headers: { 'X-Idempotency-Key': key },
      body: { business_name: 'Other' },
    });
    expect([other.status, other.body.error]).toEqual([409, 'idempotency_key_conflict']);
    // Another user's same key is its own.
    const stranger = await invoke('dashboardCreateMerchant', {
      ...as(newUser()),
      headers: { 'X-Idempotency-Key': key },
      body: { business_name: 'Keyed' },
    });
    expect(stranger.status).toBe(201);
    expect(stranger.body.merchant.id).not.toBe(first.body.merchant.id);
  });

  it('refuses a bad business name with 422 and the field (fuzzed)', async () => {
    const user = newUser();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant({}),
          fc.record({ business_name: fc.constantFrom('', '   ', 'x'.repeat(101)) }),
          fc.record({ business_name: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) }),
          fc.record({ business_name: fc.constant('Ok'), extra: fc.string() }),
        ),
        async (body) => {
          const answer = await invoke('dashboardCreateMerchant', { ...as(user), body });
          expect(answer.status).toBe(422);
          expect(answer.body.error).toBe('validation_failed');
        },
      ),
      { numRuns: 25 },
    );
    expect((await invoke('dashboardMe', as(user))).body.memberships).toEqual([]);
  });

  it('answers 403 to a member route before the user has a merchant', async () => {
    const answer = await invoke('dashboardGetMerchant', as(newUser()));
    expect([answer.status, answer.body.error]).toEqual([403, 'permission_denied']);
  });

  it("treats another merchant's id in X-Merchant-Id as not found", async () => {
    const [alice, bob] = [newUser(), newUser()];
    await ownMerchant(alice);
    const bobs = await ownMerchant(bob);
    const answer = await invoke('dashboardGetMerchant', { ...as(alice), headers: { 'X-Merchant-Id': bobs.id } });
    expect([answer.status, answer.body.error]).toEqual([404, 'not_found']);
  });
});
