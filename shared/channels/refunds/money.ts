import { holdPostings, refundPostPostings, voidPostings } from '../../domain/ledger';
import { commitMove, type CommitResult, type Move } from '../../engine/move';
import type { MoveShard } from '../../engine/shard';
import type { IdempotencyCompletion } from '../../store/idempotency';
import type { StatusEventRecord, TransactionRecord } from '../../store/transactions';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../../constants';
import { REFUNDS_PER_TRANSACTION_MAX } from './limits';
import {
  newRefundItem,
  refundDebitIdr,
  refundEndItem,
  refundEventItem,
  releaseOnPaymentItem,
  reserveOnPaymentItem,
  type RefundEnd,
  type RefundRecord,
} from './store';
import { refundWebhookBody } from './view';

/**
 * A refund's money, through the one money engine (docs/ARCHITECTURE.md, sections 4 and 17). Each
 * step is ONE move: its postings with the balance update on the refund's balance shard, the refund
 * record, the payment's reservation and the event in its history, the webhook outbox record.
 *
 * - asked for: hold amount + fee (available -> held), reserve the amount on the payment (the
 *   serializer of its refunds) and write the refund, pending. A short balance writes nothing.
 * - succeeded: post the hold (to gateway clearing, a payout's fees to revenue); `refund.succeeded`.
 * - failed: void the hold (back to available) and give the reservation back; `refund.failed`.
 * Move ids are `<refund_id>:<step>`, so a replay writes nothing, and a refund's end is conditioned
 * on it being pending, so of two ends (an answer and a callback, a success and a failure) one wins.
 */

type Source = StatusEventRecord['source'];

/** The shard a refund's later moves use: the one its hold recorded. */
export const shardOfRefund = (refund: RefundRecord): MoveShard => ({
  shard: refund.balance_shard ?? 0,
  record: false,
  known: refund.balance_shards_known ?? 1,
});

function refundEvent(
  payment: TransactionRecord,
  eventType: string,
  source: Source,
  description: string,
  atMs: number,
): StatusEventRecord {
  // A refund leaves the payment's own status as it is: the event records it as it stood.
  return { event_type: eventType, from: payment.status, to: payment.status, source, description, at_ms: atMs };
}

/** The hold of a new refund (`refund` pending, on `shard`), with the payment `payment` as the request read it. */
export function holdRefund(refund: RefundRecord, payment: TransactionRecord, shard: MoveShard): Promise<CommitResult> {
  const nowMs = refund.created_at_ms;
  const how = refund.method === 'original' ? 'back on the payment rail' : 'as a payout';
  const fee = refund.fees.total_fee > 0 ? ` + ${refund.fees.total_fee} fee` : '';
  const event = refundEvent(
    payment,
    'refund_requested',
    'api',
    `Refund ${refund.refund_id} of ${refund.amount} asked for (${how}); ${refund.amount}${fee} held from the available balance`,
    nowMs,
  );
  return commitMove({
    id: `${refund.refund_id}:requested`,
    kind: 'hold',
    merchantId: refund.merchant_id,
    atMs: nowMs,
    postings: holdPostings(refund.merchant_id, refund.refund_id, refundDebitIdr(refund)),
    balanceShard: shard.shard,
    balanceShardsKnown: shard.known,
    ledgerType: 'refund',
    extraItems: [
      reserveOnPaymentItem(payment, refund.refund_id, refund.amount, REFUNDS_PER_TRANSACTION_MAX),
      // A refund still held past the payouts' first check is asked of the gateway, as a payout is.
      newRefundItem(refund, nowMs + PAYOUT_RECONCILE_AFTER_SECONDS * 1000),
      refundEventItem(payment.partner_reff, refund.refund_id, 'requested', event),
    ],
  });
}

/** The refund as its end leaves it. */
export function endedRefund(refund: RefundRecord, end: RefundEnd): RefundRecord {
  const { status, atMs } = end;
  return end.status === 'succeeded'
    ? { ...refund, status, completed_at_ms: atMs, gateway_reference: end.gatewayReference }
    : { ...refund, status, completed_at_ms: atMs, failure_reason: end.reason };
}

function endDescription(refund: RefundRecord, end: RefundEnd): string {
  if (end.status === 'succeeded')
    return `Refund ${refund.refund_id} of ${refund.amount} succeeded (gateway reference ${end.gatewayReference})`;
  return `Refund ${refund.refund_id} of ${refund.amount} failed: ${end.reason}; the held funds were returned`;
}

/**
 * The end of a pending refund: post or void its hold in the move that ends it. `idempotency`: the
 * create's answer, stored with its key in the same transaction when the gateway answered at once.
 */
export function endRefund(
  refund: RefundRecord,
  payment: TransactionRecord,
  end: RefundEnd,
  source: Source,
  idempotency?: IdempotencyCompletion,
): Promise<CommitResult> {
  const ended = endedRefund(refund, end);
  const succeeded = end.status === 'succeeded';
  const event = refundEvent(payment, `refund_${end.status}`, source, endDescription(refund, end), end.atMs);
  const { merchant_id: merchantId, refund_id: refundId } = refund;
  const shard = shardOfRefund(refund);
  const move: Move = {
    id: `${refundId}:${end.status}`,
    kind: succeeded ? 'post' : 'void',
    merchantId,
    atMs: end.atMs,
    postings: succeeded
      ? refundPostPostings(merchantId, refundId, refund.amount, refund.fees)
      : voidPostings(merchantId, refundId, refundDebitIdr(refund)),
    balanceShard: shard.shard,
    balanceShardsKnown: shard.known,
    ledgerType: 'refund',
    extraItems: [
      refundEndItem(refundId, end),
      ...(succeeded ? [] : [releaseOnPaymentItem(refund.partner_reff, refund.amount)]),
      refundEventItem(refund.partner_reff, refundId, 'ended', event),
    ],
    webhook: {
      event: succeeded ? 'refund.succeeded' : 'refund.failed',
      clientId: refund.client_id,
      partnerReff: refund.partner_reff,
      body: refundWebhookBody(succeeded ? 'refund.succeeded' : 'refund.failed', ended),
    },
    ...(idempotency === undefined ? {} : { idempotency }),
  };
  return commitMove(move);
}
