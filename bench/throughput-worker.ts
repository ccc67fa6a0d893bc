/**
 * A worker thread of bench/throughput.ts: runs the client loops it is given and posts the result.
 * `service`: POST /qris with each loop's own authorization; `floor`: the raw DynamoDB request built
 * from the commands one POST /qris sent (its own DynamoDB client, from the same environment).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createQris, floorRequest, floorSteps, load, type LoadResult, type Sent } from './throughput-load';

export type LoadJob =
  | { kind: 'service'; base: string; headers: Array<Record<string, string>>; clients: number; durationMs: number }
  | { kind: 'floor'; sample: Sent[]; clients: number; durationMs: number };

const job = workerData as LoadJob;
let result: LoadResult;
if (job.kind === 'service') {
  result = await load(job.clients, job.durationMs, (loop) =>
    createQris(job.base, job.headers[loop % job.headers.length]),
  );
} else {
  const steps = floorSteps(job.sample);
  result = await load(job.clients, job.durationMs, () => floorRequest(steps));
}
parentPort!.postMessage(result);
