import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminKycDecision } from '../../shared/operations/kyc-decision';
import { adminKycDecisionRow } from '../../shared/route-rows/admin-kyc-decision';

export const handler = apiHandler(adminKycDecisionRow, async (state) =>
  respond(await adminKycDecision(state.params.id, state.body, state.clock), OK_200),
);
