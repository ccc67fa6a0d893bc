import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { listOwnClients } from '../../shared/operations/dashboard-clients';
import { dashboardListClientsRow } from '../../shared/route-rows/dashboard-list-clients';

export const handler = apiHandler(
  dashboardListClientsRow,
  async (state) => respond(await listOwnClients(state.membership!, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
