import { apiHandler } from '../../shared/http/api-handler';
import { unregisterDevice } from '../../shared/operations/devices';

export const handler = apiHandler('disableDevice', async (state) =>
  unregisterDevice(state.client!.merchant_id, (state.params as { token: string }).token),
);
