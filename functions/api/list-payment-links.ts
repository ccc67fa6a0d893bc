import { listLinksRoute } from '../../shared/channels/payment-links/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { listPaymentLinksRow } from '../../shared/route-rows/list-payment-links';

export const handler = apiHandler(listPaymentLinksRow, (state, event) => listLinksRoute(state, event));
