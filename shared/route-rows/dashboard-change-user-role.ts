import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ChangeUserRoleBodySchema, UserIdParamsSchema } from '../schemas/dashboard';

export const dashboardChangeUserRoleRow = {
  id: 'dashboardChangeUserRole',
  method: 'PATCH',
  path: '/users/{user_id}',
  handler: 'functions/dashboard/change-user-role.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { params: UserIdParamsSchema, body: ChangeUserRoleBodySchema },
  responses: {
    200: {
      description: "The user with its new role, effective at the user's next request",
      schema: 'DashboardUserResponse',
    },
  },
  errors: ['not_found', 'last_owner'],
  summary: "Change a user's role",
  description: 'The last owner cannot be given another role (409 `last_owner`).',
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
