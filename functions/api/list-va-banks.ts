import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listVaBanks } from '../../shared/channels/va/banks';
import { listVaBanksRow } from '../../shared/route-rows/list-va-banks';

export const handler = apiHandler(listVaBanksRow, async (state) =>
  respond(await listVaBanks(await gatewayFromEnv(), state.clock), OK_200),
);
