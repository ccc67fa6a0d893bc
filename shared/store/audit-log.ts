import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardUser } from '../domain/members';
import { randomToken } from '../ids';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys } from './keys';
import type { TxItem } from './transact';
import { toJakartaIso } from '../time';

/**
 * Who made a configuration change: a dashboard user (its Cognito sub and e-mail) or the platform
 * operator through the admin API.
 */
export type AuditActor = { kind: 'user'; sub: string; email: string } | { kind: 'operator' };

/** A dashboard user as the actor of a change. */
export const userActor = (user: DashboardUser): AuditActor => ({ kind: 'user', sub: user.sub, email: user.email });

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
    at: toJakartaIso(entry.atMs),
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
  /** Pass as `starting_after` for the next, older page; null on the last page. Opaque to callers. */
  next_cursor: string | null;
}

/** An entry's sort key: the time (15 digits) and the entry id. */
const AUDIT_SORT_KEY = /^\d{15}#aud_[0-9A-Z]{16}$/;

/** The cursor of a page that ends at an entry: its sort key, base64url, so callers treat it as opaque. */
const cursorOf = (sortKey: string): string => Buffer.from(sortKey, 'utf8').toString('base64url');

/** The sort key a cursor names, or undefined when it is not a cursor this module made. */
export function auditCursorPosition(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  return AUDIT_SORT_KEY.test(sortKey) ? sortKey : undefined;
}

/**
 * A merchant's audit log, newest first: `limit` entries older than the cursor (a `next_cursor` of
 * an earlier page). One more entry is read than shown, so the last page says so (next_cursor null).
 * A cursor this module did not make is a caller's error: check it with auditCursorPosition first.
 */
export async function listAuditEntries(merchantId: string, limit: number, startingAfter?: string): Promise<AuditPage> {
  const pk = keys.auditEntry(merchantId, 0, '').pk;
  const after = startingAfter === undefined ? undefined : auditCursorPosition(startingAfter);
  if (startingAfter !== undefined && after === undefined) throw new Error('Not an audit-log cursor');
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: after === undefined ? 'pk = :pk' : 'pk = :pk AND sk < :after',
      ExpressionAttributeValues: { ':pk': pk, ...(after === undefined ? {} : { ':after': after }) },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  const items = (result.Items ?? []).slice(0, limit);
  const more = (result.Items ?? []).length > limit;
  return {
    entries: items.map((item) => recordOf<AuditEntry>(item)),
    next_cursor: more ? cursorOf(String(items.at(-1)!.sk)) : null,
  };
}
