import { qrisRoute } from '../../shared/channels/sandbox/qris';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxQrisPayRow } from '../../shared/route-rows/sandbox-qris-pay';

export const handler = apiHandler(sandboxQrisPayRow, qrisRoute('pay'));
