import type { GatewayCallback } from '../../shared/gateway/port';
import type { DeliveryOutcome, DeliveryRecord, SimulatorLogger } from './callbacks';
import type { DigitalBook } from './digital';
import type { FaultList } from './faults';
import type { PayoutBook } from './payouts';
import type { SimulatorState } from './state';

/** What the route handlers share: the state, the faults and the way out to our callback endpoint. */
export interface SimulatorContext {
  state: SimulatorState;
  payouts: PayoutBook;
  /** The digital-product provider's orders and bill payments. */
  digital: DigitalBook;
  faults: FaultList;
  logger: SimulatorLogger;
  /** Known only once the server listens (port 0 picks a free port). */
  baseUrl(): string;
  /** Sends a callback `copies` times and records the outcomes. */
  sendCallback(callback: GatewayCallback, copies: number): Promise<DeliveryOutcome[]>;
  deliveries: DeliveryRecord[];
  /** How long a pending payout waits before it ends and its callback goes out. */
  payoutCallbackDelayMs: number;
  /** Aborted when the simulator stops, so pending payout timers end with it. */
  signal: AbortSignal;
}
