import { qrisRoute } from '../../shared/channels/sandbox/qris';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxQrisFailRow } from '../../shared/route-rows/sandbox-qris-fail';

export const handler = apiHandler(sandboxQrisFailRow, qrisRoute('fail'));
