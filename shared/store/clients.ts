import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../domain/permissions';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys, merchantClientsPartition } from './keys';
import { INDEXES } from './table';
import { transactWrite, type TxItem } from './transact';
import { updateDataFields } from './update-data';

export interface ClientRecord {
  client_id: string;
  merchant_id: string;
  secret_sha256: string;
  secret_enc: string;
  /**
   * The secret before the last rotation, still accepted until `previous_secret_expires_at_ms` so the
   * merchant can roll the new one out. Only one previous secret is kept: rotating again within the
   * grace period replaces it (the secret in between stops working at once).
   */
  previous_secret_sha256?: string;
  previous_secret_expires_at_ms?: number;
  permissions: Permission[];
  callback_url: string | null;
  allowed_ips: string[];
  /**
   * Requests a minute from one source address for this client's authenticated requests, set by an
   * operator (docs/ARCHITECTURE.md, sections 8 and 9) for a merchant calling from one server; absent or null: the default.
   */
  rate_limit_per_minute?: number | null;
  active: boolean;
  created_at_ms: number;
}

export async function getClient(clientId: string): Promise<ClientRecord | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.client(clientId) }));
  return result.Item?.entity === 'client' ? (result.Item.data as ClientRecord) : undefined;
}

export async function putClient(client: ClientRecord, options: { onlyIfNew: boolean }): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.client(client.client_id),
          entity: 'client',
          data: client,
          gsi3pk: merchantClientsPartition(client.merchant_id),
          gsi3sk: client.client_id,
        },
        ...(options.onlyIfNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The merchant's API clients (at most `limit`), from the lookup index every client written by
 * putClient sits on. A client written before that index entry existed is not listed.
 */
export async function listMerchantClients(merchantId: string, limit = 100): Promise<ClientRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.lookup.name,
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': merchantClientsPartition(merchantId) },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).filter((item) => item.entity === 'client').map((item) => item.data as ClientRecord);
}

/** The secret is not among them: it changes only by rotation (rotateClientSecretRecord), which keeps the previous one. */
export type ClientChanges = Partial<
  Pick<ClientRecord, 'active' | 'permissions' | 'callback_url' | 'allowed_ips' | 'rate_limit_per_minute'>
>;

export async function updateClient(clientId: string, changes: ClientChanges): Promise<ClientRecord | undefined> {
  if (Object.values(changes).every((value) => value === undefined)) return getClient(clientId);
  return updateDataFields<ClientRecord>(keys.client(clientId), changes);
}

/**
 * The new secret, and the previous one with the end of its grace period; `previous: null` revokes
 * the secret in use at once (no previous secret is kept).
 */
export interface SecretRotation {
  secret_sha256: string;
  secret_enc: string;
  previous: { secret_sha256: string; expires_at_ms: number } | null;
}

/** What a rotation leaves in the record (the store's view of it, for the answer). */
export function rotatedRecord(client: ClientRecord, rotation: SecretRotation): ClientRecord {
  const { previous_secret_sha256: _sha, previous_secret_expires_at_ms: _expires, ...rest } = client;
  const kept =
    rotation.previous === null
      ? {}
      : {
          previous_secret_sha256: rotation.previous.secret_sha256,
          previous_secret_expires_at_ms: rotation.previous.expires_at_ms,
        };
  return { ...rest, secret_sha256: rotation.secret_sha256, secret_enc: rotation.secret_enc, ...kept };
}

function rotationUpdate(clientId: string, expectedSecretSha256: string, rotation: SecretRotation): TxItem {
  const previous = rotation.previous;
  const newSecret = '#data.secret_sha256 = :sha, #data.secret_enc = :enc';
  return {
    Update: {
      TableName: tableName(),
      Key: keys.client(clientId),
      UpdateExpression:
        previous === null
          ? `SET ${newSecret} REMOVE #data.previous_secret_sha256, #data.previous_secret_expires_at_ms`
          : `SET ${newSecret}, #data.previous_secret_sha256 = :previous, #data.previous_secret_expires_at_ms = :expires`,
      ConditionExpression: 'attribute_exists(pk) AND #data.secret_sha256 = :expected',
      ExpressionAttributeNames: { '#data': 'data' },
      ExpressionAttributeValues: {
        ':sha': rotation.secret_sha256,
        ':enc': rotation.secret_enc,
        ':expected': expectedSecretSha256,
        ...(previous === null ? {} : { ':previous': previous.secret_sha256, ':expires': previous.expires_at_ms }),
      },
    },
  };
}

/**
 * Installs a new secret, on condition that the current one is still the secret the rotation read:
 * two rotations at once cannot both keep "the previous secret", the second finds the condition false
 * (`conflict`) and the secret it would have issued is never shown. The caller has read the client,
 * so a missing record is a conflict too. `alongside` (the idempotency key's completion) is written in
 * the same transaction; its condition failing is `key_lost`. Contention, or an answer lost on the
 * way, is `conflict` as well: the caller answers "retry", and a retry with the same key finds the
 * completed key if the write did commit.
 */
export async function rotateClientSecretRecord(
  clientId: string,
  expectedSecretSha256: string,
  rotation: SecretRotation,
  alongside: TxItem[] = [],
): Promise<'rotated' | 'conflict' | 'key_lost'> {
  const written = await transactWrite([rotationUpdate(clientId, expectedSecretSha256, rotation), ...alongside]);
  if (written.ok) return 'rotated';
  if (written.kind === 'condition' && !written.failedIndexes.includes(0)) return 'key_lost';
  return 'conflict';
}
