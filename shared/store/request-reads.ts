import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { rememberBalanceShards } from './balance-shards-known';
import type { ClientRecord } from './clients';
import {
  counterShardsOf,
  getMerchant,
  knownCounterShardsOf,
  type MerchantRecord,
  rememberCounterShards,
} from './merchants';
import { type IdempotencyRecord, idempotencyRecordOf } from './idempotency';
import { keys, txCounterKey } from './keys';
import { retryAllowed } from './retry';
import { readTransactionCounters } from './transactions';

/**
 * One read for everything a merchant request must know before it acts: the API client, the
 * merchant records its route names (RouteDefinition.reads) and the idempotency record when a key is
 * sent, fetched together with one BatchGetItem. Their keys all come from the request: the client id
 * and the key from its headers, the merchant id from the client id (see merchantOfClient).
 */
export type MerchantRead = 'merchant' | 'transactionCounter' | ItemRead;

/**
 * A merchant item a channel's module reads with the request: it declares the item's key when it
 * loads (declareItemRead), so only the bundles of functions that use the item build its key (and
 * need its grants). A route naming an item no module declared reads nothing more.
 */
export type ItemRead = 'pinAttempts';
const itemKeys = new Map<ItemRead, (merchantId: string) => Key>();

/** `key`: the item's key for a merchant; fetched strongly consistent (the item decides a write). */
export function declareItemRead(read: ItemRead, key: (merchantId: string) => Key): void {
  itemKeys.set(read, key);
}

/** Merchant records an operation reads; prefetched by the request, or read fresh. */
export interface MerchantReads {
  merchant(merchantId: string): Promise<MerchantRecord | undefined>;
  /** The merchant's transaction counters, one per counter shard (strongly consistent). */
  transactionCounters(merchantId: string): Promise<number[]>;
  /** A declared item as the request fetched it (undefined: no such item); null: not fetched, read it fresh. */
  item(read: ItemRead, merchantId: string): Promise<Record<string, unknown> | undefined | null>;
}

/** Reads each record when asked: workers, admin routes and tests. */
export const freshReads: MerchantReads = {
  merchant: getMerchant,
  transactionCounters: readTransactionCounters,
  item: () => Promise.resolve(null),
};

export interface RequestReadPlan {
  clientId: string;
  reads: readonly MerchantRead[];
  /** The idempotency record to fetch: the caller's key in the client's scope. */
  idempotencyKey?: string;
}

export interface PrefetchedRequest {
  client: ClientRecord | undefined;
  /** Absent when no key was sent; `null` when the key has no record. */
  idempotencyRecord?: IdempotencyRecord | null;
  reads: MerchantReads;
}

/**
 * client id -> merchant id, learned from client records this process has read. This is not a
 * credential cache: a client never moves to another merchant (no write changes its merchant_id), so
 * the pair cannot go stale. The client record itself (secret hash, active flag, permissions, allowed
 * IPs) is read on every request, in the same BatchGetItem, so a deactivation or a rotation takes
 * effect on the very next request. Only the merchant's key is known one read earlier. The first
 * request of a client in a fresh process reads the client first and the merchant records after it.
 */
const merchantOfClient = new Map<string, string>();
const MERCHANT_OF_CLIENT_ENTRIES_MAX = 10_000;

function rememberMerchantOf(client: ClientRecord): void {
  if (merchantOfClient.get(client.client_id) === client.merchant_id) return;
  if (merchantOfClient.size >= MERCHANT_OF_CLIENT_ENTRIES_MAX)
    merchantOfClient.delete(merchantOfClient.keys().next().value!);
  merchantOfClient.set(client.client_id, client.merchant_id);
}

/** Tests start from a process that has seen no client. */
export function forgetClientMerchants(): void {
  merchantOfClient.clear();
}

export type Key = { pk: string; sk: string };
const keyId = (key: Key): string => `${key.pk}\u0000${key.sk}`;

/**
 * The counters' keys: the K shards' when this process knows the merchant's K; else the one
 * counter of a merchant with one shard, with the merchant record, which tells K (a merchant with
 * more shards then reads its counters once more, on the first request of a process only).
 */
function counterKeys(merchantId: string): Key[] {
  const shards = knownCounterShardsOf(merchantId);
  if (shards === undefined) return [keys.txCounter(merchantId), keys.merchant(merchantId)];
  return Array.from({ length: shards }, (_, shard) => txCounterKey(merchantId, shard, shards));
}

const READ_KEYS: Record<Exclude<MerchantRead, ItemRead>, (merchantId: string) => Key[]> = {
  merchant: (merchantId) => [keys.merchant(merchantId)],
  transactionCounter: counterKeys,
};

const isItemRead = (read: MerchantRead): read is ItemRead => read === 'pinAttempts';

const readKeysOf = (read: MerchantRead, merchantId: string): Key[] => {
  if (!isItemRead(read)) return READ_KEYS[read](merchantId);
  const key = itemKeys.get(read);
  return key === undefined ? [] : [key(merchantId)];
};

function merchantKeys(merchantId: string, reads: readonly MerchantRead[]): Key[] {
  const unique = new Map<string, Key>();
  for (const key of reads.flatMap((read) => readKeysOf(read, merchantId))) unique.set(keyId(key), key);
  return [...unique.values()];
}

/** Reads whose value decides a write: fetched strongly consistent, and served to one ask only. */
const DECIDING_READS: readonly MerchantRead[] = ['transactionCounter', 'pinAttempts'];

/**
 * Fetches the keys in one call: a GetItem for one key, else a BatchGetItem (keys it leaves
 * unprocessed are asked again, with backoff). Strongly consistent when `consistent`.
 */
async function readKeys(wanted: Key[], consistent: boolean): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  if (wanted.length === 1) {
    const result = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: wanted[0], ConsistentRead: consistent }),
    );
    if (result.Item) found.set(keyId(result.Item as Key), result.Item);
    return found;
  }
  let pending: Key[] = wanted;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0 && !(await retryAllowed(attempt - 1)))
      throw new Error(`BatchGetItem left ${pending.length} keys unprocessed ${attempt} times`);
    const table = tableName();
    const result = await ddb().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: consistent } } }),
    );
    for (const item of result.Responses?.[table] ?? []) found.set(keyId(item as Key), item);
    pending = (result.UnprocessedKeys?.[table]?.Keys as Key[] | undefined) ?? [];
  }
  return found;
}

/** What the request fetched for the client's merchant; `undefined` where a record was not asked for. */
interface Fetched {
  merchant?: MerchantRecord;
  counters?: number[];
  /** Each declared item the read asked for: its item, or undefined when it does not exist. */
  items: Map<ItemRead, Record<string, unknown> | undefined>;
}

const entityData = <T>(item: Record<string, unknown> | undefined, entity: string): T | undefined =>
  item?.entity === entity ? (item.data as T) : undefined;

/** `askedKeys`: the merchant keys the read asked for (merchantKeys at the time it was sent). */
function fetchedOf(
  found: Map<string, Record<string, unknown>>,
  merchantId: string,
  reads: readonly MerchantRead[],
  askedKeys: Key[],
): Fetched {
  const merchantKey = keys.merchant(merchantId);
  const merchantItem = askedKeys.some((key) => keyId(key) === keyId(merchantKey))
    ? entityData<MerchantRecord>(found.get(keyId(merchantKey)), 'merchant')
    : undefined;
  if (merchantItem) {
    rememberCounterShards(merchantItem);
    rememberBalanceShards(merchantItem);
  }
  return {
    merchant: reads.includes('merchant') ? merchantItem : undefined,
    counters: reads.includes('transactionCounter') ? countersOf(found, merchantId, askedKeys, merchantItem) : undefined,
    items: itemsOf(found, merchantId, reads, askedKeys),
  };
}

/** The declared items the read asked for, found or not. */
function itemsOf(
  found: Map<string, Record<string, unknown>>,
  merchantId: string,
  reads: readonly MerchantRead[],
  askedKeys: Key[],
): Map<ItemRead, Record<string, unknown> | undefined> {
  const asked = new Set(askedKeys.map(keyId));
  const items = new Map<ItemRead, Record<string, unknown> | undefined>();
  for (const read of reads.filter(isItemRead)) {
    const key = itemKeys.get(read)?.(merchantId);
    if (key !== undefined && asked.has(keyId(key))) items.set(read, found.get(keyId(key)));
  }
  return items;
}

/** The counters the read fetched; undefined when it fetched the one-shard counter of a merchant with more. */
function countersOf(
  found: Map<string, Record<string, unknown>>,
  merchantId: string,
  askedKeys: Key[],
  merchant: MerchantRecord | undefined,
): number[] | undefined {
  const shards = knownCounterShardsOf(merchantId) ?? (merchant ? counterShardsOf(merchant) : 1);
  const counterKeysWanted = Array.from({ length: shards }, (_, shard) => txCounterKey(merchantId, shard, shards));
  const asked = new Set(askedKeys.map(keyId));
  if (!counterKeysWanted.every((key) => asked.has(keyId(key)))) return undefined;
  return counterKeysWanted.map((key) => Number(found.get(keyId(key))?.seq ?? 0));
}

/**
 * Answers from what the request fetched for the client's merchant (fetched with the client, or on
 * the first ask in one read of all the route's records), and reads anything else fresh.
 */
class PrefetchedReads implements MerchantReads {
  private readonly taken = new Set<keyof Fetched | ItemRead>();
  private readonly load: () => Promise<Fetched>;
  private fetched: Promise<Fetched> | undefined;

  constructor(
    private readonly merchantId: string,
    fetched: Fetched | (() => Promise<Fetched>),
  ) {
    this.load = typeof fetched === 'function' ? fetched : () => Promise.resolve(fetched);
  }

  private async value<K extends keyof Fetched>(name: K, merchantId: string): Promise<Fetched[K] | undefined> {
    if (merchantId !== this.merchantId) return undefined;
    this.fetched ??= this.load();
    return (await this.fetched)[name];
  }

  /**
   * A value that decides a write (the counter) serves the first ask only: an
   * operation that asks again (a create that lost the counter race) needs the value as it is now.
   */
  private async once<K extends keyof Fetched>(name: K, merchantId: string): Promise<Fetched[K] | undefined> {
    if (this.taken.has(name)) return undefined;
    this.taken.add(name);
    return this.value(name, merchantId);
  }

  async merchant(merchantId: string): Promise<MerchantRecord | undefined> {
    return (await this.value('merchant', merchantId)) ?? getMerchant(merchantId);
  }

  async transactionCounters(merchantId: string): Promise<number[]> {
    return (await this.once('counters', merchantId)) ?? readTransactionCounters(merchantId);
  }

  /** A declared item decides a write: served to the first ask only, like the counter. */
  async item(read: ItemRead, merchantId: string): Promise<Record<string, unknown> | undefined | null> {
    if (this.taken.has(read)) return null;
    this.taken.add(read);
    const items = await this.value('items', merchantId);
    return items?.has(read) ? items.get(read) : null;
  }
}

/**
 * Reads the client, the idempotency record and, when this process knows the client's merchant,
 * the route's merchant records, in one call. A client whose merchant is not known yet gets its
 * merchant records on the first ask, in one more call, after authentication: so a request with an
 * unknown client id and one with a known id but a wrong secret both cost one round trip before the
 * answer, and the timing does not tell which client ids exist. Reads are strongly consistent when
 * they include the idempotency record or a value that decides a write; a client-only or
 * client-and-merchant read is eventually consistent, as a single GetItem of the client always was.
 */
export async function prefetchRequest(plan: RequestReadPlan): Promise<PrefetchedRequest> {
  const clientKey = keys.client(plan.clientId);
  const recordKey =
    plan.idempotencyKey === undefined ? undefined : keys.idempotency(plan.clientId, plan.idempotencyKey);
  const consistent = recordKey !== undefined || plan.reads.some((read) => DECIDING_READS.includes(read));
  const knownMerchantId = plan.reads.length > 0 ? merchantOfClient.get(plan.clientId) : undefined;
  const knownMerchantKeys = knownMerchantId === undefined ? [] : merchantKeys(knownMerchantId, plan.reads);
  const first = [clientKey, ...(recordKey ? [recordKey] : []), ...knownMerchantKeys];
  const found = await readKeys(first, consistent);
  const client = entityData<ClientRecord>(found.get(keyId(clientKey)), 'client');
  const idempotencyRecord = recordKey === undefined ? undefined : idempotencyRecordOf(found.get(keyId(recordKey)));
  if (client === undefined) return { client, idempotencyRecord, reads: freshReads };
  rememberMerchantOf(client);
  const merchantId = client.merchant_id;
  if (plan.reads.length > 0 && knownMerchantId !== merchantId) {
    const later = async () => {
      const asked = merchantKeys(merchantId, plan.reads);
      return fetchedOf(await readKeys(asked, consistent), merchantId, plan.reads, asked);
    };
    return { client, idempotencyRecord, reads: new PrefetchedReads(merchantId, later) };
  }
  return {
    client,
    idempotencyRecord,
    reads: new PrefetchedReads(merchantId, fetchedOf(found, merchantId, plan.reads, knownMerchantKeys)),
  };
}
