import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_OR_EXISTING, respond } from '../../shared/http/outcome';
import { adminCreateMerchant } from '../../shared/operations/admin';
import { adminCreateMerchantRow } from '../../shared/route-rows/admin-create-merchant';

export const handler = apiHandler(adminCreateMerchantRow, async (state) =>
  respond(await adminCreateMerchant(state.body, state.clock), CREATED_OR_EXISTING),
);
