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
      description: 'The document, and a presigned PUT URL its file must be uploaded to with its Content-Type',
      schema: 'KycDocumentUploadResponse',
    },
  },
  errors: ['not_found', 'kyc_already_submitted', 'kyc_already_verified'],
  summary: 'Add a KYC document',
  tag: 'Dashboard',
  kycDocuments: 'upload',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'KYC#'], deletes: true },
} as const satisfies RouteDefinition;
