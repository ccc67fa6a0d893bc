import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminResendDelivery } from '../../shared/operations/admin';
import { adminResendWebhookRow } from '../../shared/route-rows/admin-resend-webhook';

export const handler = apiHandler(adminResendWebhookRow, async (state) =>
  respond(await adminResendDelivery(state.params.id, state.clock), OK_200),
);
