import { getLinkRoute } from '../../shared/channels/payment-links/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getPaymentLinkRow } from '../../shared/route-rows/get-payment-link';

export const handler = apiHandler(getPaymentLinkRow, (state, event) => getLinkRoute(state, event));
