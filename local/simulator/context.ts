import type { GatewayCallback } from '../../shared/gateway/port';
import type { DeliveryOutcome, DeliveryRecord, SimulatorLogger } from './callbacks';
import type { FaultList } from './faults';
import type { SimulatorState } from './state';

/** What the route handlers share: the state, the faults and the way out to our callback endpoint. */
export interface SimulatorContext {
  state: SimulatorState;
  faults: FaultList;
  logger: SimulatorLogger;
  /** Known only once the server listens (port 0 picks a free port). */
  baseUrl(): string;
  /** Sends a callback `copies` times and records the outcomes. */
  sendCallback(callback: GatewayCallback, copies: number): Promise<DeliveryOutcome[]>;
  deliveries: DeliveryRecord[];
}
