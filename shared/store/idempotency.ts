import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_LOCK_SECONDS, IDEMPOTENCY_TTL_SECONDS } from '../constants';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys } from './keys';
import { retryAllowed } from './retry';
import { maySendAgain, type TxItem } from './transact';

/**
 * The idempotency key protocol. A claim is a conditional put: it succeeds only for a new key, an
 * expired one, or an abandoned in-progress claim of the same request. Everything else is answered
 * from the stored record, which a duplicate never deletes or overwrites.
 */
export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
  /**
   * A client secret the answer showed, kept out of `body` and stored only as the client record keeps
   * it (encrypted, bound to the client): the route puts it back into a replay (secret rotation).
   */
  sealed_secret?: SealedSecret;
}

export interface SealedSecret {
  client_id: string;
  secret_enc: string;
}

export interface IdempotencyClaim {
  key: { pk: string; sk: string };
  owner: string;
  /** Set when the operation completed the record inside its own transaction. */
  completedInTransaction: boolean;
}

/** A claim and the response to store with it, written in the same transaction as the records it answers for. */
export interface IdempotencyCompletion {
  claim: IdempotencyClaim;
  response: StoredResponse;
}

export function storedResponse(statusCode: number, body: unknown): StoredResponse {
  return {
    status: statusCode,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  };
}

/**
 * What an operation gets from the handler layer to store the response with the key: the claim, and
 * how the route renders the operation's value. The operation never sees HTTP itself.
 */
export interface IdempotencyRecorder<T> {
  claim: IdempotencyClaim;
  responseFor(value: T): StoredResponse;
}

export function completionFor<T>(
  recorder: IdempotencyRecorder<T> | undefined,
  value: T,
): IdempotencyCompletion | undefined {
  return recorder === undefined ? undefined : { claim: recorder.claim, response: recorder.responseFor(value) };
}

export type ClaimResult =
  | { kind: 'claimed'; claim: IdempotencyClaim }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'conflict' }
  | { kind: 'in_progress' };

/** A key's stored record, as the claim's condition and the request's read see it. */
export interface IdempotencyRecord {
  state: 'in_progress' | 'completed';
  request_hash: string;
  expires_at_ms: number;
  response?: StoredResponse;
}

/** The record in a table item, or null when the item is not one. */
export function idempotencyRecordOf(item: Record<string, unknown> | undefined): IdempotencyRecord | null {
  if (item?.entity !== 'idempotency') return null;
  const { state, request_hash, expires_at_ms, response } = item as unknown as IdempotencyRecord;
  return { state, request_hash, expires_at_ms, response };
}

/**
 * What a record read before the claim settles without one. A completed record is final until it
 * expires (the claim's condition never overwrites it and a release deletes only in-progress ones),
 * so it answers a replay or a conflict by itself. A record of another request's body answers a
 * conflict. Everything else (no record, an expired one, an in-progress claim of this same request,
 * which may be abandoned) is for the conditional claim to decide.
 */
export function settledByRecord(
  record: IdempotencyRecord | null | undefined,
  requestHash: string,
  nowMs: number,
): ClaimResult | undefined {
  if (record === null || record === undefined || record.expires_at_ms < nowMs) return undefined;
  if (record.request_hash !== requestHash) return { kind: 'conflict' };
  if (record.state === 'completed' && record.response !== undefined)
    return { kind: 'replay', response: record.response };
  return undefined;
}

/**
 * Claims a key. A claim whose answer was lost is sent again with the same owner: if the first
 * attempt had written it, the condition fails on a record this very claim owns, and the claim is
 * ours, rather than answered "in progress" to itself and left stuck until its lock elapses.
 */
export async function claimIdempotencyKey(
  clientId: string,
  idempotencyKey: string,
  requestHash: string,
  nowMs: number,
): Promise<ClaimResult> {
  const key = keys.idempotency(clientId, idempotencyKey);
  const owner = randomBytes(12).toString('hex');
  const expiresAtMs = nowMs + IDEMPOTENCY_TTL_SECONDS * 1000;
  const claim = new PutCommand({
    TableName: tableName(),
    Item: {
      ...key,
      entity: 'idempotency',
      state: 'in_progress',
      request_hash: requestHash,
      owner,
      locked_until_ms: nowMs + IDEMPOTENCY_LOCK_SECONDS * 1000,
      expires_at_ms: expiresAtMs,
      ttl: Math.ceil(expiresAtMs / 1000),
    },
    // Expired records may linger until TTL deletion runs; they no longer count.
    ConditionExpression:
      'attribute_not_exists(pk) OR expires_at_ms < :now OR (#state = :in_progress AND locked_until_ms < :now AND request_hash = :hash)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':now': nowMs, ':in_progress': 'in_progress', ':hash': requestHash },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ddb().send(claim);
      return { kind: 'claimed', claim: { key, owner, completedInTransaction: false } };
    } catch (error) {
      if (isConditionFailure(error)) {
        // The document client does not unmarshall the item carried by the exception.
        const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
        const existing = raw ? (unmarshall(raw) as IdempotencyRecord & { owner?: string }) : undefined;
        if (existing?.owner === owner) return { kind: 'claimed', claim: { key, owner, completedInTransaction: false } };
        return classifyExisting(existing, requestHash);
      }
      if (!maySendAgain(error) || !(await retryAllowed(attempt))) throw error;
    }
  }
}

function classifyExisting(existing: IdempotencyRecord | undefined, requestHash: string): ClaimResult {
  if (existing === undefined) return { kind: 'in_progress' };
  if (existing.request_hash !== requestHash) return { kind: 'conflict' };
  if (existing.state === 'completed' && existing.response !== undefined)
    return { kind: 'replay', response: existing.response };
  return { kind: 'in_progress' };
}

/** The update that completes a claim; operations put it in the same transaction as their writes. */
export function completionItem(claim: IdempotencyClaim, response: StoredResponse): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: claim.key,
      UpdateExpression: 'SET #state = :completed, #response = :response REMOVE locked_until_ms',
      ConditionExpression: '#owner = :owner AND #state = :in_progress',
      ExpressionAttributeNames: { '#state': 'state', '#response': 'response', '#owner': 'owner' },
      ExpressionAttributeValues: {
        ':completed': 'completed',
        ':response': response,
        ':owner': claim.owner,
        ':in_progress': 'in_progress',
      },
    },
  };
}

export async function completeIdempotencyKey(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
  const update = completionItem(claim, response).Update!;
  try {
    await ddb().send(new UpdateCommand(update));
  } catch (error) {
    // Losing the claim (taken over after the lock elapsed) leaves the other request's record intact.
    if (!isConditionFailure(error)) throw error;
  }
}

/** A 5xx releases the key so the client may retry; only the owner's own in-progress record is removed. */
export async function releaseIdempotencyKey(claim: IdempotencyClaim): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: claim.key,
        ConditionExpression: '#owner = :owner AND #state = :in_progress',
        ExpressionAttributeNames: { '#owner': 'owner', '#state': 'state' },
        ExpressionAttributeValues: { ':owner': claim.owner, ':in_progress': 'in_progress' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
