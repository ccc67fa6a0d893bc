import { createWithdrawalRoute } from '../../shared/channels/withdrawals/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createWithdrawalRow } from '../../shared/route-rows/create-withdrawal';

export const handler = apiHandler(createWithdrawalRow, (state) => createWithdrawalRoute(state));
