import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listTransactions } from '../../shared/operations/transactions';
import { listTransactionsRow } from '../../shared/route-rows/list-transactions';

export const handler = apiHandler(listTransactionsRow, async (state) => {
  const query = state.query;
  return respond(await listTransactions(state.client!.merchant_id, query.page, query.per_page, state.reads), OK_200);
});
