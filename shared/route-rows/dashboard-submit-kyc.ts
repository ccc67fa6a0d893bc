import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { SubmitKycBodySchema } from '../schemas/dashboard';

export const dashboardSubmitKycRow = {
  id: 'dashboardSubmitKyc',
  method: 'POST',
  path: '/kyc',
  handler: 'functions/dashboard/submit-kyc.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'optional',
  request: { body: SubmitKycBodySchema },
  responses: {
    200: { description: 'The merchant, its KYC submitted for review', schema: 'DashboardMerchantResponse' },
  },
  errors: [
    'not_found',
    'kyc_already_submitted',
    'kyc_already_verified',
    'kyc_document_not_uploaded',
    'kyc_document_too_large',
    'kyc_document_content_type_mismatch',
    'kyc_documents_incomplete',
  ],
  summary: 'Submit your KYC',
  tag: 'Dashboard',
  kycDocuments: 'submit',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'KYC#'], deletes: true },
} as const satisfies RouteDefinition;
