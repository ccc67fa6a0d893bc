import type { Clock } from '../clock';
import {
  normaliseEmail,
  RECEIVED_INVITATIONS_LISTED_MAX,
  type DashboardUser,
  type MemberRole,
  type Membership,
} from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import { auditEntryItem, userActor } from '../store/audit-log';
import {
  findInvitationOf,
  invitationRemovalItems,
  listInvitationsOf,
  type InvitationRecord,
} from '../store/invitations';
import { memberCountsChangeItem, newMembershipItems } from '../store/members';
import { getMerchant } from '../store/merchants';
import { requestToken, RETRY, transactWrite, withRetry, type TxItem, type WriteOutcome } from '../store/transact';
import { dashboardMerchantView, type DashboardMerchantView } from './dashboard-merchant-view';

/**
 * The invited user's side of an invitation (docs/ARCHITECTURE.md, section 15): GET /me lists the
 * pending invitations of the signed-in, verified e-mail, and the user accepts or declines each.
 * Only an accepted invitation is a membership, so an invitation nobody asked for never changes
 * which merchant a user's calls act on. Accepting and declining delete the invitation's items under
 * their `invitation_id` condition, the same items an owner's revoke deletes, so of a concurrent
 * accept and revoke exactly one wins and the other finds nothing (404).
 */

/** An invitation as the invited user sees it: which merchant (and its name), whose, which role. */
export interface ReceivedInvitationView {
  invitation_id: string;
  merchant_id: string;
  business_name: string;
  role: MemberRole;
  /** The inviting owner's e-mail. */
  invited_by: string;
}

const receivedView = (invitation: InvitationRecord, businessName: string): ReceivedInvitationView => ({
  invitation_id: invitation.invitation_id,
  merchant_id: invitation.merchant_id,
  business_name: businessName,
  role: invitation.role,
  invited_by: invitation.invited_by,
});

// Another user's invitation, one already accepted, declined or revoked, and any invitation of an
// unverified e-mail all answer the same: the caller learns nothing about invitations not its own.
const invitationNotFound = () => refuse('not_found', 'Invitation not found');

/** The user's pending invitation by id; none for an e-mail the token does not say is verified. */
async function invitationOf(user: DashboardUser, invitationId: string): Promise<InvitationRecord | undefined> {
  if (user.emailVerified !== true) return undefined;
  return findInvitationOf(normaliseEmail(user.email), invitationId);
}

/**
 * GET /dashboard/v1/me: who is signed in, the merchants it belongs to, and the pending invitations
 * of its e-mail (a verified one only) with each merchant's business name, oldest first.
 */
export async function signedInUser(user: DashboardUser, memberships: readonly Membership[]) {
  const invitations =
    user.emailVerified === true
      ? await listInvitationsOf(normaliseEmail(user.email), RECEIVED_INVITATIONS_LISTED_MAX)
      : [];
  const named = await Promise.all(
    invitations
      .sort((a, b) => a.invited_at_ms - b.invited_at_ms)
      .map(async (invitation) => {
        const merchant = await getMerchant(invitation.merchant_id);
        return merchant === undefined ? undefined : receivedView(invitation, merchant.name);
      }),
  );
  return done({
    user: { email: user.email, sub: user.sub },
    memberships,
    invitations: named.filter((view) => view !== undefined),
  });
}

/**
 * Sends a write, and sends the very same items again with the same token while its answer is lost,
 * so a committed write is recognised instead of being read back as "gone" (404).
 */
async function writeSettled(invitation: InvitationRecord, items: TxItem[]): Promise<WriteOutcome> {
  const token = requestToken(invitation.invitation_id, items);
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await transactWrite(items, token);
    if (outcome.ok || outcome.kind !== 'unsure' || attempt >= 2) return outcome;
  }
}

/** The failing positions of a refused write (none when it committed or did not get that far). */
const failedAt = (outcome: WriteOutcome): number[] =>
  !outcome.ok && outcome.kind === 'condition' ? outcome.failedIndexes : [];

/**
 * POST /dashboard/v1/invitations/{invitation_id}/accept: the invitation becomes a membership with
 * the invited role. One transaction, in this order: the invitation's two items deleted (only
 * while they are this invitation), the two membership items (only if the user is not a member
 * yet: 409 already_member), the counts (one invitation less, one owner more for an owner), the
 * audit entry. Accepting twice, or after a decline or a revoke, finds nothing: 404.
 */
export async function acceptInvitation(
  user: DashboardUser,
  invitationId: string,
  clock: Clock,
): Promise<Outcome<{ membership: Membership; merchant: DashboardMerchantView }>> {
  return withRetry(async () => {
    const invitation = await invitationOf(user, invitationId);
    if (invitation === undefined) return invitationNotFound();
    const merchantId = invitation.merchant_id;
    const nowMs = clock.nowMs();
    const outcome = await writeSettled(invitation, [
      ...invitationRemovalItems(invitation),
      ...newMembershipItems({
        sub: user.sub,
        email: user.email,
        merchant_id: merchantId,
        role: invitation.role,
        created_at_ms: nowMs,
      }),
      memberCountsChangeItem(merchantId, { pending_invitations: -1, owners: invitation.role === 'owner' ? 1 : 0 }),
      auditEntryItem({
        merchantId,
        actor: userActor(user),
        action: 'invitation.accepted',
        target: invitation.invitation_id,
        details: { user_id: user.sub, email: invitation.email, role: invitation.role },
        atMs: nowMs,
      }),
    ]);
    if (outcome.ok) {
      const merchant = await getMerchant(merchantId);
      if (merchant === undefined) throw new Error(`Merchant ${merchantId} of an accepted invitation is missing`);
      return done({
        membership: { merchant_id: merchantId, role: invitation.role },
        merchant: dashboardMerchantView(merchant),
      });
    }
    const failed = failedAt(outcome);
    // The invitation went meanwhile (accepted, declined or revoked): the next read finds nothing.
    if (failed.includes(0) || failed.includes(1)) return RETRY;
    if (failed.includes(2) || failed.includes(3))
      return refuse('already_member', 'You are already a member of this merchant; decline the invitation');
    if (!outcome.ok && outcome.kind === 'unsure') throw new Error('Invitation accept unsure', { cause: outcome.cause });
    return RETRY;
  });
}

/**
 * POST /dashboard/v1/invitations/{invitation_id}/decline: the invitation deleted (only while it is
 * still this one), one pending invitation less, and the merchant's audit log says who declined.
 */
export async function declineInvitation(
  user: DashboardUser,
  invitationId: string,
  clock: Clock,
): Promise<Outcome<{ invitation: ReceivedInvitationView }>> {
  return withRetry(async () => {
    const invitation = await invitationOf(user, invitationId);
    if (invitation === undefined) return invitationNotFound();
    const merchantId = invitation.merchant_id;
    const outcome = await writeSettled(invitation, [
      ...invitationRemovalItems(invitation),
      memberCountsChangeItem(merchantId, { pending_invitations: -1 }),
      auditEntryItem({
        merchantId,
        actor: userActor(user),
        action: 'invitation.declined',
        target: invitation.invitation_id,
        details: { user_id: user.sub, email: invitation.email, role: invitation.role },
        atMs: clock.nowMs(),
      }),
    ]);
    if (outcome.ok) {
      const merchant = await getMerchant(merchantId);
      return done({ invitation: receivedView(invitation, merchant?.name ?? '') });
    }
    if (!outcome.ok && outcome.kind === 'unsure')
      throw new Error('Invitation decline unsure', { cause: outcome.cause });
    // Gone meanwhile (accepted or revoked), or contention: the next read tells.
    return RETRY;
  });
}
