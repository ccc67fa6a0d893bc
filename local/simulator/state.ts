import { randomBytes } from 'node:crypto';
import type { GatewayCallback, GatewayCallbackChannel, GatewayCallbackEvent } from '../../shared/gateway/port';
import { findBank, newVaNumber, SIM_BANKS, supportsDedicatedVa, type SimBank } from './banks';
import { buildQrisPayload } from './qris-payload';

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

export interface OneTimeVaRecord {
  kind: 'one_time';
  number: string;
  bank: SimBank;
  accountName: string;
  partnerReff: string;
  amountIdr: number;
  expiresAtMs: number;
  status: 'waiting_payment' | 'paid';
}

export interface DedicatedVaRecord {
  kind: 'dedicated';
  number: string;
  bank: SimBank;
  accountName: string;
  reference: string;
  paymentCount: number;
}

export type VaRecord = OneTimeVaRecord | DedicatedVaRecord;

export type Refusal<R extends string> = { ok: false; reason: R };
export type Done<T> = { ok: true } & T;

const OUTCOME_EVENTS: Record<QrisOutcome, GatewayCallbackEvent> = {
  paid: 'payment.paid',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * Everything the simulated gateway knows, in memory. Each operation checks and changes state
 * synchronously, so concurrent control calls for the same QR or VA see each other's effect and
 * only one of them can pay it.
 */
export class SimulatorState {
  #clockOffsetMs = 0;
  readonly #qrisByReff = new Map<string, QrisRecord>();
  readonly #qrisById = new Map<string, QrisRecord>();
  readonly #vaByNumber = new Map<string, VaRecord>();
  readonly #oneTimeVaReffs = new Set<string>();
  readonly #dedicatedByKey = new Map<string, DedicatedVaRecord>();
  readonly #inactiveBankCodes = new Set<string>();

  /** The simulator's own clock: wall time moved forward by POST /control/clock/advance. */
  nowMs(): number {
    return Date.now() + this.#clockOffsetMs;
  }

  advanceClock(seconds: number): number {
    this.#clockOffsetMs += seconds * 1000;
    return this.nowMs();
  }

  setBankActive(code: string, active: boolean): void {
    if (active) this.#inactiveBankCodes.delete(code);
    else this.#inactiveBankCodes.add(code);
  }

  activeVaBanks(): SimBank[] {
    return SIM_BANKS.filter((bank) => !this.#inactiveBankCodes.has(bank.code));
  }

  qris(partnerReff: string): QrisRecord | undefined {
    return this.#qrisByReff.get(partnerReff);
  }

  qrisById(qrisId: string): QrisRecord | undefined {
    return this.#qrisById.get(qrisId);
  }

  virtualAccount(number: string): VaRecord | undefined {
    return this.#vaByNumber.get(number);
  }

  createQris(input: { partnerReff: string; amountIdr: number; expiresAtMs: number }): Done<{ record: QrisRecord }> | Refusal<'duplicate'> {
    if (this.#qrisByReff.has(input.partnerReff)) return { ok: false, reason: 'duplicate' };
    const qrString = buildQrisPayload(input.amountIdr, input.partnerReff);
    const record: QrisRecord = { ...input, qrisId: `QR${randomHex(10)}`, qrString, status: 'waiting_payment' };
    this.#qrisByReff.set(record.partnerReff, record);
    this.#qrisById.set(record.qrisId, record);
    return { ok: true, record };
  }

  createOneTimeVa(input: {
    partnerReff: string;
    bankCode: string;
    amountIdr: number;
    expiresAtMs: number;
    accountName: string;
  }): Done<{ record: OneTimeVaRecord }> | Refusal<'duplicate' | 'unknown_bank'> {
    const bank = this.activeVaBanks().find((candidate) => candidate.code === input.bankCode);
    if (bank === undefined) return { ok: false, reason: 'unknown_bank' };
    if (this.#oneTimeVaReffs.has(input.partnerReff)) return { ok: false, reason: 'duplicate' };
    const { bankCode: _bankCode, ...fields } = input;
    const number = newVaNumber(bank, (candidate) => this.#vaByNumber.has(candidate));
    const record: OneTimeVaRecord = { ...fields, kind: 'one_time', number, bank, status: 'waiting_payment' };
    this.#oneTimeVaReffs.add(record.partnerReff);
    this.#vaByNumber.set(number, record);
    return { ok: true, record };
  }

  /** Idempotent per (reference, bank): asking again answers the VA already issued, with created false. */
  createDedicatedVa(input: {
    reference: string;
    bankCode: string;
    accountName: string;
  }): Done<{ record: DedicatedVaRecord; created: boolean }> | Refusal<'unsupported_bank'> {
    const bank = findBank(input.bankCode);
    if (bank === undefined || !supportsDedicatedVa(bank.code)) return { ok: false, reason: 'unsupported_bank' };
    const key = `${input.reference}\u0000${bank.code}`;
    const existing = this.#dedicatedByKey.get(key);
    if (existing !== undefined) return { ok: true, record: existing, created: false };
    const number = newVaNumber(bank, (candidate) => this.#vaByNumber.has(candidate));
    const record: DedicatedVaRecord = {
      kind: 'dedicated',
      number,
      bank,
      accountName: input.accountName,
      reference: input.reference,
      paymentCount: 0,
    };
    this.#dedicatedByKey.set(key, record);
    this.#vaByNumber.set(number, record);
    return { ok: true, record, created: true };
  }

  /** Ends a waiting QR payment; only the first outcome wins. */
  settleQris(partnerReff: string, outcome: QrisOutcome): Done<{ callback: GatewayCallback }> | Refusal<'not_found' | 'not_pending'> {
    const record = this.#qrisByReff.get(partnerReff);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (record.status !== 'waiting_payment') return { ok: false, reason: 'not_pending' };
    record.status = outcome;
    const callback = this.#callback(OUTCOME_EVENTS[outcome], 'qris', record.partnerReff, null, record.amountIdr);
    return { ok: true, callback };
  }

  payOneTimeVa(record: OneTimeVaRecord, amountIdr: number): Done<{ callback: GatewayCallback }> | Refusal<'already_paid' | 'expired' | 'wrong_amount'> {
    if (record.status === 'paid') return { ok: false, reason: 'already_paid' };
    if (this.nowMs() >= record.expiresAtMs) return { ok: false, reason: 'expired' };
    if (amountIdr !== record.amountIdr) return { ok: false, reason: 'wrong_amount' };
    record.status = 'paid';
    return { ok: true, callback: this.#callback('payment.paid', 'va', record.partnerReff, record.number, amountIdr) };
  }

  /** A dedicated VA takes any number of payments; each is its own event with its own reference. */
  payDedicatedVa(record: DedicatedVaRecord, amountIdr: number): Done<{ callback: GatewayCallback }> {
    record.paymentCount += 1;
    return { ok: true, callback: this.#callback('payment.paid', 'dedicated_va', null, record.number, amountIdr) };
  }

  #callback(
    event: GatewayCallbackEvent,
    channel: GatewayCallbackChannel,
    partnerReff: string | null,
    virtualAccountNumber: string | null,
    amountIdr: number,
  ): GatewayCallback {
    return {
      event,
      channel,
      partner_reff: partnerReff,
      virtual_account_number: virtualAccountNumber,
      gateway_reference: `GWR${randomHex(10)}`,
      amount: amountIdr,
      occurred_at: new Date(this.nowMs()).toISOString(),
    };
  }
}
