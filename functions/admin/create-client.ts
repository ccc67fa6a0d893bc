import { apiHandler } from '../../shared/http/api-handler';
import { adminCreateClient, type NewClient } from '../../shared/operations/admin';

export const handler = apiHandler('adminCreateClient', async (state) =>
  adminCreateClient((state.params as { id: string }).id, state.body as NewClient, state.clock),
);
