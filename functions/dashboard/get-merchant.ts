import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { OK_200, respond } from '../../shared/http/outcome';
import { ownMerchant } from '../../shared/operations/dashboard-account';
import { dashboardGetMerchantRow } from '../../shared/route-rows/dashboard-get-merchant';

export const handler = apiHandler(
  dashboardGetMerchantRow,
  async (state) => respond(await ownMerchant(state.membership!), OK_200),
  { userAuth: userAuthMiddleware() },
);
