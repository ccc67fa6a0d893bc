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

  createQris(input: {
    partnerReff: string;
    amountIdr: number;
    expiresAtMs: number;
  }): Done<{ record: QrisRecord }> | Refusal<'duplicate'> {
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

  /**
   * Ends a waiting QR payment with a failure or cancellation (only while it waits), or pays it. A
   * payment is accepted whatever the state, the way a customer may still pay a QR the gateway had
   * reported failed, or pay one twice: each payment is its own event with its own reference.
   */
  settleQris(
    partnerReff: string,
    outcome: QrisOutcome,
  ): Done<{ callback: GatewayCallback }> | Refusal<'not_found' | 'not_pending'> {
    const record = this.#qrisByReff.get(partnerReff);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (outcome !== 'paid' && record.status !== 'waiting_payment') return { ok: false, reason: 'not_pending' };
    record.status = outcome;
    const callback = this.#callback(OUTCOME_EVENTS[outcome], 'qris', record.partnerReff, null, record.amountIdr);
    return { ok: true, callback };
  }

  /** A one-time VA takes its exact amount, even when expired or paid before (a late or second payment). */
  payOneTimeVa(
    record: OneTimeVaRecord,
    amountIdr: number,
  ): Done<{ callback: GatewayCallback }> | Refusal<'wrong_amount'> {
    if (amountIdr !== record.amountIdr) return { ok: false, reason: 'wrong_amount' };
    record.status = 'paid';
    return {
      ok: true,
      callback: this.#callback('payment.paid', 'va', record.partnerReff, record.number, amountIdr, record.bank.code),
    };
  }

  /**
   * One `payment.paid` callback exactly as the caller describes it (POST /sandbox/v1/callbacks): a
   * late, duplicate, unknown or mismatched payment. The channel and bank follow what the gateway
   * knows of the VA number or partner_reff; an unknown VA number is a dedicated VA payment of the
   * bank whose prefix it carries.
   */
  rawPayment(input: {
    partnerReff?: string;
    virtualAccountNumber?: string;
    amountIdr: number;
    gatewayReference?: string;
    bankCode?: string;
  }): GatewayCallback {
    const reference = input.gatewayReference ?? `GWR${randomHex(10)}`;
    const byNumber =
      input.virtualAccountNumber === undefined ? undefined : this.#vaByNumber.get(input.virtualAccountNumber);
    const byReff =
      input.partnerReff === undefined
        ? undefined
        : [...this.#vaByNumber.values()].find((va) => va.kind === 'one_time' && va.partnerReff === input.partnerReff);
    const va = byNumber ?? byReff;
    const number = input.virtualAccountNumber ?? va?.number ?? null;
    const bankCode =
      input.bankCode ??
      va?.bank.code ??
      (number === null ? undefined : SIM_BANKS.find((bank) => number.startsWith(bank.vaPrefix))?.code);
    const oneTime = va?.kind === 'one_time' || (va === undefined && number !== null && input.partnerReff !== undefined);
    if (number !== null && oneTime) {
      return this.#callback(
        'payment.paid',
        'va',
        input.partnerReff ?? (va as OneTimeVaRecord).partnerReff,
        number,
        input.amountIdr,
        bankCode,
        reference,
      );
    }
    if (number !== null)
      return this.#callback('payment.paid', 'dedicated_va', null, number, input.amountIdr, bankCode, reference);
    return this.#callback(
      'payment.paid',
      'qris',
      input.partnerReff ?? null,
      null,
      input.amountIdr,
      undefined,
      reference,
    );
  }

  /** A dedicated VA takes any number of payments; each is its own event with its own reference. */
  payDedicatedVa(record: DedicatedVaRecord, amountIdr: number): Done<{ callback: GatewayCallback }> {
    record.paymentCount += 1;
    return {
      ok: true,
      callback: this.#callback('payment.paid', 'dedicated_va', null, record.number, amountIdr, record.bank.code),
    };
  }

  #callback(
    event: GatewayCallbackEvent,
    channel: GatewayCallbackChannel,
    partnerReff: string | null,
    virtualAccountNumber: string | null,
    amountIdr: number,
    bankCode?: string,
    gatewayReference = `GWR${randomHex(10)}`,
  ): GatewayCallback {
    return {
      event,
      channel,
      partner_reff: partnerReff,
      virtual_account_number: virtualAccountNumber,
      ...(bankCode === undefined ? {} : { bank_code: bankCode }),
      gateway_reference: gatewayReference,
      amount: amountIdr,
      occurred_at: new Date(this.nowMs()).toISOString(),
    };
  }
}
