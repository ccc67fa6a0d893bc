import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { listVaBanks } from '../../shared/operations/va-banks';

export const handler = apiHandler('listVaBanks', async (state) => listVaBanks(await gatewayFromEnv(), state.clock));
