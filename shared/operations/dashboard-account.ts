import type { Clock } from '../clock';
import type { DashboardUser, Membership } from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import { newMerchantId } from '../ids';
import { auditEntryItem, userActor } from '../store/audit-log';
import { createdMerchantMarkItem, firstOwnerCountsItem, merchantCreatedBy, newMembershipItems } from '../store/members';
import { createMerchant, getBalance, getMerchant, type MerchantRecord } from '../store/merchants';
import { dashboardMerchantView, type DashboardMerchantView } from './dashboard-merchant-view';
import { sandboxOpeningBalance } from './opening-balance';
import { config } from '../config';

export { dashboardMerchantView, type DashboardMerchantView } from './dashboard-merchant-view';

/**
 * POST /dashboard/v1/merchants: a signed-in user without a merchant creates its own, unverified,
 * and becomes its owner; merchant, balance, counters, both membership items, the owner count, the
 * audit entry and the user's "created a merchant" mark are one transaction, so two creates at once
 * leave one merchant.
 */
export async function createOwnMerchant(
  user: DashboardUser,
  memberships: readonly Membership[],
  businessName: string,
  clock: Clock,
): Promise<Outcome<{ merchant: DashboardMerchantView }>> {
  if (memberships.length > 0) return alreadyMember();
  const nowMs = clock.nowMs();
  const merchant: MerchantRecord = {
    id: newMerchantId(),
    name: businessName,
    kyc_status: 'unverified',
    created_at_ms: nowMs,
  };
  const created = await createMerchant(merchant, [
    ...newMembershipItems({
      sub: user.sub,
      email: user.email,
      merchant_id: merchant.id,
      role: 'owner',
      created_at_ms: nowMs,
    }),
    createdMerchantMarkItem(user.sub, merchant.id),
    // The owner count starts here, so the last-owner guard (dashboard-users.ts) holds from the start.
    firstOwnerCountsItem(merchant.id),
    auditEntryItem({
      merchantId: merchant.id,
      actor: userActor(user),
      action: 'merchant.created',
      target: merchant.id,
      details: { business_name: businessName },
      atMs: nowMs,
    }),
  ]);
  // A fresh merchant id cannot exist: a failed condition is this user's earlier merchant.
  if (created === 'exists') return alreadyMember();
  return done({ merchant: dashboardMerchantView(merchant) });
}

const alreadyMember = () =>
  refuse('already_member', 'You already belong to a merchant; a user creates at most one of its own');

/** GET /dashboard/v1/merchant: the merchant the request acts on. */
export async function ownMerchant(membership: Membership): Promise<Outcome<{ merchant: DashboardMerchantView }>> {
  const merchant = await getMerchant(membership.merchant_id);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  return done({ merchant: dashboardMerchantView(merchant) });
}

/** GET /dashboard/v1/balance: the buckets of the merchant acted on (the sum of its balance shards). */
export async function memberBalance(membership: Membership) {
  const balance = await getBalance(membership.merchant_id);
  if (balance === undefined) return refuse('not_found', 'Merchant not found');
  const { available, held, pending_settlement } = balance;
  return done({ balance: { available, held, pending_settlement, currency: 'IDR' } });
}

/**
 * The dashboard sign-up's opening balance: of the merchant it just created, else (a refused sign-up:
 * the user already has one) of the merchant this user created before, so a sign-up that created the
 * merchant but failed before the credit, and is sent again, still ends with the balance. Once either
 * way, by the fixed reference; nothing in live.
 */
export async function signUpOpeningBalance(
  createdMerchantId: string | undefined,
  sub: string,
  clock: Clock,
): Promise<void> {
  if (!config().sandbox) return;
  const merchantId = createdMerchantId ?? (await merchantCreatedBy(sub));
  if (merchantId !== undefined) await sandboxOpeningBalance(merchantId, clock);
}
