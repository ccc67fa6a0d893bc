import { apiHandler } from '../../shared/http/api-handler';
import { CREATED_OR_EXISTING, respond } from '../../shared/http/outcome';
import { adminCreateMerchant } from '../../shared/operations/admin';
import { sandboxOpeningBalance } from '../../shared/operations/opening-balance';
import { adminCreateMerchantRow } from '../../shared/route-rows/admin-create-merchant';

export const handler = apiHandler(adminCreateMerchantRow, async (state) => {
  const outcome = await adminCreateMerchant(state.body, state.clock);
  // In the sandbox, the opening test balance (once per merchant: a retry finds it made).
  if (outcome.ok) await sandboxOpeningBalance(outcome.value.merchant.id, state.clock);
  return respond(outcome, CREATED_OR_EXISTING);
});
