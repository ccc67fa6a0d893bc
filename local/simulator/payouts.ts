import { randomBytes } from 'node:crypto';
import type { GatewayCallback, PayoutChannel, PayoutDestination } from '../../shared/gateway/port';
import { simPayoutChannel } from './payout-channels';
import type { Done, Refusal } from './clock';

/** What a first payout request plays out as, chosen by the last four digits of its destination. */
export type PayoutScenario =
  | 'executed'
  | 'rejected'
  | 'destination_not_found'
  | 'pending_then_executed'
  | 'pending_then_rejected'
  | 'executed_without_answer';

export type SimPayoutStatus = 'executed' | 'pending' | 'rejected';

export type PayoutRequest = PayoutDestination & { partnerReff: string; amountIdr: number };

export type PayoutRecord = PayoutRequest & {
  scenario: PayoutScenario;
  status: SimPayoutStatus;
  gatewayReference: string;
  reason: string | null;
  /** How often money moved for this payout: 0 or 1, however many times it was asked for. */
  executionCount: number;
  /** Every POST /v1/payouts with this partner_reff, repeats included. */
  requestCount: number;
  createdAtMs: number;
  completedAtMs: number | null;
  /** Set once the bank sent the executed payout back; its status stays `executed` (the money did leave first). */
  returned: { gatewayReference: string; reason: string } | null;
};

/** The payout a late or contradicting `payout.executed` names when the gateway never received it. */
export type ExecuteFallback = { channel: PayoutChannel; amountIdr: number };

export type SubmitResult = { kind: 'created' | 'repeated'; record: PayoutRecord } | { kind: 'conflict' };

/** '5000' is deliberately absent: it fails inquiries only, so a payout to it simply executes. */
const SCENARIO_BY_SUFFIX: Readonly<Record<string, PayoutScenario>> = {
  '0000': 'destination_not_found',
  '1111': 'rejected',
  '2222': 'pending_then_executed',
  '3333': 'pending_then_rejected',
  '9999': 'executed_without_answer',
};
const SUFFIX_DIGITS = 4;

const INITIAL_STATUS: Readonly<Record<PayoutScenario, SimPayoutStatus>> = {
  executed: 'executed',
  rejected: 'rejected',
  destination_not_found: 'rejected',
  pending_then_executed: 'pending',
  pending_then_rejected: 'pending',
  executed_without_answer: 'executed',
};

const DESTINATION_NOT_FOUND_REASON = 'The destination account was not found';
const RETURN_REASON = 'The destination bank returned the transfer';

export function destinationNumber(destination: PayoutDestination): string {
  return simPayoutChannel(destination.channel).number(destination);
}

export function scenarioOf(destination: PayoutDestination): PayoutScenario {
  return SCENARIO_BY_SUFFIX[destinationNumber(destination).slice(-SUFFIX_DIGITS)] ?? 'executed';
}

/** The reason a payout that ends in `rejected` reports, unless the control call names another. */
export function defaultReason(channel: PayoutChannel, scenario: PayoutScenario): string {
  if (scenario === 'destination_not_found') return DESTINATION_NOT_FOUND_REASON;
  const { reasons } = simPayoutChannel(channel);
  return scenario === 'rejected' ? reasons.refused : reasons.unconfirmed;
}

/** Everything that makes two requests "the same payout"; the partner_reff is the key, not part of it. */
function requestKey(request: PayoutRequest): string {
  const institution = simPayoutChannel(request.channel).institution(request);
  return JSON.stringify([request.channel, request.amountIdr, institution, destinationNumber(request)]);
}

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * The simulated gateway's payouts, idempotent on partner_reff. Each operation checks and changes a
 * record synchronously, so a repeat racing the first request, or a control call racing the timer
 * that ends a pending payout, sees the other's effect and only one of them moves the money.
 */
export class PayoutBook {
  readonly #byReff = new Map<string, PayoutRecord>();
  readonly #keyByReff = new Map<string, string>();

  constructor(private readonly nowMs: () => number) {}

  get(partnerReff: string): PayoutRecord | undefined {
    return this.#byReff.get(partnerReff);
  }

  /**
   * Every payout as plain data, oldest first, without those created before `keepFromMs` (./state.ts);
   * the request keys are derived again on restore.
   */
  snapshot(keepFromMs = Number.NEGATIVE_INFINITY): PayoutRecord[] {
    return [...this.#byReff.values()]
      .filter((record) => record.createdAtMs >= keepFromMs)
      .map((record) => structuredClone(record));
  }

  restore(records: readonly PayoutRecord[]): void {
    this.#byReff.clear();
    this.#keyByReff.clear();
    for (const record of records) {
      this.#byReff.set(record.partnerReff, structuredClone(record));
      this.#keyByReff.set(record.partnerReff, requestKey(record));
    }
  }

  /** Records a first request as its scenario says; a repeat changes nothing but the request count. */
  submit(request: PayoutRequest): SubmitResult {
    const existing = this.#byReff.get(request.partnerReff);
    if (existing !== undefined) {
      if (this.#keyByReff.get(request.partnerReff) !== requestKey(request)) return { kind: 'conflict' };
      existing.requestCount += 1;
      return { kind: 'repeated', record: existing };
    }
    const record = this.#newRecord(request);
    this.#byReff.set(record.partnerReff, record);
    this.#keyByReff.set(record.partnerReff, requestKey(request));
    return { kind: 'created', record };
  }

  /** Ends a pending payout; only the first end wins, and only `executed` moves money. */
  complete(
    partnerReff: string,
    outcome: 'executed' | 'rejected',
    reason?: string,
  ): Done<{ record: PayoutRecord; callback: GatewayCallback }> | Refusal<'not_found' | 'not_pending'> {
    const record = this.#byReff.get(partnerReff);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (record.status !== 'pending') return { ok: false, reason: 'not_pending' };
    record.status = outcome;
    record.completedAtMs = this.nowMs();
    if (outcome === 'executed') record.executionCount += 1;
    else record.reason = reason ?? defaultReason(record.channel, record.scenario);
    return { ok: true, record, callback: this.#callback(record) };
  }

  /**
   * The bank sends an executed payout back: `payout.returned`, with a reference of its own. Asking
   * again sends the same return again (a redelivery), never a second return.
   */
  returnPayout(
    partnerReff: string,
    reason?: string,
  ): Done<{ callback: GatewayCallback }> | Refusal<'not_found' | 'not_executed'> {
    const record = this.#byReff.get(partnerReff);
    if (record === undefined) return { ok: false, reason: 'not_found' };
    if (record.status !== 'executed') return { ok: false, reason: 'not_executed' };
    record.returned ??= { gatewayReference: `GWRT${randomHex(10)}`, reason: reason ?? RETURN_REASON };
    const callback = this.#callback(record);
    return {
      ok: true,
      callback: {
        ...callback,
        event: 'payout.returned',
        gateway_reference: record.returned.gatewayReference,
        reason: record.returned.reason,
      },
    };
  }

  /**
   * `payout.executed` whatever the payout's state (a late or contradicting outcome): a pending or
   * rejected payout of ours is now executed; one the gateway never received is described by the caller.
   */
  executeAnyway(
    partnerReff: string,
    fallback: ExecuteFallback | undefined,
  ): Done<{ callback: GatewayCallback }> | Refusal<'not_found'> {
    const record = this.#byReff.get(partnerReff);
    if (record === undefined) {
      if (fallback === undefined) return { ok: false, reason: 'not_found' };
      const callback: GatewayCallback = {
        event: 'payout.executed',
        channel: fallback.channel,
        partner_reff: partnerReff,
        virtual_account_number: null,
        gateway_reference: `GWP${randomHex(10)}`,
        amount: fallback.amountIdr,
        occurred_at: new Date(this.nowMs()).toISOString(),
      };
      return { ok: true, callback };
    }
    if (record.status !== 'executed') {
      record.status = 'executed';
      record.reason = null;
      record.executionCount += 1;
      record.completedAtMs = this.nowMs();
    }
    return { ok: true, callback: this.#callback(record) };
  }

  #newRecord(request: PayoutRequest): PayoutRecord {
    const scenario = scenarioOf(request);
    const status = INITIAL_STATUS[scenario];
    const nowMs = this.nowMs();
    return {
      ...request,
      scenario,
      status,
      gatewayReference: `GWP${randomHex(10)}`,
      reason: status === 'rejected' ? defaultReason(request.channel, scenario) : null,
      executionCount: status === 'executed' ? 1 : 0,
      requestCount: 1,
      createdAtMs: nowMs,
      completedAtMs: status === 'pending' ? null : nowMs,
      returned: null,
    };
  }

  #callback(record: PayoutRecord): GatewayCallback {
    const callback: GatewayCallback = {
      event: record.status === 'executed' ? 'payout.executed' : 'payout.failed',
      channel: record.channel,
      partner_reff: record.partnerReff,
      virtual_account_number: null,
      gateway_reference: record.gatewayReference,
      amount: record.amountIdr,
      occurred_at: new Date(record.completedAtMs ?? this.nowMs()).toISOString(),
    };
    if (record.reason !== null) callback.reason = record.reason;
    return callback;
  }
}
