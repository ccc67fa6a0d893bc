import { qrisRoute } from '../../shared/channels/sandbox/qris';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxQrisCancelRow } from '../../shared/route-rows/sandbox-qris-cancel';

export const handler = apiHandler(sandboxQrisCancelRow, qrisRoute('cancel'));
