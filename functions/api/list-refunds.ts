import { listRefunds } from '../../shared/channels/refunds/read';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listRefundsRow } from '../../shared/route-rows/list-refunds';

export const handler = apiHandler(listRefundsRow, async (state) =>
  respond(await listRefunds(state.client!.merchant_id, state.params.partner_reff), OK_200),
);
