import { apiHandler } from '../../shared/http/api-handler';

export const handler = apiHandler('health', async () => ({ statusCode: 200, body: { ok: true } }));
