import { isPayoutType } from '../../domain/transaction-state';
import { getTransaction } from '../../store/transactions';
import { getVaNumberLookup } from '../../store/va-numbers';
import { listDedicatedVas } from '../dedicated-va/store';
import { findOwnTransactionByDetail } from './store';

/**
 * Whose object a deployed sandbox call names (DESIGN 18): a merchant moves only its own. Each
 * answers whether `merchantId` owns it; anything else (another merchant's, or nothing) is a 404 to
 * the caller, so a key never learns that another merchant's reference exists.
 */

/** A transaction by partner_reff (a QR, a cash-in, any payment a raw callback names). */
export async function ownsTransaction(merchantId: string, partnerReff: string): Promise<boolean> {
  return (await getTransaction(partnerReff))?.merchant_id === merchantId;
}

/** A payout (transfer or e-wallet) by partner_reff. */
export async function ownsPayout(merchantId: string, partnerReff: string): Promise<boolean> {
  const tx = await getTransaction(partnerReff);
  return tx?.merchant_id === merchantId && isPayoutType(tx.type);
}

/**
 * A VA by number: with its bank, the number's own lookup; without, one of the merchant's dedicated
 * VAs or a one-time VA among its latest transactions (SANDBOX_LOOKBACK_TRANSACTIONS).
 */
export async function ownsVa(merchantId: string, number: string, bankCode?: string): Promise<boolean> {
  if (bankCode !== undefined) return (await getVaNumberLookup(bankCode, number))?.merchant_id === merchantId;
  const dedicated = await listDedicatedVas(merchantId);
  if (dedicated.some((va) => va.virtual_account_number === number)) return true;
  return (await findOwnTransactionByDetail(merchantId, 'va', 'virtual_account_number', number)) !== undefined;
}

/** An e-wallet cash-in by the reference number the wallet app shows, among the merchant's latest transactions. */
export async function ownsCashin(merchantId: string, referenceNumber: string): Promise<boolean> {
  return (
    (await findOwnTransactionByDetail(merchantId, 'ewallet_cashin', 'reference_number', referenceNumber)) !== undefined
  );
}

/** A raw payment callback: every reference it names (its partner_reff, its VA number) must be the merchant's. */
export async function ownsRawPayment(
  merchantId: string,
  body: { partner_reff?: string; virtual_account_number?: string; bank_code?: string },
): Promise<boolean> {
  const checks: Array<Promise<boolean>> = [];
  if (body.partner_reff !== undefined) checks.push(ownsTransaction(merchantId, body.partner_reff));
  if (body.virtual_account_number !== undefined)
    checks.push(ownsVa(merchantId, body.virtual_account_number, body.bank_code));
  const owned = await Promise.all(checks);
  return owned.length > 0 && owned.every(Boolean);
}
