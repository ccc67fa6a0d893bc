import { randomBytes } from 'node:crypto';

/**
 * The simulator's delayed actions as data: what a pending payout or refund does once its delay has
 * passed. The local simulator waits each one out on its scheduler (core.ts); the deployed simulator
 * keeps them in its saved state and sends one SQS message per task (lambda/runtime.ts), so a task
 * outlives the invocation that made it and runs once, whichever invocation finds it due.
 */
export type DueTask =
  | { kind: 'payout-callback'; partnerReff: string; outcome: 'executed' | 'rejected' }
  | { kind: 'refund-callback'; refundId: string };

export interface DueEntry {
  id: string;
  /** On the simulator's clock. */
  dueAtMs: number;
  task: DueTask;
}

/** The tasks waiting in a durable simulator's state, and those added since the runtime last looked. */
export class DueList {
  readonly #entries = new Map<string, DueEntry>();
  #added: DueEntry[] = [];

  add(task: DueTask, dueAtMs: number): DueEntry {
    const entry: DueEntry = { id: randomBytes(12).toString('hex'), dueAtMs, task };
    this.#entries.set(entry.id, entry);
    this.#added.push(entry);
    return entry;
  }

  get(id: string): DueEntry | undefined {
    return this.#entries.get(id);
  }

  /** Removes the entry: the caller runs it, and the state it saves no longer holds it. */
  take(id: string): DueEntry | undefined {
    const entry = this.#entries.get(id);
    this.#entries.delete(id);
    return entry;
  }

  /** The tasks added since the last call (the runtime sends a message for each). */
  takeAdded(): DueEntry[] {
    const added = this.#added;
    this.#added = [];
    return added;
  }

  snapshot(): DueEntry[] {
    return [...this.#entries.values()].map((entry) => structuredClone(entry));
  }

  restore(entries: readonly DueEntry[]): void {
    this.#entries.clear();
    this.#added = [];
    for (const entry of entries) this.#entries.set(entry.id, structuredClone(entry));
  }
}
