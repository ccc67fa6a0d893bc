/**
 * The load side of bench/throughput.ts, without side effects: the client loops, one POST /qris, and
 * the floor's raw DynamoDB request mirrored from the commands one POST /qris sent. The loops run
 * in a worker thread (bench/throughput-worker.ts), so the clients' own CPU (HTTP requests and
 * answers) is not taken from the service, which shares this process's main thread with the gateway
 * simulator; the floor's loops run in the same kind of worker, so both sides are issued the same way.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../shared/store/aws';
import { median } from './support';

export const AUTH = {
  authorization: 'Bearer demo_client:demo_secret_0123456789abcdefghijklmnop',
  'content-type': 'application/json',
};

/** One DynamoDB command as the service sent it: enough to send one like it. */
export interface Sent {
  name: string;
  input: Record<string, any>;
  error?: string;
}

export const tally = (names: string[]): Record<string, number> =>
  names.reduce<Record<string, number>>((counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }), {});
/** Approximate stored size of an item: its JSON. */
const itemBytes = (item: unknown): number => Buffer.byteLength(JSON.stringify(item ?? {}));

let amountStep = 0;
export async function createQris(
  base: string,
  headers: Record<string, string> = AUTH,
): Promise<{ ok: boolean; error?: string }> {
  amountStep = (amountStep + 1) % 1000;
  try {
    const response = await fetch(`${base}/api/v1/qris`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 25_000 + amountStep }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return response.status === 201
      ? { ok: true }
      : { ok: false, error: `${response.status} ${body.error ?? ''}`.trim() };
  } catch (error) {
    return { ok: false, error: `network ${(error as Error).message}` };
  }
}

/** One step of the floor: a command like one the service sent. */
export type FloorStep = { describe: string; run: () => Promise<unknown> };

/**
 * The floor's raw request, built from one counted service request whose command counts equal the
 * medians: the same commands in the same order. Reads replay the service's own input (existing
 * items); writes go to bench-only keys.
 */
export function floorSteps(sample: Sent[]): FloorStep[] {
  const table = tableName();
  return sample.map((command): FloorStep => {
    switch (command.name) {
      case 'GetItem':
        return {
          describe: `GetItem${command.input.ConsistentRead ? ' (consistent)' : ''}`,
          run: () => ddb().send(new GetCommand(command.input as any)),
        };
      case 'BatchGetItem': {
        const keyCount = Object.values(command.input.RequestItems as Record<string, { Keys: unknown[] }>).reduce(
          (sum, request) => sum + request.Keys.length,
          0,
        );
        return {
          describe: `BatchGetItem of ${keyCount} keys`,
          run: () => ddb().send(new BatchGetCommand(command.input as any)),
        };
      }
      case 'Query':
        return { describe: 'Query', run: () => ddb().send(new QueryCommand(command.input as any)) };
      case 'UpdateItem':
        return {
          describe: 'UpdateItem ADD on one fixed item',
          run: () =>
            ddb().send(
              new UpdateCommand({
                TableName: table,
                Key: { pk: 'BENCH#throughput', sk: 'COUNTER' },
                UpdateExpression: 'ADD hits :one SET entity = :entity',
                ExpressionAttributeValues: { ':one': 1, ':entity': 'bench' },
                ReturnValues: 'UPDATED_NEW',
              }),
            ),
        };
      case 'PutItem': {
        const pad = 'x'.repeat(Math.max(0, itemBytes(command.input.Item) - 60));
        return {
          describe: 'PutItem of a fresh item',
          run: () =>
            ddb().send(
              new PutCommand({
                TableName: table,
                Item: { pk: `BENCH#${randomUUID()}`, sk: 'ITEM', pad },
                ConditionExpression: 'attribute_not_exists(pk)',
              }),
            ),
        };
      }
      case 'TransactWriteItems': {
        const items = command.input.TransactItems as Array<Record<string, { Item?: unknown }>>;
        const pads = items.map((item) => 'x'.repeat(Math.max(0, itemBytes(Object.values(item)[0]) - 60)));
        return {
          describe: `TransactWriteItems putting ${items.length} fresh items (~${Math.round(median(items.map((item) => itemBytes(Object.values(item)[0]))))} B each)`,
          run: () => {
            const pk = `BENCH#${randomUUID()}`;
            return ddb().send(
              new TransactWriteCommand({
                TransactItems: pads.map((pad, index) => ({
                  Put: {
                    TableName: table,
                    Item: { pk, sk: `ITEM#${index}`, entity: 'bench', pad },
                    ConditionExpression: 'attribute_not_exists(pk)',
                  },
                })),
              }),
            );
          },
        };
      }
      default:
        throw new Error(
          `POST /qris sent ${command.name}, which the floor does not know how to mirror; extend bench/throughput.ts`,
        );
    }
  });
}

export interface LoadResult {
  completed: number;
  elapsedMs: number;
  latencies: number[];
  errors: Record<string, number>;
}

/** `clients` loops, each starting its next request when the previous one answered, until `durationMs` passed; requests in flight then finish and count. */
export async function load(
  clients: number,
  durationMs: number,
  request: (loop: number) => Promise<{ ok: boolean; error?: string }>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async (_: unknown, index: number): Promise<void> => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      const outcome = await request(index);
      latencies.push(performance.now() - begun);
      if (!outcome.ok) errors.push(outcome.error ?? 'error');
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { completed: latencies.length, elapsedMs: performance.now() - started, latencies, errors: tally(errors) };
}

export async function floorRequest(steps: FloorStep[]): Promise<{ ok: boolean; error?: string }> {
  try {
    for (const step of steps) await step.run();
    return { ok: true };
  } catch (error) {
    return { ok: false, error: (error as { name?: string }).name ?? String(error) };
  }
}
