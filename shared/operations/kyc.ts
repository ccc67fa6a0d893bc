import { AppError, notFound } from '../errors';
import { getMerchant, type MerchantRecord } from '../store/merchants';

/** Channels that need a verified merchant (VA creation, payouts) answer 403 kyc_required otherwise. */
export async function requireVerifiedMerchant(merchantId: string): Promise<MerchantRecord> {
  const merchant = await getMerchant(merchantId);
  if (merchant === undefined) throw notFound('Merchant');
  if (merchant.kyc_status !== 'verified') throw new AppError('kyc_required', 'The merchant must be KYC verified for this channel');
  return merchant;
}
