import { payoutRoute } from '../../shared/channels/sandbox/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxPayoutExecuteRow } from '../../shared/route-rows/sandbox-payout-execute';

export const handler = apiHandler(sandboxPayoutExecuteRow, payoutRoute('execute'));
