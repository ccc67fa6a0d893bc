import { WORKER_TIMEOUT_SECONDS, type KycDocumentsAccess } from '../shared/constants';
import type { RouteDefinition, SecretsKeyUse, TableAccess } from '../shared/http/route';
import { QUEUE_LIST, QUEUES, type QueueDefinition, type QueueId } from '../shared/queues';
import { fullPath, ROUTES } from '../shared/routes';
import { SCHEDULES, type ScheduleDefinition } from '../shared/schedules';
import type { BundleAsset } from './bundling';
import type { TableWrites } from '../shared/http/table-writes';
import { TABLE_WRITES } from './table-writes';
import type { ConsumerConcurrency } from './concurrency';

/** What a function may do with the client-secrets key: create secrets (encrypt) or sign with them (decrypt). */
export type SecretsKeyAccess = 'none' | SecretsKeyUse;

/**
 * Reserved concurrency of the consumers whose backlog is money and merchants' notifications: a
 * flood of API traffic can never take the account's last executions from them, and their SQS event
 * source is capped at the same number so it never invokes them into throttling. Callbacks contend
 * on merchant balance items, so beyond 10 batches (of 10) in flight more would mostly add
 * transaction conflicts; webhook deliveries mostly wait on merchants' servers (up to 30 s each), so
 * 20 batches (of 5) keep 100 deliveries in flight; payout batches below. Together 48 of an account's
 * default 1,000.
 */
export const CONSUMER_CONCURRENCY: Readonly<Partial<Record<QueueId, number>>> = {
  callbacks: 10,
  webhooks: 20,
  orders: 10,
  // Each message (a part of a batch, at most 63 rows) makes up to BATCH_GATEWAY_CONCURRENCY (8)
  // gateway calls at once: 8 x 8 = at most 64 calls from every batch together.
  batches: 8,
};

/** A schedule's interval in seconds: `rate(N minute[s]|hour[s]|day[s])`; a cron expression counts as every minute (the most often it can fire). */
export function scheduleIntervalSeconds(expression: string): number {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate === null) return 60;
  const unit = { minute: 60, hour: 3600, day: 86_400 }[rate[2]!.replace(/s$/, '') as 'minute' | 'hour' | 'day'];
  return Number(rate[1]) * unit;
}

/** Above the interval: the largest safety margin a run keeps (reconciliation's 25 s), and a little more. */
const JOB_TIMEOUT_MARGIN_SECONDS = 30;

/**
 * A job's timeout: its own (settlement's 15 minutes), else long enough that a run's budget (the
 * timeout less its safety margin, shared/http/worker.ts) covers its whole interval, so a backlog
 * drains without a gap between runs: a minute job gets 90 s (a sweep works 80 s of each run,
 * reconciliation 65 s), and so do the jobs that run less often.
 */
export function jobTimeoutSeconds(schedule: ScheduleDefinition): number {
  const interval = Math.min(scheduleIntervalSeconds(schedule.expression), WORKER_TIMEOUT_SECONDS);
  return schedule.timeoutSeconds ?? interval + JOB_TIMEOUT_MARGIN_SECONDS;
}

/**
 * Each scheduled job keeps executions of its own (an API flood cannot delay a sweep): as many runs
 * as its timeout lets overlap (a run still busy when the next is due), plus one for a late or
 * retried delivery, so a backlog never makes the next run throttle (a throttle pages on-call).
 * The jobs act only on due work with conditional writes, so overlapping runs are safe.
 */
export function jobConcurrencyOf(schedule: ScheduleDefinition): number {
  return Math.ceil(jobTimeoutSeconds(schedule) / scheduleIntervalSeconds(schedule.expression)) + 1;
}

/**
 * AWS keeps 100 executions of an account's quota unreserved; a deploy that reserves more than the
 * quota leaves fails and rolls back (new accounts start at a quota of 10).
 */
export const UNRESERVED_CONCURRENCY_MIN = 100;

/**
 * What one function of a stage reserves: a consumer the stage's context reservation of its queue
 * (context reservedConcurrency, infra/concurrency.ts), else its default; a job its own.
 */
export function reservedConcurrencyOf(spec: FunctionSpec, consumers: ConsumerConcurrency = {}): number | undefined {
  if (spec.queueId !== undefined && consumers[spec.queueId] !== undefined) return consumers[spec.queueId];
  return spec.reservedConcurrency;
}

/**
 * Everything one stage reserves: each consumer's (the stage's context, else CONSUMER_CONCURRENCY)
 * and each job's. The account's Lambda concurrency quota must be at least the sum over every stage
 * deployed in it plus UNRESERVED_CONCURRENCY_MIN (`npm run preflight` checks it).
 */
export function reservedConcurrencyTotal(consumers: ConsumerConcurrency = {}): number {
  return functionSpecs().reduce((sum, spec) => sum + (reservedConcurrencyOf(spec, consumers) ?? 0), 0);
}

/**
 * Memory, and with it CPU (one full vCPU at 1,769 MB), unless a function's row says otherwise:
 * `npm run bench` (bench/cost.ts, bench/bundles.ts) models each function at 256, 512 and 1024 MB.
 * At 512 MB a cold start imports in about 0.18 s and most handlers wait on DynamoDB more than they
 * compute; 256 MB would save under 10% of their cost and double cold starts and CPU time.
 */
export const DEFAULT_MEMORY_SIZE_MB = 512;

/** An API route's function, or a worker's (consumer or scheduled job). */
export type FunctionKind = 'api' | 'worker';

/**
 * Every function of a stage: one per route row it deploys (deployedRouteRows), queue consumer and
 * scheduled job. The sandbox's simulator functions are not the service's (infra/simulator.ts).
 */
export function functionSpecs(sandbox = false): FunctionSpec[] {
  return [
    ...deployedRouteRows(sandbox).map(routeSpec),
    ...QUEUE_LIST.map(queueConsumerSpec),
    ...SCHEDULES.map(scheduleSpec),
  ];
}

/** Everything the stack needs to build one function and its grants, read from one table row. */
export interface FunctionSpec {
  /** Construct id, and the function's name after the stack name. */
  id: string;
  kind: FunctionKind;
  entry: string;
  description: string;
  sends: readonly QueueId[];
  tableAccess: TableAccess;
  /** What a read-write function writes (its route row, or infra/table-writes.ts): its LeadingKeys prefixes and whether it deletes. */
  tableWrites?: TableWrites;
  /** Counts every request in a RATE# item: the one write a read-only merchant route makes. */
  rateLimited: boolean;
  /** Calls the upstream gateway: needs its URL and the API-key secret. */
  usesGateway: boolean;
  /** Calls the digital-product provider: needs its URL and its API key secret. */
  usesProvider?: boolean;
  /** Verifies the gateway's callback signatures: needs the callback-secret secret, nothing else of the gateway. */
  verifiesGatewayCallbacks: boolean;
  secretsKeyAccess: SecretsKeyAccess;
  /** Serves the admin API: needs the operator role lists. */
  operatorAuth: boolean;
  /** Moves the dead letters of the queues it sends to back to them: reads their redrive policy, consumes their DLQs. */
  redrivesDeadLetters: boolean;
  /** Executions kept for this function alone, which also caps it (queue consumers that must never starve); a stage may set a consumer's otherwise (reservedConcurrencyOf). */
  reservedConcurrency?: number;
  /** The queue a consumer consumes (its reservation is set per stage by that id). */
  queueId?: string;
  /** Overrides the kind's timeout. */
  timeoutSeconds?: number;
  /** Overrides the default memory size (infra/function.ts). */
  memorySizeMb?: number;
  /** Hashes or verifies merchant PINs: needs the PIN pepper secret. */
  usesPinPepper?: boolean;
  /** Its use of the KYC documents bucket (shared/http/route.ts, KycDocumentsAccess; infra/grants.ts grants it). */
  kycDocuments?: KycDocumentsAccess;
  /** Sends push notifications through SNS mobile push. */
  usesPush?: boolean;
  bundleAssets?: readonly BundleAsset[];
}

/** Every route row, typed as the interface so optional fields of future rows are visible. */
export const ROUTE_ROWS: readonly RouteDefinition[] = ROUTES;

/** The route rows a stage deploys: the sandboxOnly rows (DESIGN 18) in the sandbox stage alone. */
export function deployedRouteRows(sandbox: boolean): readonly RouteDefinition[] {
  return ROUTE_ROWS.filter((route) => sandbox || route.sandboxOnly !== true);
}

/** GET routes only read, other routes read and write, unless the row says otherwise. */
function tableAccessOf(route: RouteDefinition): TableAccess {
  return route.tableAccess ?? (route.method === 'GET' ? 'read' : 'readWrite');
}

/** Mirrors shared/http/api-handler.ts: merchant (client) routes and the payment page's (payer) routes pass the rate limit. */
function isRateLimited(route: RouteDefinition): boolean {
  return route.auth === 'client' || route.auth === 'payer';
}

/**
 * The declared writes of a read-write function: a route's from its row, a consumer's or job's from
 * infra/table-writes.ts. A read-write function without them fails the synth, and so does a
 * declaration on a function that does not write.
 */
function tableWritesOf(
  id: string,
  tableAccess: TableAccess,
  declared: TableWrites | undefined,
  where: string,
): TableWrites | undefined {
  if (tableAccess !== 'readWrite') {
    if (declared !== undefined) throw new Error(`${id} does not write the table but declares tableWrites in ${where}`);
    return undefined;
  }
  if (declared === undefined)
    throw new Error(
      `${id} reads and writes the table but declares no tableWrites in ${where}: declare the partition-key prefixes it writes`,
    );
  return declared;
}

/** A row's declaration as the grants read it: its prefixes sorted, each once (a row spreads shared sets). */
const sortedWrites = (writes: TableWrites | undefined): TableWrites | undefined =>
  writes === undefined ? undefined : { ...writes, prefixes: [...new Set(writes.prefixes)].sort() };

export function routeSpec(route: RouteDefinition): FunctionSpec {
  const tableAccess = tableAccessOf(route);
  const rateLimited = isRateLimited(route);
  if (rateLimited && tableAccess === 'none') {
    throw new Error(
      `Route ${route.id} is rate limited, which counts every request in the table, so its tableAccess cannot be 'none'`,
    );
  }
  return {
    id: `Route-${route.id}`,
    kind: 'api',
    entry: route.handler,
    description: `${route.method} ${fullPath(route)}: ${route.summary}`,
    sends: route.sends ?? [],
    tableAccess,
    tableWrites: tableWritesOf(`Route-${route.id}`, tableAccess, sortedWrites(route.tableWrites), 'its route row'),
    rateLimited,
    usesGateway: route.usesGateway === true,
    usesProvider: route.usesProvider === true,
    verifiesGatewayCallbacks: route.auth === 'gateway',
    secretsKeyAccess: route.secretsKey ?? 'none',
    operatorAuth: route.auth === 'admin',
    redrivesDeadLetters: route.redrivesDeadLetters === true,
    usesPinPepper: route.pinHashes === true,
    kycDocuments: route.kycDocuments,
    bundleAssets: route.bundleAssets,
    memorySizeMb: route.memorySizeMb,
  };
}

export function queueConsumerSpec(queue: QueueDefinition): FunctionSpec {
  const isWebhooks = queue.id === QUEUES.webhooks.id;
  return {
    id: `Consumer-${queue.id}`,
    kind: 'worker',
    entry: queue.consumer,
    description: `Consumes queue ${queue.name}`,
    sends: queue.sends,
    tableAccess: 'readWrite',
    tableWrites: tableWritesOf(
      `Consumer-${queue.id}`,
      'readWrite',
      TABLE_WRITES[`Consumer-${queue.id}`],
      'infra/table-writes.ts',
    ),
    rateLimited: false,
    usesGateway: queue.usesGateway === true,
    usesProvider: queue.usesProvider === true,
    verifiesGatewayCallbacks: queue.verifiesGatewayCallbacks === true,
    // The dispatcher signs each webhook with the API client's secret, so it must decrypt it.
    secretsKeyAccess: isWebhooks ? 'decrypt' : 'none',
    operatorAuth: false,
    redrivesDeadLetters: false,
    reservedConcurrency: CONSUMER_CONCURRENCY[queue.id as QueueId],
    queueId: queue.id,
    memorySizeMb: queue.memorySizeMb,
    kycDocuments: queue.kycDocuments,
    // The dispatcher pushes the notification that accompanies each transaction webhook.
    usesPush: isWebhooks,
  };
}

export function scheduleSpec(schedule: ScheduleDefinition): FunctionSpec {
  return {
    id: `Job-${schedule.id}`,
    kind: 'worker',
    entry: schedule.handler,
    description: schedule.description,
    sends: schedule.sends,
    tableAccess: 'readWrite',
    tableWrites: tableWritesOf(
      `Job-${schedule.id}`,
      'readWrite',
      TABLE_WRITES[`Job-${schedule.id}`],
      'infra/table-writes.ts',
    ),
    rateLimited: false,
    usesGateway: schedule.usesGateway === true,
    verifiesGatewayCallbacks: false,
    secretsKeyAccess: 'none',
    operatorAuth: false,
    redrivesDeadLetters: false,
    reservedConcurrency: jobConcurrencyOf(schedule),
    timeoutSeconds: jobTimeoutSeconds(schedule),
    kycDocuments: schedule.kycDocuments,
  };
}
