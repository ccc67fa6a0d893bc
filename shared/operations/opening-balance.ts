import type { Clock } from '../clock';
import { config } from '../config';
import type { Outcome } from '../domain/outcome';
import { adminAdjustBalance, type AdjustmentAnswer } from './admin';

/**
 * The opening test balance (DESIGN 18): in the sandbox environment every new merchant starts with
 * IDR 10,000,000 available, as the local demo merchant does. It is a balance adjustment (a
 * transaction of type `adjustment` and one move of the money engine, crediting the available
 * balance from the operator-adjustments account), made once per merchant by its fixed reference.
 */
export const OPENING_BALANCE_IDR = 10_000_000;

/** The adjustment's reference: one opening balance per merchant, whatever retries. */
export const openingBalanceReference = (merchantId: string): string => `opening-${merchantId}`;

/** Credits the merchant's opening balance once; `operatorId` is who it is recorded as made by. */
export function creditOpeningBalance(
  merchantId: string,
  clock: Clock,
  operatorId: string,
): Promise<Outcome<AdjustmentAnswer>> {
  return adminAdjustBalance({
    merchantId,
    amountIdr: OPENING_BALANCE_IDR,
    note: 'Opening sandbox balance',
    operator: { id: operatorId, mayCredit: true },
    clock,
    reference: openingBalanceReference(merchantId),
  });
}

/**
 * A merchant just created by the dashboard sign-up or an operator gets its opening balance in the
 * sandbox environment; in live, nothing. Called by those two routes only (not the store's merchant
 * create, which tests and the demo use with balances of their own).
 */
export async function sandboxOpeningBalance(merchantId: string, clock: Clock): Promise<void> {
  if (!config().sandbox) return;
  const credited = await creditOpeningBalance(merchantId, clock, 'sandbox-opening-balance');
  if (!credited.ok) throw new Error(`Opening balance of ${merchantId}: ${credited.code}: ${credited.message}`);
}
