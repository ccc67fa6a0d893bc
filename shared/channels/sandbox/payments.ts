import * as z from 'zod';
import { GATEWAY_CALLBACK_CHANNELS } from '../../gateway/port';
import { suspenseIdFor } from '../../ids';
import { getSuspenseEntry } from '../../store/suspense';
import { getTransaction } from '../../store/transactions';
import { dedicatedVaPaymentReff } from '../dedicated-va/payment-reff';
import { forward, waitFor, type SandboxAnswer, type SandboxSimulator } from './simulator';

/**
 * The sandbox's payment calls (README, "The sandbox"): the customer pays, fails or cancels a QR,
 * pays a VA or approves an e-wallet cash-in, or any payment callback is sent as described. The
 * deployed routes (handlers.ts) and the local no-auth API (local/sandbox.ts) both call these.
 */

interface PaymentLanding {
  partner_reff: string | null;
  status: string | null;
  /** Set when the payment matched nothing it could pay and went to suspense. */
  suspense_id?: string;
}

/** The simulator's answer for a payment it sent: the callback's channel and references. */
const SentPaymentSchema = z.object({
  channel: z.enum(GATEWAY_CALLBACK_CHANNELS),
  partner_reff: z.string().nullable(),
  gateway_reference: z.string(),
});

/**
 * Waits until the consumer has applied the payment the simulator sent (its gateway reference):
 * the transaction it pays (a late payment too) or creates exists with it (the callbacks' own rule
 * say which, operations/callbacks.ts), or it went to suspense (a second payment, an unknown
 * reference or VA, another amount).
 */
async function paymentLanding(sim: SandboxSimulator, answer: Record<string, unknown>): Promise<PaymentLanding> {
  const sent = SentPaymentSchema.parse(answer);
  const { partner_reff: partnerReff, gateway_reference: gatewayReference } = sent;
  // The transaction the payment pays, or creates (a dedicated VA's payment names none), as the callbacks' rule says.
  const reff = sent.channel === 'dedicated_va' ? dedicatedVaPaymentReff(gatewayReference) : partnerReff;
  if (reff === null) throw new Error(`sandbox: payment ${gatewayReference} pays no transaction`);
  return waitFor<PaymentLanding>(sim.scheduler, async (last) => {
    const [tx, suspense] = await Promise.all([getTransaction(reff), getSuspenseEntry(suspenseIdFor(gatewayReference))]);
    if (suspense !== undefined)
      return { partner_reff: partnerReff, status: tx?.status ?? null, suspense_id: suspense.id };
    if (tx !== undefined && tx.gateway_reference === gatewayReference) return { partner_reff: reff, status: tx.status };
    if (last) return { partner_reff: tx === undefined ? partnerReff : reff, status: tx?.status ?? null };
    return undefined;
  });
}

/** Waits until a failure or cancellation callback the simulator sent has moved the transaction. */
function settledStatus(sim: SandboxSimulator, partnerReff: string, from: string): Promise<{ status?: string }> {
  return waitFor(sim.scheduler, async (last) => {
    const tx = await getTransaction(partnerReff);
    return tx === undefined || tx.status !== from || last ? { status: tx?.status } : undefined;
  });
}

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

/**
 * Pays a VA of any kind, then waits until the callback was applied. The simulator takes or refuses
 * the amount as the VA's kind does (a one-time VA only its exact amount, a late or second payment
 * too; each kind's part under local/simulator/ says its rule).
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
  const landing = await paymentLanding(sim, forwarded.body);
  return {
    status: 200,
    body: { ok: true, virtual_account_number: number, ...landing, gateway_reference: gatewayReference },
  };
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

/** Any payment callback, as given: 202 at once (the consumer applies it in the background). */
export async function rawCallback(
  sim: SandboxSimulator,
  body: unknown,
  query?: URLSearchParams,
): Promise<SandboxAnswer> {
  const forwarded = await forward(sim, '/control/callbacks', body, query);
  if (forwarded.status !== 200) return forwarded;
  return { status: 202, body: { ok: true, gateway_reference: forwarded.body.gateway_reference } };
}
