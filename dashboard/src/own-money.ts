import type { components } from '../../client/schema';
import { ApiError, unwrap, type ApiClient } from './api';

/**
 * What the pages of the merchant's own money share (DESIGN 17): the settlement accounts withdrawals
 * go to, and the idempotency key of a money form that must survive a retried click.
 */
export type SettlementAccount = components['schemas']['SettlementAccount'];

/** A copy of the service's limit (shared/channels/withdrawals/limits.ts; the app may not import the service). */
export const SETTLEMENT_ACCOUNTS_MAX = 3;
/** The smallest withdrawal (the bank payout's minimum), a copy of the service's. */
export const WITHDRAWAL_MIN_IDR = 10_000;

export const listSettlementAccounts = async (api: ApiClient): Promise<SettlementAccount[]> =>
  (await unwrap(api.GET('/dashboard/v1/settlement-accounts'))).data;

/** `Bank Central Asia (BCA) 8730012345`: how an account is named in the pages. */
export const accountLabel = (account: SettlementAccount): string => `${account.bank_name} ${account.account_number}`;

/**
 * The Idempotency-Key of a money form: the same key while the outcome of the last try is unknown
 * (no answer, or a 5xx), so a second click replays the first request instead of paying twice; a new
 * key once the service has answered for certain (done, or refused: a wrong PIN, a low balance), so
 * the corrected form is a new request.
 */
export function nextIdempotencyKey(current: string, error: unknown): string {
  const unknownOutcome = error instanceof ApiError && (error.status === 0 || error.status >= 500);
  return unknownOutcome ? current : crypto.randomUUID();
}
