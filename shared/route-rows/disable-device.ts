import { REQUEST_WRITES } from '../http/table-writes';
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
  tableWrites: { prefixes: [...REQUEST_WRITES, 'DEVICE#'], deletes: true },
} as const satisfies RouteDefinition;
