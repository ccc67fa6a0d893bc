import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminListPushNotifications } from '../../shared/operations/admin-push';
import { adminListPushNotificationsRow } from '../../shared/route-rows/admin-list-push-notifications';

export const handler = apiHandler(adminListPushNotificationsRow, async (state) =>
  respond(await adminListPushNotifications(state.params.id), OK_200),
);
