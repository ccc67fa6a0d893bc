import type { GatewayCallback, GatewayCallbackEvent } from '../../shared/gateway/port';
import { randomHex, type Done, type Refusal, type SimulatorClock } from './clock';
import { buildQrisPayload } from './qris-payload';
import type { RawPayment, RawPaymentTaker } from './raw-payment';

/** QRIS's part of the gateway simulator: the QR payments it issued (routes: ./qris-api.ts). */

export type QrisStatus = 'waiting_payment' | 'paid' | 'failed' | 'cancelled';
export type QrisOutcome = Exclude<QrisStatus, 'waiting_payment'>;

export interface QrisRecord {
  qrisId: string;
  partnerReff: string;
  amountIdr: number;
  expiresAtMs: number;
  qrString: string;
  status: QrisStatus;
}

const OUTCOME_EVENTS: Record<QrisOutcome, GatewayCallbackEvent> = {
  paid: 'payment.paid',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

/** The QR payments the simulated gateway issued, in memory. */
export class QrisBook implements RawPaymentTaker {
  readonly #byReff = new Map<string, QrisRecord>();
  readonly #byId = new Map<string, QrisRecord>();

  constructor(
    private readonly clock: SimulatorClock,
    /** Where a created QR's image is served. */
    readonly imageUrl: (record: QrisRecord) => string,
  ) {}

  get(partnerReff: string): QrisRecord | undefined {
    return this.#byReff.get(partnerReff);
  }

  byId(qrisId: string): QrisRecord | undefined {
    return this.#byId.get(qrisId);
  }

  /** Every record as plain data, oldest first, without those expired before `keepFromMs` (./state.ts). */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): QrisRecord[] {
    return [...this.#byReff.values()]
      .filter((record) => record.expiresAtMs >= keepFromMs)
      .map((record) => ({ ...record }));
  }

  restore(records: readonly QrisRecord[]): void {
    this.#byReff.clear();
    this.#byId.clear();
    for (const record of records) {
      const copy = { ...record };
      this.#byReff.set(copy.partnerReff, copy);
      this.#byId.set(copy.qrisId, copy);
    }
  }

  create(input: {
    partnerReff: string;
    amountIdr: number;
    expiresAtMs: number;
  }): Done<{ record: QrisRecord }> | Refusal<'duplicate'> {
    if (this.#byReff.has(input.partnerReff)) return { ok: false, reason: 'duplicate' };
    // The reference label is the gateway's own id, as a real acquirer's: a customer who scans the
    // code (or a page that shows it) learns nothing of the merchant's partner_reff.
    const qrisId = `QR${randomHex(10)}`;
    const qrString = buildQrisPayload(input.amountIdr, qrisId);
    const record: QrisRecord = { ...input, qrisId, qrString, status: 'waiting_payment' };
    this.#byReff.set(record.partnerReff, record);
    this.#byId.set(record.qrisId, record);
    return { ok: true, record };
  }

  /**
   * Ends a waiting QR payment with a failure or cancellation (only while it waits), or pays it. A
   * payment is accepted whatever the state, the way a customer may still pay a QR the gateway had
   * reported failed, or pay one twice: each payment is its own event with its own reference.
   */
  settle(
    partnerReff: string,
    outcome: QrisOutcome,
  ): Done<{ callback: GatewayCallback }> | Refusal<'not_found' | 'not_pending'> {
    const record = this.#byReff.get(partnerReff);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (outcome !== 'paid' && record.status !== 'waiting_payment') return { ok: false, reason: 'not_pending' };
    record.status = outcome;
    const callback = this.clock.callback({
      event: OUTCOME_EVENTS[outcome],
      channel: 'qris',
      partnerReff: record.partnerReff,
      virtualAccountNumber: null,
      amountIdr: record.amountIdr,
    });
    return { ok: true, callback };
  }

  /**
   * Asked last: a raw payment that names no VA number and that no other part took is a QR payment,
   * for the partner_reff it names (a QR of ours or not) or for none.
   */
  takeRawPayment(payment: RawPayment): GatewayCallback | undefined {
    if (payment.virtualAccountNumber !== undefined) return undefined;
    return this.clock.callback({
      event: 'payment.paid',
      channel: 'qris',
      partnerReff: payment.partnerReff ?? null,
      virtualAccountNumber: null,
      amountIdr: payment.amountIdr,
      gatewayReference: payment.gatewayReference,
    });
  }
}
