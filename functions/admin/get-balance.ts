import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminGetBalance } from '../../shared/operations/admin';
import { adminGetBalanceRow } from '../../shared/route-rows/admin-get-balance';

export const handler = apiHandler(adminGetBalanceRow, async (state) =>
  respond(await adminGetBalance(state.params.id), OK_200),
);
