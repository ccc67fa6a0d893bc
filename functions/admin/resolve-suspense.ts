import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { resolveSuspense } from '../../shared/operations/suspense';
import { adminResolveSuspenseRow } from '../../shared/route-rows/admin-resolve-suspense';

export const handler = apiHandler(adminResolveSuspenseRow, async (state) => {
  if (state.operator === undefined) throw new Error('admin route reached without an operator');
  const { id } = state.params;
  return respond(await resolveSuspense(id, state.body, state.operator, state.clock.nowMs()), OK_200);
});
