import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { patchMerchantAsOperator } from '../../shared/operations/admin-patch-merchant';
import { adminPatchMerchantRow } from '../../shared/route-rows/admin-patch-merchant';

export const handler = apiHandler(adminPatchMerchantRow, async (state) =>
  respond(await patchMerchantAsOperator(state.params.id, state.body, state.clock), OK_200),
);
