import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminResendDelivery } from '../../shared/operations/admin';

export const handler = apiHandler('adminResendWebhook', async (state) => respond(await adminResendDelivery((state.params as { id: string }).id, state.clock), OK_200));
