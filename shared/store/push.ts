import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PUSH_OUTBOX_TTL_SECONDS } from '../constants';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import type { DevicePlatform } from '../domain/devices';
import { keys } from './keys';

/** One notification as the outbox push adapter records it (the local stand-in for SNS). */
export interface PushNotificationRecord {
  merchant_id: string;
  delivery_id: string;
  token_hash: string;
  token_suffix: string;
  platform: DevicePlatform;
  title: string;
  body: string;
  partner_reff: string | null;
  event: string;
  at_ms: number;
}

/** Keyed by delivery and device, so recording the same notification twice leaves one record. */
export async function putPushNotification(record: PushNotificationRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.pushNotification(record.merchant_id, record.at_ms, record.delivery_id, record.token_hash),
        entity: 'push_notification',
        ...record,
        ttl: Math.ceil(record.at_ms / 1000) + PUSH_OUTBOX_TTL_SECONDS,
      },
    }),
  );
}

export async function listPushNotifications(merchantId: string, limit: number): Promise<PushNotificationRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pushNotification(merchantId, 0, '', '').pk },
      ScanIndexForward: false,
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as PushNotificationRecord[];
}

export interface PushSource {
  id: string;
  merchant_id: string;
  event: string;
  partner_reff: string | null;
  body: string;
}

/**
 * Marks a webhook delivery as pushed, once: the conditional marker makes the fan-out happen for the
 * first dispatch only, however often the delivery is dispatched again (retries, the sweep, copies of
 * the queue message). Undefined when it was already pushed or does not exist.
 */
export async function claimPushForDelivery(deliveryId: string, nowMs: number): Promise<PushSource | undefined> {
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.webhook(deliveryId),
        UpdateExpression: 'SET pushed_at_ms = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(pushed_at_ms)',
        ExpressionAttributeValues: { ':now': nowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = result.Attributes ?? {};
    return {
      id: String(item.id),
      merchant_id: String(item.merchant_id),
      event: String(item.event),
      partner_reff: (item.partner_reff as string | null) ?? null,
      body: String(item.body),
    };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
