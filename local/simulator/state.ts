import type { DueEntry } from './due';
import type { EwalletCashinRecord } from './ewallet-cashin';
import type { Fault } from './faults';
import type { DigitalRecord } from './digital';
import type { ChannelBooks } from './parts';
import type { PayoutBook, PayoutRecord } from './payouts';
import type { QrisRecord } from './qris';
import type { SimRefundRecord } from './refunds';
import type { SimulatorClock } from './clock';
import type { FaultList } from './faults';
import type { DueList } from './due';
import type { VaRecord } from './va';

/**
 * The simulator's whole state as plain JSON: every book, the payouts, the planned faults, the clock
 * offset and the due tasks. The deployed simulator saves it after each request that changed it and
 * restores it in the next invocation (lambda/runtime.ts); a restored simulator answers as the one
 * that wrote it would. The callback deliveries made are not part of it (a local test's record).
 */
export interface SimulatorState {
  format: 1;
  clockOffsetMs: number;
  qris: QrisRecord[];
  vas: VaRecord[];
  inactiveBankCodes: string[];
  /** (reference, bank) key and VA number of each dedicated VA; the record is in `vas`. */
  dedicatedVas: Array<[string, string]>;
  ewalletCashins: EwalletCashinRecord[];
  refunds: SimRefundRecord[];
  digital: DigitalRecord[];
  payouts: PayoutRecord[];
  faults: Fault[];
  due: DueEntry[];
}

/** What holds the state: the core's books and context (./core.ts). */
export interface StateHolders {
  clock: SimulatorClock;
  books: ChannelBooks;
  payouts: PayoutBook;
  faults: FaultList;
  due: DueList;
}

export function snapshotState(holders: StateHolders): SimulatorState {
  const { books } = holders;
  const vaState = books.va.snapshot();
  return {
    format: 1,
    clockOffsetMs: holders.clock.offsetMs(),
    qris: books.qris.snapshot(),
    vas: vaState.vas,
    inactiveBankCodes: vaState.inactiveBankCodes,
    dedicatedVas: books.dedicatedVa.snapshot(),
    ewalletCashins: books.ewalletCashin.snapshot(),
    refunds: books.refunds.snapshot(),
    digital: books.digital.snapshot(),
    payouts: holders.payouts.snapshot(),
    faults: holders.faults.list(),
    due: holders.due.snapshot(),
  };
}

/** Replaces everything the holders know with `state` (the VA book before the dedicated VAs that index it). */
export function restoreState(holders: StateHolders, state: SimulatorState): void {
  if (state.format !== 1) throw new Error(`gateway simulator: unknown state format ${String(state.format)}`);
  const { books } = holders;
  holders.clock.restoreOffset(state.clockOffsetMs);
  books.qris.restore(state.qris);
  books.va.restore({ vas: state.vas, inactiveBankCodes: state.inactiveBankCodes });
  books.dedicatedVa.restore(state.dedicatedVas);
  books.ewalletCashin.restore(state.ewalletCashins);
  books.refunds.restore(state.refunds);
  books.digital.restore(state.digital);
  holders.payouts.restore(state.payouts);
  holders.faults.restore(state.faults);
  holders.due.restore(state.due);
}

/** How long the deployed simulator keeps a record, on its own clock. */
export const SIMULATOR_STATE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** A one-time VA's time is its expiry; the dedicated VAs are permanent and always kept. */
function vaTimeMs(record: VaRecord): number {
  const expiresAtMs = (record as { expiresAtMs?: unknown }).expiresAtMs;
  return typeof expiresAtMs === 'number' ? expiresAtMs : Number.POSITIVE_INFINITY;
}

/**
 * The state without the records older than the retention (by time, not count): a QR, a one-time VA
 * or a cash-in 30 days past its expiry, a payout, refund or purchase created 30 days ago. A due task
 * and a dedicated VA are always kept. A pruned record's partner_reff may be used again.
 */
export function pruneState(
  state: SimulatorState,
  nowMs: number,
  retentionMs = SIMULATOR_STATE_RETENTION_MS,
): SimulatorState {
  const cutoffMs = nowMs - retentionMs;
  const vas = state.vas.filter((record) => vaTimeMs(record) >= cutoffMs);
  const numbers = new Set(vas.map((record) => record.number));
  return {
    ...state,
    qris: state.qris.filter((record) => record.expiresAtMs >= cutoffMs),
    vas,
    dedicatedVas: state.dedicatedVas.filter(([, number]) => numbers.has(number)),
    ewalletCashins: state.ewalletCashins.filter((record) => record.expiresAtMs >= cutoffMs),
    refunds: state.refunds.filter((record) => record.createdAtMs >= cutoffMs),
    digital: state.digital.filter((record) => record.createdAtMs >= cutoffMs),
    payouts: state.payouts.filter((record) => record.createdAtMs >= cutoffMs),
  };
}
