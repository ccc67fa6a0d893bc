import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import type { ClientRecord } from './clients';
import { keys, MERCHANT_CLIENT_SK_PREFIX } from './keys';
import { retryAllowed } from './retry';
import { transactWrite, type TxItem } from './transact';

/**
 * A merchant's list of its API clients (keys.merchantClient): written with each new client, read
 * by the dashboard. Its own module, so only the functions that create or list clients bundle (and
 * get a grant on) its keys, not every function that reads a client.
 */

/** A merchant's count of clients, and the most a merchant may create through the dashboard. */
export interface ClientLimit {
  max: number;
}

export type ClientCreation = 'created' | 'exists' | 'limit_reached' | 'refused' | 'key_lost' | 'conflict';

function clientPut(client: ClientRecord): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.client(client.client_id), entity: 'client', data: client },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The merchant's list item of the client: its id and creation time, nothing that changes later. */
function listItemPut(client: ClientRecord): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.merchantClient(client.merchant_id, client.client_id),
        entity: 'merchant_client',
        client_id: client.client_id,
        created_at_ms: client.created_at_ms,
      },
    },
  };
}

/** One more client on the merchant's count; with a limit, only while the count is below it. */
function countUpdate(merchantId: string, limit: ClientLimit | undefined): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.merchantClientCount(merchantId),
      UpdateExpression: 'SET entity = :entity ADD #count :one',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':entity': 'merchant_client_count',
        ':one': 1,
        ...(limit ? { ':max': limit.max } : {}),
      },
      ...(limit ? { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' } : {}),
    },
  };
}

/**
 * Creates a client with its item in the merchant's list and one more on the merchant's count, in
 * one transaction with `required` (condition checks the creation depends on) and `alongside` (its
 * audit entry, an idempotency completion): `exists` when the client id is taken (a fixed id given
 * twice), `limit_reached` when `limit` is reached, `refused` when a check of `required` failed,
 * `key_lost` when an item of `alongside` failed its condition, `conflict` on contention or a lost
 * answer.
 */
export async function createClientRecord(
  client: ClientRecord,
  alongside: TxItem[],
  limit?: ClientLimit,
  required: TxItem[] = [],
): Promise<ClientCreation> {
  const written = await transactWrite([
    clientPut(client),
    listItemPut(client),
    countUpdate(client.merchant_id, limit),
    ...required,
    ...alongside,
  ]);
  if (written.ok) return 'created';
  if (written.kind !== 'condition') return 'conflict';
  if (written.failedIndexes.includes(0)) return 'exists';
  if (written.failedIndexes.includes(2)) return 'limit_reached';
  if (written.failedIndexes.some((index) => index >= 3 && index < 3 + required.length)) return 'refused';
  return 'key_lost';
}

/** How many clients the merchant has had (clients are never deleted): undefined before its first. */
export async function getMerchantClientCount(merchantId: string): Promise<number | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.merchantClientCount(merchantId), ConsistentRead: true }),
  );
  const count: unknown = result.Item?.count;
  return typeof count === 'number' ? count : undefined;
}

/**
 * A condition check that the merchant has had no client made since its count was read: a
 * transaction that relies on the merchant's list of clients as read (a user's removal) is not
 * written past a client created meanwhile.
 */
export function clientCountUnchangedCheck(merchantId: string, count: number | undefined): TxItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.merchantClientCount(merchantId),
      ConditionExpression: count === undefined ? 'attribute_not_exists(#count)' : '#count = :count',
      ExpressionAttributeNames: { '#count': 'count' },
      ...(count === undefined ? {} : { ExpressionAttributeValues: { ':count': count } }),
    },
  };
}

/**
 * The merchant's clients, oldest first: the ids from its list, then the records in batches of 100.
 * Clients created before the list existed are not in it (see the backfill note in docs).
 * `consistent` reads both strongly, for a write that relies on them.
 */
export async function listMerchantClients(merchantId: string, consistent = false): Promise<ClientRecord[]> {
  const listed = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      ...(consistent ? { ConsistentRead: true } : {}),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :client)',
      ExpressionAttributeValues: {
        ':pk': keys.merchantClient(merchantId, '').pk,
        ':client': MERCHANT_CLIENT_SK_PREFIX,
      },
    }),
  );
  const ids = (listed.Items ?? []).map((item) => String(item.client_id));
  const records: ClientRecord[] = [];
  for (let start = 0; start < ids.length; start += 100)
    records.push(...(await batchGetClients(ids.slice(start, start + 100), consistent)));
  return records
    .filter((client) => client.merchant_id === merchantId)
    .sort((a, b) => a.created_at_ms - b.created_at_ms || a.client_id.localeCompare(b.client_id));
}

async function batchGetClients(clientIds: string[], consistent: boolean): Promise<ClientRecord[]> {
  const table = tableName();
  const found: ClientRecord[] = [];
  let pending: Array<Record<string, unknown>> = clientIds.map((id) => keys.client(id));
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0 && !(await retryAllowed(attempt - 1)))
      throw new Error(`BatchGetItem left ${pending.length} clients unprocessed ${attempt} times`);
    const result = await ddb().send(
      new BatchGetCommand({
        RequestItems: { [table]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } },
      }),
    );
    for (const item of result.Responses?.[table] ?? [])
      if (item.entity === 'client') found.push(item.data as ClientRecord);
    pending = (result.UnprocessedKeys?.[table]?.Keys as Array<Record<string, unknown>> | undefined) ?? [];
  }
  return found;
}
