import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { readVaPayment } from '../../shared/channels/va/payments';
import { getVaPaymentRow } from '../../shared/route-rows/get-va-payment';

export const handler = apiHandler(getVaPaymentRow, async (state) =>
  respond(await readVaPayment(state.client!.merchant_id, state.params.partner_reff), OK_200),
);
