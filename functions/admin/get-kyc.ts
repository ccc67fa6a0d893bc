import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminKycReview } from '../../shared/operations/kyc-review';
import { adminGetKycRow } from '../../shared/route-rows/admin-get-kyc';

export const handler = apiHandler(adminGetKycRow, async (state) =>
  respond(await adminKycReview(state.params.id, state.clock), OK_200),
);
