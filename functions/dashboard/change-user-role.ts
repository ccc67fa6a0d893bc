import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { changeUserRole } from '../../shared/operations/dashboard-users';
import { dashboardChangeUserRoleRow } from '../../shared/route-rows/dashboard-change-user-role';

export const handler = apiHandler(
  dashboardChangeUserRoleRow,
  async (state) =>
    respond(
      await changeUserRole(state.user!, state.membership!, state.params.user_id, state.body.role, state.clock),
      OK_200,
    ),
  { userAuth: userAuthMiddleware() },
);
