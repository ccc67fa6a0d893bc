import { done, refuse, type Outcome } from '../../domain/outcome';
import { getSettlementAccount, type SettlementAccountRecord } from './store';

/**
 * The account is the merchant's (404 otherwise) and past its 24 hours; the fees stay below the
 * amount. Checked before the PIN, so a request refused for them costs no PIN attempt.
 */
export async function usableAccount(
  merchantId: string,
  accountId: string,
  nowMs: number,
): Promise<Outcome<SettlementAccountRecord>> {
  const account = await getSettlementAccount(merchantId, accountId);
  if (account === undefined) return refuse('not_found', 'Settlement account not found');
  if (nowMs < account.usable_at_ms)
    return refuse(
      'settlement_account_not_ready',
      'A settlement account takes withdrawals 24 hours after it was added (its usable_at)',
    );
  return done(account);
}
