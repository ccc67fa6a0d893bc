import type { GatewayCallback } from '../../shared/gateway/port';
import type { OriginalRefundType } from '../../shared/channels/registry';
import { SIM_REFUND_FAIL_MARKER } from '../../shared/channels/refunds/limits';
import { randomHex, type Done, type Refusal, type SimulatorClock } from './clock';

/**
 * Refunds' part of the gateway simulator: the refunds back on a payment's rail it was asked for,
 * idempotent on the refund id (routes: ./refunds-api.ts). A refund is answered `pending` and
 * succeeds about a second later by a signed callback (LOCAL.md); a reason containing `[fail]` is
 * rejected at once. Refunds sent as payouts are the payouts' (./payouts.ts): their magic destinations.
 */

export type SimRefundStatus = 'pending' | 'succeeded' | 'rejected';

export interface RefundRequest {
  refundId: string;
  channel: OriginalRefundType;
  partnerReff: string;
  paymentReference: string;
  amountIdr: number;
  reason: string;
}

export interface SimRefundRecord extends RefundRequest {
  status: SimRefundStatus;
  gatewayReference: string;
  failureReason: string | null;
  /** Every POST /v1/refunds with this refund id, repeats included. */
  requestCount: number;
  createdAtMs: number;
  completedAtMs: number | null;
}

export type RefundSubmission = { kind: 'created' | 'repeated'; record: SimRefundRecord } | { kind: 'conflict' };

/** How long a pending refund waits before it succeeds and calls back, unless the options say otherwise. */
export const DEFAULT_REFUND_CALLBACK_DELAY_MS = 1_000;
const REJECTED_REASON = 'The gateway rejected the refund';

/** Everything that makes two requests "the same refund"; the refund id is the key. */
const requestKey = (request: RefundRequest): string =>
  JSON.stringify([request.channel, request.partnerReff, request.amountIdr]);

export class RefundBook {
  readonly #byId = new Map<string, SimRefundRecord>();
  readonly #keyById = new Map<string, string>();

  /** `callbackDelayMs`: how long a pending refund waits, on the simulator's scheduler, before it succeeds. */
  constructor(
    private readonly clock: SimulatorClock,
    readonly callbackDelayMs: number = DEFAULT_REFUND_CALLBACK_DELAY_MS,
  ) {}

  get(refundId: string): SimRefundRecord | undefined {
    return this.#byId.get(refundId);
  }

  /**
   * Every refund as plain data, oldest first, without those created before `keepFromMs` (./state.ts);
   * the request keys are derived again on restore.
   */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): SimRefundRecord[] {
    return [...this.#byId.values()]
      .filter((record) => record.createdAtMs >= keepFromMs)
      .map((record) => ({ ...record }));
  }

  restore(records: readonly SimRefundRecord[]): void {
    this.#byId.clear();
    this.#keyById.clear();
    for (const record of records) {
      this.#byId.set(record.refundId, { ...record });
      this.#keyById.set(record.refundId, requestKey(record));
    }
  }

  /** Records a first request (pending, or rejected for a `[fail]` reason); a repeat changes only its count. */
  submit(request: RefundRequest): RefundSubmission {
    const existing = this.#byId.get(request.refundId);
    if (existing !== undefined) {
      if (this.#keyById.get(request.refundId) !== requestKey(request)) return { kind: 'conflict' };
      existing.requestCount += 1;
      return { kind: 'repeated', record: existing };
    }
    const rejected = request.reason.includes(SIM_REFUND_FAIL_MARKER);
    const nowMs = this.clock.nowMs();
    const record: SimRefundRecord = {
      ...request,
      status: rejected ? 'rejected' : 'pending',
      gatewayReference: `GWRF${randomHex(10)}`,
      failureReason: rejected ? REJECTED_REASON : null,
      requestCount: 1,
      createdAtMs: nowMs,
      completedAtMs: rejected ? nowMs : null,
    };
    this.#byId.set(record.refundId, record);
    this.#keyById.set(record.refundId, requestKey(request));
    return { kind: 'created', record };
  }

  /** Ends a pending refund; only the first end wins. */
  complete(
    refundId: string,
    outcome: 'succeeded' | 'rejected',
    reason?: string,
  ): Done<{ record: SimRefundRecord; callback: GatewayCallback }> | Refusal<'not_found' | 'not_pending'> {
    const record = this.#byId.get(refundId);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (record.status !== 'pending') return { ok: false, reason: 'not_pending' };
    record.status = outcome;
    record.completedAtMs = this.clock.nowMs();
    if (outcome === 'rejected') record.failureReason = reason ?? REJECTED_REASON;
    return { ok: true, record, callback: this.callbackOf(record) };
  }

  /** The callback of an ended refund: `refund.succeeded` or `refund.failed`, naming the payment and the refund. */
  callbackOf(record: SimRefundRecord): GatewayCallback {
    const callback: GatewayCallback = {
      ...this.clock.callback({
        event: record.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
        channel: record.channel,
        partnerReff: record.partnerReff,
        virtualAccountNumber: null,
        amountIdr: record.amountIdr,
        gatewayReference: record.gatewayReference,
      }),
      refund_id: record.refundId,
    };
    if (record.failureReason !== null) callback.reason = record.failureReason;
    return callback;
  }
}
