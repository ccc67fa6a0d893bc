import { createEwalletCashin } from '../../shared/channels/ewallet-cashin/create';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_201, recorder, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreateEwalletCashinRow } from '../../shared/route-rows/dashboard-create-ewallet-cashin';

export const handler = apiHandler(
  dashboardCreateEwalletCashinRow,
  async (state) =>
    respond(
      await createEwalletCashin({
        membership: state.membership!,
        user: state.user!,
        body: state.body,
        clock: state.clock,
        gateway: await gatewayFromEnv(),
        idempotency: recorder(state.idempotency, CREATED_201),
      }),
      CREATED_201,
    ),
  { userAuth: userAuthMiddleware() },
);
