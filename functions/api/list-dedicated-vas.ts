import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listMerchantDedicatedVas } from '../../shared/channels/dedicated-va/accounts';
import { listDedicatedVasRow } from '../../shared/route-rows/list-dedicated-vas';

export const handler = apiHandler(listDedicatedVasRow, async (state) =>
  respond(await listMerchantDedicatedVas(state.client!.merchant_id), OK_200),
);
