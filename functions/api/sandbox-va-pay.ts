import { vaPayRoute } from '../../shared/channels/sandbox/va';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxVaPayRow } from '../../shared/route-rows/sandbox-va-pay';

export const handler = apiHandler(sandboxVaPayRow, vaPayRoute);
