import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { declineInvitation } from '../../shared/operations/dashboard-invitations';
import { dashboardDeclineInvitationRow } from '../../shared/route-rows/dashboard-decline-invitation';

export const handler = apiHandler(
  dashboardDeclineInvitationRow,
  async (state) => respond(await declineInvitation(state.user!, state.params.invitation_id, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
