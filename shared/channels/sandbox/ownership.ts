import { isPayoutType } from '../../domain/transaction-state';
import { getTransaction } from '../../store/transactions';

/**
 * Whose object a deployed sandbox call names (DESIGN 18): a merchant moves only its own (a
 * channel's own objects are checked in its file here, va.ts also a raw payment callback's). Each
 * answers whether `merchantId` owns it; anything else (another merchant's, or nothing) is a 404 to
 * the caller, so a key never learns that another merchant's reference exists.
 */

/** A transaction by partner_reff (a QR, any payment a raw callback names). */
export async function ownsTransaction(merchantId: string, partnerReff: string): Promise<boolean> {
  return (await getTransaction(partnerReff))?.merchant_id === merchantId;
}

/** A payout (to a bank account or an e-wallet) by partner_reff. */
export async function ownsPayout(merchantId: string, partnerReff: string): Promise<boolean> {
  const tx = await getTransaction(partnerReff);
  return tx?.merchant_id === merchantId && isPayoutType(tx.type);
}
