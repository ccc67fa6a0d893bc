import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { registerDevice } from '../../shared/operations/devices';
import { registerDeviceRow } from '../../shared/route-rows/register-device';

export const handler = apiHandler(registerDeviceRow, async (state) =>
  respond(await registerDevice(state.client!, state.body, state.clock), OK_200),
);
