import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { DUE, type DueKind } from './keys';
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

/** One page of the items of a due partition whose due time is at or before `nowMs`, oldest first. */
export async function queryDuePage(kind: DueKind, nowMs: number, limit: number, after?: DueCursor): Promise<DuePage<Record<string, unknown>>> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.due.name,
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':pk': DUE[kind], ':now': nowMs },
      Limit: limit,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { items: result.Items ?? [], ...(result.LastEvaluatedKey ? { next: result.LastEvaluatedKey } : {}) };
}

/** A webhook delivery that is due: what the retry sweep needs to hand it to the dispatcher. */
export interface DueDelivery {
  id: string;
  merchant_id: string;
}

/** One page of due webhook deliveries (outbox records past their grace period, retries past their delay). */
export async function listDueDeliveries(nowMs: number, limit: number, after?: DueCursor): Promise<DuePage<DueDelivery>> {
  const page = await queryDuePage('webhook', nowMs, limit, after);
  const items = page.items.filter((item) => item.entity === 'webhook').map((item) => ({ id: String(item.id), merchant_id: String(item.merchant_id) }));
  return { items, ...(page.next ? { next: page.next } : {}) };
}
