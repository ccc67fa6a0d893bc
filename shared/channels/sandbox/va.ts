import * as z from 'zod';
import { GATEWAY_VA_AMOUNT_MAX_IDR } from '../../constants';
import { getVaNumberLookup } from '../../store/va-numbers';
import { dedicatedVaPaymentReff } from '../dedicated-va/payment-reff';
import { listDedicatedVas } from '../dedicated-va/store';
import { answered, copies, notYours, param, sandboxOnly, simulator, type State } from './handlers';
import { ownsTransaction } from './ownership';
import { paymentLanding, rawCallback } from './payments';
import type { SandboxRawCallbackBody } from './schemas';
import { forward, type SandboxAnswer, type SandboxSimulator } from './simulator';
import { findOwnTransactionByDetail } from './store';

/**
 * The sandbox's VA calls (README, "The sandbox"): the customer pays a VA of either kind, one-time or
 * dedicated, and a raw payment callback names a VA number. The one file of the sandbox that knows
 * the dedicated VA (its merchant's list, the reference its payment is booked under).
 */

export const SandboxVaParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    virtual_account_number: z
      .string()
      .regex(/^\d{6,32}$/, 'Digits only, 6 to 32')
      .meta({ description: 'The number of one of your VAs (one-time or dedicated)' }),
  }))();

export const SandboxVaPayBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    amount: z
      .number()
      .int()
      .min(1)
      .max(GATEWAY_VA_AMOUNT_MAX_IDR)
      .meta({ description: "The amount paid: a one-time VA's own amount, any amount for a dedicated VA" }),
  }))();

/** The VA pay route's description (shared/route-rows/sandbox-va-pay.ts). */
export const SANDBOX_VA_PAY_DESCRIPTION =
  'The customer pays `amount` into one of your VAs (one-time or dedicated; a one-time VA takes only its own amount). The VA is looked up among your dedicated VAs and your latest 1,000 transactions.';

/**
 * A VA by number: with its bank, the number's own lookup; without, one of the merchant's dedicated
 * VAs or a one-time VA among its latest transactions (SANDBOX_LOOKBACK_TRANSACTIONS).
 */
export async function ownsVa(merchantId: string, number: string, bankCode?: string): Promise<boolean> {
  if (bankCode !== undefined) return (await getVaNumberLookup(bankCode, number))?.merchant_id === merchantId;
  const dedicated = await listDedicatedVas(merchantId);
  if (dedicated.some((va) => va.virtual_account_number === number)) return true;
  return (await findOwnTransactionByDetail(merchantId, 'va', 'virtual_account_number', number)) !== undefined;
}

/** A raw payment callback: every reference it names (its partner_reff, its VA number) must be the merchant's. */
export async function ownsRawPayment(
  merchantId: string,
  body: { partner_reff?: string; virtual_account_number?: string; bank_code?: string },
): Promise<boolean> {
  const checks: Array<Promise<boolean>> = [];
  if (body.partner_reff !== undefined) checks.push(ownsTransaction(merchantId, body.partner_reff));
  if (body.virtual_account_number !== undefined)
    checks.push(ownsVa(merchantId, body.virtual_account_number, body.bank_code));
  const owned = await Promise.all(checks);
  return owned.length > 0 && owned.every(Boolean);
}

/**
 * Pays a VA of any kind, then waits until the callback was applied. The simulator takes or refuses
 * the amount as the VA's kind does (a one-time VA only its exact amount, a late or second payment
 * too; each kind's part under local/simulator/ says its rule). A dedicated VA's payment names no
 * transaction: it creates one under a reference derived from the gateway's, as the callbacks' rule
 * says (operations/callbacks.ts, paidTransactionReff).
 */
export async function vaPay(
  sim: SandboxSimulator,
  number: string,
  body: unknown,
  query?: URLSearchParams,
): Promise<SandboxAnswer> {
  const forwarded = await forward(sim, `/control/va/${encodeURIComponent(number)}/pay`, body, query);
  if (forwarded.status !== 200) return forwarded;
  const gatewayReference = String(forwarded.body.gateway_reference);
  const landing = await paymentLanding(sim, forwarded.body, (sent) =>
    sent.channel === 'dedicated_va' ? dedicatedVaPaymentReff(sent.gateway_reference) : sent.partner_reff,
  );
  return {
    status: 200,
    body: { ok: true, virtual_account_number: number, ...landing, gateway_reference: gatewayReference },
  };
}

/** POST /sandbox/v1/va/{virtual_account_number}/pay, deployed: only a VA of the caller's merchant. */
export async function vaPayRoute(state: State) {
  sandboxOnly();
  const number = param(state, 'virtual_account_number');
  if (!(await ownsVa(state.client!.merchant_id, number))) throw notYours('virtual account');
  return answered(await vaPay(await simulator(), number, state.body, copies(state)));
}

/** POST /sandbox/v1/callbacks: every reference the payment names must be the merchant's. */
export async function rawCallbackRoute(state: State) {
  sandboxOnly();
  const body = state.body as SandboxRawCallbackBody;
  if (!(await ownsRawPayment(state.client!.merchant_id, body))) throw notYours('transaction or virtual account');
  return answered(await rawCallback(await simulator(), body, copies(state)));
}
