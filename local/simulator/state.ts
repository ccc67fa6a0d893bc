import type { GatewayCallback } from '../../shared/gateway/port';
import { SIM_BANKS } from './banks';
import { randomHex, SimulatorClock } from './clock';
import { DedicatedVaBook } from './dedicated-va';
import { EwalletCashinBook } from './ewallet-cashin';
import { QrisBook, type QrisOutcome, type QrisRecord } from './qris';
import { isOneTimeVa, VaBook, type VaRecord } from './va';

export type { Done, Refusal } from './clock';
export type { DedicatedVaRecord } from './dedicated-va';
export type { EwalletCashinRecord } from './ewallet-cashin';
export type { QrisOutcome, QrisRecord, QrisStatus } from './qris';
export type { OneTimeVaRecord, VaRecord } from './va';

export interface SimulatorStateOptions {
  /** Where a created QR's image is served. */
  qrImageUrl(record: QrisRecord): string;
}

/** What POST /control/callbacks describes: a late, duplicate, unknown or mismatched payment. */
export interface RawPaymentInput {
  partnerReff?: string | undefined;
  virtualAccountNumber?: string | undefined;
  amountIdr: number;
  gatewayReference?: string | undefined;
  bankCode?: string | undefined;
}

/**
 * Everything the simulated gateway knows of money coming in, in memory: the clock and each inbound
 * channel's part (./qris.ts, ./va.ts, ./dedicated-va.ts, ./ewallet-cashin.ts). Each operation checks and changes state
 * synchronously, so concurrent control calls for the same QR or VA see each other's effect and
 * only one of them can pay it.
 */
export class SimulatorState extends SimulatorClock {
  readonly qrisBook: QrisBook;
  readonly vaBook = new VaBook(this);
  readonly dedicatedVaBook = new DedicatedVaBook(this, this.vaBook);
  readonly ewalletCashinBook = new EwalletCashinBook(this);

  constructor(options: SimulatorStateOptions) {
    super();
    this.qrisBook = new QrisBook(this, options.qrImageUrl);
  }

  setBankActive(code: string, active: boolean): void {
    this.vaBook.setBankActive(code, active);
  }

  activeVaBanks() {
    return this.vaBook.activeBanks();
  }

  qris(partnerReff: string): QrisRecord | undefined {
    return this.qrisBook.get(partnerReff);
  }

  settleQris(partnerReff: string, outcome: QrisOutcome) {
    return this.qrisBook.settle(partnerReff, outcome);
  }

  /**
   * One `payment.paid` callback exactly as the caller describes it (POST /sandbox/v1/callbacks): a
   * late, duplicate, unknown or mismatched payment. The channel and bank follow what the gateway
   * knows of the VA number or partner_reff; an unknown VA number is a dedicated VA payment of the
   * bank whose prefix it carries.
   */
  rawPayment(input: RawPaymentInput): GatewayCallback {
    const gatewayReference = input.gatewayReference ?? `GWR${randomHex(10)}`;
    const va = this.#rawPaymentVa(input);
    const number = input.virtualAccountNumber ?? va?.number ?? null;
    if (number === null) {
      const cashin =
        input.partnerReff === undefined ? undefined : this.ewalletCashinBook.byPartnerReff(input.partnerReff);
      // A partner_reff the gateway knows as a cash-in is paid on that channel; any other as a QR payment.
      if (cashin !== undefined) {
        return this.callback({
          event: 'payment.paid',
          channel: 'ewallet_cashin',
          partnerReff: cashin.partnerReff,
          virtualAccountNumber: null,
          amountIdr: input.amountIdr,
          gatewayReference,
        });
      }
      return this.qrisBook.rawPayment({ ...input, gatewayReference });
    }
    const bankCode =
      input.bankCode ?? va?.bank.code ?? SIM_BANKS.find((bank) => number.startsWith(bank.vaPrefix))?.code;
    const fields = { event: 'payment.paid', virtualAccountNumber: number, amountIdr: input.amountIdr } as const;
    const oneTime = isOneTimeVa(va) || (va === undefined && input.partnerReff !== undefined);
    if (oneTime) {
      const partnerReff = input.partnerReff ?? (va as { partnerReff: string }).partnerReff;
      return this.callback({ ...fields, channel: 'va', partnerReff, bankCode, gatewayReference });
    }
    return this.callback({ ...fields, channel: 'dedicated_va', partnerReff: null, bankCode, gatewayReference });
  }

  #rawPaymentVa(input: RawPaymentInput): VaRecord | undefined {
    const number = input.virtualAccountNumber;
    const byNumber = number === undefined ? undefined : this.vaBook.get(number);
    const reff = input.partnerReff;
    const byReff =
      reff === undefined ? undefined : this.vaBook.all().find((va) => isOneTimeVa(va) && va.partnerReff === reff);
    return byNumber ?? byReff;
  }
}
