import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { RegisterDeviceBodySchema } from '../schemas/devices';

export const registerDeviceRow = {
  id: 'registerDevice',
  method: 'POST',
  path: '/devices',
  handler: 'functions/api/register-device.ts',
  auth: 'client',
  idempotency: 'optional',
  request: { body: RegisterDeviceBodySchema },
  responses: {
    200: { description: 'Device registered, or refreshed when the token is known', schema: 'DeviceResponse' },
  },
  errors: [],
  summary: 'Register a device for push notifications',
  description:
    'A repeated token refreshes last_seen_at (and re-activates a disabled device). A token registered by another merchant moves to the caller.',
  tag: 'Devices',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'DEVICE#'], deletes: true },
} as const satisfies RouteDefinition;
