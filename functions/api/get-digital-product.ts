import { getDigitalProduct } from '../../shared/channels/digital/products';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { getDigitalProductRow } from '../../shared/route-rows/get-digital-product';

export const handler = apiHandler(getDigitalProductRow, async (state) =>
  respond(await getDigitalProduct(state.client!.merchant_id, state.params.kode, state.reads), OK_200),
);
