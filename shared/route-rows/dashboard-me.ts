import type { RouteDefinition } from '../http/route';

export const dashboardMeRow = {
  id: 'dashboardMe',
  method: 'GET',
  path: '/me',
  handler: 'functions/dashboard/me.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: 'The signed-in user, its memberships and the pending invitations of its e-mail',
      schema: 'DashboardMeResponse',
    },
  },
  errors: [],
  summary: 'Who is signed in',
  description:
    'The memberships are the merchants the user belongs to. The pending invitations of its e-mail (when the ' +
    'token says it is verified) are listed apart: none is a membership until the user accepts it with ' +
    '`POST /dashboard/v1/invitations/{invitation_id}/accept`.',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
