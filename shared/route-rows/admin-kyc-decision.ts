import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { KycDecisionBodySchema, MerchantIdParamsSchema } from '../schemas/admin';

export const adminKycDecisionRow = {
  id: 'adminKycDecision',
  method: 'POST',
  path: '/merchants/{id}/kyc',
  handler: 'functions/admin/kyc-decision.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema, body: KycDecisionBodySchema },
  responses: { 200: { description: 'The merchant with its new KYC status' } },
  errors: ['not_found'],
  summary: "Decide a merchant's KYC",
  tag: 'Admin',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'AUDIT#', 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
