import { auditLedger } from '../../shared/store/ledger';
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, PurgeQueueCommand } from '@aws-sdk/client-sqs';
import type { Clock } from '../../shared/clock';
import type { Scheduler } from '../../shared/scheduler';
import { WaitTimeScheduler } from './scheduler';
import { fullPath, routeById, type RouteId } from '../../shared/routes';
import type { RouteDefinition } from '../../shared/http/route';
import { RESPONSE_SCHEMAS } from '../../shared/http/response-schemas';
import { ErrorEnvelopeSchema } from '../../shared/schemas/common';
import { setHandlerClock } from '../../shared/http/api-handler';
import { setWorkerClock } from '../../shared/http/worker';
import { adminAdjustBalance, adminCreateMerchant, type AdjustmentInput } from '../../shared/operations/admin';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import type { Outcome } from '../../shared/domain/outcome';
import type { OperationResult } from '../../shared/http/context';
import { OK_200, respond } from '../../shared/http/outcome';
import type { Permission } from '../../shared/http/route';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Fees } from '../../shared/domain/fees';
import { ddb, sqs, tableName } from '../../shared/store/aws';
import { queueUrl } from '../../shared/store/queue';
import { keys } from '../../shared/store/keys';
import { queryAll } from '../../shared/store/query';
import type { QueueId } from '../../shared/queues';

/** A clock the test moves by hand; handlers and workers read it instead of the wall clock. */
export class TestClock implements Clock {
  constructor(private currentMs = Date.now()) {}
  nowMs(): number {
    return this.currentMs;
  }
  advanceSeconds(seconds: number): void {
    this.currentMs += seconds * 1000;
  }
  set(epochMs: number): void {
    this.currentMs = epochMs;
  }
}

const DAY_MS = 86_400_000;

/**
 * Clocks at the time of day of `lastMs`, one a call, each a day before the one before it. A test file
 * has its own table (test/support/file-infra.ts), so only its own tests share a sweep; handing each
 * test an earlier day than the tests before it keeps a sweep (which acts on what is due before its
 * "now") away from anything an earlier test of the file left due later.
 */
export function earlierDays(lastMs: number): () => TestClock {
  let days = 0;
  return () => new TestClock(lastMs - days++ * DAY_MS);
}

/**
 * Handlers and workers read `clock` (the service clock) and run each request's or message's unit of
 * work on `scheduler` (its retry backoff and deadline, the PIN wait: shared/scheduler.ts); undefined
 * for either is the system one.
 */
export function useClock(clock: Clock | undefined, scheduler: Scheduler = WAIT_TIME): void {
  setHandlerClock(clock, scheduler);
  setWorkerClock(clock, scheduler);
}

/** The handlers' and workers' scheduler when a test names none: time made by their waits alone. */
const WAIT_TIME = new WaitTimeScheduler();
useClock(undefined);

/** A random documentation-range source IP, so tests do not share a rate-limit window by accident. */
export const randomIp = (): string => `198.51.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;

export interface InvokeOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string>;
  sourceIp?: string;
  /** Client credentials for `Authorization: Bearer id:secret`. */
  auth?: { clientId: string; clientSecret: string };
  /**
   * Dashboard routes: the claims API Gateway's JWT authorizer hands the function after it verified
   * the token (`requestContext.authorizer.jwt.claims`); see dashboardClaims.
   */
  claims?: Record<string, unknown>;
}

/** The claims of a dashboard user's verified ID token, as the authorizer passes them. */
export function dashboardClaims(user: { sub: string; email: string }): Record<string, unknown> {
  return { sub: user.sub, email: user.email, token_use: 'id', email_verified: 'true' };
}

/** A dashboard user as the tests make one: a fresh Cognito id and an e-mail of its own. */
export interface DashboardUser {
  sub: string;
  email: string;
}

export function newDashboardUser(): DashboardUser {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
}

export interface InvokeResult {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/**
 * The time a test invocation has: Lambda's longest timeout. Middy ends an invocation that outlives
 * the time left (by a wall-clock timer), which under a loaded machine would decide a test's outcome
 * by its speed; how long a function takes is measured in the benchmarks, not asserted here. The
 * request's retry deadline is still RETRY_REQUEST_TIME_MAX_MS, counted on the test's scheduler.
 */
const INVOCATION_TIME_MS = 900_000;

function lambdaContext(name: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:test:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: name,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => INVOCATION_TIME_MS,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const handlerCache = new Map<
  string,
  Promise<(event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>>
>();

export function loadRouteHandler(routeId: RouteId) {
  const route = routeById(routeId);
  let loaded = handlerCache.get(route.handler);
  if (!loaded) {
    loaded = import(`../../${route.handler}`).then((module) => module.handler);
    handlerCache.set(route.handler, loaded);
  }
  return loaded;
}

/** Invokes a route's real Lambda handler with an HTTP API v2 event, in process. */
export async function invoke(routeId: RouteId, options: InvokeOptions = {}): Promise<InvokeResult> {
  const route = routeById(routeId);
  let path = fullPath(route);
  for (const [name, value] of Object.entries(options.params ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.auth) headers.authorization = `Bearer ${options.auth.clientId}:${options.auth.clientSecret}`;
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: `${route.method} ${fullPath(route)}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers,
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: {
        method: route.method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? randomIp(),
        userAgent: 'jest',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${fullPath(route)}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      ...(options.claims === undefined ? {} : { authorizer: { jwt: { claims: options.claims, scopes: null } } }),
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
  };
  const handler = await loadRouteHandler(routeId);
  const result = await handler(event, lambdaContext(route.id));
  const text = String(result.body ?? '');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Non-JSON bodies (docs page) stay text.
  }
  const status = result.statusCode ?? 200;
  const answered = (result.headers ?? {}) as Record<string, string>;
  // A file the route answers instead of JSON (a CSV, a base64 XLSX, a PNG) has no JSON schema to match.
  if (!/^text\/csv|spreadsheetml|^image\//.test(answered['content-type'] ?? ''))
    assertDocumentedBody(route, status, body);
  return { status, headers: answered, body };
}

/**
 * Every answer a test gets must be one the OpenAPI document promises: a success body matches the
 * schema its route row names, an error body the error envelope. A mismatch fails the test that met
 * it, whatever that test asserts.
 */
function assertDocumentedBody(route: RouteDefinition, status: number, body: unknown): void {
  const schemaName = route.responses[status]?.schema;
  const schema =
    status >= 400 ? ErrorEnvelopeSchema : schemaName === undefined ? undefined : RESPONSE_SCHEMAS[schemaName];
  if (schema === undefined) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(
      `${route.id} answered ${status} with a body its OpenAPI schema refuses: ${JSON.stringify(parsed.error.issues).slice(0, 2000)}\n${JSON.stringify(body).slice(0, 1000)}`,
    );
}

export interface MerchantFixture {
  merchantId: string;
  clientId: string;
  clientSecret: string;
  auth: { clientId: string; clientSecret: string };
}

/** An operation's outcome as a route renders it: `{statusCode, body}`, or the AppError a refusal becomes. */
export async function rendered(outcome: Promise<Outcome<object>>): Promise<OperationResult & { body: any }> {
  return respond(await outcome, OK_200);
}

/** The value of an outcome the test expects to succeed. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}: ${outcome.message}`);
  return outcome.value;
}

/** A fresh merchant with one API client (every permission unless given) and an optional balance. */
export async function createMerchantFixture(
  options: {
    kyc?: 'verified' | 'unverified';
    pin?: string;
    permissions?: Permission[];
    callbackUrl?: string | null;
    allowedIps?: string[];
    balanceIdr?: number;
    /** The merchant's balance shards (1 by default). */
    balanceShards?: number;
  } = {},
): Promise<MerchantFixture> {
  const clock = { nowMs: () => Date.now() };
  const created = await adminCreateMerchant(
    {
      name: `Test ${randomUUID().slice(0, 8)}`,
      kyc_status: options.kyc ?? 'verified',
      pin: options.pin ?? '123456',
      ...(options.balanceShards === undefined ? {} : { balance_shards: options.balanceShards }),
    },
    clock,
  );
  const merchantId = valueOf(created).merchant.id;
  const client = await adminCreateClient(
    merchantId,
    { permissions: options.permissions, callback_url: options.callbackUrl ?? null, allowed_ips: options.allowedIps },
    clock,
  );
  const { client_id: clientId, client_secret: clientSecret } = valueOf(client).client as {
    client_id: string;
    client_secret: string;
  };
  if (options.balanceIdr)
    valueOf(await adminAdjustBalance(adjustment(merchantId, options.balanceIdr, 'test funding', clock)));
  return { merchantId, clientId, clientSecret, auth: { clientId, clientSecret } };
}

/** The operator tests adjust balances as: may credit, like an operator in sandbox mode. */
export const TEST_OPERATOR = { id: 'test-operator', mayCredit: true } as const;

/** The input of one balance adjustment by the test operator. */
export function adjustment(
  merchantId: string,
  amountIdr: number,
  note: string,
  clock: { nowMs(): number },
  reference?: string,
): AdjustmentInput {
  return { merchantId, amountIdr, note, clock, reference, operator: TEST_OPERATOR };
}

/** Drains a queue and returns the parsed bodies (the tests play the event source mapping). */
export async function drainQueue(queue: QueueId): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (;;) {
    const received = await (
      await sqs()
    ).send(new ReceiveMessageCommand({ QueueUrl: queueUrl(queue), MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
    const messages = received.Messages ?? [];
    if (messages.length === 0) return bodies;
    for (const message of messages) bodies.push(JSON.parse(message.Body ?? 'null'));
    // Deleted once drained: a message left to its visibility timeout came back into a later drain
    // when the test's handling of a long drain outlasted it under load (a CI run's 18 batch parts of 16).
    await (
      await sqs()
    ).send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl(queue),
        Entries: messages.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
      }),
    );
  }
}

export async function purgeQueue(queue: QueueId): Promise<void> {
  await (await sqs()).send(new PurgeQueueCommand({ QueueUrl: queueUrl(queue) }));
}

/** Every ledger posting of a merchant's transactions, read consistently. */
export function postingsOf(merchantId: string): Promise<Array<Record<string, any>>> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.ledgerShard(merchantId, 0).pk },
    ConsistentRead: true,
  });
}

/**
 * Rewrites a transaction's stored fees, as a record written before creates and inquiries checked
 * fees against the amount would hold them: the only way left to put such a record in the table.
 */
export async function storeTransactionFees(partnerReff: string, fees: Fees): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.transaction(partnerReff),
      UpdateExpression: 'SET fees = :fees',
      ExpressionAttributeValues: { ':fees': fees },
    }),
  );
}

/** The ledger audit over the file's table: no problem found, and every account balanced. */
export async function expectBalanced(): Promise<void> {
  const audit = await auditLedger();
  expect(audit.problems).toEqual([]);
  expect(audit.balanced).toBe(true);
}
