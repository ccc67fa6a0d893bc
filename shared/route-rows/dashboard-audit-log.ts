import type { RouteDefinition } from '../http/route';
import { AuditLogQuerySchema } from '../schemas/dashboard';

export const dashboardAuditLogRow = {
  id: 'dashboardAuditLog',
  method: 'GET',
  path: '/audit-log',
  handler: 'functions/dashboard/audit-log.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { query: AuditLogQuerySchema },
  responses: { 200: { description: 'A page of configuration changes, newest first', schema: 'AuditLogResponse' } },
  errors: [],
  summary: 'Audit log: every configuration change',
  description:
    'Entries `{id, at, actor, action, target, details}`, newest first; page with `starting_after` = `next_cursor` ' +
    'while it is not null. A `starting_after` that is not such a cursor is 422 `validation_failed`.',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
