import type { Clock } from '../clock';
import { SWEEP_BATCH_SIZE_MAX } from '../constants';
import { settlementPostings } from '../domain/ledger';
import { applyTransition } from '../engine/transition';
import { listDueTransactions } from '../store/transactions';

const SWEEP_BATCHES_MAX = 10;

/** Runs `apply` over due transactions batch by batch, bounded so one run always ends. */
async function sweep(kind: 'expiry' | 'settlement', clock: Clock, apply: (partnerReff: string, nowMs: number) => Promise<boolean>): Promise<number> {
  let applied = 0;
  for (let batch = 0; batch < SWEEP_BATCHES_MAX; batch += 1) {
    const nowMs = clock.nowMs();
    const due = await listDueTransactions(kind, nowMs, SWEEP_BATCH_SIZE_MAX);
    const results = await Promise.all(due.map((tx) => apply(tx.partner_reff, nowMs)));
    applied += results.filter(Boolean).length;
    if (due.length < SWEEP_BATCH_SIZE_MAX) break;
  }
  return applied;
}

/**
 * Past their validity: QR and one-time VA waiting for payment, and payout inquiries never
 * confirmed, become expired with transaction.expired. Each type's machine decides what may expire.
 */
export function expireDue(clock: Clock): Promise<number> {
  return sweep('expiry', clock, async (partnerReff, nowMs) => {
    const outcome = await applyTransition({
      partnerReff,
      trigger: 'expired',
      nowMs,
      eventType: 'expired',
      source: 'scheduler',
      description: 'Validity elapsed',
      guard: (tx) => (tx.expires_at_ms !== undefined && tx.expires_at_ms <= nowMs ? undefined : 'not yet expired'),
    });
    return outcome.kind === 'applied';
  });
}

/** H+1: paid QR money moves from pending_settlement to available; status settled. */
export function settleDue(clock: Clock): Promise<number> {
  return sweep('settlement', clock, async (partnerReff, nowMs) => {
    const outcome = await applyTransition({
      partnerReff,
      trigger: 'settled',
      kind: 'settle',
      nowMs,
      eventType: 'settled',
      source: 'scheduler',
      description: 'Funds settled to the available balance (H+1)',
      set: () => ({ settled_at_ms: nowMs }),
      postings: (tx) => settlementPostings(tx.merchant_id, tx.partner_reff, tx.fees.net_amount),
    });
    return outcome.kind === 'applied';
  });
}
