import type { Clock } from '../clock';
import { done, refuse, type Outcome } from '../domain/outcome';
import { auditEntryItem } from '../store/audit-log';
import { decideKyc, getMerchant } from '../store/merchants';
import { merchantView, type MerchantView } from './admin';

/**
 * POST /admin/v1/merchants/{id}/kyc: approves or rejects the merchant's KYC, from any state (the
 * operator may also decide a merchant that never submitted through the dashboard: the demo, e2e
 * flows and merchants onboarded offline), with its `kyc.approved` / `kyc.rejected` audit entry in
 * the same transaction.
 */
export async function adminKycDecision(
  merchantId: string,
  decision: { decision: 'approve' | 'reject'; reason?: string },
  clock: Clock,
): Promise<Outcome<{ merchant: MerchantView }>> {
  const approved = decision.decision === 'approve';
  const before = await getMerchant(merchantId);
  if (before === undefined) return refuse('not_found', 'Merchant not found');
  const audit = auditEntryItem({
    merchantId,
    actor: { kind: 'operator' },
    action: approved ? 'kyc.approved' : 'kyc.rejected',
    details: { from: before.kyc_status, ...(approved ? {} : { reason: decision.reason }) },
    atMs: clock.nowMs(),
  });
  const status = approved ? 'verified' : 'rejected';
  const reason = approved ? null : (decision.reason ?? null);
  if ((await decideKyc(merchantId, status, reason, [audit])) === 'not_found')
    return refuse('not_found', 'Merchant not found');
  return done({ merchant: merchantView({ ...before, kyc_status: status, kyc_rejection_reason: reason }) });
}
