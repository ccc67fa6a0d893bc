import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { unregisterDevice } from '../../shared/operations/devices';
import { disableDeviceRow } from '../../shared/route-rows/disable-device';

export const handler = apiHandler(disableDeviceRow, async (state) =>
  respond(await unregisterDevice(state.client!.merchant_id, state.params.token), OK_200),
);
