import { cashinPayRoute } from '../../shared/channels/sandbox/ewallet-cashin';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxEwalletCashinPayRow } from '../../shared/route-rows/sandbox-ewallet-cashin-pay';

export const handler = apiHandler(sandboxEwalletCashinPayRow, cashinPayRoute);
