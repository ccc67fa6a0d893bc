import { getDigitalProduct } from '../../shared/channels/digital/products';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';

export const handler = apiHandler('getDigitalProduct', async (state) =>
  respond(await getDigitalProduct(state.client!.merchant_id, (state.params as { kode: string }).kode, state.reads), OK_200),
);
