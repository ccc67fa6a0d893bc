import { inquiryRoute } from '../../shared/channels/payouts/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { transferInquiryRow } from '../../shared/route-rows/transfer-inquiry';

export const handler = apiHandler(transferInquiryRow, (state) => inquiryRoute(state, 'transfer'));
