import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PpobInquiryBodySchema } from '../channels/digital/ppob-schemas';

export const ppobInquiryRow = {
  id: 'ppobInquiry',
  method: 'POST',
  path: '/tv/ppob/inquiries',
  handler: 'functions/api/ppob-inquiry.ts',
  auth: 'client',
  permission: 'digital:ppob',
  idempotency: 'optional',
  request: { body: PpobInquiryBodySchema },
  responses: {
    200: {
      description: 'The bill; no money moves. Pay it once within 30 minutes with POST /tv/ppob/orders.',
      schema: 'PpobInquiryResponse',
    },
  },
  errors: ['not_found', 'product_inactive', 'invalid_msisdn', 'upstream_error'],
  summary: 'Postpaid bill inquiry (PPOB)',
  tag: CHANNELS.ppob.tag,
  usesProvider: true,
  reads: ['merchant'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PPOBINQ#', 'RECENTORDER#'], deletes: true },
} as const satisfies RouteDefinition;
