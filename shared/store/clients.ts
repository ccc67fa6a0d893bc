import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../domain/permissions';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys } from './keys';
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
        Item: { ...keys.client(client.client_id), entity: 'client', data: client },
        ...(options.onlyIfNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The secret is not among them: it changes only by rotation (rotateClientSecretRecord), which keeps the previous one. */
export type ClientChanges = Partial<Pick<ClientRecord, 'active' | 'permissions' | 'callback_url' | 'allowed_ips'>>;

export async function updateClient(clientId: string, changes: ClientChanges): Promise<ClientRecord | undefined> {
  if (Object.values(changes).every((value) => value === undefined)) return getClient(clientId);
  return updateDataFields<ClientRecord>(keys.client(clientId), changes);
}

export type SecretRotation = Required<Pick<ClientRecord, 'secret_sha256' | 'secret_enc' | 'previous_secret_sha256' | 'previous_secret_expires_at_ms'>>;

/**
 * Installs a new secret, on condition that the current one is still the secret the rotation read:
 * two rotations at once cannot both keep "the previous secret", the second finds the condition false
 * (`conflict`) and the secret it would have issued is never shown. The caller has read the client,
 * so a missing record is a conflict too.
 */
export async function rotateClientSecretRecord(clientId: string, expectedSecretSha256: string, rotation: SecretRotation): Promise<ClientRecord | 'conflict'> {
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.client(clientId),
        UpdateExpression: 'SET #data.secret_sha256 = :sha, #data.secret_enc = :enc, #data.previous_secret_sha256 = :previous, #data.previous_secret_expires_at_ms = :expires',
        ConditionExpression: 'attribute_exists(pk) AND #data.secret_sha256 = :expected',
        ExpressionAttributeNames: { '#data': 'data' },
        ExpressionAttributeValues: {
          ':sha': rotation.secret_sha256,
          ':enc': rotation.secret_enc,
          ':previous': rotation.previous_secret_sha256,
          ':expires': rotation.previous_secret_expires_at_ms,
          ':expected': expectedSecretSha256,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes?.data as ClientRecord;
  } catch (error) {
    if (isConditionFailure(error)) return 'conflict';
    throw error;
  }
}
