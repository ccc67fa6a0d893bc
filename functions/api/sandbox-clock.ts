import { clockReadRoute } from '../../shared/channels/sandbox/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxClockRow } from '../../shared/route-rows/sandbox-clock';

export const handler = apiHandler(sandboxClockRow, clockReadRoute);
