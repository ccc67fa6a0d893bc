import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { withdrawRoute, type WithdrawState } from './handlers';

/** POST /dashboard/v1/withdrawals: the API's withdrawal for the signed-in user's merchant, its webhooks to the client a dashboard payout's go to. */
export const dashboardCreateWithdrawalRoute = async (state: WithdrawState) =>
  withdrawRoute(state, {
    merchant_id: state.membership!.merchant_id,
    client_id: webhookClientOf(await listMerchantClients(state.membership!.merchant_id), state.user!),
    user_sub: state.user!.sub,
  });
