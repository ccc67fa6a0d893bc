import { done, refuse, type Outcome } from '../domain/outcome';
import type { MerchantRecord } from '../store/merchants';
import { freshReads, type MerchantReads } from '../store/request-reads';

/** Channels that need a verified merchant (VA creation, payouts) answer 403 kyc_required otherwise. */
export async function verifiedMerchant(
  merchantId: string,
  reads: MerchantReads = freshReads,
): Promise<Outcome<MerchantRecord>> {
  const merchant = await reads.merchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status !== 'verified')
    return refuse('kyc_required', 'The merchant must be KYC verified for this channel');
  return done(merchant);
}
