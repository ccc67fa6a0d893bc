import { systemScheduler, type Scheduler } from '../scheduler';

/**
 * A sweep run's time budget and the summary it reports: what the worker wrapper (shared/http/worker.ts)
 * needs of the sweeps, in a module of its own so queue consumers do not bundle the sweeps themselves.
 */

/**
 * When a run stops starting items: a deadline on the run's scheduler (the wall clock in functions),
 * never the service clock (sandbox mode moves that). The run's items wait through the same scheduler.
 */
export interface SweepBudget {
  deadlineMs: number;
  scheduler: Scheduler;
}

export const budgetOf = (durationMs: number, scheduler: Scheduler = systemScheduler): SweepBudget => ({
  deadlineMs: scheduler.nowMs() + Math.max(0, durationMs),
  scheduler,
});

export interface SweepSummary {
  /** Items the run started. */
  checked: number;
  applied: number;
  /** Items whose move had nothing to do: moved meanwhile, not allowed in their state, or not yet due. */
  skipped: number;
  failed: number;
  /** Work is left for the next run: the budget ended before the due index did, or failed items stay due. */
  remainingDue: boolean;
  elapsedMs: number;
}
