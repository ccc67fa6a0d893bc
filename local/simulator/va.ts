import type { GatewayCallback } from '../../shared/gateway/port';
import { newVaNumber, SIM_BANKS, type SimBank } from './banks';
import type { Done, Refusal, SimulatorClock } from './clock';
import type { RawPayment, RawPaymentTaker } from './raw-payment';

/**
 * One-time VA's part of the gateway simulator, and the VA numbers every kind of VA draws from; each
 * kind of VA says how it takes a payment (routes: ./va-api.ts).
 */

/** Any VA the simulated gateway issued; `kind` names the channel's part that issued it. */
export interface VaRecord {
  kind: string;
  number: string;
  bank: SimBank;
  accountName: string;
}

export interface OneTimeVaRecord extends VaRecord {
  kind: 'one_time';
  partnerReff: string;
  amountIdr: number;
  expiresAtMs: number;
  status: 'waiting_payment' | 'paid';
}

export type VaPayment = Done<{ callback: GatewayCallback }> | Refusal<'wrong_amount'>;
/** How a kind of VA takes a payment; it may throw a SimHttpError for an amount it refuses. */
export type VaPayer = (record: VaRecord, amountIdr: number) => VaPayment;

export const isOneTimeVa = (record: VaRecord | undefined): record is OneTimeVaRecord => record?.kind === 'one_time';

/** Every VA number issued, whatever its kind, and the one-time VAs, in memory. */
export class VaBook implements RawPaymentTaker {
  readonly #byNumber = new Map<string, VaRecord>();
  readonly #oneTimeReffs = new Set<string>();
  readonly #inactiveBankCodes = new Set<string>();
  readonly #payers = new Map<string, VaPayer>([['one_time', (record, amount) => this.#payOneTime(record, amount)]]);

  constructor(private readonly clock: SimulatorClock) {}

  setBankActive(code: string, active: boolean): void {
    if (active) this.#inactiveBankCodes.delete(code);
    else this.#inactiveBankCodes.add(code);
  }

  activeBanks(): SimBank[] {
    return SIM_BANKS.filter((bank) => !this.#inactiveBankCodes.has(bank.code));
  }

  get(number: string): VaRecord | undefined {
    return this.#byNumber.get(number);
  }

  all(): VaRecord[] {
    return [...this.#byNumber.values()];
  }

  /**
   * Every VA of every kind as plain data, without the one-time VAs expired before `keepFromMs` (the
   * other kinds are permanent), and the banks switched off (./state.ts).
   */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): { vas: VaRecord[]; inactiveBankCodes: string[] } {
    const kept = this.all().filter((record) => !isOneTimeVa(record) || record.expiresAtMs >= keepFromMs);
    return { vas: kept.map((record) => structuredClone(record)), inactiveBankCodes: [...this.#inactiveBankCodes] };
  }

  /** Restored before the kinds that keep their own index of these records (./parts.ts lists it first). */
  restore(state: { vas: readonly VaRecord[]; inactiveBankCodes: readonly string[] }): void {
    this.#byNumber.clear();
    this.#oneTimeReffs.clear();
    this.#inactiveBankCodes.clear();
    for (const code of state.inactiveBankCodes) this.#inactiveBankCodes.add(code);
    for (const record of state.vas) {
      const copy = structuredClone(record);
      this.#byNumber.set(copy.number, copy);
      if (isOneTimeVa(copy)) this.#oneTimeReffs.add(copy.partnerReff);
    }
  }

  /** How the VAs of one kind take a payment (POST /control/va/{number}/pay). */
  acceptPayments(kind: string, payer: VaPayer): void {
    this.#payers.set(kind, payer);
  }

  /** A fresh number of the bank for a VA of any kind, kept with it. */
  issue<R extends VaRecord>(bank: SimBank, build: (number: string) => R): R {
    const record = build(newVaNumber(bank, (candidate) => this.#byNumber.has(candidate)));
    this.#byNumber.set(record.number, record);
    return record;
  }

  pay(record: VaRecord, amountIdr: number): VaPayment {
    const payer = this.#payers.get(record.kind);
    if (payer === undefined) throw new Error(`No simulator part takes payments to a ${record.kind} VA`);
    return payer(record, amountIdr);
  }

  createOneTime(input: {
    partnerReff: string;
    bankCode: string;
    amountIdr: number;
    expiresAtMs: number;
    accountName: string;
  }): Done<{ record: OneTimeVaRecord }> | Refusal<'duplicate' | 'unknown_bank'> {
    const bank = this.activeBanks().find((candidate) => candidate.code === input.bankCode);
    if (bank === undefined) return { ok: false, reason: 'unknown_bank' };
    if (this.#oneTimeReffs.has(input.partnerReff)) return { ok: false, reason: 'duplicate' };
    const { bankCode: _bankCode, ...fields } = input;
    const build = (number: string): OneTimeVaRecord => ({
      ...fields,
      kind: 'one_time',
      number,
      bank,
      status: 'waiting_payment',
    });
    const record = this.issue(bank, build);
    this.#oneTimeReffs.add(record.partnerReff);
    return { ok: true, record };
  }

  /**
   * A raw payment to a one-time VA, named by its number or by the partner_reff it was issued for,
   * or to a VA number the gateway never issued when a partner_reff comes with it. Any other payment
   * that names a VA number is left to the parts asked after this one (./parts.ts).
   */
  takeRawPayment(payment: RawPayment): GatewayCallback | undefined {
    const va = this.#rawPaymentVa(payment);
    const number = payment.virtualAccountNumber ?? va?.number;
    if (number === undefined) return undefined;
    if (!isOneTimeVa(va) && (va !== undefined || payment.partnerReff === undefined)) return undefined;
    return this.clock.callback({
      event: 'payment.paid',
      channel: 'va',
      partnerReff: payment.partnerReff ?? (va as OneTimeVaRecord).partnerReff,
      virtualAccountNumber: number,
      amountIdr: payment.amountIdr,
      bankCode: this.rawPaymentBank(payment, va, number),
      gatewayReference: payment.gatewayReference,
    });
  }

  /**
   * The bank of a raw payment to a VA number: as given, else the VA's, else the bank whose prefix
   * the number carries.
   */
  rawPaymentBank(payment: RawPayment, va: VaRecord | undefined, number: string): string | undefined {
    return payment.bankCode ?? va?.bank.code ?? SIM_BANKS.find((bank) => number.startsWith(bank.vaPrefix))?.code;
  }

  /** The VA a raw payment names: by its number, else the one-time VA issued for its partner_reff. */
  #rawPaymentVa(payment: RawPayment): VaRecord | undefined {
    const number = payment.virtualAccountNumber;
    const byNumber = number === undefined ? undefined : this.get(number);
    const reff = payment.partnerReff;
    const byReff = reff === undefined ? undefined : this.all().find((va) => isOneTimeVa(va) && va.partnerReff === reff);
    return byNumber ?? byReff;
  }

  /** A one-time VA takes its exact amount, even when expired or paid before (a late or second payment). */
  #payOneTime(record: VaRecord, amountIdr: number): VaPayment {
    const oneTime = record as OneTimeVaRecord;
    if (amountIdr !== oneTime.amountIdr) return { ok: false, reason: 'wrong_amount' };
    oneTime.status = 'paid';
    const callback = this.clock.callback({
      event: 'payment.paid',
      channel: 'va',
      partnerReff: oneTime.partnerReff,
      virtualAccountNumber: oneTime.number,
      amountIdr,
      bankCode: oneTime.bank.code,
    });
    return { ok: true, callback };
  }
}
