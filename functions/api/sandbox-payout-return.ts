import { payoutRoute } from '../../shared/channels/sandbox/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxPayoutReturnRow } from '../../shared/route-rows/sandbox-payout-return';

export const handler = apiHandler(sandboxPayoutReturnRow, payoutRoute('return'));
