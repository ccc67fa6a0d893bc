import type { Clock } from '../clock';
import {
  normaliseEmail,
  PENDING_INVITATIONS_MAX,
  type DashboardUser,
  type MemberRole,
  type Membership,
} from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import { randomToken } from '../ids';
import { auditCursorPosition, auditEntryItem, listAuditEntries, userActor } from '../store/audit-log';
import {
  invitationRemovalItems,
  listMerchantInvitations,
  newInvitationItems,
  type InvitationRecord,
} from '../store/invitations';
import {
  getMerchantMember,
  listMerchantMembers,
  memberCountsChangeItem,
  membershipRemovalItems,
  roleChangeItems,
  type MemberRecord,
} from '../store/members';
import { RETRY, transactWrite, withRetry, type TxItem, type WriteOutcome } from '../store/transact';
import { toJakartaIso } from '../time';
import type { RemovedCreatorItems } from './removed-creator';

/**
 * The users of a merchant (docs/ARCHITECTURE.md, section 15), owners only. People join by
 * invitation: an owner invites an e-mail with a role (viewer unless said), a pending invitation
 * waits in the table, and the user signed in with that e-mail (verified) accepts or declines it
 * (dashboard-invitations.ts); only an accepted one is a membership. The merchant's owner count sits on one item that every owner change updates in the
 * same transaction under a condition, so the last owner can be neither demoted nor removed, however
 * many requests race.
 */

export interface UserView {
  /** The user's Cognito sub. */
  user_id: string;
  email: string;
  role: MemberRole;
  joined_at: string;
}

export interface InvitationView {
  invitation_id: string;
  email: string;
  role: MemberRole;
  invited_at: string;
  /** The inviting owner's e-mail. */
  invited_by: string;
}

const userView = (member: MemberRecord): UserView => ({
  user_id: member.sub,
  email: member.email,
  role: member.role,
  joined_at: toJakartaIso(member.created_at_ms),
});

const invitationView = (invitation: InvitationRecord): InvitationView => ({
  invitation_id: invitation.invitation_id,
  email: invitation.email,
  role: invitation.role,
  invited_at: toJakartaIso(invitation.invited_at_ms),
  invited_by: invitation.invited_by,
});

const newInvitationId = (): string => `inv_${randomToken(16)}`;
const userNotFound = () => refuse('not_found', 'User not found');
const invitationNotFound = () => refuse('not_found', 'Invitation not found');

/** Which items of a transaction failed their condition (none when it committed or did not get that far). */
const failedAt = (outcome: WriteOutcome): number[] =>
  !outcome.ok && outcome.kind === 'condition' ? outcome.failedIndexes : [];

/** GET /dashboard/v1/users: the members, oldest first, and the pending invitations, oldest first. */
export async function listUsers(membership: Membership) {
  const [members, invitations] = await Promise.all([
    listMerchantMembers(membership.merchant_id),
    listMerchantInvitations(membership.merchant_id),
  ]);
  return done({
    users: members.sort((a, b) => a.created_at_ms - b.created_at_ms).map(userView),
    invitations: invitations.sort((a, b) => a.invited_at_ms - b.invited_at_ms).map(invitationView),
  });
}

/**
 * An invitation's write, in this order: its two items (they fail when the e-mail is already
 * invited), the pending count under PENDING_INVITATIONS_MAX, the audit entry. inviteUser reads its
 * refusal from which of them failed.
 */
function invitationItems(user: DashboardUser, invitation: InvitationRecord): TxItem[] {
  const merchantId = invitation.merchant_id;
  return [
    ...newInvitationItems(invitation),
    memberCountsChangeItem(merchantId, { pending_invitations: 1 }, { pendingBelow: PENDING_INVITATIONS_MAX }),
    auditEntryItem({
      merchantId,
      actor: userActor(user),
      action: 'user.invited',
      target: invitation.invitation_id,
      details: { email: invitation.email, role: invitation.role },
      atMs: invitation.invited_at_ms,
    }),
  ];
}

/**
 * POST /dashboard/v1/users: invites an e-mail with a role. Refused for an e-mail that is already a
 * member (409 already_member) or already invited (409 already_invited: revoke it to change the
 * role; a retry of the same request replays with its Idempotency-Key), and beyond
 * PENDING_INVITATIONS_MAX pending invitations (409 too_many_invitations, counted under a condition).
 */
export async function inviteUser(
  user: DashboardUser,
  membership: Membership,
  body: { email: string; role: MemberRole },
  clock: Clock,
): Promise<Outcome<{ invitation: InvitationView }>> {
  const merchantId = membership.merchant_id;
  const email = normaliseEmail(body.email);
  const members = await listMerchantMembers(merchantId);
  if (members.some((member) => normaliseEmail(member.email) === email))
    return refuse('already_member', `${email} is already a user of this merchant`);
  const invitation: InvitationRecord = {
    invitation_id: newInvitationId(),
    merchant_id: merchantId,
    email,
    role: body.role,
    invited_at_ms: clock.nowMs(),
    invited_by: user.email,
    invited_by_sub: user.sub,
  };
  const items = invitationItems(user, invitation);
  return withRetry(async () => {
    const outcome = await transactWrite(items);
    if (outcome.ok) return done({ invitation: invitationView(invitation) });
    const failed = failedAt(outcome);
    if (failed.includes(0) || failed.includes(1))
      return refuse('already_invited', `${email} already has a pending invitation; revoke it to invite again`);
    if (failed.includes(2))
      return refuse(
        'too_many_invitations',
        `A merchant has at most ${PENDING_INVITATIONS_MAX} pending invitations; revoke some first`,
      );
    // A lost answer is not re-sent: its items would fail their own conditions (already_invited).
    if (!outcome.ok && outcome.kind === 'unsure') throw new Error('Invitation write unsure', { cause: outcome.cause });
    return RETRY;
  });
}

/**
 * DELETE /dashboard/v1/invitations/{invitation_id}: a pending invitation withdrawn. Its items go
 * under the same condition as an accept's, so a revoke racing the invitee's accept loses or wins whole.
 */
export async function revokeInvitation(
  user: DashboardUser,
  membership: Membership,
  invitationId: string,
  clock: Clock,
): Promise<Outcome<{ invitation: InvitationView }>> {
  const merchantId = membership.merchant_id;
  return withRetry(async () => {
    const invitation = (await listMerchantInvitations(merchantId)).find(
      (candidate) => candidate.invitation_id === invitationId,
    );
    if (invitation === undefined) return invitationNotFound();
    const outcome = await transactWrite([
      ...invitationRemovalItems(invitation),
      memberCountsChangeItem(merchantId, { pending_invitations: -1 }),
      auditEntryItem({
        merchantId,
        actor: userActor(user),
        action: 'invitation.revoked',
        target: invitation.invitation_id,
        details: { email: invitation.email, role: invitation.role },
        atMs: clock.nowMs(),
      }),
    ]);
    if (outcome.ok) return done({ invitation: invitationView(invitation) });
    // Accepted or revoked meanwhile: the next read no longer finds it.
    return RETRY;
  });
}

/**
 * PATCH /dashboard/v1/users/{user_id}: another role, effective at the member's next request (the
 * role is read from the table, not the token). An owner becomes something else only while another
 * owner is counted (409 last_owner).
 */
export async function changeUserRole(
  user: DashboardUser,
  membership: Membership,
  userId: string,
  role: MemberRole,
  clock: Clock,
): Promise<Outcome<{ user: UserView }>> {
  const merchantId = membership.merchant_id;
  return withRetry(async () => {
    const member = await getMerchantMember(merchantId, userId);
    if (member === undefined) return userNotFound();
    if (member.role === role) return done({ user: userView(member) });
    const items: TxItem[] = [
      ...roleChangeItems(member, role),
      ownerCountItem(merchantId, member.role, role),
      auditEntryItem({
        merchantId,
        actor: userActor(user),
        action: 'user.role_changed',
        target: member.sub,
        details: { email: member.email, from: member.role, to: role },
        atMs: clock.nowMs(),
      }),
    ];
    const outcome = await transactWrite(items);
    if (outcome.ok) return done({ user: userView({ ...member, role }) });
    return settledOrRetry(outcome);
  });
}

/**
 * DELETE /dashboard/v1/users/{user_id}: both membership items deleted; the user keeps its Cognito
 * account and loses the merchant at its next request. Never the last owner (409 last_owner). The
 * clients the user made that hold a money-out permission are turned off in the same transaction:
 * `createdClients` is removed-creator.ts's, passed in by the route so that only its function (not
 * every function of this module) bundles the client writes and gets a grant on them.
 */
export async function removeUser(
  user: DashboardUser,
  membership: Membership,
  userId: string,
  clock: Clock,
  createdClients: RemovedCreatorItems,
): Promise<Outcome<{ user: UserView }>> {
  const merchantId = membership.merchant_id;
  return withRetry(async () => {
    const member = await getMerchantMember(merchantId, userId);
    if (member === undefined) return userNotFound();
    const actor = userActor(user);
    const outcome = await transactWrite([
      ...membershipRemovalItems(member),
      ownerCountItem(merchantId, member.role, undefined),
      auditEntryItem({
        merchantId,
        actor,
        action: 'user.removed',
        target: member.sub,
        details: { email: member.email, role: member.role },
        atMs: clock.nowMs(),
      }),
      ...(await createdClients({ merchantId, removed: member, actor, atMs: clock.nowMs() })),
    ]);
    if (outcome.ok) return done({ user: userView(member) });
    return settledOrRetry(outcome);
  });
}

/**
 * The count item of a role change (or a removal, `to` undefined), always at position 2 of the
 * transaction. An owner leaving takes one owner away only while more than one is counted. (A
 * change that touches no owner still conditions nothing and adds nothing: it only keeps the
 * positions fixed.)
 */
function ownerCountItem(merchantId: string, from: MemberRole, to: MemberRole | undefined): TxItem {
  if (from === 'owner' && to !== 'owner')
    return memberCountsChangeItem(merchantId, { owners: -1 }, { ownersAbove1: true });
  if (from !== 'owner' && to === 'owner') return memberCountsChangeItem(merchantId, { owners: 1 });
  return memberCountsChangeItem(merchantId, {});
}

/**
 * A refused role change or removal: the count's condition failed (the last owner), or the member
 * changed meanwhile (the next attempt re-reads it), or contention or a lost answer (tried again;
 * the re-read shows whether the lost write committed).
 */
function settledOrRetry(outcome: WriteOutcome) {
  const failed = failedAt(outcome);
  if (failed.length > 0 && failed.every((index) => index === 2))
    return refuse('last_owner', 'A merchant keeps at least one owner: make another user owner first');
  return RETRY;
}

/** GET /dashboard/v1/audit-log: the merchant's configuration changes, newest first. */
export async function auditLog(membership: Membership, query: { limit: number; starting_after?: string }) {
  if (query.starting_after !== undefined && auditCursorPosition(query.starting_after) === undefined)
    return refuse('validation_failed', 'starting_after is not a cursor of this audit log', {
      starting_after: ['Pass the next_cursor of an earlier page'],
    });
  return done(await listAuditEntries(membership.merchant_id, query.limit, query.starting_after));
}
