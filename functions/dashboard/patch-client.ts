import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { patchOwnClient } from '../../shared/operations/dashboard-client-changes';
import { dashboardPatchClientRow } from '../../shared/route-rows/dashboard-patch-client';

export const handler = apiHandler(
  dashboardPatchClientRow,
  async (state) =>
    respond(
      await patchOwnClient({
        membership: state.membership!,
        user: state.user!,
        clientId: state.params.client_id,
        body: state.body,
        clock: state.clock,
        arrivedAtMs: state.arrivedAtMs,
      }),
      OK_200,
    ),
  { userAuth: userAuthMiddleware() },
);
