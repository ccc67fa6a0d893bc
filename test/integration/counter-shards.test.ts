import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TX_COUNTER_SHARD_SLACK } from '../../shared/domain/tx-seq';
import { exportTransactions } from '../../shared/operations/export';
import { adminCreateMerchant } from '../../shared/operations/admin';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { CreateMerchantBodySchema, PatchMerchantBodySchema } from '../../shared/schemas/admin';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { invoke, type MerchantFixture, valueOf } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * Issue 20: one merchant's creates spread over K counter shards (`tx_counter_shards`), and
 * GET /transactions keeps its page-number pagination and meta, page 50 costing what page 1 costs.
 */
useGatewaySimulator();

const SHARDS = 4;
const CREATES = 40;
const IN_FLIGHT = 8;
let inFlight = 0;

async function shardedMerchant(shards: number): Promise<MerchantFixture> {
  const clock = { nowMs: () => Date.now() };
  const created = valueOf(
    await adminCreateMerchant(
      { name: `Sharded ${randomUUID().slice(0, 8)}`, kyc_status: 'verified', pin: '123456', tx_counter_shards: shards },
      clock,
    ),
  );
  expect(created.merchant).toMatchObject({ tx_counter_shards: shards });
  const client = valueOf(await adminCreateClient(created.merchant.id, { callback_url: null }, clock)).client as {
    client_id: string;
    client_secret: string;
  };
  return {
    merchantId: created.merchant.id,
    clientId: client.client_id,
    clientSecret: client.client_secret,
    auth: { clientId: client.client_id, clientSecret: client.client_secret },
  };
}

type Counts = { calls: Record<string, number>; items: number };

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; counts: Counts }> {
  const counts: Counts = { calls: {}, items: 0 };
  const name = `count-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName).replace(/Command$/, '');
      counts.calls[command] = (counts.calls[command] ?? 0) + 1;
      const output = await next(args);
      const body = output.output as { ScannedCount?: number; Responses?: Record<string, unknown[]> };
      counts.items += body.ScannedCount ?? 0;
      for (const items of Object.values(body.Responses ?? {})) counts.items += items.length;
      return output;
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), counts };
  } finally {
    ddb().middlewareStack.remove(name);
  }
}

const list = (merchant: MerchantFixture, perPage: number, page: number) =>
  invoke('listTransactions', { auth: merchant.auth, query: { per_page: String(perPage), page: String(page) } });

describe('tx_counter_shards', () => {
  it('is 1 to 16 at creation and cannot be patched', () => {
    expect(CreateMerchantBodySchema.safeParse({ name: 'a', tx_counter_shards: 4 }).success).toBe(true);
    expect(CreateMerchantBodySchema.safeParse({ name: 'a', tx_counter_shards: 0 }).success).toBe(false);
    expect(CreateMerchantBodySchema.safeParse({ name: 'a', tx_counter_shards: 17 }).success).toBe(false);
    expect(PatchMerchantBodySchema.safeParse({ tx_counter_shards: 2 }).success).toBe(false);
  });

  describe(`a merchant with ${SHARDS} shards, ${CREATES} creates, ${IN_FLIGHT} at once`, () => {
    let merchant: MerchantFixture;
    const created: string[] = [];

    beforeAll(async () => {
      merchant = await shardedMerchant(SHARDS);
      const startedMs = Date.now();
      // IN_FLIGHT at a time through the real handler: the harness gives each request 25 s, and this
      // machine's two cores are shared; every create still races the others on the same K counters.
      const responses: Awaited<ReturnType<typeof invoke>>[] = [];
      const { counts } = await counted(() =>
        Promise.all(
          Array.from({ length: IN_FLIGHT }, async () => {
            while (responses.length + inFlight < CREATES) {
              inFlight += 1;
              const response = await invoke('createQris', { auth: merchant.auth, body: { amount: 25_000 } });
              inFlight -= 1;
              responses.push(response);
            }
          }),
        ),
      );
      process.stdout.write(
        `counter-shards: ${CREATES} creates, ${IN_FLIGHT} at once, took ${Date.now() - startedMs} ms, DynamoDB calls ${JSON.stringify(counts.calls)}\n`,
      );
      for (const response of responses) {
        if (response.status !== 201) process.stdout.write(`${JSON.stringify(response.body)}\n`);
        expect(response.status).toBe(201);
        created.push(response.body.transaction.partner_reff);
      }
    }, 120_000);

    it('numbers them on counters under their own keys, balanced within the slack', async () => {
      const counters: number[] = [];
      for (let shard = 0; shard < SHARDS; shard += 1) {
        const item = await ddb().send(
          new GetCommand({
            TableName: tableName(),
            Key: keys.txCounterShard(merchant.merchantId, shard),
            ConsistentRead: true,
          }),
        );
        counters.push(Number(item.Item?.seq));
      }
      expect(counters.reduce((sum, counter) => sum + counter, 0)).toBe(CREATES);
      expect(Math.max(...counters) - Math.min(...counters)).toBeLessThanOrEqual(TX_COUNTER_SHARD_SLACK + 1);
      const legacy = await ddb().send(
        new GetCommand({ TableName: tableName(), Key: keys.txCounter(merchant.merchantId), ConsistentRead: true }),
      );
      expect(legacy.Item).toBeUndefined();
    });

    it.each([[1], [3], [7], [20], [100]])(
      'lists each exactly once, newest (highest sequence) first, over pages of %i',
      async (perPage) => {
        const lastPage = Math.ceil(CREATES / perPage);
        const seen: Array<{ partner_reff: string }> = [];
        for (let page = 1; page <= lastPage + 1; page += 1) {
          const response = await list(merchant, perPage, page);
          expect(response.status).toBe(200);
          expect(response.body.meta).toEqual({
            current_page: page,
            last_page: lastPage,
            total: CREATES,
            per_page: perPage,
          });
          expect(response.body.data).toHaveLength(
            page <= lastPage ? Math.min(perPage, CREATES - (page - 1) * perPage) : 0,
          );
          seen.push(...response.body.data);
        }
        expect(seen.map((item) => item.partner_reff).sort()).toEqual([...created].sort());
      },
    );

    it('orders the whole list by sequence number, strictly', async () => {
      const stored = await Promise.all(
        created.map((reff) => ddb().send(new GetCommand({ TableName: tableName(), Key: keys.transaction(reff) }))),
      );
      const ids = new Map(stored.map((item) => [String(item.Item?.partner_reff), Number(item.Item?.seq)]));
      expect(ids.size).toBe(CREATES);
      const listed = (await list(merchant, 100, 1)).body.data.map(
        (item: { partner_reff: string }) => item.partner_reff,
      );
      expect(listed).toHaveLength(CREATES);
      // Sequence numbers: unique across shards, and the list is in their descending order.
      const listedIds = listed.map((reff: string) => ids.get(reff)!);
      expect(new Set(listedIds).size).toBe(CREATES);
      expect(listedIds).toEqual([...listedIds].sort((a, b) => b - a));
    });

    it('costs the last page (page 40 of one) what page 1 costs: K queries at most, one item each', async () => {
      const first = await counted(() => list(merchant, 1, 1));
      const last = await counted(() => list(merchant, 1, CREATES));
      expect(first.result.body.data).toHaveLength(1);
      expect(last.result.body.data).toHaveLength(1);
      expect(last.counts.calls).toEqual(first.counts.calls);
      expect(last.counts.items).toBeLessThanOrEqual(2 * first.counts.items);
      expect(first.counts.calls.Query).toBe(1);
      process.stdout.write(
        `counter-shards page cost (K=${SHARDS}, per_page 1): page 1 ${JSON.stringify(first.counts)}, page ${CREATES} ${JSON.stringify(last.counts)}\n`,
      );
      const wide1 = await counted(() => list(merchant, 7, 1));
      const wide6 = await counted(() => list(merchant, 7, 6));
      expect(wide6.counts.calls.Query ?? 0).toBeLessThanOrEqual(SHARDS);
      expect(wide6.counts.items).toBeLessThanOrEqual(2 * wide1.counts.items);
      process.stdout.write(
        `counter-shards page cost (K=${SHARDS}, per_page 7): page 1 ${JSON.stringify(wide1.counts)}, page 6 ${JSON.stringify(wide6.counts)}\n`,
      );
    });

    it('exports every one exactly once, newest first', async () => {
      const outcome = valueOf(
        await exportTransactions(merchant.merchantId, {}, Date.now(), {
          rowsMax: 1_000,
          rangeDaysMax: 31,
          pageItemsMax: 3,
        }),
      );
      let text = '';
      for await (const chunk of outcome.chunks) text += chunk;
      const rows = text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(rows).toHaveLength(CREATES);
      expect([...rows].sort()).toEqual([...created].sort());
      const listed = (await list(merchant, 100, 1)).body.data.map(
        (item: { partner_reff: string }) => item.partner_reff,
      );
      expect(rows).toEqual(listed);
    });
  });
});
