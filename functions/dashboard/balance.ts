import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { memberBalance } from '../../shared/operations/dashboard-account';
import { dashboardBalanceRow } from '../../shared/route-rows/dashboard-balance';

export const handler = apiHandler(
  dashboardBalanceRow,
  async (state) => respond(await memberBalance(state.membership!), OK_200),
  { userAuth: userAuthMiddleware() },
);
