import type { RouteDefinition } from '../http/route';

export const dashboardGetKycRow = {
  id: 'dashboardGetKyc',
  method: 'GET',
  path: '/kyc',
  handler: 'functions/dashboard/get-kyc.ts',
  auth: 'user',
  // The submission holds the owner's NIK and the tax numbers: the owner, who submits it, reads it.
  access: ['owner'],
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: 'The KYC state, the rejection reason and the latest submission with its documents',
      schema: 'DashboardKycResponse',
    },
  },
  errors: ['not_found'],
  summary: 'Read your KYC submission',
  tag: 'Dashboard',
  description:
    'What the form starts from after a rejection: the fields as submitted and the documents the submission named, each `reusable` (name its id again in POST /dashboard/v1/kyc, no upload) when the checked copy is kept.',
} as const satisfies RouteDefinition;
