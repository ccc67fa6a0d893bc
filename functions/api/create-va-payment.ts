import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_201, recorder, respond } from '../../shared/http/outcome';
import { createVaPayment } from '../../shared/channels/va/payments';
import { createVaPaymentRow } from '../../shared/route-rows/create-va-payment';

export const handler = apiHandler(createVaPaymentRow, async (state) =>
  respond(
    await createVaPayment({
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
