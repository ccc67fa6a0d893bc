import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { auditLog } from '../../shared/operations/dashboard-users';
import { dashboardAuditLogRow } from '../../shared/route-rows/dashboard-audit-log';

export const handler = apiHandler(
  dashboardAuditLogRow,
  async (state) => respond(await auditLog(state.membership!, state.query), OK_200),
  { userAuth: userAuthMiddleware() },
);
