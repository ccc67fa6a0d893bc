/** A planned failure: the next `remaining` API requests under pathPrefix wait delayMs, then answer status. */
export interface Fault {
  pathPrefix: string;
  /** Null: after the delay the request is served normally (a slow, not a failing, gateway). */
  status: number | null;
  delayMs: number;
  remaining: number;
}

/** Faults in the order they were planned; the first one matching a request is used up first. */
export class FaultList {
  readonly #faults: Fault[] = [];

  add(fault: Fault): void {
    this.#faults.push({ ...fault });
  }

  clear(): void {
    this.#faults.length = 0;
  }

  /** Takes one use of the first fault matching the path, if any. */
  take(path: string): Omit<Fault, 'remaining'> | undefined {
    const index = this.#faults.findIndex((fault) => path.startsWith(fault.pathPrefix));
    const fault = this.#faults[index];
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return { pathPrefix: fault.pathPrefix, status: fault.status, delayMs: fault.delayMs };
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Replaces every fault (a snapshot restored, ./state.ts). */
  restore(faults: readonly Fault[]): void {
    this.#faults.length = 0;
    for (const fault of faults) this.add(fault);
  }
}
