import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { PIN_ATTEMPTS_MAX } from '../../shared/constants';
import type { MemberRole } from '../../shared/domain/members';
import { MONEY_OUT_PERMISSIONS } from '../../shared/domain/permissions';
import { patchOwnClient } from '../../shared/operations/dashboard-client-changes';
import { listAuditEntries } from '../../shared/store/audit-log';
import { ddb, tableName } from '../../shared/store/aws';
import { getClient } from '../../shared/store/clients';
import { keys } from '../../shared/store/keys';
import { memberCountsChangeItem, newMembershipItems } from '../../shared/store/members';
import { getPinAttempts } from '../../shared/store/pin-attempts';
import { transactWrite } from '../../shared/store/transact';
import { useGatewaySimulator } from '../support/gateway';
import {
  createMerchantFixture,
  dashboardClaims,
  invoke,
  type InvokeResult,
  type MerchantFixture,
} from '../support/harness';

/**
 * Who may give an API client a permission that takes money out (docs/ARCHITECTURE.md, section 15)
 * against DynamoDB Local: only an owner, with the merchant's PIN judged under the payouts' lock;
 * every client records who made it; and removing a user turns off the clients that user made that
 * spend, while that user's other clients keep working.
 */
useGatewaySimulator();

const PIN = '123456';
const WRONG_PIN = '999999';

interface User {
  sub: string;
  email: string;
}
type Auth = { clientId: string; clientSecret: string };

async function memberOf(merchantId: string, role: MemberRole): Promise<User> {
  const sub = randomUUID();
  const user = { sub, email: `${sub.slice(0, 8)}@merchant.test` };
  // An owner is counted too, as the users routes count it (the last owner cannot be removed).
  const written = await transactWrite([
    ...newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
    ...(role === 'owner' ? [memberCountsChangeItem(merchantId, { owners: 1 })] : []),
  ]);
  expect(written.ok).toBe(true);
  return user;
}

const as = (user: User) => ({ claims: dashboardClaims(user) });
const codeOf = (answer: InvokeResult) => [answer.status, answer.body.error];

/** A verified merchant (PIN 123456, an operator's client with every permission) and its dashboard owner. */
async function shop(): Promise<MerchantFixture & { owner: User }> {
  const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
  return { ...merchant, owner: await memberOf(merchant.merchantId, 'owner') };
}

const createClient = (user: User, permissions: string[], pin?: string) =>
  invoke('dashboardCreateClient', {
    ...as(user),
    body: { name: 'Server', permissions, ...(pin === undefined ? {} : { pin }) },
  });

const patchClient = (user: User, clientId: string, body: Record<string, unknown>) =>
  invoke('dashboardPatchClient', { ...as(user), params: { client_id: clientId }, body });

function authOf(created: InvokeResult): Auth {
  expect(created.status).toBe(201);
  return { clientId: created.body.client.client_id, clientSecret: created.body.client.client_secret };
}

interface ListedClient {
  client_id: string;
  active: boolean;
  created_by: { type: string; user_id?: string } | null;
}

/** The merchant's clients that `user` made, as the dashboard lists them (to the user, or to `viewer` once it is gone). */
async function clientsMadeBy(user: User, viewer: User = user): Promise<ListedClient[]> {
  const listed = await invoke('dashboardListClients', as(viewer));
  expect(listed.status).toBe(200);
  return (listed.body.data as ListedClient[]).filter((client) => client.created_by?.user_id === user.sub);
}

/** A call that needs `transfer:create` (its inquiry spends nothing yet). */
const transferInquiry = (auth: Auth) =>
  invoke('transferInquiry', { auth, body: { amount: 50_000, bank_code: '014', account_number: '5550012347' } });
const readTransactions = (auth: Auth) => invoke('listTransactions', { auth });

describe('granting money-out permissions', () => {
  it.each(MONEY_OUT_PERMISSIONS.map((permission) => [permission]))(
    'refuses a developer a new client with %s (403 permission_denied), even with the right PIN',
    async (permission) => {
      const merchant = await shop();
      const developer = await memberOf(merchant.merchantId, 'developer');
      expect(codeOf(await createClient(developer, ['qris:read', permission], PIN))).toEqual([403, 'permission_denied']);
      expect(await clientsMadeBy(developer)).toEqual([]);
    },
  );

  it('lets a developer make and edit read and money-in clients, and refuses it every change that grants money-out', async () => {
    const merchant = await shop();
    const developer = await memberOf(merchant.merchantId, 'developer');
    const own = authOf(await createClient(developer, ['qris:create', 'qris:read', 'va:create', 'va:read']));
    const edited = await patchClient(developer, own.clientId, { name: 'Kasir', permissions: ['qris:create'] });
    expect(edited.status).toBe(200);
    for (const permission of MONEY_OUT_PERMISSIONS) {
      const adding = await patchClient(developer, own.clientId, { permissions: ['qris:create', permission], pin: PIN });
      expect([permission, ...codeOf(adding)]).toEqual([permission, 403, 'permission_denied']);
    }
    // An owner's client that spends: the developer may narrow it or turn it off, not turn it on again.
    const spending = authOf(await createClient(merchant.owner, ['transfer:create', 'qris:read'], PIN));
    expect((await patchClient(developer, spending.clientId, { active: false })).status).toBe(200);
    expect(codeOf(await patchClient(developer, spending.clientId, { active: true, pin: PIN }))).toEqual([
      403,
      'permission_denied',
    ]);
    expect(codeOf(await patchClient(developer, spending.clientId, { name: 'Still off' }))).toEqual([200, undefined]);
    const narrowed = await patchClient(developer, spending.clientId, { permissions: ['qris:read'] });
    expect(narrowed.body.client).toMatchObject({ permissions: ['qris:read'], active: false });
    expect((await patchClient(developer, spending.clientId, { active: true })).status).toBe(200);
    expect((await getClient(own.clientId))!.permissions).toEqual(['qris:create']);
    // Nothing the developer sent was a PIN judged.
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(0);
  });

  it('needs the PIN from an owner: 422 validation_failed without it, invalid_pin when wrong (counted), granted when right', async () => {
    const merchant = await shop();
    const { owner } = merchant;
    const missing = await createClient(owner, ['transfer:create']);
    expect(codeOf(missing)).toEqual([422, 'validation_failed']);
    expect(Object.keys(missing.body.errors)).toEqual(['pin']);
    expect(codeOf(await createClient(owner, ['transfer:create'], WRONG_PIN))).toEqual([422, 'invalid_pin']);
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(1);
    const spending = authOf(await createClient(owner, ['transfer:create', 'qris:read'], PIN));
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(0);
    expect((await transferInquiry(spending)).status).toBe(200);

    // Adding another money-out permission: the same rule.
    const add = { permissions: ['transfer:create', 'qris:read', 'ewallet:create'] };
    expect(codeOf(await patchClient(owner, spending.clientId, add))).toEqual([422, 'validation_failed']);
    expect(codeOf(await patchClient(owner, spending.clientId, { ...add, pin: WRONG_PIN }))).toEqual([
      422,
      'invalid_pin',
    ]);
    expect((await getClient(spending.clientId))!.permissions).toEqual(['transfer:create', 'qris:read']);
    const granted = await patchClient(owner, spending.clientId, { ...add, pin: PIN });
    expect(granted.body.client.permissions).toEqual(add.permissions);

    // Editing, narrowing and turning off grant nothing: no PIN. Turning it on again grants again.
    expect(
      (await patchClient(owner, spending.clientId, { name: 'Payouts', permissions: ['ewallet:create'] })).status,
    ).toBe(200);
    expect((await patchClient(owner, spending.clientId, { active: false })).status).toBe(200);
    expect(codeOf(await transferInquiry(spending))).toEqual([403, 'client_not_active']);
    expect(codeOf(await patchClient(owner, spending.clientId, { active: true }))).toEqual([422, 'validation_failed']);
    expect((await patchClient(owner, spending.clientId, { active: true, pin: PIN })).body.client.active).toBe(true);
    // A client that spends nothing is made without a PIN, by an owner too.
    expect((await createClient(owner, ['qris:create', 'qris:read'])).status).toBe(201);
  });

  it('judges at most 5 of 30 parallel grants with wrong PINs (the rest pin_locked), and the payouts are locked with them', async () => {
    const merchant = await shop();
    const { owner } = merchant;
    const target = authOf(await createClient(owner, ['qris:read']));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0
          ? createClient(owner, ['ewallet:create'], String(100_000 + index))
          : patchClient(owner, target.clientId, { permissions: ['qris:read', 'transfer:create'], pin: WRONG_PIN }),
      ),
    );
    const codes = answers.map((answer) => `${answer.status} ${answer.body.error}`);
    expect(codes.filter((code) => code === '422 invalid_pin')).toHaveLength(PIN_ATTEMPTS_MAX);
    expect(codes.filter((code) => code === '422 pin_locked')).toHaveLength(30 - PIN_ATTEMPTS_MAX);
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(PIN_ATTEMPTS_MAX);
    expect((await getClient(target.clientId))!.permissions).toEqual(['qris:read']);
    expect(await clientsMadeBy(owner)).toHaveLength(1);

    // The same lock: the right PIN is refused for a grant and for a payout alike.
    expect(codeOf(await createClient(owner, ['transfer:create'], PIN))).toEqual([422, 'pin_locked']);
    const inquiry = await transferInquiry(merchant.auth);
    expect(inquiry.status).toBe(200);
    const confirm = await invoke('transferConfirm', {
      auth: merchant.auth,
      body: { partner_reff: inquiry.body.transaction.partner_reff, pin: PIN },
    });
    expect(codeOf(confirm)).toEqual([422, 'pin_locked']);
  });

  it('refuses a grant whose owner lost the role while the request ran: the write checks the membership', async () => {
    const merchant = await shop();
    const client = authOf(await createClient(merchant.owner, ['qris:read']));
    const demoted = await memberOf(merchant.merchantId, 'developer');
    // The request's membership (read when it arrived) still says owner; the table no longer does.
    const granted = await patchOwnClient({
      membership: { merchant_id: merchant.merchantId, role: 'owner' },
      user: demoted,
      clientId: client.clientId,
      body: { permissions: ['qris:read', 'transfer:create'], pin: PIN },
      clock: { nowMs: () => Date.now() },
      arrivedAtMs: Date.now(),
    });
    expect(granted.ok ? 'granted' : granted.code).toBe('permission_denied');
    expect((await getClient(client.clientId))!.permissions).toEqual(['qris:read']);
  });
});

describe('who made a client, and removing that user', () => {
  it('shows created_by in the list: the user, the operator, or null for a client made before it was recorded', async () => {
    const merchant = await shop();
    const mine = authOf(await createClient(merchant.owner, ['qris:read']));
    const byOperator = await invoke('adminCreateClient', {
      headers: { authorization: 'Bearer test-admin-token' },
      params: { id: merchant.merchantId },
      body: { permissions: ['qris:read'] },
    });
    expect(byOperator.status).toBe(201);
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.client(byOperator.body.client.client_id),
        UpdateExpression: 'REMOVE #data.created_by',
        ExpressionAttributeNames: { '#data': 'data' },
      }),
    );
    const listed = (await invoke('dashboardListClients', as(merchant.owner))).body.data;
    // The fixture's own client is the operator's.
    const byId = new Map(
      listed.map((client: { client_id: string; created_by: unknown }) => [client.client_id, client]),
    );
    expect((byId.get(mine.clientId) as { created_by: unknown }).created_by).toEqual({
      type: 'user',
      user_id: merchant.owner.sub,
      email: merchant.owner.email,
    });
    expect((byId.get(merchant.clientId) as { created_by: unknown }).created_by).toEqual({ type: 'operator' });
    expect((byId.get(byOperator.body.client.client_id) as { created_by: unknown }).created_by).toBeNull();
  });

  it("turns off a removed user's clients that spend (403 client_not_active, audited), and leaves its other clients working", async () => {
    const merchant = await shop();
    const { owner } = merchant;
    const partner = await memberOf(merchant.merchantId, 'owner');
    const developer = await memberOf(merchant.merchantId, 'developer');
    const partnerSpends = authOf(await createClient(partner, ['transfer:create', 'qris:read'], PIN));
    const partnerReads = authOf(await createClient(partner, ['qris:read']));
    // A developer's client that an owner later let spend: it spends, and the developer made it.
    const developerKey = authOf(await createClient(developer, ['qris:create', 'qris:read']));
    expect(
      (await patchClient(owner, developerKey.clientId, { permissions: ['qris:read', 'transfer:create'], pin: PIN }))
        .status,
    ).toBe(200);
    const ownerSpends = authOf(await createClient(owner, ['transfer:create'], PIN));

    for (const user of [partner, developer])
      expect((await invoke('dashboardRemoveUser', { ...as(owner), params: { user_id: user.sub } })).status).toBe(200);

    for (const auth of [partnerSpends, developerKey]) {
      expect(codeOf(await transferInquiry(auth))).toEqual([403, 'client_not_active']);
      expect(codeOf(await readTransactions(auth))).toEqual([403, 'client_not_active']);
    }
    expect((await readTransactions(partnerReads)).status).toBe(200);
    expect((await transferInquiry(ownerSpends)).status).toBe(200);
    expect((await transferInquiry(merchant.auth)).status).toBe(200);

    const { entries } = await listAuditEntries(merchant.merchantId, 50);
    const deactivations = entries
      .filter((entry) => entry.action === 'client.deactivated')
      .map((entry) => [entry.target, entry.actor, entry.details]);
    const actor = { kind: 'user', sub: owner.sub, email: owner.email };
    expect(deactivations).toEqual(
      expect.arrayContaining([
        [
          partnerSpends.clientId,
          actor,
          { reason: 'creator_removed', user_id: partner.sub, email: partner.email, permissions: ['transfer:create'] },
        ],
        [
          developerKey.clientId,
          actor,
          {
            reason: 'creator_removed',
            user_id: developer.sub,
            email: developer.email,
            permissions: ['transfer:create'],
          },
        ],
      ]),
    );
    expect(deactivations).toHaveLength(2);
    // Only an owner with the PIN turns one on again.
    expect(codeOf(await patchClient(owner, partnerSpends.clientId, { active: true }))).toEqual([
      422,
      'validation_failed',
    ]);
    expect((await patchClient(owner, partnerSpends.clientId, { active: true, pin: PIN })).status).toBe(200);
    expect((await transferInquiry(partnerSpends)).status).toBe(200);
  });

  it('leaves no spending client of a user removed while it was making one (parallel, several rounds)', async () => {
    const merchant = await shop();
    for (let round = 0; round < 8; round += 1) {
      const partner = await memberOf(merchant.merchantId, 'owner');
      const [created, removed] = await Promise.all([
        createClient(partner, ['ewallet:create'], PIN),
        invoke('dashboardRemoveUser', { ...as(merchant.owner), params: { user_id: partner.sub } }),
      ]);
      expect(removed.status).toBe(200);
      // Made before the removal (then turned off by it) or refused: the partner was no longer an owner.
      expect([201, 403]).toContain(created.status);
      const theirs = await clientsMadeBy(partner, merchant.owner);
      expect(theirs.filter((client) => client.active)).toEqual([]);
      if (created.status === 201)
        expect(codeOf(await transferInquiry(authOf(created)))).toEqual([403, 'client_not_active']);
    }
  });
});
