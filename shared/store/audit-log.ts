import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken } from '../ids';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys } from './keys';
import type { TxItem } from './transact';

/**
 * Who made a configuration change: a dashboard user (its Cognito sub and e-mail) or the platform
 * operator through the admin API.
 */
export type AuditActor = { kind: 'user'; sub: string; email: string } | { kind: 'operator' };

/** One configuration change of a merchant, as the audit log keeps and shows it. */
export interface AuditEntry {
  id: string;
  /** ISO 8601 UTC time of the change. */
  at: string;
  actor: AuditActor;
  /** What was done, `<object>.<verb>`: e.g. `client.created`, `kyc.submitted`, `user.role_changed`. */
  action: string;
  /** The object changed (a client id, a user's sub, a document id), when there is one. */
  target: string | null;
  /** What changed, without secrets: never a client secret, a PIN or a token. */
  details: Record<string, unknown>;
}

export interface NewAuditEntry {
  merchantId: string;
  actor: AuditActor;
  action: string;
  target?: string;
  details?: Record<string, unknown>;
  atMs: number;
}

const newAuditEntryId = (): string => `aud_${randomToken(16)}`;

function auditItem(entry: NewAuditEntry): Record<string, unknown> {
  const id = newAuditEntryId();
  const record: AuditEntry = {
    id,
    at: new Date(entry.atMs).toISOString(),
    actor: entry.actor,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
  };
  return { ...keys.auditEntry(entry.merchantId, entry.atMs, id), entity: 'audit_entry', ...record };
}

/**
 * The Put of one audit entry, to go into the transaction that makes the change it records, so a
 * change and its entry are written together or not at all.
 */
export function auditEntryItem(entry: NewAuditEntry): TxItem {
  return { Put: { TableName: tableName(), Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Writes one audit entry on its own, for a change that is not a transaction of the table (e.g. a Cognito call). */
export async function recordAuditEntry(entry: NewAuditEntry): Promise<void> {
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `starting_after` for the next, older page; null on the last page. */
  next_cursor: string | null;
}

/** A merchant's audit log, newest first, `limit` entries after the cursor (an entry's sort key). */
export async function listAuditEntries(merchantId: string, limit: number, startingAfter?: string): Promise<AuditPage> {
  const pk = keys.auditEntry(merchantId, 0, '').pk;
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: startingAfter === undefined ? 'pk = :pk' : 'pk = :pk AND sk < :after',
      ExpressionAttributeValues: { ':pk': pk, ...(startingAfter === undefined ? {} : { ':after': startingAfter }) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  const items = result.Items ?? [];
  const last = items.at(-1);
  return {
    entries: items.map((item) => recordOf<AuditEntry>(item)),
    next_cursor: result.LastEvaluatedKey !== undefined && last !== undefined ? String(last.sk) : null,
  };
}
