import { linkPaymentRoute } from '../../shared/channels/payment-links/page-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getLinkPaymentRow } from '../../shared/route-rows/get-link-payment';

export const handler = apiHandler(getLinkPaymentRow, (state, event) => linkPaymentRoute(state, event));
