/**
 * `npm run bench`, sustained throughput of POST /api/v1/qris against a DynamoDB floor measured in
 * the same run.
 *
 * Method: the local stack runs in this process (DynamoDB Local is a JVM beside it, the gateway
 * simulator answers the QR request). First, the DynamoDB commands one POST /qris sends are counted
 * with a middleware on the service's own client (`ddb()`), over a few sequential requests (median
 * per command name; nothing is hard-coded, so the figure follows the service as it changes). Then
 * 32 client loops each send their next request as soon as the previous one answered, for a short
 * warm-up and then 10 s. The loops run in a worker thread (bench/throughput-worker.ts), for the
 * service and for the floor alike: the clients' own CPU is not the service's, which shares the main
 * thread with the simulated gateway's server; any answer other than 201 is an error and is reported by status and code.
 * The baseline, "the floor", is the same number of raw DynamoDB calls issued the same way (32 loops,
 * one "raw request" after another, same warm-up and duration), straight through `ddb()` against the
 * same table: the counted command mix replayed in the service's order, reads replaying the very
 * keys the service read (client, merchant, counter), an UpdateItem ADD on one fixed bench item in
 * place of the rate-limit hit, and TransactWriteItems putting as many fresh items of about the same
 * size as the service's transaction holds, under bench-only keys (`BENCH#...`), so nothing of the
 * service is touched. What the floor leaves out is the service's own work: HTTP, validation,
 * authentication (secret hash), the gateway call, and retries when concurrent creates of one
 * merchant race on its transaction counter (the DynamoDB calls per request under load are printed,
 * so such retries show). Reported: requests/s, median and p95 latency, errors, and the ratio
 * floor/service of throughput. The target row (<= 1.5: the service within 1.5x of the floor) is 32
 * API clients of 32 merchants, one loop each: merchants' creates are independent, as the floor's
 * are. A second row runs the 32 loops on one merchant (the demo client): its creates serialize on
 * the merchant's gap-free transaction counter, so that row shows the one-merchant ceiling, not the
 * service's overhead.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ddb } from '../shared/store/aws';
import { median, p95, runBench, BENCH_ADMIN_TOKEN, startBenchStack } from './support';
import { AUTH, createQris, floorSteps, tally, type LoadResult, type Sent } from './throughput-load';
import type { LoadJob } from './throughput-worker';

process.env.LOG_LEVEL = 'warn';
const ADMIN_TOKEN = BENCH_ADMIN_TOKEN;
const CLIENTS = 32;
const WARM_UP_MS = 2_000;
const MEASURE_MS = 10_000;
/** Sequential requests whose DynamoDB commands are counted, after a few that are not (the first request of a client reads more). */
const COUNT_SAMPLES = 11;
const COUNT_WARM_UP = 3;
const TARGET_RATIO = 1.5;

/** Records every command sent through `ddb()` while installed; `stop()` removes it. */
function recordCommands(): { sent: Sent[]; stop(): void } {
  const sent: Sent[] = [];
  const name = `bench-record-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const entry: Sent = {
        name: String(context.commandName ?? 'unknown').replace(/Command$/, ''),
        input: args.input as Record<string, any>,
      };
      sent.push(entry);
      try {
        return await next(args);
      } catch (error) {
        const reasons = ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [])
          .map((reason) => reason.Code)
          .filter((code) => code && code !== 'None');
        entry.error = `${(error as { name?: string }).name ?? 'Error'}${reasons.length > 0 ? ` [${[...new Set(reasons)].join(', ')}]` : ''}`;
        throw error;
      }
    },
    { step: 'initialize', name },
  );
  return { sent, stop: () => ddb().middlewareStack.remove(name) };
}

/** Runs one load in a worker thread (the loops' own CPU stays off the service's thread). */
function loadInWorker(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./throughput-worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load worker exited with ${code}`))));
  });
}

/** A fresh merchant with its own API client for each loop (admin API): the authorization headers, by loop. */
async function merchantsPerLoop(base: string): Promise<Array<Record<string, string>>> {
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown): Promise<any> => {
    const response = await fetch(`${base}/admin/v1${path}`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status !== 201)
      throw new Error(`POST /admin/v1${path} answered ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  return Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const { merchant } = await post('/merchants', { name: `Throughput bench ${index}`, kyc_status: 'verified' });
      const { client } = await post(`/merchants/${merchant.id}/clients`, {});
      return {
        authorization: `Bearer ${client.client_id}:${client.client_secret}`,
        'content-type': 'application/json',
      };
    }),
  );
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const base = stack.baseUrl;
  try {
    // 1. What one POST /qris sends to DynamoDB, request by request (sequential: no contention).
    for (let index = 0; index < COUNT_WARM_UP; index += 1) {
      const outcome = await createQris(base);
      if (!outcome.ok) throw new Error(`POST /qris answered ${outcome.error}`);
    }
    const samples: Sent[][] = [];
    for (let index = 0; index < COUNT_SAMPLES; index += 1) {
      const recorder = recordCommands();
      const outcome = await createQris(base).finally(() => recorder.stop());
      if (!outcome.ok) throw new Error(`POST /qris answered ${outcome.error}`);
      samples.push(recorder.sent);
    }
    const names = [...new Set(samples.flat().map((command) => command.name))].sort();
    const perRequest = Object.fromEntries(
      names.map((name) => [
        name,
        median(samples.map((sample) => sample.filter((command) => command.name === name).length)),
      ]),
    );
    const typical = samples.find((sample) =>
      names.every((name) => sample.filter((command) => command.name === name).length === perRequest[name]),
    );
    if (typical === undefined)
      throw new Error(`no counted request matches the median mix ${JSON.stringify(perRequest)}`);
    const steps = floorSteps(typical);
    const serviceJob = (headers: Array<Record<string, string>>, durationMs: number): LoadJob => ({
      kind: 'service',
      base,
      headers,
      clients: CLIENTS,
      durationMs,
    });
    const floorJob = (durationMs: number): LoadJob => ({
      kind: 'floor',
      sample: typical,
      clients: CLIENTS,
      durationMs,
    });
    const callsPerRequest = typical.length;

    // 2. The service under 32 concurrent loops; every command it sends meanwhile is recorded too.
    await loadInWorker(serviceJob([AUTH], WARM_UP_MS));
    const underLoad = recordCommands();
    const service = await loadInWorker(serviceJob([AUTH], MEASURE_MS)).finally(() => underLoad.stop());
    // Give the one merchant's losers time to finish before the next measurement.
    await new Promise((done) => setTimeout(done, 2_000));

    // Diagnostic: the same load spread over one merchant per loop, so no two creates share a merchant's counter.
    const spread = await merchantsPerLoop(base);
    await loadInWorker(serviceJob(spread, WARM_UP_MS));
    const spreadResult = await loadInWorker(serviceJob(spread, MEASURE_MS));

    // 3. The floor: the same mix straight to DynamoDB, issued the same way.
    await loadInWorker(floorJob(WARM_UP_MS));
    const floor = await loadInWorker(floorJob(MEASURE_MS));

    const rate = (result: LoadResult): number => (result.completed / result.elapsedMs) * 1000;
    // The target: 32 API clients, each of its own merchant (merchants' creates are independent).
    const ratio = rate(floor) / rate(spreadResult);
    const hotRatio = rate(floor) / rate(service);
    const loadCalls = tally(underLoad.sent.map((command) => command.name));
    const loadFailures = tally(
      underLoad.sent
        .filter((command) => command.error !== undefined)
        .map((command) => `${command.name} ${command.error}`),
    );
    const errorText = (result: LoadResult): string =>
      Object.keys(result.errors).length === 0
        ? '0'
        : `${Object.values(result.errors).reduce((sum, count) => sum + count, 0)} (${Object.entries(result.errors)
            .map(([what, count]) => `${count}x ${what}`)
            .join(', ')})`;
    const row = (name: string, result: LoadResult, ratioText: string): string =>
      `| ${name} | ${result.completed} | ${rate(result).toFixed(0)} | ${median(result.latencies).toFixed(1)} | ${p95(result.latencies).toFixed(1)} | ${errorText(result)} | ${ratioText} |\n`;

    process.stdout.write(
      `\nPOST /qris sustained throughput: ${CLIENTS} concurrent loops, ${MEASURE_MS / 1000} s after a ${WARM_UP_MS / 1000} s warm-up (DynamoDB Local, one process)\n\n`,
    );
    process.stdout.write(
      '| measurement | requests | per second | median ms | p95 ms | errors | ratio floor/service (per second) |\n|---|---|---|---|---|---|---|\n',
    );
    process.stdout.write(
      row(
        `POST /qris, ${CLIENTS} API clients of ${CLIENTS} merchants`,
        spreadResult,
        `${ratio.toFixed(2)} (target <= ${TARGET_RATIO})`,
      ),
    );
    process.stdout.write(
      row(
        `POST /qris, ${CLIENTS} loops on one merchant (its creates serialize on its counter)`,
        service,
        hotRatio.toFixed(2),
      ),
    );
    process.stdout.write(row(`floor: ${callsPerRequest} raw DynamoDB calls in sequence`, floor, '1.00'));
    process.stdout.write(
      `\nDynamoDB commands per POST /qris (median of ${COUNT_SAMPLES} sequential requests): ${JSON.stringify(perRequest)}\n`,
    );
    process.stdout.write(`Floor mix, in the service's order: ${steps.map((step) => step.describe).join(' -> ')}\n`);
    const served = Math.max(1, service.completed);
    process.stdout.write(
      `One merchant under load: ${(underLoad.sent.length / served).toFixed(2)} DynamoDB commands per request (${Object.entries(
        loadCalls,
      )
        .map(([name, count]) => `${name} ${(count / served).toFixed(2)}`)
        .join(', ')}); ` +
        `failed commands: ${
          Object.keys(loadFailures).length === 0
            ? 'none'
            : Object.entries(loadFailures)
                .map(([what, count]) => `${count}x ${what}`)
                .join(', ')
        }\n`,
    );
    process.stdout.write(
      `Result: ${CLIENTS} clients of ${CLIENTS} merchants ran at ${((1 / ratio) * 100).toFixed(0)}% of the floor's rate; ratio ${ratio.toFixed(2)} ${ratio <= TARGET_RATIO ? 'meets' : 'misses'} the target of ${TARGET_RATIO}. `,
    );
    process.stdout.write(
      `One merchant: ${rate(service).toFixed(0)} creates/s, its ceiling: every create moves the merchant's gap-free counter in its transaction, so one merchant's creates commit one at a time; a loser retries with the counter its failed write found, and one still losing after its retries is answered 503 with Retry-After (docs/benchmarks.md).\n`,
    );
  } finally {
    await stack.stop();
  }
}

runBench('throughput bench', main);
