import { balanceRoute } from '../../shared/channels/digital/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { digitalBalanceRow } from '../../shared/route-rows/digital-balance';

export const handler = apiHandler(digitalBalanceRow, balanceRoute);
