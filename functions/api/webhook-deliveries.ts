import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listClientDeliveries } from '../../shared/operations/merchant-webhooks';

export const handler = apiHandler('listWebhookDeliveries', async (state) => respond(await listClientDeliveries(state.client!), OK_200));
