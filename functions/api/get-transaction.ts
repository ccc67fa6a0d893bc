import { apiHandler } from '../../shared/http/api-handler';
import { readTransaction } from '../../shared/operations/transactions';

export const handler = apiHandler('getTransaction', async (state) =>
  readTransaction(state.client!.merchant_id, (state.params as { partner_reff: string }).partner_reff),
);
