import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { listUsers } from '../../shared/operations/dashboard-users';
import { dashboardListUsersRow } from '../../shared/route-rows/dashboard-list-users';

export const handler = apiHandler(
  dashboardListUsersRow,
  async (state) => respond(await listUsers(state.membership!), OK_200),
  { userAuth: userAuthMiddleware() },
);
