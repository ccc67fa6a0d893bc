import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { CREATED_201, respond } from '../../shared/http/outcome';
import { createOwnMerchant } from '../../shared/operations/dashboard-account';
import { dashboardCreateMerchantRow } from '../../shared/route-rows/dashboard-create-merchant';

export const handler = apiHandler(
  dashboardCreateMerchantRow,
  async (state) =>
    respond(
      await createOwnMerchant(state.user!, state.memberships!, state.body.business_name, state.clock),
      CREATED_201,
    ),
  { userAuth: userAuthMiddleware() },
);
