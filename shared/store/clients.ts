import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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

export type ClientChanges = Partial<Pick<ClientRecord, 'active' | 'permissions' | 'callback_url' | 'allowed_ips' | 'secret_sha256' | 'secret_enc'>>;

export async function updateClient(clientId: string, changes: ClientChanges): Promise<ClientRecord | undefined> {
  if (Object.values(changes).every((value) => value === undefined)) return getClient(clientId);
  return updateDataFields<ClientRecord>(keys.client(clientId), changes);
}
