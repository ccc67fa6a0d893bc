import type { SimulatorClock } from './clock';
import type { DueEntry, DueList } from './due';
import type { Fault, FaultList } from './faults';
import type { ChannelBooks } from './parts';
import type { PayoutBook, PayoutRecord } from './payouts';

/**
 * The simulator's whole state as plain JSON: every channel's book (each writes and restores its
 * own), the payouts, the planned faults, the clock offset and the due tasks. The deployed simulator
 * saves it after each request that changed it and restores it in the next invocation
 * (lambda/session.ts); a restored simulator answers as the one that wrote it would. The callback
 * deliveries made are not part of it (a local test's record).
 */
export type BookSnapshots = { [K in keyof ChannelBooks]: ReturnType<ChannelBooks[K]['snapshot']> };

export interface SimulatorState {
  format: 1;
  clockOffsetMs: number;
  books: BookSnapshots;
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

interface Book {
  snapshot(keepFromMs?: number): unknown;
  restore(state: unknown): void;
}

const booksOf = (holders: StateHolders): Array<[keyof ChannelBooks, Book]> =>
  Object.entries(holders.books) as Array<[keyof ChannelBooks, Book]>;

/** How long the deployed simulator keeps a record, on its own clock: 30 days (by time, not count). */
export const SIMULATOR_STATE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The state, without the records older than `keepFromMs` when given: a payment request expired
 * before it (a QR, a one-time VA, a wallet push), a payout, refund or purchase created before it. Permanent
 * VAs, faults and due tasks are always kept. A dropped record's partner_reff may be used again.
 */
export function snapshotState(holders: StateHolders, keepFromMs = Number.NEGATIVE_INFINITY): SimulatorState {
  const books = Object.fromEntries(booksOf(holders).map(([name, book]) => [name, book.snapshot(keepFromMs)]));
  return {
    format: 1,
    clockOffsetMs: holders.clock.offsetMs(),
    books: books as BookSnapshots,
    payouts: holders.payouts.snapshot(keepFromMs),
    faults: holders.faults.list(),
    due: holders.due.snapshot(),
  };
}

/**
 * Replaces everything the holders know with `state`. The books are restored in the order the parts
 * list gives them (./parts.ts), a book whose records another indexes before that one.
 */
export function restoreState(holders: StateHolders, state: SimulatorState): void {
  if (state.format !== 1) throw new Error(`gateway simulator: unknown state format ${String(state.format)}`);
  holders.clock.restoreOffset(state.clockOffsetMs);
  for (const [name, book] of booksOf(holders)) {
    const saved = state.books[name];
    if (saved !== undefined) book.restore(saved);
  }
  holders.payouts.restore(state.payouts);
  holders.faults.restore(state.faults);
  holders.due.restore(state.due);
}
