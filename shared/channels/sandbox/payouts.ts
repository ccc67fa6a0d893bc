import { judgePayoutCallback, type PayoutCallbackEvent } from '../../domain/payout-callback';
import { isPayoutType } from '../../domain/transaction-state';
import { payoutConflictIdFor } from '../../ids';
import { getSuspenseEntry } from '../../store/suspense';
import { getTransaction, type TransactionRecord } from '../../store/transactions';
import { forward, waitFor, type SandboxAnswer, type SandboxSimulator } from './simulator';

/**
 * The sandbox's payout calls (README, local stack reference): the bank returns a paid payout, or the gateway reports a
 * payout executed whatever its state (a late or contradicting outcome). Each makes the simulator
 * send its signed callback, then waits until the consumer has applied it, so the answer shows the
 * payout as it now is.
 */

const refusal = (status: number, error: string, message: string): SandboxAnswer => ({
  status,
  body: { ok: false, error, message },
});

/** Our payout, or the 404 a sandbox caller gets for anything else (an unknown reff, a QR, an order). */
async function payoutOf(partnerReff: string): Promise<{ payout: TransactionRecord } | { refused: SandboxAnswer }> {
  const tx = await getTransaction(partnerReff);
  if (tx === undefined || !isPayoutType(tx.type)) return { refused: refusal(404, 'not_found', 'No such payout') };
  return { payout: tx };
}

/**
 * Waits until the callback had the effect the same judgement as the consumer's predicts: the payout
 * moved, or a conflict entry exists. A callback that changes nothing is not waited for.
 */
function landing(
  sim: SandboxSimulator,
  before: TransactionRecord,
  event: PayoutCallbackEvent,
  gatewayReference: string,
): Promise<Record<string, unknown>> {
  const verdict = judgePayoutCallback(event, before).kind;
  const conflictId = payoutConflictIdFor(event, before.partner_reff, gatewayReference);
  return waitFor(sim.scheduler, async (last) => {
    const [tx, conflict] = await Promise.all([
      getTransaction(before.partner_reff),
      verdict === 'conflict' ? getSuspenseEntry(conflictId) : undefined,
    ]);
    const moved = tx !== undefined && tx.event_count !== before.event_count;
    const landed = verdict === 'conflict' ? conflict !== undefined : verdict !== 'apply' || moved;
    if (!landed && !last) return undefined;
    return {
      ok: true,
      partner_reff: before.partner_reff,
      status: tx?.status ?? null,
      gateway_reference: gatewayReference,
      ...(conflict ? { suspense_id: conflict.id } : {}),
    };
  });
}

/** POST /sandbox/v1/payouts/{partner_reff}/return `{reason?}`: only a paid payout (or one already returned, sent again) can come back. */
export async function returnPayout(sim: SandboxSimulator, partnerReff: string, body: unknown): Promise<SandboxAnswer> {
  const found = await payoutOf(partnerReff);
  if ('refused' in found) return found.refused;
  const { payout } = found;
  if (payout.status !== 'paid' && payout.returned_at_ms === undefined) {
    return refusal(422, 'payout_not_paid', `Only a paid payout can be returned; this one is ${payout.status}`);
  }
  const forwarded = await forward(sim, `/control/payouts/${encodeURIComponent(partnerReff)}/return`, body);
  if (forwarded.status !== 200) return forwarded;
  const gatewayReference = String(forwarded.body.gateway_reference);
  return { status: 200, body: await landing(sim, payout, 'payout.returned', gatewayReference) };
}

/** POST /sandbox/v1/payouts/{partner_reff}/execute `{}`: the signed `payout.executed`, whatever the payout's state. */
export async function executePayout(sim: SandboxSimulator, partnerReff: string): Promise<SandboxAnswer> {
  const found = await payoutOf(partnerReff);
  if ('refused' in found) return found.refused;
  const { payout } = found;
  // For a payout the gateway never received (never confirmed), the simulator takes our view of it.
  const forwarded = await forward(sim, `/control/payouts/${encodeURIComponent(partnerReff)}/execute`, {
    channel: payout.type,
    amount: payout.amount,
  });
  if (forwarded.status !== 200) return forwarded;
  const gatewayReference = String(forwarded.body.gateway_reference);
  return { status: 200, body: await landing(sim, payout, 'payout.executed', gatewayReference) };
}
