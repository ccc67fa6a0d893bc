import { apiHandler } from '../../shared/http/api-handler';
import { adminResendDelivery } from '../../shared/operations/admin';

export const handler = apiHandler('adminResendWebhook', async (state) => adminResendDelivery((state.params as { id: string }).id, state.clock));
