import type { Clock } from '../clock';
import { config, localConveniences } from '../config';
import { done, keyInProgressRefusal, refuse, type Outcome, type Refusal } from '../domain/outcome';
import { CLIENT_ID_PREFIXES, environmentOf } from '../domain/environment';
import { PERMISSIONS, type Permission } from '../domain/permissions';
import { newClientId, newClientSecret } from '../ids';
import { encryptSecret, sha256Hex } from '../secrets';
import { type AuditActor, auditEntryItem, type NewAuditEntry } from '../store/audit-log';
import { type ClientChanges, type ClientRecord, definedChanges, getClient, updateClientRecord } from '../store/clients';
import { type ClientLimit, createClientRecord } from '../store/merchant-clients';
import { completionItem, type IdempotencyRecorder, type StoredResponse } from '../store/idempotency';
import { RETRY, withRetry, type TxItem } from '../store/transact';
import { checkWebhookUrl } from '../webhooks/deliver';

/**
 * Creating and changing API clients, for the admin API and the merchant's dashboard alike: one
 * validation of the callback URL, one record, its place in the merchant's list and count, and the
 * audit entry, written together.
 */
export const clientNotFound = (): Refusal => refuse('not_found', 'Client not found');

/** The admin API's view of a client. */
export function clientView(client: ClientRecord, secret?: string) {
  return {
    client_id: client.client_id,
    ...(secret !== undefined ? { client_secret: secret } : {}),
    merchant_id: client.merchant_id,
    permissions: client.permissions,
    callback_url: client.callback_url,
    allowed_ips: client.allowed_ips,
    // Shown only when set, so the client's shape is unchanged for every client left at the default.
    ...(typeof client.rate_limit_per_minute === 'number'
      ? { rate_limit_per_minute: client.rate_limit_per_minute }
      : {}),
    active: client.active,
  };
}

/** A view of a client that may show its secret once: the secret follows the id (see unsealReplay). */
export interface ClientWithSecret {
  client_id: string;
  client_secret?: string;
}

/**
 * The answer as the idempotency record keeps it: the body without the secret, and the secret sealed
 * the way the client record holds it, so the table holds the plaintext nowhere. Any answer with a
 * `client` showing its secret once (a rotation, a create) is kept this way; the route's replay puts
 * it back (client-secrets.ts, unsealReplay).
 */
export function sealedResponse<T extends { client: ClientWithSecret }>(
  recorder: IdempotencyRecorder<T>,
  answer: T,
  secretEnc: string,
): StoredResponse {
  const { client_secret: _shownOnce, ...client } = answer.client;
  const response = recorder.responseFor({ ...answer, client });
  return { ...response, sealed_secret: { client_id: answer.client.client_id, secret_enc: secretEnc } };
}

export async function callbackUrlRefusal(url: string | null | undefined): Promise<Refusal | undefined> {
  if (url === null || url === undefined) return undefined;
  const check = await checkWebhookUrl(url, localConveniences(config()));
  return check.ok ? undefined : refuse('validation_failed', 'The request is invalid', { callback_url: [check.reason] });
}

export interface NewClient {
  name?: string;
  permissions?: Permission[];
  callback_url?: string | null;
  allowed_ips?: string[];
  rate_limit_per_minute?: number | null;
  client_id?: string;
  client_secret?: string;
}

export interface IssuedClient<V> {
  /** False when a fixed client id existed already (its client is answered, without a secret). */
  created: boolean;
  client: V;
}

/** Condition checks a write depends on (e.g. that its user is still an owner), and the refusal when one fails. */
export interface RequiredChecks {
  items: TxItem[];
  refusal: Refusal;
}

export interface ClientIssue<V extends ClientWithSecret> {
  merchantId: string;
  input: NewClient;
  actor: AuditActor;
  clock: Clock;
  /** The dashboard's limit of clients per merchant; the operator has none. */
  limit?: ClientLimit;
  /** The key sent with the request: completed in the create's write, the secret sealed in it. */
  idempotency?: IdempotencyRecorder<IssuedClient<V>>;
  /** Refuses the creation once its input is known valid (e.g. the dashboard's PIN for a money-out grant). */
  guard?: () => Promise<Refusal | undefined>;
  /** Checks written with the client: it is not created when one fails. */
  required?: RequiredChecks;
}

/** The audit log's names of a client's fields (the dashboard's), and the values it may show. */
const AUDIT_FIELD: Record<keyof ClientChanges, string> = {
  name: 'name',
  active: 'active',
  permissions: 'permissions',
  callback_url: 'callback_url',
  allowed_ips: 'ip_allowlist',
  rate_limit_per_minute: 'rate_limit_per_minute',
};

/**
 * What an audit entry shows of client fields: every value but the callback URL's, which may carry a
 * merchant's token in its query; it is named as set or removed.
 */
function auditedFields(fields: ClientChanges): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields) as Array<[keyof ClientChanges, unknown]>) {
    if (value === undefined) continue;
    if (field === 'callback_url') shown.callback_url = value === null ? 'removed' : 'set';
    else shown[AUDIT_FIELD[field]] = value;
  }
  return shown;
}

/** The new client's record for `input`, with its secret's digest and the secret sealed under its id. */
async function newClientRecord(
  issue: ClientIssue<ClientWithSecret>,
  clientId: string,
  secret: string,
): Promise<ClientRecord> {
  const { input } = issue;
  return {
    client_id: clientId,
    merchant_id: issue.merchantId,
    ...(input.name === undefined ? {} : { name: input.name }),
    secret_sha256: sha256Hex(secret),
    secret_enc: await encryptSecret(secret, clientId),
    permissions: [...new Set(input.permissions ?? PERMISSIONS)],
    callback_url: input.callback_url ?? null,
    allowed_ips: input.allowed_ips ?? [],
    ...(typeof input.rate_limit_per_minute === 'number' ? { rate_limit_per_minute: input.rate_limit_per_minute } : {}),
    active: true,
    created_at_ms: issue.clock.nowMs(),
    created_by: issue.actor,
  };
}

/** The client.created audit entry: the fields set, the callback URL only as set. */
function createdEntry(issue: ClientIssue<ClientWithSecret>, client: ClientRecord): TxItem {
  return auditEntryItem({
    merchantId: issue.merchantId,
    actor: issue.actor,
    action: 'client.created',
    target: client.client_id,
    details: auditedFields({
      name: client.name,
      permissions: client.permissions,
      allowed_ips: client.allowed_ips,
      ...(client.callback_url === null ? {} : { callback_url: client.callback_url }),
      rate_limit_per_minute: client.rate_limit_per_minute,
    }),
    atMs: issue.clock.nowMs(),
  });
}

/**
 * Creates an API client with a new secret (or the one given, for demo data) shown once. With an
 * idempotency key the answer is stored in the same write with the secret sealed, so a replay shows
 * this very secret (client-secrets.ts, unsealReplay).
 */
export async function issueClient<V extends ClientWithSecret>(
  issue: ClientIssue<V>,
  view: (client: ClientRecord, secret?: string) => V,
): Promise<Outcome<IssuedClient<V>>> {
  const { input } = issue;
  const urlRefusal = (await callbackUrlRefusal(input.callback_url)) ?? (await issue.guard?.());
  if (urlRefusal) return urlRefusal;
  const secret = input.client_secret ?? newClientSecret();
  const client = await newClientRecord(
    issue,
    input.client_id ?? newClientId(CLIENT_ID_PREFIXES[environmentOf(config().sandbox)]),
    secret,
  );
  const answer: IssuedClient<V> = { created: true, client: view(client, secret) };
  const recorder = issue.idempotency;
  const completion =
    recorder === undefined ? [] : [completionItem(recorder.claim, sealedResponse(recorder, answer, client.secret_enc))];
  const created = await createClientRecord(
    client,
    [createdEntry(issue, client), ...completion],
    issue.limit,
    issue.required?.items,
  );
  if (created === 'exists') {
    const existing = await getClient(client.client_id);
    return existing === undefined ? clientNotFound() : done({ created: false, client: view(existing) });
  }
  if (created === 'limit_reached')
    return refuse(
      'client_limit_reached',
      `A merchant has at most ${issue.limit?.max} API clients; deactivate one and ask support to remove it`,
    );
  if (created === 'refused' && issue.required) return issue.required.refusal;
  if (created === 'key_lost' || created === 'refused') return keyInProgressRefusal();
  if (created === 'conflict') return refuse('service_unavailable', 'The client could not be created now; retry');
  if (recorder !== undefined) recorder.claim.completedInTransaction = true;
  return done(answer);
}

/** The audit entries of a change: client.updated for its fields, client.activated/deactivated for `active`. */
function changeEntries(client: ClientRecord, changes: ClientChanges, actor: AuditActor, atMs: number): NewAuditEntry[] {
  const changed = Object.fromEntries(
    Object.entries(definedChanges(changes)).filter(
      ([field, value]) => JSON.stringify(client[field as keyof ClientRecord] ?? null) !== JSON.stringify(value),
    ),
  ) as ClientChanges;
  const { active, ...others } = changed;
  const base = { merchantId: client.merchant_id, actor, target: client.client_id, atMs };
  const entries: NewAuditEntry[] = [];
  if (Object.keys(others).length > 0)
    entries.push({
      ...base,
      action: 'client.updated',
      details: {
        fields: Object.keys(others).map((field) => AUDIT_FIELD[field as keyof ClientChanges]),
        ...auditedFields(others),
      },
    });
  if (active !== undefined) entries.push({ ...base, action: active ? 'client.activated' : 'client.deactivated' });
  return entries;
}

export interface ClientChange {
  clientId: string;
  changes: ClientChanges;
  actor: AuditActor;
  clock: Clock;
  /** A merchant's own change (the dashboard): another merchant's client is not found. */
  merchantId?: string;
  /**
   * Refuses the change of a client read (e.g. the dashboard's KYC rule for reactivation, its PIN
   * for a money-out grant). Called again with the client read again when the client changed
   * before the write.
   */
  guard?: (client: ClientRecord, changes: ClientChanges) => Promise<Refusal | undefined>;
  /** Checks written with the change, given the client read and the change: it is not made when one fails. */
  required?: (client: ClientRecord, changes: ClientChanges) => RequiredChecks | undefined;
}

/**
 * Changes fields of a client (never its secret) with one audit entry per kind of change, written
 * together; a change that changes nothing writes nothing. The write holds only while the client's
 * permissions and state are still those read (the guard judged the change on them); otherwise the
 * client is read and the change judged again.
 */
export async function changeClient(change: ClientChange): Promise<Outcome<ClientRecord>> {
  const urlRefusal = await callbackUrlRefusal(change.changes.callback_url);
  if (urlRefusal) return urlRefusal;
  const changes: ClientChanges = {
    ...change.changes,
    ...(change.changes.permissions === undefined ? {} : { permissions: [...new Set(change.changes.permissions)] }),
  };
  return withRetry(async () => {
    const client = await getClient(change.clientId);
    if (client === undefined || (change.merchantId !== undefined && client.merchant_id !== change.merchantId))
      return clientNotFound();
    const refused = await change.guard?.(client, changes);
    if (refused) return refused;
    const entries = changeEntries(client, changes, change.actor, change.clock.nowMs());
    if (entries.length === 0) return done(client);
    const required = change.required?.(client, changes);
    const updated = await updateClientRecord(client, changes, entries.map(auditEntryItem), required?.items);
    if (updated.kind === 'updated') return done(updated.client);
    if (updated.kind === 'gone') return clientNotFound();
    if (updated.kind === 'refused' && required) return required.refusal;
    return RETRY;
  });
}
