import { stateOf, type MachineState, type MachineSubject } from './transaction-state';

/**
 * What a payout callback means for the payout it names, decided on the payout as we recorded it
 * (docs/ARCHITECTURE.md, section 5). Pure: the caller reads the transaction and acts on the verdict.
 *
 * - apply: the callback moves the payout on (post, void, or credit a return).
 * - already_applied: it tells what we know already (a redelivery, or an executed that was later
 *   returned); nothing moves.
 * - conflict: it contradicts the money as we moved it (the gateway says money left that we released,
 *   or stayed that we posted, or came back that never left). Recorded for an operator, moving nothing.
 * - retry: a return for a payout whose outcome we have not learned yet: its executed callback or
 *   reconciliation is most likely still on the way, so the message is tried again later (and ends in
 *   the dead-letter queue, never dropped, if the payout never gets paid).
 * - ignore: nothing was ever sent and nothing moves (a failure of a payout never confirmed, or
 *   executed/failed for a reference we do not know).
 */
export type PayoutCallbackEvent = 'payout.executed' | 'payout.failed' | 'payout.returned';

export type PayoutVerdict =
  | { kind: 'apply' }
  | { kind: 'already_applied'; reason: string }
  | { kind: 'conflict'; detail: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'ignore'; reason: string };

export interface PayoutFacts extends MachineSubject {
  partner_reff: string;
  /** Set when a return credited the payout back: it was paid, then failed. */
  returned_at_ms?: number;
}

/** The payout's state, with a failed payout told apart by how it failed. */
type Standing = MachineState | 'returned' | 'unknown';

function standingOf(tx: PayoutFacts | undefined): Standing {
  if (tx === undefined) return 'unknown';
  if (tx.status === 'failed' && tx.returned_at_ms !== undefined) return 'returned';
  return stateOf(tx);
}

const DESCRIBED: Record<Standing, string> = {
  unknown: 'names no payout of ours',
  awaiting_confirmation: 'was never confirmed (no money was held or sent)',
  held: 'is held, its outcome not yet known',
  paid: 'is paid (its money was posted out)',
  failed: 'failed and its hold was released (no money left)',
  returned: 'was paid and already returned',
  expired: 'expired before it was confirmed (no money was held or sent)',
  created: 'is not a payout state',
  waiting_payment: 'is not a payout state',
  pending: 'is not a payout state',
  settled: 'is not a payout state',
  cancelled: 'is not a payout state',
};

const APPLY = { kind: 'apply' } as const;

function onExecuted(standing: Standing, said: string): PayoutVerdict {
  if (standing === 'held') return APPLY;
  if (standing === 'paid' || standing === 'returned')
    return { kind: 'already_applied', reason: `${said}: the payout ${DESCRIBED[standing]}` };
  if (standing === 'unknown') return { kind: 'ignore', reason: `${said}: the reference ${DESCRIBED[standing]}` };
  return { kind: 'conflict', detail: `${said}, but the payout ${DESCRIBED[standing]}` };
}

function onFailed(standing: Standing, said: string): PayoutVerdict {
  if (standing === 'held') return APPLY;
  // After a return the payout is failed as the gateway now says; the merchant has its money back.
  if (standing === 'failed' || standing === 'returned')
    return { kind: 'already_applied', reason: `${said}: the payout ${DESCRIBED[standing]}` };
  if (standing === 'paid') return { kind: 'conflict', detail: `${said}, but the payout ${DESCRIBED[standing]}` };
  return { kind: 'ignore', reason: `${said}: the payout ${DESCRIBED[standing]}` };
}

function onReturned(standing: Standing, said: string): PayoutVerdict {
  if (standing === 'paid') return APPLY;
  if (standing === 'returned') return { kind: 'already_applied', reason: `${said}: the payout ${DESCRIBED[standing]}` };
  if (standing === 'held') return { kind: 'retry', reason: `${said}, but the payout ${DESCRIBED[standing]}` };
  return { kind: 'conflict', detail: `${said}, but the payout ${DESCRIBED[standing]}` };
}

export function judgePayoutCallback(event: PayoutCallbackEvent, tx: PayoutFacts | undefined): PayoutVerdict {
  const standing = standingOf(tx);
  const said = `the gateway reported ${event}`;
  if (event === 'payout.executed') return onExecuted(standing, said);
  if (event === 'payout.failed') return onFailed(standing, said);
  return onReturned(standing, said);
}
