import { apiHandler } from '../../shared/http/api-handler';
import { adminCreateMerchant, type NewMerchant } from '../../shared/operations/admin';

export const handler = apiHandler('adminCreateMerchant', async (state) => adminCreateMerchant(state.body as NewMerchant, state.clock));
