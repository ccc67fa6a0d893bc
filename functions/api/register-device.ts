import { apiHandler } from '../../shared/http/api-handler';
import { registerDevice } from '../../shared/operations/devices';
import type { RegisterDeviceBody } from '../../shared/schemas/devices';

export const handler = apiHandler('registerDevice', async (state) =>
  registerDevice(state.client!, state.body as RegisterDeviceBody, state.clock),
);
