import { rawCallbackRoute } from '../../shared/channels/sandbox/va';
import { apiHandler } from '../../shared/http/api-handler';
import { sandboxCallbackRow } from '../../shared/route-rows/sandbox-callback';

export const handler = apiHandler(sandboxCallbackRow, rawCallbackRoute);
