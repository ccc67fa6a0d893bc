import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_OR_EXISTING, recorder, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { unsealReplay } from '../../shared/operations/client-secrets';
import { createOwnClient } from '../../shared/operations/dashboard-client-changes';
import { dashboardCreateClientRow } from '../../shared/route-rows/dashboard-create-client';

/** The key's record keeps the new secret sealed; a replay is answered with it unsealed. */
export const handler = apiHandler(
  dashboardCreateClientRow,
  async (state) =>
    respond(
      await createOwnClient({
        membership: state.membership!,
        user: state.user!,
        body: state.body,
        clock: state.clock,
        arrivedAtMs: state.arrivedAtMs,
        idempotency: recorder(state.idempotency, CREATED_OR_EXISTING),
      }),
      CREATED_OR_EXISTING,
    ),
  { userAuth: userAuthMiddleware(), reviveReplay: unsealReplay },
);
