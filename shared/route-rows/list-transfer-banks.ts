import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const listTransferBanksRow = {
  id: 'listTransferBanks',
  method: 'GET',
  path: '/transfer/banks',
  handler: 'functions/api/list-transfer-banks.ts',
  auth: 'client',
  idempotency: 'none',
  request: {},
  responses: {
    200: { description: 'The banks a transfer can go to (BI clearing codes)', schema: 'TransferBanksResponse' },
  },
  errors: [],
  summary: 'List the banks for transfers',
  tag: CHANNELS.transfer.tag,
} as const satisfies RouteDefinition;
