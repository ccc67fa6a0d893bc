import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Device } from '../domain/devices';
import { ddb, tableName } from './aws';
import { keys, merchantDevicesPartition } from './keys';
import { isConditionFailure, recordOf } from './item';
import { INDEXES } from './table';

const toDevice = (item: Record<string, unknown>): Device => recordOf<Device>(item);

export async function getDevice(tokenHash: string): Promise<Device | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.device(tokenHash), ConsistentRead: true }),
  );
  return result.Item?.entity === 'device' ? toDevice(result.Item) : undefined;
}

/**
 * Writes the device as read-then-write: conditioned on the owner the caller saw (or on there being
 * none), so a concurrent re-binding by another merchant is noticed (false) instead of overwritten.
 * Active devices sit on the lookup index under their merchant; disabled ones leave it.
 */
export async function saveDevice(device: Device, previousMerchantId: string | undefined): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.device(device.token_hash),
          entity: 'device',
          ...device,
          ...(device.active ? { gsi3pk: merchantDevicesPartition(device.merchant_id), gsi3sk: device.token_hash } : {}),
        },
        ConditionExpression: previousMerchantId === undefined ? 'attribute_not_exists(pk)' : 'merchant_id = :previous',
        ...(previousMerchantId === undefined ? {} : { ExpressionAttributeValues: { ':previous': previousMerchantId } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Disables the merchant's device; false when it is not this merchant's (or does not exist). */
export async function disableDevice(tokenHash: string, merchantId: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.device(tokenHash),
        UpdateExpression: 'SET active = :false REMOVE gsi3pk, gsi3sk',
        ConditionExpression: 'attribute_exists(pk) AND merchant_id = :merchant',
        ExpressionAttributeValues: { ':false': false, ':merchant': merchantId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The merchant's active devices (index reads are eventually consistent, so `active` is checked again). */
export async function listActiveDevices(merchantId: string, limit: number): Promise<Device[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.lookup.name,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': merchantDevicesPartition(merchantId) },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).filter((item) => item.entity === 'device' && item.active === true).map(toDevice);
}
