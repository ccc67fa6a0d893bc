import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { getOrCreateDedicatedVa } from '../../shared/operations/dedicated-va';
import type { CreateDedicatedVaBody } from '../../shared/schemas/va';

export const handler = apiHandler('createDedicatedVa', async (state) =>
  getOrCreateDedicatedVa({
    bankCode: (state.body as CreateDedicatedVaBody).bank_code,
    client: state.client!,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    idempotency: state.idempotency,
  }),
);
