import { createLinkPaymentRoute } from '../../shared/channels/payment-links/page-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createLinkPaymentRow } from '../../shared/route-rows/create-link-payment';

export const handler = apiHandler(createLinkPaymentRow, (state, event) => createLinkPaymentRoute(state, event));
