import { apiHandler } from '../../shared/http/api-handler';
import { adminPatchClient } from '../../shared/operations/admin';

export const handler = apiHandler('adminPatchClient', async (state) =>
  adminPatchClient((state.params as { client_id: string }).client_id, state.body as Parameters<typeof adminPatchClient>[1]),
);
