import { publicLinkRoute } from '../../shared/channels/payment-links/page-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getPublicPaymentLinkRow } from '../../shared/route-rows/get-public-payment-link';

export const handler = apiHandler(getPublicPaymentLinkRow, (state) => publicLinkRoute(state));
