import type { RouteDefinition } from '../http/route';
import { DeviceTokenParamsSchema } from '../schemas/devices';

export const disableDeviceRow = {
  id: 'disableDevice',
  method: 'DELETE',
  path: '/devices/{token}',
  handler: 'functions/api/disable-device.ts',
  auth: 'client',
  idempotency: 'none',
  request: { params: DeviceTokenParamsSchema },
  responses: { 200: { description: 'Device disabled', schema: 'Ok' } },
  errors: ['not_found'],
  summary: 'Disable a device (for example on logout)',
  tag: 'Devices',
  tableWrites: {
    prefixes: ['BALANCE#', 'CLIENT#', 'DEVICE#', 'IDEM#', 'MERCHANT#', 'MERCHANT_INDEX', 'RATE#', 'TX#', 'TXSEQ#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
