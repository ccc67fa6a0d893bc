import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminPatchMerchant } from '../../shared/operations/admin';
import { adminPatchMerchantRow } from '../../shared/route-rows/admin-patch-merchant';

export const handler = apiHandler(adminPatchMerchantRow, async (state) =>
  respond(await adminPatchMerchant(state.params.id, state.body), OK_200),
);
