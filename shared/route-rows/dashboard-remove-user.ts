import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { UserIdParamsSchema } from '../schemas/dashboard';

export const dashboardRemoveUserRow = {
  id: 'dashboardRemoveUser',
  method: 'DELETE',
  path: '/users/{user_id}',
  handler: 'functions/dashboard/remove-user.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { params: UserIdParamsSchema },
  responses: {
    200: { description: 'The user removed from the merchant (its sign-in stays)', schema: 'DashboardUserResponse' },
  },
  errors: ['not_found', 'last_owner'],
  summary: 'Remove a user',
  description:
    'The last owner cannot be removed (409 `last_owner`). The API clients the user created that hold a money-out ' +
    'permission are deactivated in the same write (each with a `client.deactivated` audit entry); its other clients ' +
    'keep working.',
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#', 'MCLIENTS#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
