import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { OK_200, respond } from '../../shared/http/outcome';
import { done } from '../../shared/domain/outcome';
import { me } from '../../shared/operations/dashboard-account';
import { dashboardMeRow } from '../../shared/route-rows/dashboard-me';

export const handler = apiHandler(
  dashboardMeRow,
  async (state) => respond(done(me(state.user!, state.memberships!)), OK_200),
  { userAuth: userAuthMiddleware() },
);
