import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminPing } from '../../shared/operations/admin';
import { adminWebhookPingRow } from '../../shared/route-rows/admin-webhook-ping';

export const handler = apiHandler(adminWebhookPingRow, async (state) =>
  respond(await adminPing(state.params.client_id, state.clock), OK_200),
);
