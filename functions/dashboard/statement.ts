import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { balanceStatement } from '../../shared/operations/dashboard-money';
import { dashboardStatementRow } from '../../shared/route-rows/dashboard-statement';

export const handler = apiHandler(
  dashboardStatementRow,
  async (state) => respond(await balanceStatement(state.membership!, state.query, state.clock.nowMs()), OK_200),
  { userAuth: userAuthMiddleware() },
);
