import { apiHandler } from '../../shared/http/api-handler';
import { listMerchantDedicatedVas } from '../../shared/operations/dedicated-va';

export const handler = apiHandler('listDedicatedVas', async (state) => listMerchantDedicatedVas(state.client!.merchant_id));
