import { listDigitalProducts } from '../../shared/channels/digital/products';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listDigitalProductsRow } from '../../shared/route-rows/list-digital-products';

export const handler = apiHandler(listDigitalProductsRow, async (state) =>
  respond(await listDigitalProducts(state.client!.merchant_id, state.query, state.reads), OK_200),
);
