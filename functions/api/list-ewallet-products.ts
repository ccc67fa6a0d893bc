import { EWALLET_PRODUCTS } from '../../shared/channels/ewallet/products';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('listEwalletProducts', async () => ({ statusCode: 200, body: { ok: true, data: EWALLET_PRODUCTS } }));
