import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';
import { newInvitationItems } from '../../shared/store/invitations';
import { keys } from '../../shared/store/keys';
import { transactWrite } from '../../shared/store/transact';
import {
  dashboardClaims,
  invoke,
  newDashboardUser,
  TestClock,
  useClock,
  type DashboardUser,
  type InvokeOptions,
} from '../support/harness';

/**
 * The invited user's side of an invitation (DESIGN 21, docs/ARCHITECTURE.md section 15) against
 * DynamoDB Local: a pending invitation is no membership (GET /me lists it apart), the invited user
 * accepts or declines it, nobody else can, and a revoke racing an accept has one winner.
 */
type User = DashboardUser;
const newUser = newDashboardUser;
const as = (user: User, options: InvokeOptions = {}): InvokeOptions => ({ ...options, claims: dashboardClaims(user) });
const errorOf = (answer: { status: number; body: any }) => [answer.status, answer.body.error];

async function ownMerchant(owner: User, businessName = 'Toko Tim'): Promise<string> {
  const created = await invoke('dashboardCreateMerchant', { ...as(owner), body: { business_name: businessName } });
  expect(created.status).toBe(201);
  return created.body.merchant.id as string;
}

/** The owner invites the e-mail (with the role, or none to take the default); the invitation's id. */
async function invite(owner: User, email: string, role?: string): Promise<string> {
  const sent = await invoke('dashboardInviteUser', { ...as(owner), body: { email, ...(role ? { role } : {}) } });
  expect(sent.status).toBe(201);
  return sent.body.invitation.invitation_id as string;
}

const accept = (user: User, invitationId: string, options: InvokeOptions = {}) =>
  invoke('dashboardAcceptInvitation', { ...as(user, options), params: { invitation_id: invitationId } });
const decline = (user: User, invitationId: string) =>
  invoke('dashboardDeclineInvitation', { ...as(user), params: { invitation_id: invitationId } });
const revoke = (owner: User, invitationId: string) =>
  invoke('dashboardRevokeInvitation', { ...as(owner), params: { invitation_id: invitationId } });
const me = async (user: User) => (await invoke('dashboardMe', as(user))).body;
const usersOf = async (owner: User) => (await invoke('dashboardListUsers', as(owner))).body;
const auditActions = async (owner: User) =>
  ((await invoke('dashboardAuditLog', as(owner))).body.entries as Array<{ action: string; details: any }>).map(
    (entry) => entry.action,
  );

async function counts(merchantId: string) {
  const found = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.memberCounts(merchantId) }));
  return { owners: found.Item?.owners, pending_invitations: found.Item?.pending_invitations };
}

describe('dashboard invitations: pending is not a membership', () => {
  it('lists the pending invitation in GET /me with the merchant, and gives the invited user no access', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email.toUpperCase(), 'finance');

    const pending = await me(invited);
    expect(pending).toEqual({
      ok: true,
      user: invited,
      memberships: [],
      invitations: [
        {
          invitation_id: invitationId,
          merchant_id: merchantId,
          business_name: 'Toko Tim',
          role: 'finance',
          invited_by: owner.email,
        },
      ],
      server_time: expect.any(String),
    });
    // Listing changed nothing: still pending, and the invited user acts on no merchant.
    expect((await usersOf(owner)).invitations.map((one: { invitation_id: string }) => one.invitation_id)).toEqual([
      invitationId,
    ]);
    expect(errorOf(await invoke('dashboardBalance', as(invited)))).toEqual([403, 'permission_denied']);
    expect(
      errorOf(await invoke('dashboardBalance', as(invited, { headers: { 'X-Merchant-Id': merchantId } }))),
    ).toEqual([404, 'not_found']);
    expect((await me(invited)).memberships).toEqual([]);
  });

  it("never makes a victim's calls need X-Merchant-Id nor act on the inviting merchant", async () => {
    // An attacker invites a victim as owner of a merchant named like the victim's own.
    const victim = newUser();
    const victimsMerchant = await ownMerchant(victim, 'Warung Victim');
    const attacker = newUser();
    const attackersMerchant = await ownMerchant(attacker, 'Warung Victim');
    await invite(attacker, victim.email, 'owner');

    const seen = await me(victim);
    expect(seen.memberships).toEqual([{ merchant_id: victimsMerchant, role: 'owner' }]);
    expect(seen.invitations).toEqual([
      expect.objectContaining({ merchant_id: attackersMerchant, invited_by: attacker.email }),
    ]);
    // Without the header the victim still acts on its only merchant.
    const merchant = await invoke('dashboardGetMerchant', as(victim));
    expect([merchant.status, merchant.body.merchant.id]).toEqual([200, victimsMerchant]);
    expect(
      errorOf(await invoke('dashboardGetMerchant', as(victim, { headers: { 'X-Merchant-Id': attackersMerchant } }))),
    ).toEqual([404, 'not_found']);
  });

  it('lists nothing to a token whose e-mail is not verified, which cannot accept either', async () => {
    const owner = newUser();
    await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'viewer');
    const unverified = { claims: { ...dashboardClaims(invited), email_verified: 'false' } };
    expect((await invoke('dashboardMe', unverified)).body.invitations).toEqual([]);
    const refused = await invoke('dashboardAcceptInvitation', {
      ...unverified,
      params: { invitation_id: invitationId },
    });
    expect(errorOf(refused)).toEqual([404, 'not_found']);
    expect((await usersOf(owner)).invitations).toHaveLength(1);
  });
});

describe('dashboard invitations: accept and decline', () => {
  it('accepting makes a member with the invited role, once; the owner sees it joined and the audit log says so', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'finance');

    const accepted = await accept(invited, invitationId);
    expect(accepted).toMatchObject({
      status: 200,
      body: {
        ok: true,
        membership: { merchant_id: merchantId, role: 'finance' },
        merchant: { id: merchantId, business_name: 'Toko Tim', kyc_status: 'unverified', kyc_rejection_reason: null },
      },
    });
    expect(await me(invited)).toMatchObject({
      memberships: [{ merchant_id: merchantId, role: 'finance' }],
      invitations: [],
    });
    // The new member acts on the merchant at once: finance reads the balance.
    expect((await invoke('dashboardBalance', as(invited))).status).toBe(200);
    const users = await usersOf(owner);
    expect(users.invitations).toEqual([]);
    expect(users.users.map((one: { user_id: string; role: string }) => [one.user_id, one.role])).toEqual([
      [owner.sub, 'owner'],
      [invited.sub, 'finance'],
    ]);
    expect(await counts(merchantId)).toEqual({ owners: 1, pending_invitations: 0 });

    expect(errorOf(await accept(invited, invitationId))).toEqual([404, 'not_found']);
    expect(errorOf(await decline(invited, invitationId))).toEqual([404, 'not_found']);
    expect((await auditActions(owner)).filter((action) => action === 'invitation.accepted')).toHaveLength(1);
  });

  it('an accepted owner invitation counts a second owner, so the first may then leave', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const second = newUser();
    expect((await accept(second, await invite(owner, second.email, 'owner'))).status).toBe(200);
    expect(await counts(merchantId)).toEqual({ owners: 2, pending_invitations: 0 });
    expect((await invoke('dashboardRemoveUser', { ...as(second), params: { user_id: owner.sub } })).status).toBe(200);
  });

  it('declining removes the invitation: no membership, no longer pending, not acceptable afterwards', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'developer');

    const declined = await decline(invited, invitationId);
    expect(declined).toEqual({
      status: 200,
      headers: expect.any(Object),
      body: {
        ok: true,
        invitation: {
          invitation_id: invitationId,
          merchant_id: merchantId,
          business_name: 'Toko Tim',
          role: 'developer',
          invited_by: owner.email,
        },
      },
    });
    expect(await me(invited)).toMatchObject({ memberships: [], invitations: [] });
    expect((await usersOf(owner)).invitations).toEqual([]);
    expect(await counts(merchantId)).toEqual({ owners: 1, pending_invitations: 0 });
    expect(errorOf(await accept(invited, invitationId))).toEqual([404, 'not_found']);
    expect(errorOf(await revoke(owner, invitationId))).toEqual([404, 'not_found']);
    expect(await auditActions(owner)).toContain('invitation.declined');
    // Declined is not banned: the owner may invite the e-mail again.
    await invite(owner, invited.email, 'viewer');
  });

  it('lets nobody but the invited user accept or decline it (404), the inviting owner included', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'owner');
    const stranger = newUser();
    await ownMerchant(stranger);
    for (const caller of [stranger, owner, newUser()]) {
      expect(errorOf(await accept(caller, invitationId))).toEqual([404, 'not_found']);
      expect(errorOf(await decline(caller, invitationId))).toEqual([404, 'not_found']);
    }
    expect((await me(stranger)).memberships).toHaveLength(1);
    expect((await usersOf(owner)).invitations).toHaveLength(1);
    expect(await counts(merchantId)).toEqual({ owners: 1, pending_invitations: 1 });
    expect((await accept(invited, invitationId)).status).toBe(200);
  });

  it('a revoked invitation is not accepted', async () => {
    const owner = newUser();
    await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'developer');
    expect((await revoke(owner, invitationId)).status).toBe(200);
    expect(errorOf(await accept(invited, invitationId))).toEqual([404, 'not_found']);
    expect(await me(invited)).toMatchObject({ memberships: [], invitations: [] });
  });

  it('invites as viewer when no role is given', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email);
    expect((await usersOf(owner)).invitations).toEqual([
      expect.objectContaining({ invitation_id: invitationId, role: 'viewer' }),
    ]);
    expect((await accept(invited, invitationId)).body.membership).toEqual({ merchant_id: merchantId, role: 'viewer' });
  });

  it('replays a keyed accept sent again, and answers 409 already_member for an invitation of a member', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'viewer');
    const key = randomUUID();
    const first = await accept(invited, invitationId, { headers: { 'Idempotency-Key': key } });
    const replay = await accept(invited, invitationId, { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    expect([replay.status, replay.body, replay.headers['x-idempotency-replay']]).toEqual([200, first.body, 'true']);

    // An invitation that reached a member anyway (the owner's invite refuses members; written here directly).
    const stale = 'inv_STALE00000000000';
    const written = await transactWrite(
      newInvitationItems({
        invitation_id: stale,
        merchant_id: merchantId,
        email: invited.email,
        role: 'owner',
        invited_at_ms: Date.now(),
        invited_by: owner.email,
        invited_by_sub: owner.sub,
      }),
    );
    expect(written.ok).toBe(true);
    expect(errorOf(await accept(invited, stale))).toEqual([409, 'already_member']);
    expect((await me(invited)).memberships).toEqual([{ merchant_id: merchantId, role: 'viewer' }]);
    expect((await decline(invited, stale)).status).toBe(200);
  });

  it('refuses a malformed invitation id (422) and a request without an ID token (401)', async () => {
    const user = newUser();
    for (const invitationId of ['inv_', 'inv_lowercase00000000', 'x'.repeat(30)]) {
      expect(errorOf(await accept(user, invitationId))).toEqual([422, 'validation_failed']);
      expect(errorOf(await decline(user, invitationId))).toEqual([422, 'validation_failed']);
    }
    for (const route of ['dashboardAcceptInvitation', 'dashboardDeclineInvitation'] as const)
      expect(errorOf(await invoke(route, { params: { invitation_id: 'inv_0000000000000000' } }))).toEqual([
        401,
        'invalid_token',
      ]);
  });
});

describe('dashboard invitations: races', () => {
  it('of an accept and a revoke sent together exactly one wins, and the counts agree', async () => {
    for (let round = 0; round < 8; round += 1) {
      const owner = newUser();
      const merchantId = await ownMerchant(owner);
      const invited = newUser();
      const invitationId = await invite(owner, invited.email, 'owner');
      const [accepted, revoked] = await Promise.all([accept(invited, invitationId), revoke(owner, invitationId)]);
      const statuses = [accepted.status, revoked.status];
      expect([
        [200, 404],
        [404, 200],
      ]).toContainEqual(statuses);
      const won = accepted.status === 200;
      expect((await me(invited)).memberships).toEqual(won ? [{ merchant_id: merchantId, role: 'owner' }] : []);
      expect((await usersOf(owner)).invitations).toEqual([]);
      expect(await counts(merchantId)).toEqual({ owners: won ? 2 : 1, pending_invitations: 0 });
    }
  });

  it('of 6 parallel accepts and declines of one invitation exactly one succeeds', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const invited = newUser();
    const invitationId = await invite(owner, invited.email, 'developer');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0 ? accept(invited, invitationId) : decline(invited, invitationId),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200))
      expect(errorOf(answer)).toEqual([404, 'not_found']);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await me(invited)).memberships).toEqual(
      winner % 2 === 0 ? [{ merchant_id: merchantId, role: 'developer' }] : [],
    );
    expect(await counts(merchantId)).toEqual({ owners: 1, pending_invitations: 0 });
  });
});

describe('GET /me: the service clock', () => {
  afterEach(() => useClock(undefined));

  it("says what time the service has (the dashboard counts its days by it, not by the browser's clock)", async () => {
    // A service clock days ahead of the wall clock, as the sandbox's after POST /sandbox/v1/clock/advance.
    const aheadMs = Date.parse('2031-03-04T05:06:07.089Z');
    useClock(new TestClock(aheadMs));
    expect((await me(newUser())).server_time).toBe('2031-03-04T05:06:07.089Z');
  });
});
