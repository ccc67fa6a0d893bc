import { listRefunds } from '../../shared/channels/refunds/read';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListRefundsRow } from '../../shared/route-rows/dashboard-list-refunds';

export const handler = apiHandler(
  dashboardListRefundsRow,
  async (state) => respond(await listRefunds(state.membership!.merchant_id, state.params.partner_reff), OK_200),
  { userAuth: userAuthMiddleware() },
);
