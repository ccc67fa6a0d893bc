import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DUPLICATE_ORDER_WINDOW_SECONDS } from './limits';
import { ddb, tableName } from '../../store/aws';
import { isConditionFailure, recordOf } from '../../store/item';
import { dueKey } from '../../store/due';
import { keys } from '../../store/keys';
import type { TxItem } from '../../store/transact';

/**
 * The records digital orders need besides their transaction: the duplicate-order window and the
 * postpaid inquiries. Both are written or consumed inside the order's own money move.
 */

/**
 * Claims the 60-second window of (merchant, product, destination) for an order. Free when absent
 * or expired; the same ref_id may claim it again (a retry of the very order).
 */
export function recentOrderItem(
  merchantId: string,
  kodeProduk: string,
  tujuan: string,
  refId: string,
  nowMs: number,
): TxItem {
  const expiresAtMs = nowMs + DUPLICATE_ORDER_WINDOW_SECONDS * 1000;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.recentOrder(merchantId, kodeProduk, tujuan),
        entity: 'recent_order',
        ref_id: refId,
        expires_at_ms: expiresAtMs,
        ttl: Math.ceil(expiresAtMs / 1000) + 3600,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at_ms <= :now OR ref_id = :ref',
      ExpressionAttributeValues: { ':now': nowMs, ':ref': refId },
    },
  };
}

export interface PpobInquiryRecord {
  inquiry_id: number;
  merchant_id: string;
  kode_produk: string;
  tujuan: string;
  customer_name: string;
  /** The bill itself. */
  tagihan: number;
  /** What the merchant pays on top: the provider's admin fee plus the merchant's markup. */
  admin: number;
  provider_admin: number;
  markup: number;
  total: number;
  due_date: string;
  created_at_ms: number;
  expires_at_ms: number;
  /** The ref_id of the order that paid it (single use). */
  used_by?: string;
}

export async function putPpobInquiry(record: PpobInquiryRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.ppobInquiry(record.inquiry_id),
        entity: 'ppob_inquiry',
        ...record,
        ttl: Math.ceil(record.expires_at_ms / 1000) + 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getPpobInquiry(inquiryId: number): Promise<PpobInquiryRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.ppobInquiry(inquiryId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'ppob_inquiry' ? recordOf<PpobInquiryRecord>(result.Item, ['ttl']) : undefined;
}

/** Spends an inquiry in the order's move: only while unused (or used by this same order) and not expired. */
export function useInquiryItem(inquiryId: number, refId: string, nowMs: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.ppobInquiry(inquiryId),
      UpdateExpression: 'SET used_by = :ref',
      ConditionExpression:
        'attribute_exists(pk) AND expires_at_ms > :now AND (attribute_not_exists(used_by) OR used_by = :ref)',
      ExpressionAttributeValues: { ':ref': refId, ':now': nowMs },
    },
  };
}

/**
 * The provider has not finished the order: ask again at `atMs`. Conditioned on the order still
 * waiting, so a late reschedule never puts a finished order back on the due index.
 */
export async function rescheduleOrderCheck(partnerReff: string, atMs: number, checks: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.transaction(partnerReff),
        UpdateExpression: 'SET gsi2pk = :due, gsi2sk = :at, order_checks = :checks',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':due': dueKey('order', partnerReff),
          ':at': atMs,
          ':checks': checks,
          ':pending': 'pending',
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
