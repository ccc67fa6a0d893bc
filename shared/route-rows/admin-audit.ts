import type { RouteDefinition } from '../http/route';

export const adminAuditRow = {
  id: 'adminAudit',
  method: 'GET',
  path: '/audit',
  handler: 'functions/admin/audit.ts',
  auth: 'admin',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'Ledger audit result' } },
  errors: [],
  summary: 'Prove ledger sums equal balances and all accounts sum to zero',
  tag: 'Admin',
} as const satisfies RouteDefinition;
