import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Fees } from '../../domain/fees';
import type { RefundStatus } from '../../domain/refunds';
import type { RefundMethod, RefundableType } from '../registry';
import { ddb, tableName } from '../../store/aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from '../../store/due';
import { isConditionFailure, recordOf } from '../../store/item';
import { DUE, keys } from '../../store/keys';
import { retryAllowed } from '../../store/retry';
import type { TxItem } from '../../store/transact';
import type { StatusEventRecord, TransactionRecord } from '../../store/transactions';

/**
 * The refunds' records (docs/ARCHITECTURE.md, section 17): each refund under its own key
 * (`REFUND#<refund_id>`), its payment's reservation (`refunded_amount`, `refund_ids` on the
 * transaction item) and its events in the payment's history. Only item builders and reads: the money
 * engine writes the items, in the move that holds, posts or voids the refund's money.
 */

/**
 * Where a refund sent as a payout goes, as the payout inquiry verified it: its `type` (which names the
 * payout channel), the fields that channel records of a destination, and the owner's name.
 */
export type RefundDestinationRecord = Record<string, string> & { type: string; account_name: string };

export interface RefundRecord {
  refund_id: string;
  /** The payment refunded. */
  partner_reff: string;
  payment_type: RefundableType;
  merchant_id: string;
  /** The API client whose callback URL the refund's webhooks go to: the one that asked, or the payment's. */
  client_id: string;
  /** A refund asked for from the dashboard: the user's Cognito sub. */
  initiated_by_user?: string;
  method: RefundMethod;
  /** `original`: the gateway's reference of the payment, which the refund call names. */
  payment_reference?: string;
  amount: number;
  /** The payout's fees of a refund sent as a payout (held with the amount); zero for `original`. */
  fees: Fees;
  reason: string;
  status: RefundStatus;
  destination?: RefundDestinationRecord;
  created_at_ms: number;
  completed_at_ms?: number;
  failure_reason?: string;
  gateway_reference?: string;
  /** The merchant's balance shard its money moves on (absent: 0), and how many shards its hold knew of. */
  balance_shard?: number;
  balance_shards_known?: number;
  reconcile_attempts?: number;
}

/** What a refund holds from the available balance: its amount and, sent as a payout, the payout's fees. */
export const refundDebitIdr = (refund: Pick<RefundRecord, 'amount' | 'fees'>): number =>
  refund.amount + refund.fees.total_fee;

const toRecord = (item: Record<string, unknown>): RefundRecord => recordOf<RefundRecord>(item);

/**
 * A new refund, pending, already on the reconciliation index: a crash after its hold is finished by
 * the reconciliation job, which asks the gateway (as a payout's confirm does).
 */
export function newRefundItem(refund: RefundRecord, checkAtMs: number): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.refund(refund.refund_id),
        entity: 'refund',
        ...refund,
        gsi2pk: dueKey('refund', refund.refund_id),
        gsi2sk: checkAtMs,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * The serializer of a payment's refunds (DESIGN 15): one conditional update of the transaction that
 * reserves the refund's amount. Parallel refunds of one payment all write this item, so together
 * they never pass `refunded_amount + amount <= amount paid` (the condition is written as
 * `refunded_amount <= amount paid - amount`: DynamoDB conditions do no arithmetic). It also holds the
 * payment paid or settled, and its count of refunds below the limit.
 */
export function reserveOnPaymentItem(
  tx: Pick<TransactionRecord, 'partner_reff' | 'amount'>,
  refundId: string,
  amountIdr: number,
  refundsMax: number,
): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.transaction(tx.partner_reff),
      UpdateExpression:
        'ADD refunded_amount :amount SET refund_ids = list_append(if_not_exists(refund_ids, :none), :id)',
      ConditionExpression:
        '#status IN (:paid, :settled) AND (attribute_not_exists(refunded_amount) OR refunded_amount <= :left) ' +
        'AND (attribute_not_exists(refund_ids) OR size(refund_ids) < :most)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':amount': amountIdr,
        ':none': [],
        ':id': [refundId],
        ':paid': 'paid',
        ':settled': 'settled',
        ':left': tx.amount - amountIdr,
        ':most': refundsMax,
      },
    },
  };
}

/** A failed refund gives its reservation back to the payment; the condition can only fail on a bug. */
export function releaseOnPaymentItem(partnerReff: string, amountIdr: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.transaction(partnerReff),
      UpdateExpression: 'ADD refunded_amount :minus',
      ConditionExpression: 'refunded_amount >= :amount',
      ExpressionAttributeValues: { ':minus': -amountIdr, ':amount': amountIdr },
    },
  };
}

/** What a refund's end sets: succeeded with the gateway's reference, or failed with the gateway's reason. */
export type RefundEnd =
  { status: 'succeeded'; atMs: number; gatewayReference: string } | { status: 'failed'; atMs: number; reason: string };

/** The end of a refund, written only while it is pending: of two ends (a callback and an answer) one wins. */
export function refundEndItem(refundId: string, end: RefundEnd): TxItem {
  const detail =
    end.status === 'succeeded'
      ? { name: 'gateway_reference', value: end.gatewayReference }
      : { name: 'failure_reason', value: end.reason };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.refund(refundId),
      UpdateExpression: 'SET #status = :to, completed_at_ms = :at, #detail = :detail REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#detail': detail.name },
      ExpressionAttributeValues: { ':to': end.status, ':at': end.atMs, ':detail': detail.value, ':pending': 'pending' },
    },
  };
}

/** A refund's event in its payment's history (keys.transactionRefundEvent): written once. */
export function refundEventItem(
  partnerReff: string,
  refundId: string,
  step: 'requested' | 'ended',
  event: StatusEventRecord,
): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.transactionRefundEvent(partnerReff, refundId, step), entity: 'event', ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function getRefund(refundId: string): Promise<RefundRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.refund(refundId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'refund' ? toRecord(result.Item) : undefined;
}

/** The refunds of these ids (at most REFUNDS_PER_TRANSACTION_MAX, below BatchGetItem's 100 keys), in any order. */
export async function getRefunds(refundIds: readonly string[]): Promise<RefundRecord[]> {
  const table = tableName();
  const found: RefundRecord[] = [];
  let pending: Array<Record<string, unknown>> = refundIds.map((id) => keys.refund(id));
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0 && !(await retryAllowed(attempt - 1)))
      throw new Error(`BatchGetItem left ${pending.length} refunds unprocessed ${attempt} times`);
    const result = await ddb().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table] ?? []) if (item.entity === 'refund') found.push(toRecord(item));
    pending = (result.UnprocessedKeys?.[table]?.Keys as Array<Record<string, unknown>> | undefined) ?? [];
  }
  return found;
}

/** One page of the refunds whose reconciliation is due, oldest first from `after` on. */
export async function listDueRefunds(nowMs: number, limit: number, after?: DueCursor): Promise<DuePage<RefundRecord>> {
  const page = await queryDuePage('refund', nowMs, limit, after);
  const items = page.items.filter((item) => item.entity === 'refund').map(toRecord);
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/** Moves a pending refund's next check later; bookkeeping, no money moves. A refund ended meanwhile stays off the index. */
export async function rescheduleRefundCheck(refundId: string, atMs: number, attempts: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.refund(refundId),
        UpdateExpression: 'SET gsi2sk = :at, reconcile_attempts = :attempts',
        ConditionExpression: '#status = :pending AND begins_with(gsi2pk, :due)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': atMs, ':attempts': attempts, ':pending': 'pending', ':due': DUE.refund },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
