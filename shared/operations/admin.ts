import { CHANNEL_SETTING_KEYS, type ChannelSettings } from '../channels/registry';
import type { Clock } from '../clock';
import type { Scheduler } from '../scheduler';
import { unitScheduler } from '../store/retry';
import type { Operator } from '../domain/operator';
import { balanceShardsOf } from '../domain/balance-shards';
import { adjustmentPostings } from '../domain/ledger';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import { derivedPartnerReff, newMerchantId, numericId, randomToken } from '../ids';
import { hashPin } from '../pin-hash';
import { getClient } from '../store/clients';
import { createTransaction } from '../engine/create';
import { computeFees, resolveFeeRule, type FeeChannel } from '../domain/fees';
import { FEE_CHANNEL_AMOUNTS, smallestAmountFeesReach } from '../domain/fee-bound';
import type { NewTransaction, TransactionRecord } from '../store/transactions';
import { auditLedger, type AuditReport } from '../store/ledger';
import {
  type BalanceRecord,
  balanceShardsOfMerchant,
  createMerchant,
  dropLegacyPinHash,
  getBalance,
  getMerchant,
  type MerchantRecord,
  setBalanceShards,
  updateMerchant,
} from '../store/merchants';
import { newPinItem } from '../store/pin-attempts';
import { writePinChange } from '../store/pin-change';
import type { TxItem } from '../store/transact';
import { listDeliveryLog } from '../store/webhooks';
import { toJakartaIso } from '../time';
import { pingWebhook, resendDelivery } from './webhooks';

export type MerchantView = ReturnType<typeof merchantView>;
const merchantNotFound = (): Refusal => refuse('not_found', 'Merchant not found');
const clientNotFound = (): Refusal => refuse('not_found', 'Client not found');

/** The channel settings of `from` (unset ones left out, so their channel's default applies). */
const channelSettingsOf = (from: ChannelSettings): ChannelSettings =>
  Object.fromEntries(CHANNEL_SETTING_KEYS.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

// A channel setting is shown only once an operator set it; without it the channel's default applies.
export const merchantView = (merchant: MerchantRecord) => ({
  id: merchant.id,
  name: merchant.name,
  kyc_status: merchant.kyc_status,
  ...(merchant.kyc_rejection_reason ? { kyc_rejection_reason: merchant.kyc_rejection_reason } : {}),
  fees: merchant.fees ?? {},
  ...channelSettingsOf(merchant),
  // Shown only above 1, so a merchant with the default keeps its shape.
  ...((merchant.tx_counter_shards ?? 1) > 1 ? { tx_counter_shards: merchant.tx_counter_shards } : {}),
  // Shown once the merchant ever had more than one balance shard.
  ...((merchant.balance_shards_max ?? 1) > 1
    ? { balance_shards: merchant.balance_shards ?? 1, balance_shards_max: merchant.balance_shards_max }
    : {}),
});

export interface NewMerchant {
  name: string;
  kyc_status: 'verified' | 'unverified';
  pin?: string;
  id?: string;
  /** Sequence counter shards, 1..16; fixed for the merchant's life. */
  tx_counter_shards?: number;
  /** Balance shards, 1..BALANCE_SHARDS_MAX (1 by default); PATCH may change it. */
  balance_shards?: number;
}

/** `created` tells the route 201 (made now) from 200 (the fixed id existed already). */
export async function adminCreateMerchant(
  input: NewMerchant,
  clock: Clock,
): Promise<Outcome<{ created: boolean; merchant: MerchantView }>> {
  const merchant: MerchantRecord = {
    id: input.id ?? newMerchantId(),
    name: input.name,
    kyc_status: input.kyc_status,
    ...((input.tx_counter_shards ?? 1) > 1 ? { tx_counter_shards: input.tx_counter_shards } : {}),
    ...((input.balance_shards ?? 1) > 1
      ? { balance_shards: input.balance_shards, balance_shards_max: input.balance_shards }
      : {}),
    created_at_ms: clock.nowMs(),
  };
  const created = await createMerchant(merchant, input.pin ? [newPinItem(merchant.id, await hashPin(input.pin))] : []);
  const stored = created === 'created' ? merchant : ((await getMerchant(merchant.id)) ?? merchant);
  return done({ created: created === 'created', merchant: merchantView(stored) });
}

/**
 * An operator's change of a merchant. A new PIN (not held to the dashboard's weak-PIN rule) is
 * written with the lock reset and `pinAuditEntry`, the change's audit entry, in one transaction
 * (store/pin-change.ts), after the other fields: the audit log is written by the caller
 * (admin-patch-merchant.ts), whose module alone carries its writes.
 */
export async function adminPatchMerchant(
  merchantId: string,
  changes: {
    kyc_status?: 'verified' | 'unverified';
    pin?: string;
    fees?: MerchantRecord['fees'];
    balance_shards?: number;
  } & ChannelSettings,
  pinAuditEntry?: TxItem,
): Promise<Outcome<{ merchant: MerchantView }>> {
  if (changes.pin !== undefined && pinAuditEntry === undefined)
    throw new Error('A PIN change is written with its audit entry (DESIGN 21)');
  const feeRefusal = feeOverrideRefusal(changes.fees);
  if (feeRefusal) return feeRefusal;
  const fields = {
    kyc_status: changes.kyc_status,
    // A status set by hand replaces any earlier decision, and with it the reason of a rejection.
    ...(changes.kyc_status === undefined ? {} : { kyc_rejection_reason: null }),
    fees: changes.fees,
    ...channelSettingsOf(changes),
  };
  // A change of balance shards writes the new shards with the merchant, and the other fields with them.
  const updated =
    changes.balance_shards === undefined
      ? await updateMerchant(merchantId, fields)
      : await setBalanceShards(merchantId, changes.balance_shards, fields);
  if (updated === undefined) return merchantNotFound();
  if (changes.pin !== undefined && pinAuditEntry !== undefined) {
    await writePinChange({ merchantId, pinHash: await hashPin(changes.pin), firstPin: false }, pinAuditEntry);
    // A hash from before PIN items would no longer be read; it leaves the record that every function reads.
    if (updated.pin_hash !== undefined) await dropLegacyPinHash(merchantId, updated.pin_hash);
  }
  return done({ merchant: merchantView(updated) });
}

export interface AdjustmentInput {
  merchantId: string;
  /** Positive credits the available balance, negative debits it. */
  amountIdr: number;
  note: string;
  operator: Operator;
  clock: Clock;
  /**
   * What makes the adjustment happen once: the request's X-Idempotency-Key (or a fixed name for
   * demo data). The transaction is named after it, so a retry after a lost answer, even once the
   * key's stored answer has expired, finds the adjustment made and moves nothing.
   */
  reference?: string;
}

export interface AdjustmentAnswer {
  balance: BalanceRecord;
  transaction: ReturnType<typeof adjustmentView>;
}

export const adjustmentReff = (merchantId: string, reference: string): string =>
  derivedPartnerReff('ADJ', `adjustment:${merchantId}:${reference}`);

function adjustmentView(tx: TransactionRecord) {
  return {
    partner_reff: tx.partner_reff,
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    direction: tx.details?.direction ?? null,
    note: tx.details?.note ?? null,
    operator: tx.details?.operator ?? null,
    created_at: toJakartaIso(tx.created_at_ms),
  };
}

function adjustmentTransaction(input: AdjustmentInput, partnerReff: string, seq: number): NewTransaction {
  const nowMs = input.clock.nowMs();
  const amount = Math.abs(input.amountIdr);
  const direction = input.amountIdr > 0 ? 'credit' : 'debit';
  return {
    record: {
      partner_reff: partnerReff,
      id: numericId(nowMs),
      merchant_id: input.merchantId,
      // No API client asked for it: an operator's adjustment sends no webhook.
      client_id: '',
      type: 'adjustment',
      status: 'paid',
      amount,
      fees: { gateway_fee: 0, platform_fee: 0, total_fee: 0, net_amount: amount },
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      paid_at_ms: nowMs,
      description: input.note,
      details: { direction, note: input.note, operator: input.operator.id },
    },
    createdEvent: {
      event_type: 'adjusted',
      from: null,
      to: 'paid',
      source: 'admin',
      description: `${direction} of ${amount} by ${input.operator.id}: ${input.note}`,
      at_ms: nowMs,
    },
  };
}

/**
 * A balance adjustment is a transaction of type `adjustment` (the operator's identity and note on
 * it) and one move of the money engine: a posting between the merchant's available balance and
 * the operator-adjustments account. Positive adjustments create money from the platform's side,
 * so outside sandbox only an operator allowed to credit may make them.
 */
export async function adminAdjustBalance(input: AdjustmentInput): Promise<Outcome<AdjustmentAnswer>> {
  if (input.amountIdr > 0 && !input.operator.mayCredit) {
    return refuse('permission_denied', 'Positive adjustments outside sandbox need the credit operator role');
  }
  const merchant = await getMerchant(input.merchantId);
  if (merchant === undefined) return merchantNotFound();
  const partnerReff = adjustmentReff(input.merchantId, input.reference ?? `adj_${randomToken(16)}`);
  const created = await createTransaction({
    merchantId: input.merchantId,
    kind: 'adjust',
    balanceShards: balanceShardsOf(merchant),
    build: (seq) => adjustmentTransaction(input, partnerReff, seq),
    postings: (_record, moveId) => adjustmentPostings(input.merchantId, moveId, input.amountIdr, input.note),
  });
  if (created.kind === 'insufficient_balance')
    return refuse('insufficient_balance', 'The available balance is lower than the debit');
  if (created.kind !== 'created' && created.kind !== 'already_applied')
    throw new Error(`Adjustment ${partnerReff} ended ${created.kind}`);
  const balance = await getBalance(input.merchantId);
  if (balance === undefined) return merchantNotFound();
  return done({ balance, transaction: adjustmentView(created.record) });
}

/**
 * docs/ARCHITECTURE.md, 14.2 and 14.3: fees can never reach the amount, so an override that would, at any
 * amount of its channel's range, is refused. Each channel is judged by the rule it would resolve to
 * (the override over the defaults, e.g. the e-wallet minimum stays).
 */
function feeOverrideRefusal(fees: MerchantRecord['fees']): Refusal | undefined {
  const errors: Record<string, string[]> = {};
  for (const channel of Object.keys(fees ?? {}) as FeeChannel[]) {
    const rule = resolveFeeRule(channel, fees);
    const reachedIdr = smallestAmountFeesReach(rule, FEE_CHANNEL_AMOUNTS[channel]);
    if (reachedIdr !== undefined) {
      const { total_fee: totalFeeIdr } = computeFees(reachedIdr, rule);
      errors[`fees.${channel}`] = [
        `Fees of ${totalFeeIdr} would reach a ${channel} amount of ${reachedIdr}; the merchant must keep at least 1 IDR of every amount`,
      ];
    }
  }
  return Object.keys(errors).length === 0 ? undefined : refuse('validation_failed', 'The request is invalid', errors);
}

export async function adminGetBalance(merchantId: string): Promise<Outcome<{ balance: BalanceRecord }>> {
  const balance = await getBalance(merchantId);
  if (balance === undefined) return merchantNotFound();
  return done({ balance });
}

export async function adminListDeliveries(
  clientId: string,
): Promise<Outcome<{ data: Array<Record<string, unknown>> }>> {
  const client = await getClient(clientId);
  if (client === undefined) return clientNotFound();
  return deliveryLog(clientId, client.merchant_id);
}

/**
 * The last delivery attempts of a client known to exist (the admin route checks it; a merchant route
 * is that client), over the log shards of its merchant (its balance shards max).
 */
export async function deliveryLog(
  clientId: string,
  merchantId: string,
): Promise<Outcome<{ data: Array<Record<string, unknown>> }>> {
  const { max: shards } = await balanceShardsOfMerchant(merchantId);
  const attempts = await listDeliveryLog(clientId, shards);
  const data = attempts.map((attempt) => ({
    id: attempt.id,
    event: attempt.event,
    partner_reff: attempt.partner_reff,
    http_status: attempt.http_status,
    latency_ms: attempt.latency_ms,
    attempt: attempt.attempt,
    at: toJakartaIso(attempt.at_ms),
    state: attempt.state,
    ...(attempt.error ? { error: attempt.error } : {}),
  }));
  return done({ data });
}

const deliveryView = (delivery: {
  id: string;
  event: string;
  partner_reff: string | null;
  state: string;
  attempt_count: number;
  last_http_status?: number | null;
}) => ({
  id: delivery.id,
  event: delivery.event,
  partner_reff: delivery.partner_reff,
  state: delivery.state,
  attempts: delivery.attempt_count,
  http_status: delivery.last_http_status ?? null,
});

export async function adminResendDelivery(
  deliveryId: string,
  clock: Clock,
): Promise<Outcome<{ delivery: Record<string, unknown> }>> {
  const result = await resendDelivery(deliveryId, clock);
  if (result === 'not_found') return refuse('not_found', 'Webhook delivery not found');
  if (result === 'busy') return refuse('service_unavailable', 'The delivery is being sent right now; retry shortly');
  return done({ delivery: { ...deliveryView(result.delivery), latency_ms: result.response.latencyMs } });
}

/** The ping's latency is counted on `scheduler`, by default its request's. */
export async function adminPing(
  clientId: string,
  clock: Clock,
  scheduler: Scheduler = unitScheduler(),
): Promise<Outcome<Record<string, unknown>>> {
  const client = await getClient(clientId);
  if (client === undefined) return clientNotFound();
  const result = await pingWebhook(client.client_id, client.merchant_id, clock, scheduler);
  if (result === 'busy') return refuse('service_unavailable', 'Ping could not be sent; retry');
  const { response } = result;
  return done({
    http_status: response.httpStatus,
    latency_ms: response.latencyMs,
    delivered: response.delivered,
    ...(response.error ? { error: response.error } : {}),
  });
}

export async function adminAudit(): Promise<Outcome<AuditReport>> {
  return done(await auditLedger());
}
