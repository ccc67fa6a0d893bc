import { EWALLET_PRODUCTS } from '../../shared/channels/ewallet/products';
import { apiHandler } from '../../shared/http/api-handler';
import { listEwalletProductsRow } from '../../shared/route-rows/list-ewallet-products';

export const handler = apiHandler(listEwalletProductsRow, async () => ({
  statusCode: 200,
  body: { ok: true, data: EWALLET_PRODUCTS },
}));
