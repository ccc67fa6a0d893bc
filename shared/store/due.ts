import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { config } from '../config';
import { duePartitions, dueShardKey, type DueKind } from './keys';
import { queryAll } from './query';
import { INDEXES } from './table';

/**
 * Paging over the sparse "due" index. A sweep walks it oldest first with a cursor (the key of the
 * last item a page read) instead of re-reading from the start: an item that stays due (its move
 * failed, or a hand-off leaves it due until the dispatcher acts) is then read once per run, never
 * again and again, while the items a run finished have left the index behind the cursor anyway.
 */
export type DueCursor = Record<string, unknown>;

export interface DuePage<T> {
  items: T[];
  /** Where the next page starts; undefined when this page reached the end of what is due. */
  next?: DueCursor;
}

/** Where a due item is written: its kind's shard by a hash of the item id (docs/ARCHITECTURE.md, sections 8 and 9). */
export const dueKey = (kind: DueKind, itemId: string): string => dueShardKey(kind, itemId, config().dueShards);

/** Where a page stopped: the partition (index into `duePartitions`) and the last key read in it. */
interface ShardCursor {
  part: number;
  key?: Record<string, unknown>;
}

const isShardCursor = (value: DueCursor): value is DueCursor & ShardCursor => typeof value.part === 'number';

/**
 * One page of the items of a due kind whose due time is at or before `nowMs`. The kind is spread
 * over shards (and the legacy unsharded key, read first so nothing written before sharding is
 * lost); a page walks them in order, oldest first within each, filling up to `limit` items, and the
 * cursor says which partition and key the next page starts from. Order across shards is by shard,
 * not by due time: a run that reaches the end of the index has seen every item due.
 */
export async function queryDuePage(
  kind: DueKind,
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<Record<string, unknown>>> {
  const partitions = duePartitions(kind, config().dueShards);
  const items: Record<string, unknown>[] = [];
  let part = after !== undefined && isShardCursor(after) ? after.part : 0;
  let startKey = after !== undefined && isShardCursor(after) ? after.key : undefined;
  while (part < partitions.length) {
    const result = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: INDEXES.due.name,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
        ExpressionAttributeValues: { ':pk': partitions[part], ':now': nowMs },
        Limit: limit - items.length,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    items.push(...(result.Items ?? []));
    if (result.LastEvaluatedKey) return { items, next: { part, key: result.LastEvaluatedKey } };
    part += 1;
    startKey = undefined;
    if (items.length >= limit) return { items, ...(part < partitions.length ? { next: { part } } : {}) };
  }
  return { items };
}

/** Every item of a due kind (every shard and the legacy key), due or not: for reports, not sweeps. */
export async function queryAllDue(kind: DueKind): Promise<Record<string, unknown>[]> {
  const pages = await Promise.all(
    duePartitions(kind, config().dueShards).map((pk) =>
      queryAll({
        IndexName: INDEXES.due.name,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      }),
    ),
  );
  return pages.flat();
}

/** A webhook delivery that is due: what the retry sweep needs to hand it to the dispatcher. */
export interface DueDelivery {
  id: string;
  merchant_id: string;
}

/** One page of due webhook deliveries (outbox records past their grace period, retries past their delay). */
export async function listDueDeliveries(
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<DueDelivery>> {
  const page = await queryDuePage('webhook', nowMs, limit, after);
  const items = page.items
    .filter((item) => item.entity === 'webhook')
    .map((item) => ({ id: String(item.id), merchant_id: String(item.merchant_id) }));
  return { items, ...(page.next ? { next: page.next } : {}) };
}
