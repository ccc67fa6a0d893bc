import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { InvitationIdParamsSchema } from '../schemas/dashboard';

export const dashboardRevokeInvitationRow = {
  id: 'dashboardRevokeInvitation',
  method: 'DELETE',
  path: '/invitations/{invitation_id}',
  handler: 'functions/dashboard/revoke-invitation.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { params: InvitationIdParamsSchema },
  responses: { 200: { description: 'The pending invitation withdrawn', schema: 'DashboardInvitationResponse' } },
  errors: ['not_found'],
  summary: 'Revoke a pending invitation',
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
