import { apiHandler } from '../../shared/http/api-handler';
import { adminListPushNotifications } from '../../shared/operations/admin-push';

export const handler = apiHandler('adminListPushNotifications', async (state) =>
  adminListPushNotifications((state.params as { id: string }).id),
);
