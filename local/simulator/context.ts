import type { GatewayCallback } from '../../shared/gateway/port';
import type { Scheduler } from '../../shared/scheduler';
import type { DeliveryOutcome, DeliveryRecord, SimulatorLogger } from './callbacks';
import type { SimulatorClock } from './clock';
import type { DueTask } from './due';
import type { FaultList } from './faults';
import type { PayoutBook } from './payouts';

/**
 * What the route handlers share: the clock, the payouts, the faults and the way out to our callback
 * endpoint. A channel's own book is handed to its routes by the parts list (./parts.ts).
 */
export interface SimulatorContext {
  clock: SimulatorClock;
  payouts: PayoutBook;
  faults: FaultList;
  logger: SimulatorLogger;
  /** Known only once the server listens (port 0 picks a free port). */
  baseUrl(): string;
  /** Sends a callback `copies` times and records the outcomes. */
  sendCallback(callback: GatewayCallback, copies: number): Promise<DeliveryOutcome[]>;
  deliveries: DeliveryRecord[];
  /** How long a pending payout waits before it ends and its callback goes out. */
  payoutCallbackDelayMs: number;
  /** Where every delay of the simulator is waited out (the clock reads it too). */
  scheduler: Scheduler;
  /** Aborted when the simulator stops, so pending payout timers end with it. */
  signal: AbortSignal;
  /**
   * Runs `task` once `delayMs` have passed on the simulator's time: on the scheduler locally, from
   * the saved state and a delayed SQS message when deployed (./due.ts).
   */
  later(delayMs: number, task: DueTask): void;
}
