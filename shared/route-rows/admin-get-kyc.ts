import type { RouteDefinition } from '../http/route';
import { MerchantIdParamsSchema } from '../schemas/admin';

export const adminGetKycRow = {
  id: 'adminGetKyc',
  method: 'GET',
  path: '/merchants/{id}/kyc',
  handler: 'functions/admin/get-kyc.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema },
  responses: {
    200: {
      description: "The merchant's KYC state and submission, with a download URL per document",
      schema: 'AdminKycReviewResponse',
    },
  },
  errors: ['not_found'],
  summary: "Review a merchant's KYC",
  tag: 'Admin',
  kycDocuments: 'read',
} as const satisfies RouteDefinition;
