import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredPosting } from '../domain/statement';
import { ddb, tableName } from './aws';
import { ledgerTimePartition, ledgerTimeSortKey } from './keys';
import { postingPartitions } from './ledger';
import { INDEXES } from './table';

/**
 * A merchant's postings of a span of time from the ledger by time (docs/ARCHITECTURE.md, section
 * 19; keys.ts, ledgerTimePartition): one bounded Query per ledger partition of its balance shards,
 * as large as the span's activity, whatever the history before it. The index is eventually
 * consistent: a posting committed in the last instant may not be there yet.
 */

/** The end of time in the index's sort key: every posting's time is below it. */
export const LEDGER_TIME_END_MS = 9_000_000_000_000_000;

const PROJECTION = {
  ExpressionAttributeNames: { '#id': 'id', '#f': 'from', '#t': 'to', '#r': 'reference' },
  ProjectionExpression: '#id, #f, #t, amount, memo, at_ms, #r',
};

/** The ledger-by-time partitions of a merchant's balance shards 0..shardsMax-1. */
export const ledgerTimePartitions = (merchantId: string, shardsMax: number): string[] =>
  postingPartitions(merchantId, shardsMax).map(ledgerTimePartition);

/** The Query keys of one ledger-by-time partition's postings whose move time is in [fromMs, toMs). */
export function ledgerTimeSpanQuery(partition: string, span: { fromMs: number; toMs: number }) {
  return {
    IndexName: INDEXES.lookup.name,
    // No posting's key equals the bare padded end (each has `#<id>` after it): the span ends before it.
    KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': partition,
      ':from': ledgerTimeSortKey(span.fromMs),
      ':to': ledgerTimeSortKey(span.toMs),
    },
  };
}

/**
 * The postings whose move time is in [fromMs, toMs) over the merchant's ledger partitions (shards
 * 0..shardsMax-1), or 'too_many' as soon as more than `readMax` have been read (the read stops there).
 */
export async function postingsBetween(
  merchantId: string,
  shardsMax: number,
  span: { fromMs: number; toMs: number },
  readMax: number,
): Promise<StoredPosting[] | 'too_many'> {
  const postings: StoredPosting[] = [];
  for (const pk of ledgerTimePartitions(merchantId, shardsMax)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await ddb().send(
        new QueryCommand({
          TableName: tableName(),
          ...ledgerTimeSpanQuery(pk, span),
          ...PROJECTION,
          Limit: readMax + 1 - postings.length,
          ExclusiveStartKey: startKey,
        }),
      );
      postings.push(...((page.Items ?? []) as StoredPosting[]));
      if (postings.length > readMax) return 'too_many';
      startKey = page.LastEvaluatedKey;
    } while (startKey !== undefined);
  }
  return postings;
}
