import type { Clock } from '../../clock';
import { balanceShardsOf } from '../../domain/balance-shards';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { firstMoveShard } from '../../engine/shard';
import type { Gateway } from '../../gateway/port';
import { newPartnerReff } from '../../ids';
import { logger } from '../../logger';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { retryAllowed } from '../../store/retry';
import { getTransaction, type TransactionRecord } from '../../store/transactions';
import type { RefundableType } from '../registry';
import { checkPin } from '../payouts/pin';
import { askGateway } from './ask';
import { REFUND_ID_PREFIX } from './limits';
import { holdRefund } from './money';
import { recordRefundOutcome } from './outcome';
import { destinationRecordOf, payoutDestinationOf } from './payout';
import { assertRefundFits, paymentRefusal, planRefund, type RefundPlan } from './rules';
import type { CreateRefundBody } from './schemas';
import { refundDebitIdr, type RefundDestinationRecord, type RefundRecord } from './store';
import { refundView, type RefundView } from './view';

/**
 * Who asks for a refund: an API client (its webhooks go to its callback URL), or a dashboard user
 * acting for its merchant (`client_id` absent: the webhooks go to the payment's client).
 */
export interface RefundRequester {
  merchant_id: string;
  client_id?: string;
  user_sub?: string;
}

export interface CreateRefundInput {
  partnerReff: string;
  body: CreateRefundBody;
  requester: RefundRequester;
  clock: Clock;
  /** When the request reached the API, on the clock's time (PIN bursts are told apart by it). */
  arrivedAtMs: number;
  gateway: Gateway;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
  /** The request's key: completed with the answer in the move that ends the refund, when the gateway answers at once. */
  idempotency?: IdempotencyRecorder<RefundAnswer>;
}

export interface RefundAnswer {
  refund: RefundView;
}

/**
 * POST /transactions/{partner_reff}/refunds (DESIGN 15, docs/ARCHITECTURE.md, section 17): the
 * payment's rules first, then, for a refund by payout, the PIN (under the payouts' attempts and
 * lock) and the destination (the payout inquiry); then the hold with the payment's reservation and
 * the refund in one move; then the gateway, and its outcome recorded. Once the hold is written
 * nothing throws: the refund is answered pending, its money held, until a callback or
 * reconciliation learns its end.
 */
export async function createRefund(input: CreateRefundInput): Promise<Outcome<RefundAnswer>> {
  const reads = input.reads ?? freshReads;
  const merchantId = input.requester.merchant_id;
  const merchant = await reads.merchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status !== 'verified')
    return refuse('kyc_required', 'The merchant must be KYC verified for refunds');
  const payment = await getTransaction(input.partnerReff);
  if (payment === undefined || payment.merchant_id !== merchantId) return refuse('not_found', 'Transaction not found');
  const plan = planRefund(payment, input.body, merchant.fees, input.clock.nowMs());
  if (!plan.ok) return plan;
  const destination =
    plan.value.method === 'payout' ? await verifiedDestination(input, merchant, plan.value, reads) : undefined;
  if (destination !== undefined && !destination.ok) return destination;
  const drafted = draftRefund(input, payment, plan.value, destination?.value);
  const held = await holdNew(drafted, payment, merchant);
  if (!held.ok) return held;
  return done({ refund: refundView(await sendHeld(held.value, input)) });
}

/**
 * A refund by payout: the PIN first (invalid_pin, then pin_locked after 5 wrong, shared with payout
 * confirms), so no caller without it makes the gateway look anything up; then the payout inquiry
 * verifies the destination and names its owner (422 invalid_destination when there is none).
 */
async function verifiedDestination(
  input: CreateRefundInput,
  merchant: MerchantRecord,
  plan: Extract<RefundPlan, { method: 'payout' }>,
  reads: MerchantReads,
): Promise<Outcome<RefundDestinationRecord>> {
  const timing = { nowMs: input.clock.nowMs(), arrivedAtMs: input.arrivedAtMs, now: () => input.clock.nowMs() };
  const pin = await checkPin(merchant.id, merchant, plan.pin, timing, () => pinAttemptsOfRequest(reads, merchant.id));
  if (!pin.ok) return pin;
  const amountIdr = input.body.amount;
  const answer = await input.gateway.inquirePayout({ ...payoutDestinationOf(plan.destination, amountIdr), amountIdr });
  if (answer.kind === 'not_found')
    return refuse('invalid_destination', 'The gateway found no account at this destination');
  return done(destinationRecordOf(plan.destination, amountIdr, answer.accountName));
}

function draftRefund(
  input: CreateRefundInput,
  payment: TransactionRecord,
  plan: RefundPlan,
  destination: RefundDestinationRecord | undefined,
): RefundRecord {
  const nowMs = input.clock.nowMs();
  const { requester } = input;
  return {
    refund_id: newPartnerReff(REFUND_ID_PREFIX, nowMs),
    partner_reff: payment.partner_reff,
    payment_type: payment.type as RefundableType,
    merchant_id: payment.merchant_id,
    client_id: requester.client_id ?? payment.client_id,
    ...(requester.user_sub === undefined ? {} : { initiated_by_user: requester.user_sub }),
    method: plan.method,
    ...(plan.method === 'original' ? { payment_reference: payment.gateway_reference ?? payment.partner_reff } : {}),
    amount: input.body.amount,
    fees: plan.fees,
    reason: input.body.reason,
    status: 'pending',
    ...(destination === undefined ? {} : { destination }),
    created_at_ms: nowMs,
  };
}

/**
 * The hold, on the refund's own balance shard. The payment's reservation in the same transaction is
 * the serializer: when it fails (another refund of the payment, or its settlement, came first) the
 * payment is read again and the rules decide again, so the loser of a race that left too little is
 * 422 refund_exceeds_refundable, and one that still fits is held on the next attempt.
 */
async function holdNew(
  refund: RefundRecord,
  payment: TransactionRecord,
  merchant: MerchantRecord,
): Promise<Outcome<RefundRecord>> {
  const shard = await firstMoveShard(refund.merchant_id, refund.refund_id, balanceShardsOf(merchant));
  const placed: RefundRecord = {
    ...refund,
    ...(shard.shard === 0 ? {} : { balance_shard: shard.shard }),
    ...(shard.known > 1 ? { balance_shards_known: shard.known } : {}),
  };
  let current = payment;
  for (let attempt = 0; ; attempt += 1) {
    assertRefundFits(refund.amount, refund.fees, current);
    const result = await holdRefund(placed, current, shard);
    if (result.kind === 'applied') return done(placed);
    if (result.kind === 'insufficient_balance')
      return refuse(
        'insufficient_balance',
        `The available balance does not cover the refund (${refundDebitIdr(refund)})`,
      );
    if (result.kind !== 'precondition_failed')
      throw new Error(`Holding refund ${refund.refund_id} ended ${result.kind}`);
    const fresh = await getTransaction(payment.partner_reff);
    if (fresh === undefined)
      throw new Error(`Payment ${payment.partner_reff} vanished while refund ${refund.refund_id} was held`);
    const refusal = paymentRefusal(fresh, refund.amount, refund.created_at_ms);
    if (refusal !== undefined) return refusal;
    if (!(await retryAllowed(attempt, undefined, 'contention')))
      throw new Error(`Payment ${payment.partner_reff} kept changing while refund ${refund.refund_id} was held`);
    current = fresh;
  }
}

/**
 * Asks the gateway and records its outcome, never throwing: once the gateway may have refunded, a
 * 500 would tell the merchant nothing happened while the money left. If recording fails the refund
 * stays pending and held, on the reconciliation index since its hold, which records it later.
 */
async function sendHeld(refund: RefundRecord, input: CreateRefundInput): Promise<RefundRecord> {
  const outcome = await askGateway(refund, input.gateway);
  if (outcome.kind === 'unknown')
    logger.warn('refund outcome unknown; funds stay held for reconciliation', {
      refundId: refund.refund_id,
      cause: outcome.cause,
    });
  const { idempotency } = input;
  const answer =
    idempotency === undefined
      ? undefined
      : (ended: RefundRecord) => completionFor(idempotency, { refund: refundView(ended) });
  try {
    const recorded = await recordRefundOutcome(refund, outcome, input.clock.nowMs(), 'api', answer);
    if (recorded.kind === 'conflict')
      logger.error('the gateway answered a refund against its recorded end', {
        refundId: refund.refund_id,
        detail: recorded.detail,
      });
    return recorded.refund;
  } catch (error) {
    logger.error('refund outcome not recorded after the gateway answered; funds stay held for reconciliation', {
      refundId: refund.refund_id,
      outcome: outcome.kind,
      error: String(error),
    });
    return refund;
  }
}
