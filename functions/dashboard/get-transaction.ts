import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { readTransaction } from '../../shared/operations/transactions';
import { dashboardGetTransactionRow } from '../../shared/route-rows/dashboard-get-transaction';

export const handler = apiHandler(
  dashboardGetTransactionRow,
  async (state) => respond(await readTransaction(state.membership!.merchant_id, state.params.partner_reff), OK_200),
  { userAuth: userAuthMiddleware() },
);
