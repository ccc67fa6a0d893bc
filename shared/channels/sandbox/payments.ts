import * as z from 'zod';
import { GATEWAY_CALLBACK_CHANNELS } from '../../gateway/port';
import { suspenseIdFor } from '../../ids';
import { getSuspenseEntry } from '../../store/suspense';
import { getTransaction } from '../../store/transactions';
import { forward, waitFor, type SandboxAnswer, type SandboxSimulator } from './simulator';

/**
 * What the sandbox's payment calls share (README, "The sandbox"): the wait until the payment the
 * simulator sent has landed, and any payment callback sent as described. Each payment channel's call
 * is in a file of its own here, named after the channel; the deployed routes (handlers.ts and
 * those files) and the local no-auth API (local/sandbox.ts) both call them.
 */

export interface PaymentLanding {
  partner_reff: string | null;
  status: string | null;
  /** Set when the payment matched nothing it could pay and went to suspense. */
  suspense_id?: string;
}

/** The simulator's answer for a payment it sent: the callback's channel and references. */
export const SentPaymentSchema = z.object({
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
export async function paymentLanding(
  sim: SandboxSimulator,
  answer: Record<string, unknown>,
  paidReff: (sent: z.infer<typeof SentPaymentSchema>) => string | null = (sent) => sent.partner_reff,
): Promise<PaymentLanding> {
  const sent = SentPaymentSchema.parse(answer);
  const { partner_reff: partnerReff, gateway_reference: gatewayReference } = sent;
  // The transaction the payment pays, or creates: the channel's call says which (`paidReff`).
  const reff = paidReff(sent);
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
export function settledStatus(sim: SandboxSimulator, partnerReff: string, from: string): Promise<{ status?: string }> {
  return waitFor(sim.scheduler, async (last) => {
    const tx = await getTransaction(partnerReff);
    return tx === undefined || tx.status !== from || last ? { status: tx?.status } : undefined;
  });
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
