import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminAudit } from '../../shared/operations/admin';

export const handler = apiHandler('adminAudit', async () => respond(await adminAudit(), OK_200));
