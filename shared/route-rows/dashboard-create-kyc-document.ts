import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CreateKycDocumentBodySchema } from '../schemas/dashboard';

export const dashboardCreateKycDocumentRow = {
  id: 'dashboardCreateKycDocument',
  method: 'POST',
  path: '/kyc/documents',
  handler: 'functions/dashboard/create-kyc-document.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'optional',
  request: { body: CreateKycDocumentBodySchema },
  responses: {
    201: {
      description: 'The document, and the presigned POST (URL and form fields) its file must be uploaded with',
      schema: 'KycDocumentUploadResponse',
    },
  },
  errors: ['not_found', 'kyc_already_submitted', 'kyc_already_verified', 'kyc_document_limit_reached'],
  description:
    '409 `kyc_document_limit_reached` at 20 documents; a document never submitted is deleted 7 days after it was created.',
  summary: 'Add a KYC document',
  tag: 'Dashboard',
  kycDocuments: 'upload',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'KYC#'], deletes: true },
} as const satisfies RouteDefinition;
