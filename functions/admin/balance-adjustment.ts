import { apiHandler } from '../../shared/http/api-handler';
import { adminAdjustBalance } from '../../shared/operations/admin';

export const handler = apiHandler('adminBalanceAdjustment', async (state) => {
  const body = state.body as { amount: number; note: string };
  return adminAdjustBalance((state.params as { id: string }).id, body.amount, body.note, state.clock);
});
