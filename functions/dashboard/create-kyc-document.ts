import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_201, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { createKycUpload } from '../../shared/operations/kyc-submission';
import { dashboardCreateKycDocumentRow } from '../../shared/route-rows/dashboard-create-kyc-document';

export const handler = apiHandler(
  dashboardCreateKycDocumentRow,
  async (state) => respond(await createKycUpload(state.membership!, state.user!, state.body, state.clock), CREATED_201),
  { userAuth: userAuthMiddleware() },
);
