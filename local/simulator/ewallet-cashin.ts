import { randomInt } from 'node:crypto';
import type { GatewayCallback } from '../../shared/gateway/port';
import type { Done, Refusal, SimulatorClock } from './clock';
import type { RawPayment, RawPaymentTaker } from './raw-payment';

/** E-wallet cash-in's part of the gateway simulator: the payment requests it pushed to wallet apps (routes: ./ewallet-cashin-api.ts). */

export type EwalletCashinStatus = 'waiting_payment' | 'paid';

export interface EwalletCashinRecord {
  /** The 12 digits the customer sees in the wallet app; the sandbox pays by it. */
  referenceNumber: string;
  partnerReff: string;
  amountIdr: number;
  productCode: string;
  phoneNumber: string;
  expiresAtMs: number;
  status: EwalletCashinStatus;
}

const REFERENCE_DIGITS = 12;

/** The cash-in requests the simulated gateway issued, in memory. */
export class EwalletCashinBook implements RawPaymentTaker {
  readonly #byReference = new Map<string, EwalletCashinRecord>();
  readonly #byReff = new Map<string, EwalletCashinRecord>();

  constructor(private readonly clock: SimulatorClock) {}

  get(referenceNumber: string): EwalletCashinRecord | undefined {
    return this.#byReference.get(referenceNumber);
  }

  all(): EwalletCashinRecord[] {
    return [...this.#byReference.values()];
  }

  byPartnerReff(partnerReff: string): EwalletCashinRecord | undefined {
    return this.#byReff.get(partnerReff);
  }

  /** Every request as plain data, oldest first, without those expired before `keepFromMs` (./state.ts). */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): EwalletCashinRecord[] {
    return this.all()
      .filter((record) => record.expiresAtMs >= keepFromMs)
      .map((record) => ({ ...record }));
  }

  restore(records: readonly EwalletCashinRecord[]): void {
    this.#byReference.clear();
    this.#byReff.clear();
    for (const record of records) {
      const copy = { ...record };
      this.#byReference.set(copy.referenceNumber, copy);
      this.#byReff.set(copy.partnerReff, copy);
    }
  }

  create(
    input: Omit<EwalletCashinRecord, 'referenceNumber' | 'status'>,
  ): Done<{ record: EwalletCashinRecord }> | Refusal<'duplicate'> {
    if (this.#byReff.has(input.partnerReff)) return { ok: false, reason: 'duplicate' };
    const record: EwalletCashinRecord = {
      ...input,
      referenceNumber: this.#freshReference(),
      status: 'waiting_payment',
    };
    this.#byReference.set(record.referenceNumber, record);
    this.#byReff.set(record.partnerReff, record);
    return { ok: true, record };
  }

  /**
   * The customer approves in the wallet app. Accepted whatever the state, as a QR payment is: an
   * approval after the request expired on our side, or a second one, is its own payment event with
   * its own gateway reference, and the service decides what such money becomes.
   */
  pay(referenceNumber: string): Done<{ callback: GatewayCallback }> | Refusal<'not_found'> {
    const record = this.#byReference.get(referenceNumber);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    record.status = 'paid';
    const callback = this.clock.callback({
      event: 'payment.paid',
      channel: 'ewallet_cashin',
      partnerReff: record.partnerReff,
      virtualAccountNumber: null,
      amountIdr: record.amountIdr,
    });
    return { ok: true, callback };
  }

  /** A raw payment that names no VA number and the partner_reff of a cash-in is paid on that channel. */
  takeRawPayment(payment: RawPayment): GatewayCallback | undefined {
    if (payment.virtualAccountNumber !== undefined || payment.partnerReff === undefined) return undefined;
    const record = this.#byReff.get(payment.partnerReff);
    if (record === undefined) return undefined;
    return this.clock.callback({
      event: 'payment.paid',
      channel: 'ewallet_cashin',
      partnerReff: record.partnerReff,
      virtualAccountNumber: null,
      amountIdr: payment.amountIdr,
      gatewayReference: payment.gatewayReference,
    });
  }

  #freshReference(): string {
    for (;;) {
      // The first digit is never 0, so the number keeps its 12 digits wherever it is read as a number.
      const digits = `${randomInt(1, 10)}${Array.from({ length: REFERENCE_DIGITS - 1 }, () => randomInt(0, 10)).join('')}`;
      if (!this.#byReference.has(digits)) return digits;
    }
  }
}
