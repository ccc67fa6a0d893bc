import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { createQris } from '../../shared/operations/qris';
import type { CreateQrisBody } from '../../shared/schemas/qris';

export const handler = apiHandler('createQris', async (state) =>
  createQris({
    body: state.body as CreateQrisBody,
    client: state.client!,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    idempotency: state.idempotency,
  }),
);
