import { createHash, randomInt } from 'node:crypto';
import { JAKARTA_OFFSET_MINUTES } from '../../shared/constants';
import {
  SIMULATOR_BILL_DUE_DAY,
  SIMULATOR_BILL_MAX_IDR,
  SIMULATOR_BILL_MIN_IDR,
  SIMULATOR_DIGITAL_FAIL_AFTER_MS,
  SIMULATOR_DIGITAL_SUCCESS_AFTER_MS,
} from '../../shared/channels/digital/limits';
import { accountNameFor } from './names';

/**
 * The simulated digital-product provider's purchases: prepaid orders and postpaid bill payments,
 * idempotent on their reference, and the postpaid bills themselves. The last four digits of the
 * destination (`tujuan`) pick what happens (README, digital products): '0000' fails at once (for a bill: there is
 * none), '1111' stays pending and then fails, '2222' stays pending and then succeeds, anything else
 * succeeds at once with a serial number.
 */

export type DigitalKind = 'order' | 'bill';
export type DigitalScenario = 'success' | 'failed' | 'pending_then_failed' | 'pending_then_success';
export type DigitalStatus = 'success' | 'pending' | 'failed';

export interface DigitalRequest {
  kind: DigitalKind;
  reference: string;
  kodeProduk: string;
  tujuan: string;
  serverId: string | null;
  /** The order's price, or the amount a bill payment pays. */
  amountIdr: number;
}

export type DigitalRecord = DigitalRequest & {
  scenario: DigitalScenario;
  status: DigitalStatus;
  sn: string | null;
  reason: string | null;
  /** How often the product was delivered (or the bill paid): 0 or 1, however many times it was asked for. */
  executionCount: number;
  /** Every purchase request with this reference, repeats included. */
  requestCount: number;
  createdAtMs: number;
  /** When a pending purchase ends, on the simulator clock; null when it ended at once. */
  endsAtMs: number | null;
  completedAtMs: number | null;
};

export type DigitalSubmitResult = { kind: 'created' | 'repeated'; record: DigitalRecord } | { kind: 'conflict' };

export type SimBill =
  { kind: 'bill'; customerName: string; tagihanIdr: number; dueDate: string } | { kind: 'not_found' };

const SCENARIO_BY_SUFFIX: Readonly<Record<string, DigitalScenario>> = {
  '0000': 'failed',
  '1111': 'pending_then_failed',
  '2222': 'pending_then_success',
};
const SUFFIX_DIGITS = 4;
const NO_BILL_SUFFIX = '0000';

const PENDING_MS: Readonly<Record<DigitalScenario, number | null>> = {
  success: null,
  failed: null,
  pending_then_failed: SIMULATOR_DIGITAL_FAIL_AFTER_MS,
  pending_then_success: SIMULATOR_DIGITAL_SUCCESS_AFTER_MS,
};

const REASONS: Readonly<Record<DigitalKind, { refused: string; unprocessed: string }>> = {
  order: {
    refused: 'The destination number is not valid for this product',
    unprocessed: 'The operator could not process the order',
  },
  bill: {
    refused: 'No bill is due for this customer number',
    unprocessed: 'The biller could not process the payment',
  },
};

/** A PLN token is 20 digits; other serial numbers are operator references of digits and capitals. */
const PLN_TOKEN_DIGITS = 20;
const SERIAL_LENGTH = 18;
const SERIAL_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const MS_PER_MINUTE = 60_000;

export function scenarioOf(tujuan: string): DigitalScenario {
  return SCENARIO_BY_SUFFIX[tujuan.slice(-SUFFIX_DIGITS)] ?? 'success';
}

function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Prepaid PLN products (PLN20, PLN50, ...) answer a token; everything else an operator serial number. */
function newSerialNumber(request: DigitalRequest): string {
  if (request.kind === 'order' && /^PLN\d/i.test(request.kodeProduk)) return randomText(DIGITS, PLN_TOKEN_DIGITS);
  return randomText(SERIAL_ALPHABET, SERIAL_LENGTH);
}

const billKey = (kodeProduk: string, tujuan: string): string => `bill:${kodeProduk.toUpperCase()}:${tujuan}`;

/** The bill of a customer number: the same amount every time it is asked, within the documented bounds. */
function billAmountFor(kodeProduk: string, tujuan: string): number {
  const digest = createHash('sha256').update(billKey(kodeProduk, tujuan), 'utf8').digest();
  return SIMULATOR_BILL_MIN_IDR + (digest.readUInt32BE(0) % (SIMULATOR_BILL_MAX_IDR - SIMULATOR_BILL_MIN_IDR + 1));
}

/** The next due day of the month on or after today in Jakarta, as YYYY-MM-DD. */
export function billDueDate(nowMs: number): string {
  const jakarta = new Date(nowMs + JAKARTA_OFFSET_MINUTES * MS_PER_MINUTE);
  const monthsAhead = jakarta.getUTCDate() <= SIMULATOR_BILL_DUE_DAY ? 0 : 1;
  const due = new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth() + monthsAhead, SIMULATOR_BILL_DUE_DAY));
  return due.toISOString().slice(0, 10);
}

/** What an inquiry finds for a customer number; a number ending '0000' has no bill. */
export function billFor(kodeProduk: string, tujuan: string, nowMs: number): SimBill {
  if (tujuan.endsWith(NO_BILL_SUFFIX)) return { kind: 'not_found' };
  return {
    kind: 'bill',
    customerName: accountNameFor(billKey(kodeProduk, tujuan)),
    tagihanIdr: billAmountFor(kodeProduk, tujuan),
    dueDate: billDueDate(nowMs),
  };
}

/** Everything that makes two requests "the same purchase"; the reference is the key, not part of it. */
function requestKey(request: DigitalRequest): string {
  return JSON.stringify([request.kind, request.kodeProduk, request.tujuan, request.serverId, request.amountIdr]);
}

/**
 * The purchases by reference. A pending purchase ends lazily: whoever reads it after its end time
 * (a repeat, the control API) sees it ended, so it follows the simulator clock as well as real time
 * and needs no timer. Each operation checks and changes a record synchronously, so requests racing
 * on one reference see each other's effect and only one of them buys.
 */
export class DigitalBook {
  readonly #byReference = new Map<string, DigitalRecord>();
  readonly #keyByReference = new Map<string, string>();

  constructor(private readonly nowMs: () => number) {}

  has(reference: string): boolean {
    return this.#byReference.has(reference);
  }

  /**
   * Every purchase as plain data, oldest first, without those created before `keepFromMs` (./state.ts);
   * the request keys are derived again on restore.
   */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): DigitalRecord[] {
    return [...this.#byReference.values()]
      .filter((record) => record.createdAtMs >= keepFromMs)
      .map((record) => ({ ...record }));
  }

  restore(records: readonly DigitalRecord[]): void {
    this.#byReference.clear();
    this.#keyByReference.clear();
    for (const record of records) {
      this.#byReference.set(record.reference, { ...record });
      this.#keyByReference.set(record.reference, requestKey(record));
    }
  }

  /** The purchase as it stands now (a pending one past its end time has ended). */
  get(reference: string): DigitalRecord | undefined {
    const record = this.#byReference.get(reference);
    if (record !== undefined) this.#endIfDue(record);
    return record;
  }

  /** Records a first request as its scenario says; a repeat changes nothing but the request count. */
  submit(request: DigitalRequest): DigitalSubmitResult {
    const existing = this.get(request.reference);
    if (existing !== undefined) {
      if (this.#keyByReference.get(request.reference) !== requestKey(request)) return { kind: 'conflict' };
      existing.requestCount += 1;
      return { kind: 'repeated', record: existing };
    }
    const record = this.#newRecord(request);
    this.#byReference.set(record.reference, record);
    this.#keyByReference.set(record.reference, requestKey(request));
    return { kind: 'created', record };
  }

  #newRecord(request: DigitalRequest): DigitalRecord {
    const scenario = scenarioOf(request.tujuan);
    const nowMs = this.nowMs();
    const pendingMs = PENDING_MS[scenario];
    const record: DigitalRecord = {
      ...request,
      scenario,
      status: 'pending',
      sn: null,
      reason: null,
      executionCount: 0,
      requestCount: 1,
      createdAtMs: nowMs,
      endsAtMs: pendingMs === null ? null : nowMs + pendingMs,
      completedAtMs: null,
    };
    if (pendingMs === null) this.#end(record, scenario === 'success' ? 'success' : 'failed', nowMs);
    return record;
  }

  #endIfDue(record: DigitalRecord): void {
    if (record.status !== 'pending' || record.endsAtMs === null || this.nowMs() < record.endsAtMs) return;
    this.#end(record, record.scenario === 'pending_then_success' ? 'success' : 'failed', record.endsAtMs);
  }

  /** Only a success delivers the product, so only it counts an execution and carries a serial number. */
  #end(record: DigitalRecord, status: 'success' | 'failed', atMs: number): void {
    record.status = status;
    record.completedAtMs = atMs;
    if (status === 'success') {
      record.sn = newSerialNumber(record);
      record.executionCount += 1;
    } else {
      record.reason = record.scenario === 'failed' ? REASONS[record.kind].refused : REASONS[record.kind].unprocessed;
    }
  }
}
