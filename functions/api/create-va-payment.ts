import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { createVaPayment } from '../../shared/operations/va-payments';
import type { CreateVaPaymentBody } from '../../shared/schemas/va';

export const handler = apiHandler('createVaPayment', async (state) =>
  createVaPayment({
    body: state.body as CreateVaPaymentBody,
    client: state.client!,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    idempotency: state.idempotency,
  }),
);
