import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminListPushNotifications } from '../../shared/operations/admin-push';

export const handler = apiHandler('adminListPushNotifications', async (state) =>
  respond(await adminListPushNotifications((state.params as { id: string }).id), OK_200),
);
