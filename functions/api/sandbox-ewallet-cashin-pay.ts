import { cashinPayRoute } from '../../shared/channels/sandbox/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxEwalletCashinPayRow } from '../../shared/route-rows/sandbox-ewallet-cashin-pay';

export const handler = apiHandler(sandboxEwalletCashinPayRow, cashinPayRoute);
