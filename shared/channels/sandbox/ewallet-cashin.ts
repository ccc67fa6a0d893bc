import * as z from 'zod';
import { answered, copies, notYours, param, sandboxOnly, simulator, type State } from './handlers';
import { paymentLanding } from './payments';
import { forward, type SandboxAnswer, type SandboxSimulator } from './simulator';
import { findOwnTransactionByDetail } from './store';

/** The sandbox's e-wallet cash-in call (README, "The sandbox"): the customer approves it in the wallet app. */

export const SandboxCashinParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    reference_number: z
      .string()
      .regex(/^\d{12}$/, 'The 12-digit reference number')
      .meta({ description: "The reference number the wallet app shows (the cash-in's `reference_number`)" }),
  }))();

/** An e-wallet cash-in by the reference number the wallet app shows, among the merchant's latest transactions. */
export async function ownsCashin(merchantId: string, referenceNumber: string): Promise<boolean> {
  return (
    (await findOwnTransactionByDetail(merchantId, 'ewallet_cashin', 'reference_number', referenceNumber)) !== undefined
  );
}

/**
 * The customer approves an e-wallet cash-in in the wallet app (by the 12-digit reference number the
 * app shows): the simulator sends the signed payment callback, and the answer waits until it was
 * applied (paid, a late payment too, or a second payment in suspense).
 */
export async function ewalletCashinPay(
  sim: SandboxSimulator,
  referenceNumber: string,
  query?: URLSearchParams,
): Promise<SandboxAnswer> {
  const path = `/control/ewallet-cashin/${encodeURIComponent(referenceNumber)}/pay`;
  const forwarded = await forward(sim, path, {}, query);
  if (forwarded.status !== 200) return forwarded;
  const gatewayReference = String(forwarded.body.gateway_reference);
  const landing = await paymentLanding(sim, forwarded.body);
  return {
    status: 200,
    body: { ok: true, reference_number: referenceNumber, ...landing, gateway_reference: gatewayReference },
  };
}

/** POST /sandbox/v1/ewallet-cashin/{reference_number}/pay, deployed: only a cash-in of the caller's merchant. */
export async function cashinPayRoute(state: State) {
  sandboxOnly();
  const referenceNumber = param(state, 'reference_number');
  if (!(await ownsCashin(state.client!.merchant_id, referenceNumber))) throw notYours('e-wallet cash-in');
  return answered(await ewalletCashinPay(await simulator(), referenceNumber, copies(state)));
}
