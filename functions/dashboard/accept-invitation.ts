import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { acceptInvitation } from '../../shared/operations/dashboard-invitations';
import { dashboardAcceptInvitationRow } from '../../shared/route-rows/dashboard-accept-invitation';

export const handler = apiHandler(
  dashboardAcceptInvitationRow,
  async (state) => respond(await acceptInvitation(state.user!, state.params.invitation_id, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
