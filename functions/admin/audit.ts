import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminAudit } from '../../shared/operations/admin';
import { adminAuditRow } from '../../shared/route-rows/admin-audit';

export const handler = apiHandler(adminAuditRow, async () => respond(await adminAudit(), OK_200));
