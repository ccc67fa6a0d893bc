import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { removeUser } from '../../shared/operations/dashboard-users';
import { removedCreatorItems } from '../../shared/operations/removed-creator';
import { dashboardRemoveUserRow } from '../../shared/route-rows/dashboard-remove-user';

export const handler = apiHandler(
  dashboardRemoveUserRow,
  async (state) =>
    respond(
      await removeUser(state.user!, state.membership!, state.params.user_id, state.clock, removedCreatorItems),
      OK_200,
    ),
  { userAuth: userAuthMiddleware() },
);
