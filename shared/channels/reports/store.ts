import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { partnerReffOfMove } from '../../domain/statement';
import type { ReportPosting } from '../../domain/settlement-report';
import { ddb, tableName } from '../../store/aws';
import { readBalanceShards } from '../../store/balances';
import { keys } from '../../store/keys';
import { ledgerTimePartitions, ledgerTimeSpanQuery } from '../../store/ledger-time';
import { postingPartitions } from '../../store/ledger';
import { REPORT_PAGE_ITEMS_MAX, REPORT_TYPE_CACHE_MAX } from './limits';

/**
 * The settlement report's reads of the ledger (docs/ARCHITECTURE.md, section 19): a merchant's
 * postings over every ledger partition of its balance shards, one page at a time, and the ledger
 * type of a posting written before the engine stamped one.
 */

/** `gsi3pk`: set on every posting written since the ledger by time exists (keys.ts, ledgerTimePartition). */
export type StoredReportPosting = ReportPosting & { reference?: string; gsi3pk?: string };

/**
 * Every posting of a merchant, page by page (at most REPORT_PAGE_ITEMS_MAX items, only the
 * attributes the report reads): the caller aggregates each page and drops it, so at most one page
 * is held whatever the ledger's size. Undefined when the merchant has no balance.
 */
export async function merchantPostingPages(
  merchantId: string,
  pageItems = REPORT_PAGE_ITEMS_MAX,
  withIndexKey = false,
): Promise<AsyncIterable<StoredReportPosting[]> | undefined> {
  const read = await readBalanceShards(merchantId);
  if (read === undefined) return undefined;
  const partitions = postingPartitions(merchantId, read.max);
  return pagesOf(partitions, pageItems, undefined, withIndexKey);
}

/**
 * A merchant's postings whose move time is in [fromMs, toMs), page by page, from the ledger by time
 * (the lookup index): the read is as large as the span's activity, whatever the history before it.
 * The index is eventually consistent: a posting committed in the last instant may not be there yet.
 */
export async function merchantPostingPagesBetween(
  merchantId: string,
  fromMs: number,
  toMs: number,
  pageItems = REPORT_PAGE_ITEMS_MAX,
): Promise<AsyncIterable<StoredReportPosting[]> | undefined> {
  const read = await readBalanceShards(merchantId);
  if (read === undefined) return undefined;
  return pagesOf(ledgerTimePartitions(merchantId, read.max), pageItems, { fromMs, toMs });
}

/** What the report reads of a posting; `gsi3pk` only when it may store checkpoints (whether the posting is in the ledger by time). */
const projection = (withIndexKey: boolean) => ({
  ExpressionAttributeNames: { '#id': 'id', '#f': 'from', '#t': 'to', '#r': 'reference' },
  ProjectionExpression: `#id, #f, #t, amount, at_ms, tx_type, #r${withIndexKey ? ', gsi3pk' : ''}`,
});

async function* pagesOf(
  partitions: readonly string[],
  pageItems: number,
  span?: { fromMs: number; toMs: number },
  withIndexKey = false,
): AsyncIterable<StoredReportPosting[]> {
  for (const pk of partitions) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const keyed =
        span === undefined
          ? { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }
          : ledgerTimeSpanQuery(pk, span);
      const page = await ddb().send(
        new QueryCommand({
          TableName: tableName(),
          ...keyed,
          ...projection(withIndexKey),
          Limit: pageItems,
          ExclusiveStartKey: startKey,
        }),
      );
      yield (page.Items ?? []) as StoredReportPosting[];
      startKey = page.LastEvaluatedKey;
    } while (startKey !== undefined);
  }
}

/**
 * The ledger type of postings written before the engine stamped `tx_type`: the type of the
 * transaction its move names (`<partner_reff>:<trigger>`), or `refund` for a refund's move (a
 * refund is no transaction). Looked up once per move, in a cache of at most REPORT_TYPE_CACHE_MAX
 * moves (the oldest leaves first), so the memory stays bounded on any ledger.
 */
export function legacyTypeLookup(): (reference: string | undefined) => Promise<string | undefined> {
  const cache = new Map<string, string | undefined>();
  return async (reference) => {
    const partnerReff = partnerReffOfMove(reference);
    if (partnerReff === null) return undefined;
    if (cache.has(partnerReff)) return cache.get(partnerReff);
    const type = await typeOfReference(partnerReff);
    if (cache.size >= REPORT_TYPE_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(partnerReff, type);
    return type;
  };
}

async function typeOfReference(partnerReff: string): Promise<string | undefined> {
  const tx = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.transaction(partnerReff),
      ProjectionExpression: '#t',
      ExpressionAttributeNames: { '#t': 'type' },
    }),
  );
  if (tx.Item !== undefined) return String(tx.Item.type);
  const refund = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.refund(partnerReff), ProjectionExpression: 'pk' }),
  );
  return refund.Item === undefined ? undefined : 'refund';
}
