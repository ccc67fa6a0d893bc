/**
 * The single DynamoDB table, defined once: the CDK stack and the local stack both build it from
 * this description, so the keys and indexes cannot drift apart.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;
export const TTL_ATTRIBUTE = 'ttl';

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  sortKeyType: 'S' | 'N';
  purpose: string;
}

export const INDEXES = {
  /** A merchant's transactions by their gap-free sequence number: page N is a key range. */
  byMerchantSeq: {
    name: 'gsi1',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    sortKeyType: 'N',
    purpose: 'merchant transactions by sequence number',
  },
  /** Sparse "due" index: expiries, webhook retries, settlements, reconciliations by due time. */
  due: {
    name: 'gsi2',
    partitionKey: 'gsi2pk',
    sortKey: 'gsi2sk',
    sortKeyType: 'N',
    purpose: 'work due at a time (sparse)',
  },
  /** Lookups by an external identifier (VA number, gateway reference). */
  lookup: {
    name: 'gsi3',
    partitionKey: 'gsi3pk',
    sortKey: 'gsi3sk',
    sortKeyType: 'S',
    purpose: 'lookup by external identifier',
  },
} as const satisfies Record<string, IndexDefinition>;

export const INDEX_LIST: IndexDefinition[] = Object.values(INDEXES);
