import { randomBytes } from 'node:crypto';
import type { GatewayCallback, GatewayCallbackChannel, GatewayCallbackEvent } from '../../shared/gateway/port';
import { systemScheduler, type Scheduler } from '../../shared/scheduler';

export type Refusal<R extends string> = { ok: false; reason: R };
export type Done<T> = { ok: true } & T;

export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex').toUpperCase();

/** What a callback the simulated gateway sends says; the reference is drawn when not given. */
export interface CallbackFields {
  event: GatewayCallbackEvent;
  channel: GatewayCallbackChannel;
  partnerReff: string | null;
  virtualAccountNumber: string | null;
  amountIdr: number;
  bankCode?: string | undefined;
  gatewayReference?: string | undefined;
}

/** The simulator's own clock, which every channel's part reads, and the callbacks it stamps. */
export class SimulatorClock {
  #clockOffsetMs = 0;

  /** `scheduler`'s time is the base: the wall clock, or a test's. */
  constructor(private readonly scheduler: Scheduler = systemScheduler) {}

  /** The scheduler's time moved forward by POST /control/clock/advance. */
  nowMs(): number {
    return this.scheduler.nowMs() + this.#clockOffsetMs;
  }

  /** How far POST /control/clock/advance has moved the clock, for a snapshot (./state.ts). */
  offsetMs(): number {
    return this.#clockOffsetMs;
  }

  restoreOffset(offsetMs: number): void {
    this.#clockOffsetMs = offsetMs;
  }

  advanceClock(seconds: number): number {
    this.#clockOffsetMs += seconds * 1000;
    return this.nowMs();
  }

  callback(fields: CallbackFields): GatewayCallback {
    return {
      event: fields.event,
      channel: fields.channel,
      partner_reff: fields.partnerReff,
      virtual_account_number: fields.virtualAccountNumber,
      ...(fields.bankCode === undefined ? {} : { bank_code: fields.bankCode }),
      gateway_reference: fields.gatewayReference ?? `GWR${randomHex(10)}`,
      amount: fields.amountIdr,
      occurred_at: new Date(this.nowMs()).toISOString(),
    };
  }
}
