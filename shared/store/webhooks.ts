import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WEBHOOK_DISPATCH_GRACE_SECONDS, WEBHOOK_LOG_SIZE, WEBHOOK_LOG_TTL_SECONDS } from '../constants';
import { ddb, tableName } from './aws';
import { dueKey, queryDuePage } from './due';
import { keys } from './keys';
import { isConditionFailure, recordOf } from './item';
import { INDEXES } from './table';
import { retryAllowed } from './retry';
import { requestToken, transactWrite, type TxItem } from './transact';

/** `skipped`: the client has no callback URL; `client_inactive`: the client is deactivated or deleted. Neither is sent. */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'skipped' | 'client_inactive';

export interface WebhookDelivery {
  id: string;
  client_id: string;
  merchant_id: string;
  event: string;
  partner_reff: string | null;
  /** The exact bytes sent on every attempt, so the signature of a resend matches the first. */
  body: string;
  state: DeliveryState;
  attempt_count: number;
  created_at_ms: number;
  next_attempt_at_ms?: number;
  last_http_status?: number | null;
  /**
   * The shard of the merchant's event feed and of the client's delivery log this delivery is
   * listed in: the balance shard of the move that made it (absent: 0). A merchant with several
   * balance shards spreads its webhooks' index and log writes over as many partitions.
   */
  feed_shard?: number;
}

export interface DeliveryAttempt {
  id: string;
  event: string;
  partner_reff: string | null;
  http_status: number | null;
  latency_ms: number;
  attempt: number;
  at_ms: number;
  state: DeliveryState;
  error?: string;
}

/** The lease is the dispatchers' bookkeeping, not part of the delivery. */
const toDelivery = (item: Record<string, unknown>): WebhookDelivery =>
  recordOf<WebhookDelivery>(item, ['lease_until_ms', 'lease_owner']);

/**
 * Lookup-index partition of a merchant's webhook events (the feed of GET /events), shard k of it:
 * shard 0 is `MEVT#<merchant>` (a one-shard merchant's only one), shard k > 0 `MEVT#<merchant>#<k>`.
 */
export const merchantEventsPartition = (merchantId: string, shard = 0): string =>
  shard === 0 ? `MEVT#${merchantId}` : `MEVT#${merchantId}#${shard}`;

/** Its sort key: the creation time zero-padded (so strings sort as times), then the delivery id, which is the event id. */
export const merchantEventSortKey = (createdAtMs: number, deliveryId: string): string =>
  `${String(createdAtMs).padStart(15, '0')}#${deliveryId}`;

/**
 * The outbox record: written in the same transaction as the final status it announces. It is due
 * on the sweep index after a grace period, so a crash between commit and dispatch loses nothing.
 * It is also the merchant's event, on the lookup index by creation time. It has no TTL: a resend
 * may be asked for from the delivery log (kept 30 days after its latest attempt) at any time, and
 * the feed's 30-day window is a key range, not an expiry.
 */
export function webhookOutboxItem(delivery: WebhookDelivery): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.webhook(delivery.id),
        entity: 'webhook',
        ...delivery,
        gsi2pk: dueKey('webhook', delivery.id),
        gsi2sk: delivery.created_at_ms + WEBHOOK_DISPATCH_GRACE_SECONDS * 1000,
        gsi3pk: merchantEventsPartition(delivery.merchant_id, delivery.feed_shard ?? 0),
        gsi3sk: merchantEventSortKey(delivery.created_at_ms, delivery.id),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export async function putDelivery(delivery: WebhookDelivery): Promise<void> {
  const outbox = webhookOutboxItem(delivery).Put!;
  await ddb().send(new PutCommand(outbox));
}

export async function getDelivery(deliveryId: string): Promise<WebhookDelivery | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.webhook(deliveryId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'webhook' ? toDelivery(result.Item) : undefined;
}

/**
 * Takes the delivery for one send. Two dispatchers (the immediate one and the sweep, or two copies
 * of a queue message) never send it at the same time; `force` lets an operator resend a finished one.
 */
export async function leaseDelivery(
  deliveryId: string,
  owner: string,
  nowMs: number,
  leaseMs: number,
  force: boolean,
): Promise<WebhookDelivery | undefined> {
  const stateCondition = force ? '' : ' AND #state = :pending';
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.webhook(deliveryId),
        UpdateExpression: 'SET lease_until_ms = :until, lease_owner = :owner',
        ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(lease_until_ms) OR lease_until_ms < :now)${stateCondition}`,
        ExpressionAttributeNames: force ? undefined : { '#state': 'state' },
        ExpressionAttributeValues: {
          ':until': nowMs + leaseMs,
          ':owner': owner,
          ':now': nowMs,
          ...(force ? {} : { ':pending': 'pending' }),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ? toDelivery(result.Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export interface AttemptOutcome {
  state: DeliveryState;
  attemptCount: number;
  nextAttemptAtMs: number | null;
}

/** The delivery's new state, releasing the lease it holds; on the due index only when it is tried again. */
function attemptUpdate(
  delivery: WebhookDelivery,
  owner: string,
  outcome: AttemptOutcome,
  httpStatus: number | null,
): TxItem {
  const values: Record<string, unknown> = {
    ':state': outcome.state,
    ':count': outcome.attemptCount,
    ':status': httpStatus,
    ':owner': owner,
  };
  let update =
    'SET #state = :state, attempt_count = :count, last_http_status = :status REMOVE lease_until_ms, lease_owner';
  if (outcome.nextAttemptAtMs !== null) {
    values[':next'] = outcome.nextAttemptAtMs;
    values[':due'] = dueKey('webhook', delivery.id);
    update =
      'SET #state = :state, attempt_count = :count, last_http_status = :status, next_attempt_at_ms = :next, gsi2pk = :due, gsi2sk = :next REMOVE lease_until_ms, lease_owner';
  } else {
    update += ', gsi2pk, gsi2sk, next_attempt_at_ms';
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.webhook(delivery.id),
      UpdateExpression: update,
      ConditionExpression: 'lease_owner = :owner',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: values,
    },
  };
}

/** Records one attempt: the delivery's new state and its log entry, together, releasing the lease. */
export async function recordAttempt(
  delivery: WebhookDelivery,
  owner: string,
  outcome: AttemptOutcome,
  attempt: DeliveryAttempt,
): Promise<void> {
  const logKey = keys.webhookLog(
    delivery.client_id,
    attempt.at_ms,
    delivery.id,
    attempt.attempt,
    delivery.feed_shard ?? 0,
  );
  const items: TxItem[] = [
    attemptUpdate(delivery, owner, outcome, attempt.http_status),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...logKey,
          entity: 'webhook_log',
          ...attempt,
          ttl: Math.ceil(attempt.at_ms / 1000) + WEBHOOK_LOG_TTL_SECONDS,
        },
      },
    },
  ];
  await writeAttempt(delivery.id, items, `webhook-attempt:${delivery.id}:${attempt.attempt}:${owner}`);
}

/**
 * Contention, throttling and a lost answer are sent again, with the same items and token. A false
 * lease condition after a lost answer means the first send committed (it released the lease);
 * without one, the lease was taken over and this attempt's record is someone else's to write.
 */
async function writeAttempt(deliveryId: string, items: TxItem[], name: string): Promise<void> {
  const token = requestToken(name, items);
  let answerLost = false;
  for (let attempt = 0; ; attempt += 1) {
    const written = await transactWrite(items, token);
    if (written.ok || (written.kind === 'condition' && answerLost)) return;
    if (written.kind === 'condition')
      throw new Error(`Could not record webhook attempt for ${deliveryId}: its lease was taken over`);
    answerLost ||= written.kind === 'unsure';
    if (!(await retryAllowed(attempt)))
      throw new Error(
        `Could not record webhook attempt for ${deliveryId}: still contended after ${attempt + 1} attempts`,
      );
  }
}

/**
 * The client's last WEBHOOK_LOG_SIZE attempts, newest first, over its log shards 0..shards-1 (the
 * merchant's balance shards max): each shard's newest, merged by time.
 */
export async function listDeliveryLog(clientId: string, shards = 1): Promise<DeliveryAttempt[]> {
  const pages = await Promise.all(
    Array.from({ length: shards }, (_, shard) =>
      ddb().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.webhookLog(clientId, 0, '', 0, shard).pk },
          ScanIndexForward: false,
          Limit: WEBHOOK_LOG_SIZE,
        }),
      ),
    ),
  );
  return newestFirst(pages.flatMap((page) => page.Items ?? []))
    .slice(0, WEBHOOK_LOG_SIZE)
    .map((item) => {
      const { pk: _pk, sk: _sk, ...attempt } = item;
      return attempt as unknown as DeliveryAttempt;
    });
}

/** Items of several partitions in one order, newest first, by their sort keys (zero-padded times first). */
function newestFirst<T extends Record<string, unknown>>(items: T[], key = 'sk'): T[] {
  return [...items].sort((left, right) => (String(left[key]) < String(right[key]) ? 1 : -1));
}

/** Up to `limit` due deliveries, from every shard of the due index (and its legacy key). */
export async function listDueDeliveryIds(nowMs: number, limit: number): Promise<string[]> {
  const page = await queryDuePage('webhook', nowMs, limit);
  return page.items.map((item) => String(item.id));
}

export interface EventPageQuery {
  merchantId: string;
  /** The oldest creation time listed (the start of the window). */
  fromMs: number;
  /** List only the events older than this one (the cursor), when given. */
  before?: { createdAtMs: number; id: string };
  limit: number;
  /** The merchant's feed shards to read (its balance shards max); absent: 1. */
  shards?: number;
}

export interface EventPage {
  events: WebhookDelivery[];
  hasMore: boolean;
}

/**
 * A page of a merchant's events, newest first, within [fromMs, cursor). The key range is inclusive,
 * so the cursor itself may come back first and is dropped; one more item than the page is read to
 * learn whether more follow. A read cut short by DynamoDB's 1 MB limit also says more may follow.
 */
export async function listMerchantEvents(query: EventPageQuery): Promise<EventPage> {
  const from = merchantEventSortKey(query.fromMs, '');
  const cursor =
    query.before === undefined ? undefined : merchantEventSortKey(query.before.createdAtMs, query.before.id);
  if (cursor !== undefined && cursor < from) return { events: [], hasMore: false };
  const shards = query.shards ?? 1;
  const pages = await Promise.all(
    Array.from({ length: shards }, (_, shard) =>
      ddb().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: INDEXES.lookup.name,
          KeyConditionExpression:
            cursor === undefined ? 'gsi3pk = :pk AND gsi3sk >= :from' : 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': merchantEventsPartition(query.merchantId, shard),
            ':from': from,
            ...(cursor === undefined ? {} : { ':to': cursor }),
          },
          ScanIndexForward: false,
          Limit: query.limit + 1 + (cursor === undefined ? 0 : 1),
        }),
      ),
    ),
  );
  // Each shard's page is its newest within the range; merged, the page is the newest of them all,
  // and more follow when any shard was cut short or the merge holds more than a page.
  const events = newestFirst(
    pages.flatMap((page) => page.Items ?? []),
    'gsi3sk',
  )
    .filter((item) => item.entity === 'webhook' && item.id !== query.before?.id)
    .map(toDelivery);
  return {
    events: events.slice(0, query.limit),
    hasMore: events.length > query.limit || pages.some((page) => page.LastEvaluatedKey !== undefined),
  };
}
