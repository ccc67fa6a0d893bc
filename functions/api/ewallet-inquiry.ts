import { inquiryRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { ewalletInquiryRow } from '../../shared/route-rows/ewallet-inquiry';

export const handler = apiHandler(ewalletInquiryRow, (state) => inquiryRoute(state, 'ewallet'));
