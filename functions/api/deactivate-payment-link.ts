import { deactivateLinkRoute } from '../../shared/channels/payment-links/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { deactivatePaymentLinkRow } from '../../shared/route-rows/deactivate-payment-link';

export const handler = apiHandler(deactivatePaymentLinkRow, (state, event) => deactivateLinkRoute(state, event));
