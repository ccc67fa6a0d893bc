import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { CREATED_201, respond } from '../../shared/http/outcome';
import { createOwnMerchant, signUpOpeningBalance } from '../../shared/operations/dashboard-account';
import { dashboardCreateMerchantRow } from '../../shared/route-rows/dashboard-create-merchant';

export const handler = apiHandler(
  dashboardCreateMerchantRow,
  async (state) => {
    const outcome = await createOwnMerchant(state.user!, state.memberships!, state.body.business_name, state.clock);
    // In the sandbox, the opening test balance (once per merchant, by its fixed reference), also on
    // a sign-up sent again after one that created the merchant failed before the credit.
    await signUpOpeningBalance(outcome.ok ? outcome.value.merchant.id : undefined, state.user!.sub, state.clock);
    return respond(outcome, CREATED_201);
  },
  { userAuth: userAuthMiddleware() },
);
