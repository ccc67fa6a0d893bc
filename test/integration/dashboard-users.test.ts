import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { PENDING_INVITATIONS_MAX } from '../../shared/domain/members';
import type { RouteId } from '../../shared/routes';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { listMerchantMembers } from '../../shared/store/members';
import { toJakartaIso } from '../../shared/time';
import { dashboardClaims, invoke, TestClock, useClock, type InvokeOptions } from '../support/harness';

/**
 * The users of a merchant (docs/ARCHITECTURE.md, section 15) against DynamoDB Local: invitations
 * (the invited user's side is dashboard-invitations.test.ts), role changes and removals read at
 * the next request, the last owner kept under real parallel requests, and the audit log.
 */
interface User {
  sub: string;
  email: string;
}
const newUser = (): User => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};
const as = (user: User, options: InvokeOptions = {}): InvokeOptions => ({ ...options, claims: dashboardClaims(user) });
const ADMIN = { authorization: 'Bearer test-admin-token' };

async function ownMerchant(owner: User): Promise<string> {
  const created = await invoke('dashboardCreateMerchant', { ...as(owner), body: { business_name: 'Toko Tim' } });
  expect(created.status).toBe(201);
  return created.body.merchant.id as string;
}

async function invite(owner: User, email: string, role: string) {
  return invoke('dashboardInviteUser', { ...as(owner), body: { email, role } });
}

/** A new user invited with the role, who then signs in and accepts the invitation. */
async function member(owner: User, role: string): Promise<User> {
  const user = newUser();
  const sent = await invite(owner, user.email, role);
  expect(sent.status).toBe(201);
  const accepted = await invoke('dashboardAcceptInvitation', {
    ...as(user),
    params: { invitation_id: sent.body.invitation.invitation_id },
  });
  expect(accepted.status).toBe(200);
  return user;
}

const users = async (owner: User) => (await invoke('dashboardListUsers', as(owner))).body;

async function ownerCount(merchantId: string): Promise<number | undefined> {
  const found = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.memberCounts(merchantId) }));
  return found.Item?.owners as number | undefined;
}

async function ownersInTable(merchantId: string): Promise<number> {
  return (await listMerchantMembers(merchantId)).filter((one) => one.role === 'owner').length;
}

const errorOf = (answer: { status: number; body: any }) => [answer.status, answer.body.error];

describe('dashboard users: invitations', () => {
  it('refuses a member (any case), a pending e-mail and more than the cap; revoking frees a place', async () => {
    const owner = newUser();
    await ownMerchant(owner);
    expect(errorOf(await invite(owner, owner.email.toUpperCase(), 'viewer'))).toEqual([409, 'already_member']);
    const first = await invite(owner, 'pending@merchant.test', 'viewer');
    expect(first.status).toBe(201);
    expect(errorOf(await invite(owner, 'Pending@Merchant.test', 'developer'))).toEqual([409, 'already_invited']);

    for (let index = 1; index < PENDING_INVITATIONS_MAX; index += 1)
      expect((await invite(owner, `cap${index}@merchant.test`, 'viewer')).status).toBe(201);
    expect(errorOf(await invite(owner, 'one-too-many@merchant.test', 'viewer'))).toEqual([409, 'too_many_invitations']);
    const revoked = await invoke('dashboardRevokeInvitation', {
      ...as(owner),
      params: { invitation_id: first.body.invitation.invitation_id },
    });
    expect(revoked).toMatchObject({ status: 200, body: { ok: true, invitation: first.body.invitation } });
    const again = await invoke('dashboardRevokeInvitation', {
      ...as(owner),
      params: { invitation_id: first.body.invitation.invitation_id },
    });
    expect(errorOf(again)).toEqual([404, 'not_found']);
    expect((await invite(owner, 'one-too-many@merchant.test', 'viewer')).status).toBe(201);
    expect((await users(owner)).invitations).toHaveLength(PENDING_INVITATIONS_MAX);
  });

  it('of 6 parallel invitations of one e-mail exactly one is made; a keyed retry replays', async () => {
    const owner = newUser();
    await ownMerchant(owner);
    const answers = await Promise.all(Array.from({ length: 6 }, () => invite(owner, 'race@merchant.test', 'viewer')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect(errorOf(answer)).toEqual([409, 'already_invited']);

    const key = randomUUID();
    const keyed = () =>
      invoke('dashboardInviteUser', {
        ...as(owner),
        headers: { 'Idempotency-Key': key },
        body: { email: 'keyed@merchant.test', role: 'developer' },
      });
    const [sent, replay] = [await keyed(), await keyed()];
    expect(sent.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(sent.body);
    expect(replay.headers['x-idempotency-replay']).toBe('true');
  });
});

/** Every route of this part, each with a valid request of an owner of `merchant`. */
function everyRoute(target: User, invitationId: string): Array<[RouteId, InvokeOptions]> {
  return [
    ['dashboardListUsers', {}],
    ['dashboardInviteUser', { body: { email: 'x@merchant.test', role: 'viewer' } }],
    ['dashboardChangeUserRole', { params: { user_id: target.sub }, body: { role: 'viewer' } }],
    ['dashboardRemoveUser', { params: { user_id: target.sub } }],
    ['dashboardRevokeInvitation', { params: { invitation_id: invitationId } }],
    ['dashboardAuditLog', {}],
  ];
}

describe('dashboard users: roles', () => {
  afterEach(() => useClock(undefined));

  it('refuses developer, finance and viewer on every route with 403, and a user without a merchant', async () => {
    const owner = newUser();
    await ownMerchant(owner);
    const target = await member(owner, 'developer');
    const pending = await invite(owner, 'still-pending@merchant.test', 'viewer');
    const callers = [target, await member(owner, 'finance'), await member(owner, 'viewer'), newUser()];
    for (const caller of callers)
      for (const [route, options] of everyRoute(target, pending.body.invitation.invitation_id)) {
        const answer = await invoke(route, as(caller, options));
        expect([route, ...errorOf(answer)]).toEqual([route, 403, 'permission_denied']);
      }
    expect((await users(owner)).users).toHaveLength(4);
  });

  it('answers 401 without an ID token on every route', async () => {
    for (const [route, options] of everyRoute(newUser(), 'inv_0000000000000000')) {
      const answer = await invoke(route, options);
      expect([route, ...errorOf(answer)]).toEqual([route, 401, 'invalid_token']);
    }
  });

  it("takes a role change and a removal into account at the user's next request, with the same token", async () => {
    // Each change a second later than the one before, so the audit log's order is the order of the changes.
    const clock = new TestClock();
    useClock({ nowMs: () => (clock.advanceSeconds(1), clock.nowMs()) });
    const owner = newUser();
    await ownMerchant(owner);
    const user = await member(owner, 'viewer');
    expect(errorOf(await invoke('dashboardListUsers', as(user)))).toEqual([403, 'permission_denied']);
    const promoted = await invoke('dashboardChangeUserRole', {
      ...as(owner),
      params: { user_id: user.sub },
      body: { role: 'owner' },
    });
    expect(promoted.body.user).toMatchObject({ user_id: user.sub, role: 'owner' });
    expect((await invoke('dashboardListUsers', as(user))).status).toBe(200);
    await invoke('dashboardChangeUserRole', { ...as(owner), params: { user_id: user.sub }, body: { role: 'finance' } });
    expect(errorOf(await invoke('dashboardListUsers', as(user)))).toEqual([403, 'permission_denied']);
    expect((await invoke('dashboardBalance', as(user))).status).toBe(200);

    const removed = await invoke('dashboardRemoveUser', { ...as(owner), params: { user_id: user.sub } });
    expect(removed.body.user).toMatchObject({ user_id: user.sub, role: 'finance' });
    expect(errorOf(await invoke('dashboardBalance', as(user)))).toEqual([403, 'permission_denied']);
    expect((await invoke('dashboardMe', as(user))).body.memberships).toEqual([]);
    expect(errorOf(await invoke('dashboardRemoveUser', { ...as(owner), params: { user_id: user.sub } }))).toEqual([
      404,
      'not_found',
    ]);
    const actions = ((await invoke('dashboardAuditLog', as(owner))).body.entries as Array<any>).map((entry) => [
      entry.action,
      entry.details,
    ]);
    expect(actions.slice(0, 3)).toEqual([
      ['user.removed', { email: user.email, role: 'finance' }],
      ['user.role_changed', { email: user.email, from: 'owner', to: 'finance' }],
      ['user.role_changed', { email: user.email, from: 'viewer', to: 'owner' }],
    ]);
  });

  it("answers 404 for an unknown user, another merchant's user and another merchant's invitation", async () => {
    const [alice, bob] = [newUser(), newUser()];
    await ownMerchant(alice);
    await ownMerchant(bob);
    const bobsUser = await member(bob, 'developer');
    const bobsInvitation = (await invite(bob, 'bobs-guest@merchant.test', 'viewer')).body.invitation;
    for (const userId of [bobsUser.sub, bob.sub, randomUUID()]) {
      const patch = await invoke('dashboardChangeUserRole', {
        ...as(alice),
        params: { user_id: userId },
        body: { role: 'viewer' },
      });
      expect(errorOf(patch)).toEqual([404, 'not_found']);
      expect(errorOf(await invoke('dashboardRemoveUser', { ...as(alice), params: { user_id: userId } }))).toEqual([
        404,
        'not_found',
      ]);
    }
    const revoke = await invoke('dashboardRevokeInvitation', {
      ...as(alice),
      params: { invitation_id: bobsInvitation.invitation_id },
    });
    expect(errorOf(revoke)).toEqual([404, 'not_found']);
    expect((await users(bob)).users.map((one: { role: string }) => one.role)).toEqual(['owner', 'developer']);
    expect((await users(bob)).invitations).toHaveLength(1);
  });
});

describe('dashboard users: the last owner', () => {
  it('cannot demote or remove itself while alone; can once another owner exists', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    expect(await ownerCount(merchantId)).toBe(1);
    const self = { ...as(owner), params: { user_id: owner.sub } };
    for (const role of ['developer', 'finance', 'viewer'])
      expect(errorOf(await invoke('dashboardChangeUserRole', { ...self, body: { role } }))).toEqual([
        409,
        'last_owner',
      ]);
    expect(errorOf(await invoke('dashboardRemoveUser', self))).toEqual([409, 'last_owner']);
    // Owner to owner changes nothing and is allowed.
    expect((await invoke('dashboardChangeUserRole', { ...self, body: { role: 'owner' } })).status).toBe(200);

    const second = await member(owner, 'owner');
    expect(await ownerCount(merchantId)).toBe(2);
    expect((await invoke('dashboardRemoveUser', self)).status).toBe(200);
    expect(await ownerCount(merchantId)).toBe(1);
    const secondSelf = { ...as(second), params: { user_id: second.sub } };
    expect(errorOf(await invoke('dashboardRemoveUser', secondSelf))).toEqual([409, 'last_owner']);
  });

  it('keeps an owner when two owners demote or remove each other in parallel requests', async () => {
    for (let round = 0; round < 6; round += 1) {
      const alice = newUser();
      const merchantId = await ownMerchant(alice);
      const bob = await member(alice, 'owner');
      const remove = round % 2 === 0;
      const against = (caller: User, target: User) =>
        remove
          ? invoke('dashboardRemoveUser', { ...as(caller), params: { user_id: target.sub } })
          : invoke('dashboardChangeUserRole', {
              ...as(caller),
              params: { user_id: target.sub },
              body: { role: 'developer' },
            });
      const answers = await Promise.all([against(alice, bob), against(bob, alice)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('last_owner');
      expect(await ownersInTable(merchantId)).toBe(1);
      expect(await ownerCount(merchantId)).toBe(1);
    }
  });

  it('keeps an owner when four owners each demote everyone else at once', async () => {
    const first = newUser();
    const merchantId = await ownMerchant(first);
    const owners = [first, await member(first, 'owner'), await member(first, 'owner'), await member(first, 'owner')];
    expect(await ownerCount(merchantId)).toBe(4);
    const answers = await Promise.all(
      owners.flatMap((caller) =>
        owners
          .filter((target) => target !== caller)
          .map((target) =>
            invoke('dashboardChangeUserRole', {
              ...as(caller),
              params: { user_id: target.sub },
              body: { role: 'viewer' },
            }),
          ),
      ),
    );
    for (const answer of answers) expect([200, 403, 404, 409]).toContain(answer.status);
    const left = await ownersInTable(merchantId);
    expect(left).toBeGreaterThanOrEqual(1);
    expect(await ownerCount(merchantId)).toBe(left);
  });
});

describe('dashboard users: bad input', () => {
  it('refuses bad bodies, ids and queries with 422 (fuzzed), changing nothing', async () => {
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const badRole = fc.oneof(fc.constantFrom('admin', 'Owner', '', 'operator'), fc.integer(), fc.constant(null));
    const badEmail = fc.oneof(
      fc.constantFrom('', 'no-at', 'a@', '@b.test', ' spaced@merchant.test', `${'x'.repeat(250)}@m.test`),
      fc.integer(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ email: badEmail, role: fc.constant('viewer') }),
          fc.record({ email: fc.constant('ok@merchant.test'), role: badRole }),
          fc.record({ email: fc.constant('ok@merchant.test'), role: fc.constant('viewer'), extra: fc.string() }),
          fc.constant({}),
        ),
        async (body) => {
          const answer = await invoke('dashboardInviteUser', { ...as(owner), body });
          expect(errorOf(answer)).toEqual([422, 'validation_failed']);
        },
      ),
      { numRuns: 30 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ role: badRole }),
          fc.constant({}),
          fc.record({ role: fc.constant('viewer'), email: fc.string() }),
        ),
        fc.constantFrom(owner.sub, 'bad id!', 'x'.repeat(65)),
        async (body, userId) => {
          const answer = await invoke('dashboardChangeUserRole', { ...as(owner), params: { user_id: userId }, body });
          expect(errorOf(answer)).toEqual([422, 'validation_failed']);
        },
      ),
      { numRuns: 20 },
    );
    for (const invitationId of ['inv_', 'inv_lowercase00000000', 'x'.repeat(30)])
      expect(
        errorOf(await invoke('dashboardRevokeInvitation', { ...as(owner), params: { invitation_id: invitationId } })),
      ).toEqual([422, 'validation_failed']);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ limit: fc.constantFrom('0', '101', '-1', '1.5', 'ten') }),
          fc.record({ starting_after: fc.string({ minLength: 1, maxLength: 40 }) }),
          fc.record({ starting_after: fc.constant(Buffer.from('000000000000001#x').toString('base64url')) }),
          fc.record({ other: fc.constant('1') }),
        ),
        async (query) => {
          const answer = await invoke('dashboardAuditLog', { ...as(owner), query });
          expect(errorOf(answer)).toEqual([422, 'validation_failed']);
        },
      ),
      { numRuns: 30 },
    );
    expect(await ownersInTable(merchantId)).toBe(1);
    expect((await users(owner)).invitations).toEqual([]);
  });
});

describe('dashboard: the audit log', () => {
  afterEach(() => useClock(undefined));

  it('lists every change newest first, page by page with the cursor, operator changes included', async () => {
    const clock = new TestClock(Date.parse('2026-11-20T01:00:00Z'));
    useClock(clock);
    const owner = newUser();
    const merchantId = await ownMerchant(owner);
    const emails = Array.from({ length: 5 }, (_, index) => `log${index}@merchant.test`);
    for (const email of emails) {
      clock.advanceSeconds(1);
      expect((await invite(owner, email, 'viewer')).status).toBe(201);
    }
    clock.advanceSeconds(1);
    const patched = await invoke('adminPatchMerchant', {
      headers: ADMIN,
      params: { id: merchantId },
      body: { kyc_status: 'verified', pin: '246810' },
    });
    expect(patched.status).toBe(200);

    const pages: Array<Array<Record<string, any>>> = [];
    let cursor: string | undefined;
    do {
      const answer = await invoke('dashboardAuditLog', {
        ...as(owner),
        query: { limit: '3', ...(cursor === undefined ? {} : { starting_after: cursor }) },
      });
      expect(answer.status).toBe(200);
      pages.push(answer.body.entries);
      cursor = answer.body.next_cursor ?? undefined;
    } while (cursor !== undefined && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    const entries = pages.flat();
    expect(entries.map((entry) => entry.action)).toEqual([
      'merchant.updated',
      ...emails.map(() => 'user.invited'),
      'merchant.created',
    ]);
    expect(entries.map((entry) => entry.details.email).slice(1, 6)).toEqual([...emails].reverse());
    const times = entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries[0]).toEqual({
      id: expect.stringMatching(/^aud_/),
      at: toJakartaIso(clock.nowMs()),
      actor: { kind: 'operator' },
      action: 'merchant.updated',
      target: merchantId,
      details: { kyc_status: 'verified', pin_changed: true },
    });
    expect(JSON.stringify(entries)).not.toContain('246810');
    expect(entries.at(-1)).toMatchObject({
      actor: { kind: 'user', sub: owner.sub, email: owner.email },
      target: merchantId,
      details: { business_name: 'Toko Tim' },
    });
    const all = await invoke('dashboardAuditLog', as(owner));
    expect(all.body.entries).toEqual(entries);
    expect(all.body.next_cursor).toBeNull();
  });

  it("shows only the merchant's own entries", async () => {
    const [alice, bob] = [newUser(), newUser()];
    await ownMerchant(alice);
    await ownMerchant(bob);
    await invite(bob, 'bobs-only@merchant.test', 'viewer');
    const alices = (await invoke('dashboardAuditLog', as(alice))).body.entries as Array<{ action: string }>;
    expect(alices.map((entry) => entry.action)).toEqual(['merchant.created']);
  });
});
