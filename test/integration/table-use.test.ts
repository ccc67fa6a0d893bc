import { randomUUID } from 'node:crypto';
import type { SendMessageBatchCommandInput } from '@aws-sdk/client-sqs';
import { GATEWAY_SIGNATURE_HEADER } from '../../shared/constants';
import { signBody } from '../../shared/gateway/signature';
import type { RouteDefinition } from '../../shared/http/route';
import type { RouteId } from '../../shared/routes';
import { ddb, sqs } from '../../shared/store/aws';
import { toJakartaIso } from '../../shared/time';
import { RATE_LIMIT_KEY_PREFIX } from '../../infra/grants';
import { ROUTE_ROWS, routeSpec } from '../../infra/specs';
import { GATEWAY_CALLBACK_SECRET, useGatewaySimulator } from '../support/gateway';
import { createMerchantFixture, invoke, type InvokeOptions, type MerchantFixture } from '../support/harness';

/**
 * What the grants of infra/ promise, checked on the handlers themselves: each route runs against
 * DynamoDB Local while a middleware on the service's own client records every command, and a GET
 * route may send nothing but reads and its RATE# rate-limit counter, a table-free route nothing.
 */
useGatewaySimulator();

/** DynamoDB commands that never change an item and that a reading role may send (infra/grants.ts: no Scan). */
const READ_COMMANDS = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'TransactGetItemsCommand',
  'DescribeTableCommand',
]);
const ADMIN = { authorization: `Bearer ${process.env.ADMIN_TOKEN}` };

interface RecordedCommand {
  command: string;
  partitionKey?: unknown;
  /** The partition key of every item the command writes: Put, Update, Delete, each item of a transaction or batch write. */
  writtenKeys: string[];
}

/** A key attribute as the document client or the low-level client carries it. */
const keyText = (value: unknown): string =>
  typeof value === 'object' && value !== null && 'S' in value ? String(value.S) : String(value);

/** The partition keys a command's input writes (none for reads). */
function writtenKeysOf(command: string, input: Record<string, any>): string[] {
  if (/^(Put|PutItem)Command$/.test(command)) return [keyText(input.Item?.pk)];
  if (/^(Update|UpdateItem|Delete|DeleteItem)Command$/.test(command)) return [keyText(input.Key?.pk)];
  if (/^TransactWrite(Items)?Command$/.test(command)) {
    return (input.TransactItems ?? []).flatMap((item: Record<string, any>) => {
      if (item.Put) return [keyText(item.Put.Item?.pk)];
      if (item.Update) return [keyText(item.Update.Key?.pk)];
      if (item.Delete) return [keyText(item.Delete.Key?.pk)];
      return [];
    });
  }
  if (/^BatchWrite(Item)?Command$/.test(command)) {
    return Object.values(input.RequestItems ?? {}).flatMap((requests) =>
      (requests as Array<Record<string, any>>).map((request) =>
        keyText(request.PutRequest?.Item?.pk ?? request.DeleteRequest?.Key?.pk),
      ),
    );
  }
  return [];
}

/** Records every DynamoDB command the service sends while `run` runs, by name and partition key. */
async function recordTableUse<T>(run: () => Promise<T>): Promise<{ result: T; commands: RecordedCommand[] }> {
  const commands: RecordedCommand[] = [];
  const name = `table-use-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const key = (args.input as { Key?: { pk?: unknown } }).Key;
      const command = context.commandName ?? 'unknown';
      commands.push({
        command,
        partitionKey: key?.pk,
        writtenKeys: writtenKeysOf(command, args.input as Record<string, any>),
      });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), commands };
  } finally {
    ddb().middlewareStack.remove(name);
  }
}

/** Captures what the service sends to SQS instead of queueing it, so no other test finds the message. */
async function captureQueued<T>(run: () => Promise<T>): Promise<{ result: T; queued: SendMessageBatchCommandInput[] }> {
  const queued: SendMessageBatchCommandInput[] = [];
  const name = `capture-${randomUUID()}`;
  (await sqs()).middlewareStack.add(
    () => async (args) => {
      const input = args.input as SendMessageBatchCommandInput;
      queued.push(input);
      const output = {
        Successful: (input.Entries ?? []).map((entry) => ({
          Id: entry.Id,
          MessageId: randomUUID(),
          MD5OfMessageBody: '',
        })),
        Failed: [],
        $metadata: {},
      };
      return { output, response: {} };
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), queued };
  } finally {
    (await sqs()).middlewareStack.remove(name);
  }
}

interface Fixtures {
  merchant: MerchantFixture;
  partnerReff: string;
  dedicatedVaId: number;
}

let fixtures: Fixtures;
/** What the fixtures' write routes sent to the table, by route id. */
const fixtureWrites: Record<string, RecordedCommand[]> = {};

beforeAll(async () => {
  const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
  const qrUse = await recordTableUse(() => invoke('createQris', { auth: merchant.auth, body: { amount: 10_000 } }));
  const dedicatedUse = await recordTableUse(() =>
    invoke('createDedicatedVa', { auth: merchant.auth, body: { bank_code: '002' } }),
  );
  const [qr, dedicated] = [qrUse.result, dedicatedUse.result];
  fixtureWrites.createQris = qrUse.commands;
  fixtureWrites.createDedicatedVa = dedicatedUse.commands;
  expect([qr.status, dedicated.status]).toEqual([201, 201]);
  fixtures = {
    merchant,
    partnerReff: qr.body.transaction.partner_reff,
    dedicatedVaId: dedicated.body.virtual_account.id,
  };
});

/** A value for each path parameter that names a record the fixtures created, so the route reads real items. */
function paramValue(route: RouteDefinition, param: string): string {
  if (param === 'partner_reff') return fixtures.partnerReff;
  if (param === 'client_id') return fixtures.merchant.clientId;
  if (param === 'id' && route.path.startsWith('/merchants/')) return fixtures.merchant.merchantId;
  if (param === 'id' && route.path.startsWith('/virtual-accounts/')) return String(fixtures.dedicatedVaId);
  return 'unknown';
}

function requestFor(route: RouteDefinition): InvokeOptions {
  const params = Object.fromEntries(
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, param]) => [param!, paramValue(route, param!)]),
  );
  const headers = route.auth === 'admin' ? ADMIN : {};
  return { params, headers, query: {}, ...(route.auth === 'client' ? { auth: fixtures.merchant.auth } : {}) };
}

const getRoutes = ROUTE_ROWS.filter((route) => route.method === 'GET');

describe('what GET routes do to the table', () => {
  it.each(getRoutes.map((route) => [route.id, route]))(
    'GET route %s sends only reads, besides its own rate-limit counter',
    async (_id, route) => {
      const spec = routeSpec(route);
      const { result, commands } = await recordTableUse(() => invoke(route.id as RouteId, requestFor(route)));
      expect(result.status).toBeLessThan(500);
      const rateLimitHits = commands.filter(
        (recorded) =>
          recorded.command === 'UpdateItemCommand' && String(recorded.partitionKey).startsWith(RATE_LIMIT_KEY_PREFIX),
      );
      const otherWrites = commands.filter(
        (recorded) => !READ_COMMANDS.has(recorded.command) && !rateLimitHits.includes(recorded),
      );
      expect(otherWrites).toEqual([]);
      // A payment page's route that names a link counts the link's window too (payment-links/page-handlers.ts).
      const linkWindow = route.auth === 'payer' && route.path.includes('{link_id}') ? 1 : 0;
      expect(rateLimitHits).toHaveLength(spec.rateLimited ? 1 + linkWindow : 0);
      if (spec.tableAccess === 'none') expect(commands).toEqual([]);
    },
  );
});

describe('what write routes write, against their declared prefixes (infra/table-writes.ts)', () => {
  it.each([['createQris'], ['createDedicatedVa']])('%s writes only partitions its role may write', (routeId) => {
    const spec = routeSpec(ROUTE_ROWS.find((route) => route.id === routeId)!);
    const written = fixtureWrites[routeId]!.flatMap((recorded) => recorded.writtenKeys);
    // Each creates its record: a run that wrote nothing would prove nothing.
    expect(written.length).toBeGreaterThan(0);
    const undeclared = written.filter((pk) => !spec.tableWrites!.prefixes.some((prefix) => pk.startsWith(prefix)));
    expect(undeclared).toEqual([]);
    const deletes = fixtureWrites[routeId]!.filter((recorded) => /^Delete(Item)?Command$/.test(recorded.command));
    if (!spec.tableWrites!.deletes) expect(deletes).toEqual([]);
  });
});

describe('what table-free routes do to the table', () => {
  const tableFreeGets = getRoutes.filter((route) => routeSpec(route).tableAccess === 'none');

  it('covers health, docs, openapi and not-found', () => {
    expect(tableFreeGets.map((route) => route.id)).toEqual(
      expect.arrayContaining(['health', 'openApiDocument', 'docs', 'notFound']),
    );
  });

  it('answers health 200 {ok: true} without touching the table', async () => {
    const { result, commands } = await recordTableUse(() => invoke('health'));
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(commands).toEqual([]);
  });

  it('accepts a signed gateway callback without touching the table', async () => {
    const rawBody = JSON.stringify({
      event: 'payment.paid',
      channel: 'qris',
      partner_reff: fixtures.partnerReff,
      virtual_account_number: null,
      gateway_reference: `GW-TABLE-USE-${randomUUID()}`,
      amount: 10_000,
      occurred_at: toJakartaIso(Date.now()),
    });
    const headers = { [GATEWAY_SIGNATURE_HEADER]: signBody(rawBody, GATEWAY_CALLBACK_SECRET) };
    const { result: recorded, queued } = await captureQueued(() =>
      recordTableUse(() => invoke('gatewayCallback', { rawBody, headers })),
    );
    expect(recorded.result.status).toBe(200);
    expect(recorded.commands).toEqual([]);
    expect(queued).toHaveLength(1);
  });
});
