import { linkPaymentQrRoute } from '../../shared/channels/payment-links/page-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getLinkPaymentQrRow } from '../../shared/route-rows/get-link-payment-qr';

export const handler = apiHandler(getLinkPaymentQrRow, (state) => linkPaymentQrRoute(state));
