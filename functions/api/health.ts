import { apiHandler } from '../../shared/http/api-handler';
import { healthRow } from '../../shared/route-rows/health';

export const handler = apiHandler(healthRow, async () => ({ statusCode: 200, body: { ok: true } }));
