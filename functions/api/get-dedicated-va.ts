import { apiHandler } from '../../shared/http/api-handler';
import { readDedicatedVa } from '../../shared/operations/dedicated-va';

export const handler = apiHandler('getDedicatedVa', async (state) =>
  readDedicatedVa(state.client!.merchant_id, (state.params as { id: number }).id),
);
