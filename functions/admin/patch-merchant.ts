import { apiHandler } from '../../shared/http/api-handler';
import { adminPatchMerchant } from '../../shared/operations/admin';

export const handler = apiHandler('adminPatchMerchant', async (state) =>
  adminPatchMerchant((state.params as { id: string }).id, state.body as Parameters<typeof adminPatchMerchant>[1]),
);
