/**
 * `npm run bench`, partition heat (docs/benchmarks.md, "Scale"): write units per partition key value, on
 * the base table and on every index, while real traffic runs through the local stack's handlers.
 *
 * Method: the local stack runs in this process against DynamoDB Local. A recording middleware on
 * the service's DynamoDB document client sees every write command the handlers (and the webhook
 * dispatcher running in this process) send, and, for each one that succeeded, charges write units:
 * - base table: ceil(item size / 1 KB) per item written (Put, Update, Delete, and ConditionCheck
 *   inside a transaction), doubled for TransactWriteItems, as AWS bills it. The item size is the
 *   size of the Put that created it (attribute names + values), kept in a shadow of the items this
 *   process wrote; an Update of an item the shadow never saw counts 1 KB.
 * - each index (gsi1, gsi2, gsi3; all project ALL, see infra/data-stack.ts and local/infra.ts): the
 *   index key before and after the write, from the shadow and the written attributes (SET/REMOVE of
 *   the index partition key in the UpdateExpression). A new or changed entry writes the new key, a
 *   moved entry also deletes under the old key, an entry whose key stays but whose item changed
 *   writes it again (ALL projection). Same size rule; doubled for transactional writes (conservative).
 * Not charged: failed conditional writes and cancelled transactions (AWS charges them too; their
 * count is printed), reads.
 *
 * Traffic mix, per merchant, each merchant calling from its own source address (127.0.x.y, so the
 * per-IP rate limit item is per merchant as in production): QR creates, half of them paid through
 * the sandbox (gateway callback), transfer inquiries confirmed with the PIN (paid at once by the
 * simulator), and a GET /transactions page. Reported: (a) with 100 merchants, the hottest key's
 * share of all write units (target <= 2 %), the top keys; (b) for one merchant alone, the write
 * units per request on its hottest key and the modelled AWS ceiling = 1,000 WCU/s / that figure,
 * for paid payouts (inquiry + confirm) and for QR creates, and the PIN attempts item's share; (c)
 * the same QR creates for a merchant with 8 sequence counter shards (tx_counter_shards); (d) one
 * merchant with 8 balance shards (balance_shards) and 8 counter shards, funded on every balance
 * shard, whose client has the largest raise of the per-IP limit (its count spread over counter
 * items): the same paid payouts and QR creates; (e) the same merchant's paid payouts through payout
 * batches (DESIGN 16): batches of PARTITIONS_BATCH_ROWS rows made by its client and approved by a
 * second one, the rows validated and paid out by the batch workers of the local stack. The mix of (a)
 * also gives each merchant one batch of BATCH_ROWS_PER_MERCHANT rows. Afterwards the ledger audit
 * must be balanced.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { config } from '../shared/config';
import { RATE_LIMIT_PER_MINUTE_CLIENT_MAX } from '../shared/constants';
import { ddb } from '../shared/store/aws';
import { adjustmentReff } from '../shared/operations/admin';
import { keys, shardOf } from '../shared/store/keys';
import { INDEX_LIST } from '../shared/store/table';
import { runBench, BENCH_ADMIN_TOKEN, startBenchStack } from './support';

process.env.LOG_LEVEL = 'warn';
// The business metrics (EMF lines on stdout) would bury the report.
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
const ADMIN_TOKEN = BENCH_ADMIN_TOKEN;
const PIN = '135790';
const MERCHANTS = Number(process.env.PARTITIONS_MERCHANTS ?? 100);
const QR_PER_MERCHANT = 4;
const PAYOUTS_PER_MERCHANT = 2;
const ONE_MERCHANT_REQUESTS = 40;
/**
 * Part (d)'s sample: its keys are spread by hash, and 40 requests over 8 shards (5 a shard on
 * average) would report the luck of the draw, not the spread a sustained rate sees.
 */
const SPREAD_REQUESTS = Number(process.env.PARTITIONS_SPREAD_REQUESTS ?? 400);
/** The counter shards of the merchant in part (c); PARTITIONS_MERCHANTS=<n> and PARTITIONS_SHARDED_COUNTERS=<k> try others. */
const SHARDED_COUNTERS = Number(process.env.PARTITIONS_SHARDED_COUNTERS ?? 8);
/** The balance shards of the merchant in part (d) (PARTITIONS_BALANCE_SHARDS=<n> tries others); it also has SHARDED_COUNTERS counters. */
const BALANCE_SHARDS = Number(process.env.PARTITIONS_BALANCE_SHARDS ?? 8);
/** Part (e): the rows of each batch (at most 1,000), and how many such batches. */
const BATCH_ROWS = Number(process.env.PARTITIONS_BATCH_ROWS ?? 1_000);
const BATCHES = Number(process.env.PARTITIONS_BATCHES ?? 1);
const BATCH_ROWS_PER_MERCHANT = 2;
const BATCH_WAIT_MS = 600_000;
const BATCH_POLL_MS = 250;
const FUNDING_IDR = 10_000_000;
const CONCURRENCY = 8;
const AWS_PARTITION_WCU_PER_SECOND = 1_000;
const KB = 1024;

// ---------------------------------------------------------------------------------------------
// The recorder.

interface ShadowItem {
  size: number;
  index: Record<string, unknown>;
}

type Units = Map<string, number>;

function valueSize(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(value).replace(/^-/, '').length / 2) + 1;
  if (typeof value === 'boolean') return 1;
  if (value instanceof Uint8Array) return value.length;
  if (value instanceof Set) return [...value].reduce((total: number, entry) => total + valueSize(entry), 0);
  if (Array.isArray(value)) return 3 + value.reduce((total: number, entry) => total + 1 + valueSize(entry), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (total, [name, entry]) => total + Buffer.byteLength(name) + 1 + valueSize(entry),
        0,
      )
    );
  return 8;
}

const itemSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((total, [name, value]) => total + Buffer.byteLength(name) + valueSize(value), 0);
const unitsOf = (size: number): number => Math.max(1, Math.ceil(size / KB));

/** Splits on commas outside parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The attributes an UpdateExpression sets to a plain value, and the ones it removes. */
function parseUpdate(
  expression: string,
  names: Record<string, string> = {},
  values: Record<string, unknown> = {},
): { set: Map<string, unknown>; remove: Set<string> } {
  const set = new Map<string, unknown>();
  const remove = new Set<string>();
  const resolve = (path: string): string => path.trim().replace(/#\w+/g, (name) => names[name] ?? name);
  const clauses = expression
    .split(/\b(SET|REMOVE|ADD|DELETE)\b/i)
    .map((part) => part.trim())
    .filter(Boolean);
  for (let index = 0; index < clauses.length - 1; index += 2) {
    const keyword = clauses[index]!.toUpperCase();
    const body = clauses[index + 1]!;
    for (const part of topLevelParts(body)) {
      if (keyword === 'SET') {
        const [path, ...rest] = part.split('=');
        const rhs = rest.join('=').trim();
        set.set(resolve(path!), /^:\w+$/.test(rhs) ? values[rhs] : undefined);
      } else if (keyword === 'REMOVE') remove.add(resolve(part));
    }
  }
  return { set, remove };
}

class WriteRecorder {
  readonly shadow = new Map<string, ShadowItem>();
  units: Units = new Map();
  /** Base-table units by item (pk|sk): what of a hot partition is which item. */
  items: Units = new Map();
  failed = 0;
  /** Failed writes by command and error (conditional checks lost, cancelled transactions). */
  failures: Units = new Map();
  private readonly name = `partition-heat-${randomUUID()}`;

  start(): void {
    ddb().middlewareStack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName ?? '').replace(/Command$/, '');
        try {
          const output = await next(args);
          this.charge(command, args.input as Record<string, any>);
          return output;
        } catch (error) {
          if (['TransactWriteItems', 'PutItem', 'UpdateItem', 'DeleteItem'].includes(command)) {
            this.failed += 1;
            const what = `${command} ${(error as { name?: string }).name ?? 'Error'}`;
            this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
          }
          throw error;
        }
      },
      { step: 'initialize', name: this.name },
    );
  }

  stop(): void {
    ddb().middlewareStack.remove(this.name);
  }

  /** Starts a new measurement; the shadow of item sizes and index keys stays. */
  reset(): Units {
    const previous = this.units;
    this.units = new Map();
    this.items = new Map();
    this.failed = 0;
    this.failures = new Map();
    return previous;
  }

  private add(label: string, units: number, key?: Record<string, unknown>): void {
    this.units.set(label, (this.units.get(label) ?? 0) + units);
    if (key !== undefined) this.items.set(this.id(key), (this.items.get(this.id(key)) ?? 0) + units);
  }

  private charge(command: string, input: Record<string, any>): void {
    if (command === 'TransactWriteItems') {
      for (const entry of input.TransactItems as Array<Record<string, any>>) {
        if (entry.Put) this.put(entry.Put, 2);
        if (entry.Update) this.update(entry.Update, 2);
        if (entry.Delete) this.remove(entry.Delete, 2);
        if (entry.ConditionCheck)
          this.add(
            `table ${entry.ConditionCheck.Key.pk}`,
            2 * unitsOf(this.shadow.get(this.id(entry.ConditionCheck.Key))?.size ?? 0),
            entry.ConditionCheck.Key,
          );
      }
    } else if (command === 'PutItem') this.put(input, 1);
    else if (command === 'UpdateItem') this.update(input, 1);
    else if (command === 'DeleteItem') this.remove(input, 1);
    else if (command === 'BatchWriteItem') {
      for (const [table, requests] of Object.entries(
        input.RequestItems as Record<string, Array<Record<string, any>>>,
      )) {
        for (const request of requests) {
          if (request.PutRequest) this.put({ TableName: table, Item: request.PutRequest.Item }, 1);
          if (request.DeleteRequest) this.remove({ TableName: table, Key: request.DeleteRequest.Key }, 1);
        }
      }
    }
  }

  private id(key: Record<string, unknown>): string {
    return `${String(key.pk)}|${String(key.sk)}`;
  }

  private indexWrites(
    before: Record<string, unknown>,
    after: Record<string, unknown> | undefined,
    units: number,
    factor: number,
  ): void {
    for (const index of INDEX_LIST) {
      // An index's partition key is a string attribute.
      const old = before[index.partitionKey] as string | undefined;
      const next = after?.[index.partitionKey] as string | undefined;
      if (old !== undefined && next !== undefined && old !== next) {
        this.add(`${index.name} ${String(old)}`, factor * units);
        this.add(`${index.name} ${String(next)}`, factor * units);
      } else if (next !== undefined) this.add(`${index.name} ${String(next)}`, factor * units);
      else if (old !== undefined) this.add(`${index.name} ${String(old)}`, factor * units);
    }
  }

  private put(put: Record<string, any>, factor: number): void {
    const item = put.Item as Record<string, unknown>;
    const key = this.id(item);
    const before = this.shadow.get(key);
    const size = itemSize(item);
    const units = unitsOf(Math.max(size, before?.size ?? 0));
    this.add(`table ${String(item.pk)}`, factor * units, item);
    const index = Object.fromEntries(
      INDEX_LIST.flatMap((definition) =>
        item[definition.partitionKey] === undefined ? [] : [[definition.partitionKey, item[definition.partitionKey]]],
      ),
    );
    this.indexWrites(before?.index ?? {}, index, unitsOf(size), factor);
    this.shadow.set(key, { size, index });
  }

  private update(update: Record<string, any>, factor: number): void {
    const key = this.id(update.Key);
    const before = this.shadow.get(key) ?? { size: 0, index: {} };
    const units = unitsOf(before.size);
    this.add(`table ${String(update.Key.pk)}`, factor * units, update.Key);
    const { set, remove } = parseUpdate(
      String(update.UpdateExpression ?? ''),
      update.ExpressionAttributeNames,
      update.ExpressionAttributeValues,
    );
    const index: Record<string, unknown> = { ...before.index };
    for (const definition of INDEX_LIST) {
      if (set.has(definition.partitionKey)) index[definition.partitionKey] = set.get(definition.partitionKey);
      if (remove.has(definition.partitionKey)) delete index[definition.partitionKey];
    }
    this.indexWrites(before.index, index, units, factor);
    this.shadow.set(key, { size: before.size, index });
  }

  private remove(deletion: Record<string, any>, factor: number): void {
    const key = this.id(deletion.Key);
    const before = this.shadow.get(key);
    this.add(`table ${String(deletion.Key.pk)}`, factor * unitsOf(before?.size ?? 0), deletion.Key);
    if (before) this.indexWrites(before.index, undefined, unitsOf(before.size), factor);
    this.shadow.delete(key);
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP from a chosen source address.

interface Answer {
  status: number;
  body: any;
}

function call(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string },
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...init.headers,
        },
        ...(init.from ? { localAddress: init.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: any;
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<any> {
  const result = await answer;
  if (result.status !== status)
    throw new Error(`${what} answered ${result.status} ${JSON.stringify(result.body)} (expected ${status})`);
  return result.body;
}

async function fromLoops<T>(
  entries: readonly T[],
  concurrency: number,
  work: (entry: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const loop = async (): Promise<void> => {
    while (next < entries.length) {
      const entry = entries[next]!;
      next += 1;
      await work(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, loop));
}

// ---------------------------------------------------------------------------------------------

interface Merchant {
  id: string;
  from: string;
  auth: Record<string, string>;
  /** A second client of the merchant, which approves its payout batches. */
  approver: Record<string, string>;
}

const total = (units: Units): number => [...units.values()].reduce((sum, value) => sum + value, 0);
const ranked = (units: Units): Array<[string, number]> =>
  [...units.entries()].sort((left, right) => right[1] - left[1]);

async function main(): Promise<void> {
  const stack = await startBenchStack({ SANDBOX: '1' });
  const base = stack.baseUrl;
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const recorder = new WriteRecorder();
  recorder.start();
  let accountSerial = 0;

  const newMerchant = async (
    serial: number,
    txCounterShards = 1,
    balanceShards = 1,
    rateLimitPerMinute?: number,
    fundingIdr = FUNDING_IDR,
  ): Promise<Merchant> => {
    const shards = {
      ...(txCounterShards > 1 ? { tx_counter_shards: txCounterShards } : {}),
      ...(balanceShards > 1 ? { balance_shards: balanceShards } : {}),
    };
    const { merchant } = await expectStatus(
      call(base, '/admin/v1/merchants', {
        headers: admin,
        body: { name: `Partition bench ${serial}`, kyc_status: 'verified', pin: PIN, ...shards },
      }),
      201,
      'create merchant',
    );
    const raise = rateLimitPerMinute === undefined ? {} : { rate_limit_per_minute: rateLimitPerMinute };
    const { client } = await expectStatus(
      call(base, `/admin/v1/merchants/${merchant.id}/clients`, { headers: admin, body: raise }),
      201,
      'create client',
    );
    const { client: approver } = await expectStatus(
      call(base, `/admin/v1/merchants/${merchant.id}/clients`, {
        headers: admin,
        body: { ...raise, permissions: ['batch:approve', 'qris:read'] },
      }),
      201,
      'create approver client',
    );
    // One adjustment per balance shard (its key picked so its transaction lands there), as a
    // merchant whose credits arrive over time has money on every shard.
    for (let shard = 0; shard < balanceShards; shard += 1) {
      let key = `partitions-${randomUUID()}`;
      while (shardOf(adjustmentReff(merchant.id, key), balanceShards) !== shard) key = `partitions-${randomUUID()}`;
      await expectStatus(
        call(base, `/admin/v1/merchants/${merchant.id}/balance-adjustments`, {
          headers: { ...admin, 'x-idempotency-key': key },
          body: { amount: Math.ceil(fundingIdr / balanceShards), note: 'Partition bench funding' },
        }),
        200,
        'fund merchant',
      );
    }
    return {
      id: merchant.id,
      from: `127.0.${Math.floor(serial / 250)}.${(serial % 250) + 2}`,
      auth: { authorization: `Bearer ${client.client_id}:${client.client_secret}` },
      approver: { authorization: `Bearer ${approver.client_id}:${approver.client_secret}` },
    };
  };

  const qrCreate = async (merchant: Merchant): Promise<string> =>
    (
      await expectStatus(
        call(base, '/api/v1/qris', { headers: merchant.auth, body: { amount: 50_000 }, from: merchant.from }),
        201,
        'create QR',
      )
    ).transaction.partner_reff;
  const qrPay = (partnerReff: string): Promise<unknown> =>
    expectStatus(call(base, `/sandbox/v1/qris/${partnerReff}/pay`, { method: 'POST' }), 200, 'pay QR');
  const inquiry = async (merchant: Merchant): Promise<string> => {
    accountSerial += 1;
    const body = await expectStatus(
      call(base, '/api/v1/transfer/inquiry', {
        headers: merchant.auth,
        body: { amount: 10_000, bank_code: '014', account_number: `7720${String(accountSerial).padStart(5, '0')}7` },
        from: merchant.from,
      }),
      200,
      'transfer inquiry',
    );
    return body.transaction.partner_reff;
  };
  const confirm = async (merchant: Merchant, partnerReff: string): Promise<void> => {
    const body = await expectStatus(
      call(base, '/api/v1/transfer/confirm', {
        headers: merchant.auth,
        body: { partner_reff: partnerReff, pin: PIN },
        from: merchant.from,
      }),
      200,
      'transfer confirm',
    );
    if (body.transaction?.status !== 'paid') throw new Error(`payout ${partnerReff} ended ${body.transaction?.status}`);
  };
  /** Follows a batch until it leaves `from` (the batch workers of the local stack move it). */
  const batchLeaving = async (merchant: Merchant, batchId: string, from: string): Promise<any> => {
    const deadlineMs = Date.now() + BATCH_WAIT_MS;
    for (;;) {
      const { batch } = await expectStatus(
        call(base, `/api/v1/payout-batches/${batchId}`, { headers: merchant.auth, from: merchant.from }),
        200,
        'read batch',
      );
      if (batch.status !== from) return batch;
      if (Date.now() > deadlineMs) throw new Error(`batch ${batchId} still ${from} after ${BATCH_WAIT_MS} ms`);
      await new Promise((done) => setTimeout(done, BATCH_POLL_MS));
    }
  };
  /** A batch of `rows` transfers made by the merchant's client, approved by its approver, every row paid. */
  const batchPayouts = async (merchant: Merchant, rows: number): Promise<void> => {
    const items = Array.from({ length: rows }, (_, index) => {
      accountSerial += 1;
      const accountNumber = `7720${String(accountSerial).padStart(5, '0')}7`;
      return {
        type: 'transfer',
        bank_code: '014',
        account_number: accountNumber,
        amount: 10_000,
        item_reference: `r${index}`,
      };
    });
    const body = { reference: `bench-${randomUUID()}`, items };
    const created = await expectStatus(
      call(base, '/api/v1/payout-batches', { headers: merchant.auth, body, from: merchant.from }),
      201,
      'create batch',
    );
    const batchId: string = created.batch.batch_id;
    const ready = await batchLeaving(merchant, batchId, 'validating');
    if (ready.status !== 'ready' || ready.valid_count !== rows)
      throw new Error(`batch ${batchId} ended ${ready.status}`);
    await expectStatus(
      call(base, `/api/v1/payout-batches/${batchId}/approve`, {
        headers: merchant.approver,
        body: { pin: PIN },
        from: merchant.from,
      }),
      200,
      'approve batch',
    );
    const done = await batchLeaving(merchant, batchId, 'processing');
    if (done.status !== 'completed' || done.counts.paid !== rows)
      throw new Error(`batch ${batchId} ended ${done.status} with ${JSON.stringify(done.counts)}`);
  };
  /** Lets the in-process webhook dispatcher finish what the requests handed it. */
  const settle = (): Promise<void> => new Promise((done) => setTimeout(done, 1_500));

  try {
    const merchants: Merchant[] = [];
    await fromLoops(
      Array.from({ length: MERCHANTS }, (_, serial) => serial),
      4,
      async (serial) => {
        merchants.push(await newMerchant(serial));
      },
    );
    await settle();

    // (a) 100 merchants' traffic.
    recorder.reset();
    let requests = 0;
    await fromLoops(merchants, CONCURRENCY, async (merchant) => {
      for (let index = 0; index < QR_PER_MERCHANT; index += 1) {
        const partnerReff = await qrCreate(merchant);
        requests += 1;
        if (index % 2 === 0) {
          await qrPay(partnerReff);
          requests += 1;
        }
      }
      for (let index = 0; index < PAYOUTS_PER_MERCHANT; index += 1) {
        await confirm(merchant, await inquiry(merchant));
        requests += 2;
      }
      await expectStatus(
        call(base, '/api/v1/transactions?page=1', { headers: merchant.auth, from: merchant.from }),
        200,
        'list transactions',
      );
      requests += 1;
      // A batch: its create, validation, approval, pay-out and completion.
      await batchPayouts(merchant, BATCH_ROWS_PER_MERCHANT);
      requests += 2;
    });
    await settle();
    const failedMix = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const mix = recorder.reset();
    const mixTotal = total(mix);
    const [hottest] = ranked(mix);

    // (b) one merchant alone: paid payouts, then QR creates, one after another.
    const solo = await newMerchant(MERCHANTS + 1);
    await settle();
    recorder.reset();
    for (let index = 0; index < ONE_MERCHANT_REQUESTS; index += 1) await confirm(solo, await inquiry(solo));
    await settle();
    const failedPayouts = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const payoutItems = recorder.items;
    const payouts = recorder.reset();
    for (let index = 0; index < ONE_MERCHANT_REQUESTS; index += 1) await qrCreate(solo);
    await settle();
    const failedQr = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const qrs = recorder.reset();

    // (c) one merchant with SHARDED_COUNTERS sequence counter shards: the same QR creates.
    const sharded = await newMerchant(MERCHANTS + 2, SHARDED_COUNTERS);
    await settle();
    recorder.reset();
    for (let index = 0; index < ONE_MERCHANT_REQUESTS; index += 1) await qrCreate(sharded);
    await settle();
    const failedShardedQr = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const shardedQrs = recorder.reset();

    // (d) one merchant with BALANCE_SHARDS balance shards and SHARDED_COUNTERS counter shards: paid payouts, then QR creates.
    // Its client has the largest raise of the per-IP limit, so its one address's count is spread too.
    // Funded for part (d)'s payouts and part (e)'s batches too (10,000 + 3,500 fees a row).
    const spread = await newMerchant(
      MERCHANTS + 3,
      SHARDED_COUNTERS,
      BALANCE_SHARDS,
      RATE_LIMIT_PER_MINUTE_CLIENT_MAX,
      FUNDING_IDR + BATCHES * BATCH_ROWS * 15_000,
    );
    await settle();
    recorder.reset();
    for (let index = 0; index < SPREAD_REQUESTS; index += 1) await confirm(spread, await inquiry(spread));
    await settle();
    const failedSpreadPayouts = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const spreadPayoutItems = recorder.items;
    const spreadPayouts = recorder.reset();
    for (let index = 0; index < SPREAD_REQUESTS; index += 1) await qrCreate(spread);
    await settle();
    const failedSpreadQr = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const spreadQrs = recorder.reset();

    // (e) the same merchant's paid payouts through payout batches: one PIN check and one hold per batch.
    for (let batch = 0; batch < BATCHES; batch += 1) await batchPayouts(spread, BATCH_ROWS);
    await settle();
    const failedBatchPayouts = `${recorder.failed} (${[...recorder.failures.entries()].map(([what, count]) => `${count}x ${what}`).join(', ') || 'none'})`;
    const batchItemsWritten = recorder.items;
    const batchPayoutUnits = recorder.reset();

    const audit = await expectStatus(call(base, '/admin/v1/audit', { headers: admin }), 200, 'audit');

    const out = (line: string): boolean => process.stdout.write(`${line}\n`);
    out(
      `\nPartition heat: write units per partition key value (table and gsi1/gsi2/gsi3), DynamoDB Local, through the handlers; DUE_SHARDS=${config().dueShards}\n`,
    );
    out(
      `(a) ${MERCHANTS} merchants, ${requests} requests (per merchant: ${QR_PER_MERCHANT} QR creates, ${QR_PER_MERCHANT / 2} paid, ${PAYOUTS_PER_MERCHANT} paid payouts, 1 list, 1 payout batch of ${BATCH_ROWS_PER_MERCHANT} rows), ${mixTotal} write units over ${mix.size} key values`,
    );
    out(
      `    hottest key: ${hottest![0]} with ${hottest![1]} units = ${((hottest![1] / mixTotal) * 100).toFixed(2)} % (target <= 2 %); failed writes not charged: ${failedMix}`,
    );
    out('    top keys:');
    for (const [label, units] of ranked(mix).slice(0, 8))
      out(`      ${label.padEnd(48)} ${String(units).padStart(6)}  ${((units / mixTotal) * 100).toFixed(2)} %`);

    const model = (name: string, units: Units, failed: string, extra = '', count = ONE_MERCHANT_REQUESTS): void => {
      const [key, hot] = ranked(units)[0]!;
      const perRequest = hot / count;
      out(
        `(b) one merchant, ${count} ${name}: hottest key ${key}, ${perRequest.toFixed(2)} WCU per request on it -> modelled ceiling ${Math.floor(AWS_PARTITION_WCU_PER_SECOND / perRequest)} per second (1,000 WCU/s / ${perRequest.toFixed(2)}); failed writes not charged: ${failed}${extra}`,
      );
      for (const [label, value] of ranked(units).slice(0, 5))
        out(`      ${label.padEnd(48)} ${(value / count).toFixed(2)} WCU per request`);
    };
    const merchantPk = keys.merchant(solo.id).pk;
    model(
      'paid payouts (inquiry + confirm)',
      payouts,
      failedPayouts,
      `; the partition ${merchantPk} holds the profile, balance and counter items, ${keys.pin(solo.id).pk} the PIN item`,
    );
    const merchantItems = [...payoutItems.entries()]
      .filter(([id]) => id.startsWith(`${merchantPk}|`))
      .sort((left, right) => right[1] - left[1]);
    out(
      `      of which, by item: ${merchantItems.map(([id, value]) => `${id.split('|')[1]} ${(value / ONE_MERCHANT_REQUESTS).toFixed(2)}`).join(', ')} WCU per paid payout on ${merchantPk}`,
    );
    model('QR creates', qrs, failedQr);
    model(`QR creates, tx_counter_shards=${SHARDED_COUNTERS}`, shardedQrs, failedShardedQr);
    const spreadName = `balance_shards=${BALANCE_SHARDS}, tx_counter_shards=${SHARDED_COUNTERS}, rate_limit_per_minute=${RATE_LIMIT_PER_MINUTE_CLIENT_MAX}`;
    model(
      `paid payouts (inquiry + confirm), ${spreadName}`,
      spreadPayouts,
      failedSpreadPayouts,
      `; ${keys.merchant(spread.id).pk} now holds only the profile and balance shard 0, ${keys.pin(spread.id).pk} the PIN item`,
      SPREAD_REQUESTS,
    );
    const spreadPk = keys.merchant(spread.id).pk;
    const spreadMerchantItems = [...spreadPayoutItems.entries()]
      .filter(([id]) => id.startsWith(`${spreadPk}|`))
      .sort((left, right) => right[1] - left[1]);
    out(
      `      of which, by item: ${spreadMerchantItems.map(([id, value]) => `${id.split('|')[1]} ${(value / SPREAD_REQUESTS).toFixed(2)}`).join(', ')} WCU per paid payout (balance shard 0 is the BALANCE item)`,
    );
    const perPayout = (value: number): string => (value / SPREAD_REQUESTS).toFixed(2);
    const balanceShardKeys = ranked(spreadPayouts).filter(
      ([label]) => label.startsWith(`table BALANCE#${spread.id}#`) || label === `table ${spreadPk}`,
    );
    const ledgerShardKeys = ranked(spreadPayouts).filter(([label]) => label.startsWith(`table LEDGER#${spread.id}`));
    out(
      `      balance shard partitions (shard 0 = ${spreadPk}): ${balanceShardKeys.map(([label, value]) => `${label.replace('table ', '')} ${perPayout(value)}`).join(', ')}`,
    );
    out(
      `      ledger shard partitions: ${ledgerShardKeys.map(([label, value]) => `${label.replace('table ', '')} ${perPayout(value)}`).join(', ')}`,
    );
    model(`QR creates, ${spreadName}`, spreadQrs, failedSpreadQr, '', SPREAD_REQUESTS);
    const batchRows = BATCHES * BATCH_ROWS;
    model(
      `paid payouts through ${BATCHES} payout batch(es) of ${BATCH_ROWS} rows, ${spreadName}`,
      batchPayoutUnits,
      failedBatchPayouts,
      `; ${keys.pin(spread.id).pk} is written once per batch`,
      batchRows,
    );
    const perRow = (value: number): string => (value / batchRows).toFixed(2);
    const batchKeys = (prefix: string) =>
      ranked(batchPayoutUnits)
        .filter(([label]) => label.startsWith(prefix))
        .slice(0, 4)
        .map(([label, value]) => `${label.replace('table ', '')} ${perRow(value)}`)
        .join(', ');
    out(`      batch row parts (busiest): ${batchKeys('table BATCHITEMS#')}`);
    out(`      balance shard partitions (busiest): ${batchKeys(`table BALANCE#${spread.id}#`)}`);
    const pinWrites = [...batchItemsWritten.entries()].filter(([id]) => id.startsWith(`${keys.pin(spread.id).pk}|`));
    out(`      PIN item: ${pinWrites.map(([, value]) => perRow(value)).join(', ') || '0'} WCU per paid payout`);
    out(`Audit balanced: ${audit.balanced}`);
    if (audit.balanced !== true) throw new Error(`the ledger audit is not balanced: ${JSON.stringify(audit.problems)}`);
  } finally {
    recorder.stop();
    await stack.stop();
  }
}

runBench('partitions bench', main);
