import { randomUUID } from 'node:crypto';
import { getBalance } from '../shared/store/merchants';
import type { ChaosApi } from './payout-faults';

/**
 * In the sandbox a merchant an operator makes opens with its test balance (DESIGN 18). The chaos
 * phases size their funding exactly (40 payouts on a balance for 10), so each takes the opening
 * balance back with a negative operator adjustment before it funds the merchant: every phase starts
 * from 0, as it did before the opening balance, and the ledger still says where the money went.
 */
export async function withoutOpeningBalance(
  api: ChaosApi,
  admin: Record<string, string>,
  merchantId: string,
): Promise<void> {
  const opening = (await getBalance(merchantId))?.available ?? 0;
  if (opening === 0) return;
  const taken = await api.until('POST', `/admin/v1/merchants/${merchantId}/balance-adjustments`, {
    body: { amount: -opening, note: 'chaos: the opening test balance taken back' },
    headers: { ...admin, 'x-idempotency-key': `opening-${randomUUID()}` },
  });
  if (taken.status !== 200) throw new Error(`opening balance of ${merchantId}: ${JSON.stringify(taken.body)}`);
}
