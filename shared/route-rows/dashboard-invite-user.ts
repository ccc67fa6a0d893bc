import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { InviteUserBodySchema } from '../schemas/dashboard';

export const dashboardInviteUserRow = {
  id: 'dashboardInviteUser',
  method: 'POST',
  path: '/users',
  handler: 'functions/dashboard/invite-user.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'optional',
  request: { body: InviteUserBodySchema },
  responses: {
    201: { description: 'Invitation pending until the invited user accepts it', schema: 'DashboardInvitationResponse' },
  },
  errors: ['already_member', 'already_invited', 'too_many_invitations'],
  summary: 'Invite a user',
  description:
    'A pending invitation of the e-mail with the role (`viewer` when none is given). A user signed in with that ' +
    'e-mail (verified) sees it in `GET /dashboard/v1/me` and becomes a member only by accepting it ' +
    '(`POST /dashboard/v1/invitations/{invitation_id}/accept`). 409 `already_member` for a user of the merchant, ' +
    '`already_invited` while the e-mail has a pending invitation (revoke it to change the role), ' +
    '`too_many_invitations` beyond 50 pending.',
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
