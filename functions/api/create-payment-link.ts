import { createLinkRoute } from '../../shared/channels/payment-links/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createPaymentLinkRow } from '../../shared/route-rows/create-payment-link';

export const handler = apiHandler(createPaymentLinkRow, (state, event) => createLinkRoute(state, event));
