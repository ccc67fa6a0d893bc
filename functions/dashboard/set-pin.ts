import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { setMerchantPin } from '../../shared/channels/payouts/set-pin';
import { dashboardSetPinRow } from '../../shared/route-rows/dashboard-set-pin';

export const handler = apiHandler(
  dashboardSetPinRow,
  async (state) =>
    respond(
      await setMerchantPin({
        membership: state.membership!,
        user: state.user!,
        body: state.body,
        clock: state.clock,
        arrivedAtMs: state.arrivedAtMs,
      }),
      OK_200,
    ),
  { userAuth: userAuthMiddleware() },
);
