import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Permission } from '../domain/permissions';
import type { AuditActor } from './audit-log';
import { ddb, tableName } from './aws';
import { keys } from './keys';
import { transactWrite, type TxItem } from './transact';

export interface ClientRecord {
  client_id: string;
  merchant_id: string;
  /** What the merchant calls it in the dashboard; clients made before names (or by an operator without one) have none. */
  name?: string;
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
  /**
   * Who made it: a dashboard user (removing that user deactivates its clients that spend) or the
   * operator. Absent on clients made before it was recorded.
   */
  created_by?: AuditActor;
}

export async function getClient(clientId: string): Promise<ClientRecord | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.client(clientId) }));
  return result.Item?.entity === 'client' ? (result.Item.data as ClientRecord) : undefined;
}

/** The secret is not among them: it changes only by rotation (rotateClientSecretRecord), which keeps the previous one. */
export type ClientChanges = Partial<
  Pick<ClientRecord, 'name' | 'active' | 'permissions' | 'callback_url' | 'allowed_ips' | 'rate_limit_per_minute'>
>;

/** The fields a change sets (undefined ones are left as they are). */
export const definedChanges = (changes: ClientChanges): ClientChanges =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** How an update of a client ended: written, the client gone, or its permissions or state changed since read. */
export type ClientUpdate = { kind: 'updated'; client: ClientRecord } | { kind: 'gone' | 'changed' | 'refused' };

/**
 * The key and condition of a write that holds only while the client is still its merchant's with
 * the permissions and the state read: what was judged on what the client could do is not written
 * over a client that meanwhile can do something else.
 */
function asRead(client: ClientRecord) {
  return {
    TableName: tableName(),
    Key: keys.client(client.client_id),
    ConditionExpression:
      'attribute_exists(pk) AND #data.#merchant = :merchant AND #data.#permissions = :permissions AND #data.#active = :active',
    ExpressionAttributeNames: {
      '#data': 'data',
      '#merchant': 'merchant_id',
      '#permissions': 'permissions',
      '#active': 'active',
    } as Record<string, string>,
    ExpressionAttributeValues: {
      ':merchant': client.merchant_id,
      ':permissions': client.permissions,
      ':active': client.active,
    } as Record<string, unknown>,
  };
}

/** The update of `set` on a client as read (asRead), returning the item found when its condition fails. */
function updateAsRead(client: ClientRecord, set: ClientChanges): TxItem {
  const read = asRead(client);
  const sets = Object.entries(set).map(([field, value], index) => {
    read.ExpressionAttributeNames[`#f${index}`] = field;
    read.ExpressionAttributeValues[`:v${index}`] = value;
    return `#data.#f${index} = :v${index}`;
  });
  return {
    Update: { ...read, UpdateExpression: `SET ${sets.join(', ')}`, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
  };
}

/**
 * Sets fields of a client read before, as read (asRead), in one transaction with `required`
 * (condition checks the change depends on: `refused` when one failed) and `alongside` (its audit
 * entries). `changed` when the client's permissions or state changed since read (read it again),
 * `gone` when it is no more (or not its merchant's); contention or a lost answer throws, so the
 * caller answers 5xx and may retry.
 */
export async function updateClientRecord(
  client: ClientRecord,
  changes: ClientChanges,
  alongside: TxItem[],
  required: TxItem[] = [],
): Promise<ClientUpdate> {
  const set = definedChanges(changes);
  if (Object.keys(set).length === 0) return { kind: 'updated', client };
  const written = await transactWrite([updateAsRead(client, set), ...required, ...alongside]);
  if (written.ok) return { kind: 'updated', client: { ...client, ...set } };
  if (written.kind !== 'condition') throw new Error(`Client ${client.client_id} update ended ${written.kind}`);
  if (written.failedIndexes.includes(0)) {
    const found = written.found.get(0);
    const stillTheirs = found?.entity === 'client' && (found.data as ClientRecord).merchant_id === client.merchant_id;
    return { kind: stillTheirs ? 'changed' : 'gone' };
  }
  if (written.failedIndexes.some((index) => index <= required.length)) return { kind: 'refused' };
  throw new Error(`Client ${client.client_id} update: an audit entry failed its condition`);
}

/** A check that a client is still as read (asRead), for a transaction that relies on what it can do without changing it. */
export function clientUnchangedCheck(client: ClientRecord): TxItem {
  return { ConditionCheck: asRead(client) };
}

/** Turns a client off, as read (asRead). */
export function clientDeactivationItem(client: ClientRecord): TxItem {
  return { Update: updateAsRead(client, { active: false }).Update };
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
