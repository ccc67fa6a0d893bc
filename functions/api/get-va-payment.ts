import { apiHandler } from '../../shared/http/api-handler';
import { readVaPayment } from '../../shared/operations/va-payments';

export const handler = apiHandler('getVaPayment', async (state) =>
  readVaPayment(state.client!.merchant_id, (state.params as { partner_reff: string }).partner_reff),
);
