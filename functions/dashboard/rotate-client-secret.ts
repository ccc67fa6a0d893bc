import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, recorder, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { unsealReplay } from '../../shared/operations/client-secrets';
import { rotateOwnClientSecret } from '../../shared/operations/dashboard-clients';
import { dashboardRotateClientSecretRow } from '../../shared/route-rows/dashboard-rotate-client-secret';

/** The key's record keeps the new secret sealed; a replay is answered with it unsealed. */
export const handler = apiHandler(
  dashboardRotateClientSecretRow,
  async (state) =>
    respond(
      await rotateOwnClientSecret({
        membership: state.membership!,
        user: state.user!,
        clientId: state.params.client_id,
        revokePrevious: state.body.revoke_previous === true,
        clock: state.clock,
        idempotency: recorder(state.idempotency, OK_200),
      }),
      OK_200,
    ),
  { userAuth: userAuthMiddleware(), reviveReplay: unsealReplay },
);
