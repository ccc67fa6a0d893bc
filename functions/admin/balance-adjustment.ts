import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminAdjustBalance } from '../../shared/operations/admin';

export const handler = apiHandler('adminBalanceAdjustment', async (state) => {
  const body = state.body as { amount: number; note: string };
  return respond(await adminAdjustBalance((state.params as { id: string }).id, body.amount, body.note, state.clock), OK_200);
});
