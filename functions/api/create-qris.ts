import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_201, recorder, respond } from '../../shared/http/outcome';
import { createQris } from '../../shared/channels/qris/create';
import { createQrisRow } from '../../shared/route-rows/create-qris';

export const handler = apiHandler(createQrisRow, async (state) =>
  respond(
    await createQris({
      body: state.body,
      client: state.client!,
      clock: state.clock,
      gateway: await gatewayFromEnv(),
      idempotency: recorder(state.idempotency, CREATED_201),
      reads: state.reads,
    }),
    CREATED_201,
  ),
);
