import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminListDeliveries } from '../../shared/operations/admin';

export const handler = apiHandler('adminListWebhookDeliveries', async (state) =>
  respond(await adminListDeliveries((state.params as { client_id: string }).client_id), OK_200),
);
