import { apiHandler } from '../../shared/http/api-handler';
import { adminAudit } from '../../shared/operations/admin';

export const handler = apiHandler('adminAudit', async () => adminAudit());
