import { apiHandler } from '../../shared/http/api-handler';
import { adminListDeliveries } from '../../shared/operations/admin';

export const handler = apiHandler('adminListWebhookDeliveries', async (state) =>
  adminListDeliveries((state.params as { client_id: string }).client_id),
);
