import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { registerDevice } from '../../shared/operations/devices';
import { registerDeviceRow } from '../../shared/route-rows/register-device';
import type { RegisterDeviceBody } from '../../shared/schemas/devices';

export const handler = apiHandler(registerDeviceRow, async (state) =>
  respond(await registerDevice(state.client!, state.body as RegisterDeviceBody, state.clock), OK_200),
);
