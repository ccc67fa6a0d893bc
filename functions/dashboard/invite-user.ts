import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_201, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { inviteUser } from '../../shared/operations/dashboard-users';
import { dashboardInviteUserRow } from '../../shared/route-rows/dashboard-invite-user';

export const handler = apiHandler(
  dashboardInviteUserRow,
  async (state) => respond(await inviteUser(state.user!, state.membership!, state.body, state.clock), CREATED_201),
  { userAuth: userAuthMiddleware() },
);
