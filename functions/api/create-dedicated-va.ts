import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { apiHandler } from '../../shared/http/api-handler';
import { recorder, respond, type Rendering } from '../../shared/http/outcome';
import { getOrCreateDedicatedVa, type DedicatedVaAnswer } from '../../shared/channels/dedicated-va/accounts';
import { createDedicatedVaRow } from '../../shared/route-rows/create-dedicated-va';

/** 201 when the VA was made by this request, 200 when it already existed. */
const GET_OR_CREATE: Rendering<DedicatedVaAnswer> = {
  status: (answer) => (answer.created ? 201 : 200),
  body: (answer) => ({ ok: true, virtual_account: answer.virtual_account }),
};

export const handler = apiHandler(createDedicatedVaRow, async (state) =>
  respond(
    await getOrCreateDedicatedVa({
      bankCode: state.body.bank_code,
      client: state.client!,
      clock: state.clock,
      gateway: await gatewayFromEnv(),
      idempotency: recorder(state.idempotency, GET_OR_CREATE),
      reads: state.reads,
    }),
    GET_OR_CREATE,
  ),
);
