import { clockAdvanceRoute } from '../../shared/channels/sandbox/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxClockAdvanceRow } from '../../shared/route-rows/sandbox-clock-advance';

export const handler = apiHandler(sandboxClockAdvanceRow, clockAdvanceRoute);
