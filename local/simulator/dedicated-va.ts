import { GATEWAY_VA_AMOUNT_MIN_IDR } from '../../shared/constants';
import type { GatewayCallback } from '../../shared/gateway/port';
import { GATEWAY_DEDICATED_VA_BANK_CODES } from '../../shared/channels/dedicated-va/limits';
import { findBank } from './banks';
import type { Done, Refusal, SimulatorClock } from './clock';
import { SimHttpError } from './http';
import type { RawPayment, RawPaymentTaker } from './raw-payment';
import type { VaBook, VaPayment, VaRecord } from './va';

/** Dedicated VA's part of the gateway simulator: permanent VAs that take any number of payments (routes: ./dedicated-va-api.ts). */

export interface DedicatedVaRecord extends VaRecord {
  kind: 'dedicated';
  reference: string;
  paymentCount: number;
}

function supportsDedicatedVa(code: string): boolean {
  return (GATEWAY_DEDICATED_VA_BANK_CODES as readonly string[]).includes(code);
}

/** The dedicated VAs the simulated gateway issued, by (reference, bank); their numbers are in the VA book. */
export class DedicatedVaBook implements RawPaymentTaker {
  readonly #byKey = new Map<string, DedicatedVaRecord>();

  constructor(
    private readonly clock: SimulatorClock,
    private readonly vas: VaBook,
  ) {
    vas.acceptPayments('dedicated', (record, amountIdr) => this.#pay(record as DedicatedVaRecord, amountIdr));
  }

  /** The (reference, bank) keys and their VA numbers, all kept (a permanent VA); the records are the VA book's (./state.ts). */
  snapshot(): Array<[string, string]> {
    return [...this.#byKey.entries()].map(([key, record]) => [key, record.number]);
  }

  /** After the VA book's restore: each key finds its record there again, the same object. */
  restore(entries: ReadonlyArray<readonly [string, string]>): void {
    this.#byKey.clear();
    for (const [key, number] of entries) {
      const record = this.vas.get(number);
      if (record?.kind === 'dedicated') this.#byKey.set(key, record as DedicatedVaRecord);
    }
  }

  /** Idempotent per (reference, bank): asking again answers the VA already issued, with created false. */
  create(input: {
    reference: string;
    bankCode: string;
    accountName: string;
  }): Done<{ record: DedicatedVaRecord; created: boolean }> | Refusal<'unsupported_bank'> {
    const bank = findBank(input.bankCode);
    if (bank === undefined || !supportsDedicatedVa(bank.code)) return { ok: false, reason: 'unsupported_bank' };
    const key = `${input.reference}\u0000${bank.code}`;
    const existing = this.#byKey.get(key);
    if (existing !== undefined) return { ok: true, record: existing, created: false };
    const build = (number: string): DedicatedVaRecord => ({
      kind: 'dedicated',
      number,
      bank,
      accountName: input.accountName,
      reference: input.reference,
      paymentCount: 0,
    });
    const record = this.vas.issue(bank, build);
    this.#byKey.set(key, record);
    return { ok: true, record, created: true };
  }

  /**
   * Asked after the one-time VA's part: a raw payment to any other VA number is a dedicated VA
   * payment, to one of ours or to a number the gateway never issued, of the bank its prefix names.
   */
  takeRawPayment(payment: RawPayment): GatewayCallback | undefined {
    const number = payment.virtualAccountNumber;
    if (number === undefined) return undefined;
    return this.clock.callback({
      event: 'payment.paid',
      channel: 'dedicated_va',
      partnerReff: null,
      virtualAccountNumber: number,
      amountIdr: payment.amountIdr,
      bankCode: this.vas.rawPaymentBank(payment, this.vas.get(number), number),
      gatewayReference: payment.gatewayReference,
    });
  }

  /** A dedicated VA takes any number of payments of at least the gateway's VA minimum; each is its own event with its own reference. */
  #pay(record: DedicatedVaRecord, amountIdr: number): VaPayment {
    if (amountIdr < GATEWAY_VA_AMOUNT_MIN_IDR) {
      throw new SimHttpError(422, 'validation_failed', `The amount must be at least ${GATEWAY_VA_AMOUNT_MIN_IDR}`);
    }
    record.paymentCount += 1;
    const callback = this.clock.callback({
      event: 'payment.paid',
      channel: 'dedicated_va',
      partnerReff: null,
      virtualAccountNumber: record.number,
      amountIdr,
      bankCode: record.bank.code,
    });
    return { ok: true, callback };
  }
}
