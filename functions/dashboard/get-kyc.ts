import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { ownKyc } from '../../shared/operations/kyc-own';
import { dashboardGetKycRow } from '../../shared/route-rows/dashboard-get-kyc';

export const handler = apiHandler(
  dashboardGetKycRow,
  async (state) => respond(await ownKyc(state.membership!), OK_200),
  {
    userAuth: userAuthMiddleware(),
  },
);
