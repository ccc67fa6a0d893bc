import type { RequestState } from '../../http/context';
import { OK_200, respond } from '../../http/outcome';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { readAutoWithdraw, saveAutoWithdraw } from './auto-settings';
import type { AutoWithdrawBody } from './schemas';

/** The handler layer of the auto-withdraw settings (dashboard, owner; saved with the PIN). */

export const readAutoWithdrawRoute = async (state: RequestState) =>
  respond(await readAutoWithdraw(state.membership!.merchant_id), OK_200);

export async function saveAutoWithdrawRoute(state: RequestState & { body: AutoWithdrawBody }) {
  const change = {
    merchantId: state.membership!.merchant_id,
    user: state.user!,
    webhookClientId: await dashboardWebhookClient(state),
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
  };
  return respond(await saveAutoWithdraw(change, state.body), OK_200);
}

const dashboardWebhookClient = async (state: RequestState): Promise<string> =>
  webhookClientOf(await listMerchantClients(state.membership!.merchant_id), state.user!);
