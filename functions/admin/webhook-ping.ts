import { apiHandler } from '../../shared/http/api-handler';
import { adminPing } from '../../shared/operations/admin';

export const handler = apiHandler('adminWebhookPing', async (state) => adminPing((state.params as { client_id: string }).client_id, state.clock));
