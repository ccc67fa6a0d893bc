import { inquiryRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('ewalletInquiry', (state) => inquiryRoute(state, 'ewallet'));
