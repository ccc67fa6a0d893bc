import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { submitOwnKyc } from '../../shared/operations/kyc-submission';
import { dashboardSubmitKycRow } from '../../shared/route-rows/dashboard-submit-kyc';

export const handler = apiHandler(
  dashboardSubmitKycRow,
  async (state) => respond(await submitOwnKyc(state.membership!, state.user!, state.body, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
