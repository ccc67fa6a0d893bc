import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { InvitationIdParamsSchema } from '../schemas/dashboard';

export const dashboardDeclineInvitationRow = {
  id: 'dashboardDeclineInvitation',
  method: 'POST',
  path: '/invitations/{invitation_id}/decline',
  handler: 'functions/dashboard/decline-invitation.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'optional',
  request: { params: InvitationIdParamsSchema },
  responses: { 200: { description: 'The invitation declined and gone', schema: 'DeclinedInvitationResponse' } },
  errors: ['not_found'],
  summary: 'Decline an invitation',
  description:
    "404 `not_found` for an invitation that is not the caller's, or no longer pending (accepted, declined or revoked).",
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
