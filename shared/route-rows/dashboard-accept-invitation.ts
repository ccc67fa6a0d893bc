import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { InvitationIdParamsSchema } from '../schemas/dashboard';

export const dashboardAcceptInvitationRow = {
  id: 'dashboardAcceptInvitation',
  method: 'POST',
  path: '/invitations/{invitation_id}/accept',
  handler: 'functions/dashboard/accept-invitation.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'optional',
  request: { params: InvitationIdParamsSchema },
  responses: {
    200: {
      description: 'The invitation accepted: a member with the invited role',
      schema: 'AcceptedInvitationResponse',
    },
  },
  errors: ['not_found', 'already_member'],
  summary: 'Accept an invitation',
  description:
    'The signed-in user (its e-mail verified) becomes a member of the inviting merchant with the invited role. ' +
    "404 `not_found` for an invitation that is not the caller's, or no longer pending (accepted, declined or " +
    'revoked); 409 `already_member` when the caller already belongs to that merchant.',
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
