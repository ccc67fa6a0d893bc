import { getTransaction } from '../../store/transactions';
import { answered, copies, notYours, param, sandboxOnly, simulator, type State } from './handlers';
import { ownsTransaction } from './ownership';
import { paymentLanding, settledStatus } from './payments';
import { forward, type SandboxAnswer, type SandboxSimulator } from './simulator';

/** The sandbox's QRIS calls (README, "The sandbox"): the customer pays, fails or cancels a QR. */

export type QrisAction = 'pay' | 'fail' | 'cancel';

/** POST /sandbox/v1/qris/{partner_reff}/{pay|fail|cancel}: the customer's act on the QR. */
export async function qrisAct(
  sim: SandboxSimulator,
  partnerReff: string,
  action: QrisAction,
  query?: URLSearchParams,
): Promise<SandboxAnswer> {
  const before = await getTransaction(partnerReff);
  const path = `/control/qris/${encodeURIComponent(partnerReff)}/${action}`;
  const forwarded = await forward(sim, path, {}, query);
  if (forwarded.status !== 200 || before === undefined) return forwarded;
  const gatewayReference = String(forwarded.body.gateway_reference);
  if (action !== 'pay') {
    const { status } = await settledStatus(sim, partnerReff, before.status);
    return {
      status: 200,
      body: { ok: true, partner_reff: partnerReff, status, gateway_reference: gatewayReference },
    };
  }
  const landing = await paymentLanding(sim, forwarded.body);
  return {
    status: 200,
    body: { ok: true, ...landing, partner_reff: partnerReff, gateway_reference: gatewayReference },
  };
}

/** The deployed route: only a QR of the caller's merchant. */
export const qrisRoute = (action: QrisAction) => async (state: State) => {
  sandboxOnly();
  const partnerReff = param(state, 'partner_reff');
  if (!(await ownsTransaction(state.client!.merchant_id, partnerReff))) throw notYours('QR payment');
  return answered(await qrisAct(await simulator(), partnerReff, action, copies(state)));
};
