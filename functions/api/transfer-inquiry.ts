import { inquiryRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('transferInquiry', (state) => inquiryRoute(state, 'transfer'));
