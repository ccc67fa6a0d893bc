import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { OK_200, respond } from '../../shared/http/outcome';
import { signedInUser } from '../../shared/operations/dashboard-invitations';
import { dashboardMeRow } from '../../shared/route-rows/dashboard-me';

export const handler = apiHandler(
  dashboardMeRow,
  async (state) => respond(await signedInUser(state.user!, state.memberships!), OK_200),
  { userAuth: userAuthMiddleware() },
);
