import { createServer, type Server } from 'node:http';
import { CreateTableCommand, DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CreateQueueCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type SendMessageCommandInput,
} from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSEvent } from 'aws-lambda';
import { createSimulatorRuntime, type SimulatorRuntime } from '../../local/simulator/lambda/runtime';
import type { SessionDeps } from '../../local/simulator/lambda/session';
import { SimulatorStateStore, STATE_ITEM_KEY } from '../../local/simulator/lambda/store';
import { GATEWAY_SIGNATURE_HEADER } from '../../shared/constants';
import { verifySignature } from '../../shared/gateway/signature';
import type { Scheduler } from '../../shared/scheduler';
import { closeServer, listenOnFreePort } from '../support/http';
import { ManualScheduler, WaitTimeScheduler } from '../support/scheduler';

/**
 * The deployed gateway simulator (functions/sandbox/simulator-*.ts) over DynamoDB Local and the S3
 * and SQS emulator: the gateway API as the HTTP simulator answers it, one request at a time across
 * containers, due tasks through SQS, and the deployed refusals.
 */
const API_KEY = 'sim-lambda-key';
const CALLBACK_SECRET = 'sim-lambda-callback-secret';
const local = { region: 'ap-southeast-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const dynamodb = new DynamoDBClient({ ...local, endpoint: process.env.DYNAMODB_ENDPOINT! });
const s3 = new S3Client({ ...local, endpoint: process.env.SQS_ENDPOINT!, forcePathStyle: true });
const sqs = new SQSClient({ ...local, endpoint: process.env.SQS_ENDPOINT! });
const name = `${process.env.TABLE_NAME!}-sim`;

interface Received {
  body: string;
  signature: string | undefined;
}

let receiver: Server;
let callbackUrl: string;
const received: Received[] = [];
let queueUrl: string;
/** Every message the runtime sent, as sent; the emulator gets it without its delay, so the test reads it now. */
const sent: SendMessageCommandInput[] = [];
let tableNumber = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers[GATEWAY_SIGNATURE_HEADER.toLowerCase()];
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: signature as string | undefined });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  callbackUrl = `http://127.0.0.1:${await listenOnFreePort(receiver)}/v1/gateway/callbacks`;
  await s3.send(new CreateBucketCommand({ Bucket: name }));
  queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `${name}-due` }))).QueueUrl!;
});

afterAll(async () => {
  await closeServer(receiver);
  for (const client of [dynamodb, s3, sqs]) client.destroy();
});

/** Each test its own simulator table (a fresh state); the bucket is shared, keyed by version and owner. */
async function freshTable(): Promise<string> {
  tableNumber += 1;
  const tableName = `${name}-${tableNumber}`;
  await dynamodb.send(
    new CreateTableCommand({
      TableName: tableName,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  return tableName;
}

const recordingSqs: SessionDeps['sqs'] = {
  send: ((command: SendMessageCommand) => {
    sent.push(command.input);
    return sqs.send(new SendMessageCommand({ ...command.input, DelaySeconds: 0 }));
  }) as SessionDeps['sqs']['send'],
};

/** One container of the function: its own cache of the state, over the shared table and bucket. */
function container(tableName: string, scheduler: Scheduler): SimulatorRuntime {
  return createSimulatorRuntime({
    store: new SimulatorStateStore({ dynamodb, s3, tableName, bucket: name }),
    sqs: recordingSqs,
    queueUrl,
    scheduler,
    logger: { info: () => undefined, warn: () => undefined },
    apiKey: () => Promise.resolve(API_KEY),
    callbackSecret: () => Promise.resolve(CALLBACK_SECRET),
    callbackUrl: () => Promise.resolve(callbackUrl),
  });
}

function event(method: string, target: string, options: { body?: unknown; key?: string | null } = {}) {
  const url = new URL(target, 'https://sim.example');
  const key = options.key === undefined ? API_KEY : options.key;
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
    requestContext: { domainName: 'sim.example', http: { method, path: url.pathname } },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const jsonOf = (result: APIGatewayProxyStructuredResultV2): any => JSON.parse(result.body ?? 'null');
const expiresAt = (scheduler: Scheduler): string => new Date(scheduler.nowMs() + 3_600_000).toISOString();

const payout = (partnerReff: string, amount: number, accountNumber: string) => ({
  partner_reff: partnerReff,
  channel: 'transfer',
  amount,
  bank_code: '002',
  account_number: accountNumber,
});

describe('the deployed simulator answers the gateway API', () => {
  it('creates a QR, pays it through /control and calls back signed; the QR image is public', async () => {
    const scheduler = new ManualScheduler();
    const runtime = container(await freshTable(), scheduler);
    const body = { partner_reff: 'QR-LAMBDA-1', amount: 25_000, expires_at: expiresAt(scheduler) };
    const created = await runtime.http(event('POST', '/v1/qris', { body }));
    expect(created.statusCode).toBe(201);
    const { qris_id: qrisId, qr_image_url: imageUrl } = jsonOf(created);
    expect(imageUrl).toBe(`https://sim.example/qr/${qrisId}.png`);
    const image = await runtime.http(event('GET', `/qr/${qrisId}.png`, { key: null }));
    expect(image).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-type': 'image/png' } });
    const before = received.length;
    const paid = await runtime.http(event('POST', '/control/qris/QR-LAMBDA-1/pay'));
    expect(jsonOf(paid)).toMatchObject({ ok: true, channel: 'qris', callback_status: 200 });
    expect(received).toHaveLength(before + 1);
    const delivery = received[before]!;
    expect(verifySignature(delivery.body, CALLBACK_SECRET, delivery.signature)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      event: 'payment.paid',
      partner_reff: 'QR-LAMBDA-1',
      amount: 25_000,
    });
  });

  it('refuses a missing or wrong bearer key (control routes too) and the clock advance', async () => {
    const runtime = container(await freshTable(), new ManualScheduler());
    for (const key of [null, 'wrong-key']) {
      expect((await runtime.http(event('GET', '/v1/va/banks', { key }))).statusCode).toBe(401);
      expect((await runtime.http(event('POST', '/control/qris/X/pay', { key }))).statusCode).toBe(401);
    }
    const advance = await runtime.http(event('POST', '/control/clock/advance', { body: { seconds: 60 } }));
    expect(advance.statusCode).toBe(403);
    expect((await runtime.http(event('POST', '/control/clock/advance', { key: null }))).statusCode).toBe(401);
    expect((await runtime.http(event('GET', '/v1/va/banks'))).statusCode).toBe(200);
  });

  it('a cold container sees the state another container saved', async () => {
    const scheduler = new ManualScheduler();
    const tableName = await freshTable();
    const body = { partner_reff: 'QR-COLD', amount: 30_000, expires_at: expiresAt(scheduler) };
    expect((await container(tableName, scheduler).http(event('POST', '/v1/qris', { body }))).statusCode).toBe(201);
    const cold = container(tableName, scheduler);
    expect((await cold.http(event('POST', '/v1/qris', { body }))).statusCode).toBe(409);
    expect(jsonOf(await cold.http(event('POST', '/control/qris/QR-COLD/pay')))).toMatchObject({ ok: true });
  });

  it('starts afresh when the snapshot the version names is gone (expired by the bucket lifecycle), instead of failing', async () => {
    const scheduler = new ManualScheduler();
    const tableName = await freshTable();
    const body = { partner_reff: 'QR-GONE', amount: 30_000, expires_at: expiresAt(scheduler) };
    expect((await container(tableName, scheduler).http(event('POST', '/v1/qris', { body }))).statusCode).toBe(201);
    const state = await dynamodb.send(
      new GetItemCommand({ TableName: tableName, Key: { pk: { S: STATE_ITEM_KEY } }, ConsistentRead: true }),
    );
    const snapshotKey = state.Item?.snapshot_key?.S;
    expect(snapshotKey).toMatch(/^state\//);
    await s3.send(new DeleteObjectCommand({ Bucket: name, Key: snapshotKey }));
    const cold = container(tableName, scheduler);
    // The QR is forgotten with its snapshot: the same partner_reff is taken again.
    expect((await cold.http(event('POST', '/v1/qris', { body }))).statusCode).toBe(201);
    expect((await cold.http(event('GET', '/v1/va/banks'))).statusCode).toBe(200);
  });
});

describe('one request at a time', () => {
  it('20 parallel payouts with one partner_reff across containers: one created, the rest refused, the state consistent', async () => {
    const scheduler = new WaitTimeScheduler();
    const tableName = await freshTable();
    const containers = Array.from({ length: 4 }, () => container(tableName, scheduler));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        containers[i % 4]!.http(event('POST', '/v1/payouts', { body: payout('PO-RACE', 10_000 + i, '123454321') })),
      ),
    );
    const created = results.filter((result) => result.statusCode === 200);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => result.statusCode === 409)).toHaveLength(19);
    const record = jsonOf(await container(tableName, scheduler).http(event('GET', '/control/payouts/PO-RACE'))).payout;
    expect(record).toMatchObject({ request_count: 1, execution_count: 1, status: 'executed' });
    const repeats = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        containers[i % 4]!.http(event('POST', '/v1/payouts', { body: payout('PO-RACE', record.amount, '123454321') })),
      ),
    );
    expect(repeats.map((result) => result.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const after = jsonOf(await containers[1]!.http(event('GET', '/control/payouts/PO-RACE'))).payout;
    expect(after).toMatchObject({ request_count: 11, execution_count: 1 });
  });

  it('a crashed holder’s lease expires and is taken over; a live one answers busy after the wait', async () => {
    const scheduler = new ManualScheduler();
    const tableName = await freshTable();
    const runtime = container(tableName, scheduler);
    const holdLease = (untilMs: number) =>
      dynamodb.send(
        new UpdateItemCommand({
          TableName: tableName,
          Key: { pk: { S: STATE_ITEM_KEY } },
          UpdateExpression: 'SET lease_owner = :owner, lease_until_ms = :until',
          ExpressionAttributeValues: { ':owner': { S: 'crashed' }, ':until': { N: String(untilMs) } },
        }),
      );
    const startMs = scheduler.nowMs();
    await holdLease(startMs + 5_000);
    const taken = await scheduler.drive(runtime.http(event('GET', '/v1/va/banks')));
    expect(taken.statusCode).toBe(200);
    expect(scheduler.nowMs() - startMs).toBeGreaterThan(5_000);
    await holdLease(scheduler.nowMs() + 60_000);
    const refused = await scheduler.drive(runtime.http(event('GET', '/v1/va/banks')));
    expect(refused.statusCode).toBe(503);
    expect(jsonOf(refused)).toMatchObject({ error: 'busy' });
  });

  it('a payout held open releases the lease before it holds, and ends with a 504', async () => {
    const scheduler = new ManualScheduler();
    const runtime = container(await freshTable(), scheduler);
    const held = runtime.http(event('POST', '/v1/payouts', { body: payout('PO-HELD', 20_000, '123459999') }), 30_000);
    await scheduler.waitForSleepers(1);
    const status = await runtime.http(event('GET', '/v1/payouts/PO-HELD'));
    expect(jsonOf(status)).toMatchObject({ partner_reff: 'PO-HELD', status: 'executed' });
    await scheduler.advance(30_000);
    expect((await held).statusCode).toBe(504);
  });
});

describe('due work through SQS', () => {
  it('a pending payout’s callback is sent as a delayed message and runs once when due, even delivered twice', async () => {
    const scheduler = new ManualScheduler();
    const tableName = await freshTable();
    const runtime = container(tableName, scheduler);
    await drainQueue();
    const sentBefore = sent.length;
    const created = await runtime.http(event('POST', '/v1/payouts', { body: payout('PO-DUE', 20_000, '123452222') }));
    expect(jsonOf(created)).toMatchObject({ status: 'pending' });
    expect(sent.slice(sentBefore)).toEqual([expect.objectContaining({ QueueUrl: queueUrl, DelaySeconds: 2 })]);
    const message = await receiveOne();
    const sqsEvent = { Records: [message, message] } as unknown as SQSEvent;
    const callbacksBefore = received.length;
    await container(tableName, scheduler).due(sqsEvent);
    expect(received).toHaveLength(callbacksBefore);
    expect(sent.slice(sentBefore + 1)).toEqual([expect.objectContaining({ DelaySeconds: 2 })]);
    await scheduler.advance(2_000);
    await container(tableName, scheduler).due(sqsEvent);
    await runtime.due(sqsEvent);
    expect(received).toHaveLength(callbacksBefore + 1);
    expect(JSON.parse(received[callbacksBefore]!.body)).toMatchObject({
      event: 'payout.executed',
      partner_reff: 'PO-DUE',
    });
    expect(jsonOf(await runtime.http(event('GET', '/v1/payouts/PO-DUE')))).toMatchObject({ status: 'executed' });
  });

  it('a due task whose message was lost runs with the next message, once', async () => {
    const scheduler = new ManualScheduler();
    const runtime = container(await freshTable(), scheduler);
    await drainQueue();
    await runtime.http(event('POST', '/v1/payouts', { body: payout('PO-LOST', 20_000, '123453333') }));
    await receiveOne();
    await runtime.http(event('POST', '/v1/payouts', { body: payout('PO-FOUND', 20_000, '123452222') }));
    const message = await receiveOne();
    await scheduler.advance(2_000);
    const callbacksBefore = received.length;
    await runtime.due({ Records: [message] } as unknown as SQSEvent);
    await runtime.due({ Records: [message] } as unknown as SQSEvent);
    const events = received.slice(callbacksBefore).map((delivery) => JSON.parse(delivery.body));
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'payout.failed', partner_reff: 'PO-LOST' }),
        expect.objectContaining({ event: 'payout.executed', partner_reff: 'PO-FOUND' }),
      ]),
    );
  });
});

/** The message the runtime just sent, read from the emulator's queue. */
async function receiveOne(): Promise<{ body: string; messageId: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 1, WaitTimeSeconds: 1 }),
    );
    const message = answer.Messages?.[0];
    if (message !== undefined) return { body: message.Body!, messageId: message.MessageId! };
  }
  throw new Error('no message on the simulator queue');
}

/** Takes whatever an earlier test left on the queue (a task sent again), so a test reads its own messages. */
async function drainQueue(): Promise<void> {
  for (;;) {
    const answer = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }));
    if ((answer.Messages ?? []).length === 0) return;
  }
}
