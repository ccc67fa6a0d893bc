import { judgePayoutCallback, type PayoutCallbackEvent } from '../../domain/payout-callback';
import type { TransitionOutcome } from '../../engine/transition';
import type { GatewayCallback } from '../../gateway/port';
import { logger } from '../../logger';
import type { TransactionRecord } from '../../store/transactions';
import { recordCallbackOutcome, recordPayoutReturn } from './outcome';

/** How often a callback is judged again when the payout moved between the read and the write. */
const JUDGEMENTS_MAX = 3;

/**
 * conflict: the callback contradicts the money as we moved it; the caller records it for an
 * operator (a payout conflict in suspense). ignored: nothing was sent and nothing moves.
 */
export type PayoutCallbackOutcome =
  TransitionOutcome | { kind: 'conflict'; detail: string } | { kind: 'ignored'; reason: string };

function warnUnchanged(callback: GatewayCallback, outcome: string, reason: string): void {
  logger.warn('payout callback changed nothing', {
    partnerReff: callback.partner_reff,
    event: callback.event,
    gatewayReference: callback.gateway_reference,
    outcome,
    reason,
  });
}

function record(callback: GatewayCallback, nowMs: number, current: TransactionRecord): Promise<TransitionOutcome> {
  return callback.event === 'payout.returned'
    ? recordPayoutReturn(callback, nowMs, current)
    : recordCallbackOutcome(callback, nowMs, current);
}

/**
 * payout.executed, payout.failed and payout.returned, judged on the payout as recorded (see
 * domain/payout-callback.ts). A payout that moved since it was read is judged again on its new
 * state, so a race between two callbacks ends in exactly one move, or in a conflict, never in a
 * silently dropped contradiction. A callback whose amount is not the payout's, or a return that
 * came before we learned the payout was executed, fails the message (retried, then the DLQ).
 */
export async function applyPayoutCallback(
  callback: GatewayCallback,
  tx: TransactionRecord | undefined,
  nowMs: number,
): Promise<PayoutCallbackOutcome> {
  let current = tx;
  for (let judged = 0; judged < JUDGEMENTS_MAX; judged += 1) {
    const verdict = judgePayoutCallback(callback.event as PayoutCallbackEvent, current);
    if (verdict.kind === 'conflict') return verdict;
    if (verdict.kind === 'retry')
      throw new Error(
        `Payout callback ${callback.gateway_reference} for ${callback.partner_reff} must wait: ${verdict.reason}`,
      );
    if (verdict.kind === 'ignore') {
      warnUnchanged(callback, 'ignored', verdict.reason);
      return { kind: 'ignored', reason: verdict.reason };
    }
    if (verdict.kind === 'already_applied') {
      warnUnchanged(callback, 'already_applied', verdict.reason);
      return { kind: 'already_applied', transaction: current! };
    }
    const outcome = await record(callback, nowMs, current!);
    if (outcome.kind === 'refused')
      throw new Error(
        `Refused payout callback ${callback.gateway_reference} for ${current!.partner_reff}: ${outcome.reason}`,
      );
    if (outcome.kind !== 'not_allowed' && outcome.kind !== 'already_applied') return outcome;
    current = outcome.transaction;
  }
  throw new Error(`Payout ${callback.partner_reff} kept changing under callback ${callback.gateway_reference}`);
}
