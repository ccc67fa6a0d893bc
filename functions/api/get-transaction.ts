import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { readTransaction } from '../../shared/operations/transactions';
import { getTransactionRow } from '../../shared/route-rows/get-transaction';

export const handler = apiHandler(getTransactionRow, async (state) =>
  respond(await readTransaction(state.client!.merchant_id, state.params.partner_reff), OK_200),
);
