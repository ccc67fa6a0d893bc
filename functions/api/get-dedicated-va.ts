import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { readDedicatedVa } from '../../shared/channels/dedicated-va/accounts';
import { getDedicatedVaRow } from '../../shared/route-rows/get-dedicated-va';

export const handler = apiHandler(getDedicatedVaRow, async (state) =>
  respond(await readDedicatedVa(state.client!.merchant_id, state.params.id), OK_200),
);
