import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { memberTransactions } from '../../shared/operations/dashboard-money';
import { dashboardListTransactionsRow } from '../../shared/route-rows/dashboard-list-transactions';

export const handler = apiHandler(
  dashboardListTransactionsRow,
  async (state) => respond(await memberTransactions(state.membership!, state.query, state.clock.nowMs()), OK_200),
  { userAuth: userAuthMiddleware() },
);
