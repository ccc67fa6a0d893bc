import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { revokeInvitation } from '../../shared/operations/dashboard-users';
import { dashboardRevokeInvitationRow } from '../../shared/route-rows/dashboard-revoke-invitation';

export const handler = apiHandler(
  dashboardRevokeInvitationRow,
  async (state) =>
    respond(await revokeInvitation(state.user!, state.membership!, state.params.invitation_id, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
