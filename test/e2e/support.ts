import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_TIMEOUT_MS = 120_000;
/** How long a stop may take: the longest call in flight (a webhook delivery, 30 s) and a margin. */
const STOP_WAIT_MS = 45_000;
const REPO_ROOT = new URL('../../', import.meta.url).pathname;

export const DEMO_AUTH = 'Bearer demo_client:demo_secret_0123456789abcdefghijklmnop';
export const ADMIN_TOKEN = 'e2e-admin-token';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Variables the test run's own infrastructure set; a user's shell has none of them. */
const TEST_RUN_VARIABLES =
  /^(TABLE_NAME|DYNAMODB_ENDPOINT|SQS_ENDPOINT|.*_QUEUE_URL|GATEWAY_.*|LOCAL_SECRET_KEY|PIN_PEPPER|PIN_SCRYPT_LOG2N|SANDBOX|AWS_.*|LOG_LEVEL|ADMIN_TOKEN|NODE_OPTIONS|POWERTOOLS_.*)$/;

export function userEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !TEST_RUN_VARIABLES.test(name)));
}

/** What a test needs of a running stack: where it answers. */
export interface StackHandle {
  baseUrl: string;
}

export interface Stack extends StackHandle {
  process: ChildProcess;
  output: () => string;
  /** Resolves when every process that held the stack's stdout and stderr has closed them (all output is in). */
  outputEnded: () => Promise<void>;
  /** Ctrl-C; resolves when npm has exited (npm re-raises SIGINT, so it ends by that signal). */
  stop(): Promise<void>;
  running(): boolean;
}

/**
 * The local stack for a describe block. By default the shared stack of the jest worker running the
 * file (test/support/e2e-setup.mjs starts one per worker before the first e2e or browser file and
 * stops them after the last): one start instead of one per block, for tests that make their own
 * merchants, users and payments, and never a stack another file drives at the same time.
 * `fresh: true` starts a stack of the block's own, for the README's examples written against a new
 * stack's demo merchant (its opening balance as the only transaction, its first events). Without the
 * tier's set-up (a file run by another jest config) every block starts its own. A test that needs
 * the process itself (its output, Ctrl-C) starts one with startStack.
 */
export function useStack({ fresh = false }: { fresh?: boolean } = {}): () => StackHandle {
  const shared = sharedStackUrl();
  if (shared !== undefined && !fresh) {
    beforeAll(
      async () => waitHealthy(shared, Date.now() + READY_TIMEOUT_MS, () => 'the shared stack'),
      READY_TIMEOUT_MS,
    );
    return () => ({ baseUrl: shared });
  }
  return useOwnStack();
}

/** The base URL of this jest worker's shared stack (JEST_WORKER_ID counts from 1), if the tier's set-up started them. */
function sharedStackUrl(): string | undefined {
  const urls = process.env.E2E_BASE_URLS?.split(',').filter((url) => url !== '');
  if (urls === undefined || urls.length === 0) return undefined;
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1));
  return urls[(worker - 1) % urls.length];
}

/** A stack of the describe block's own, started before its tests and stopped after them unless a test stopped it. */
export function useOwnStack(env: Record<string, string> = {}): () => Stack {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack(env);
  }, READY_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    if (stack?.running()) await stack.stop();
  }, STOP_WAIT_MS + 15_000);
  return () => {
    if (stack === undefined) throw new Error('the stack is not running (call useOwnStack inside the describe block)');
    return stack;
  };
}

/** Waits until the stack at `baseUrl` answers /health, failing with `describe()` past the deadline. */
async function waitHealthy(baseUrl: string, deadline: number, describe: () => string): Promise<void> {
  for (;;) {
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`${describe()} was not healthy in time`);
    await sleep(250);
  }
}

/**
 * Starts the local stack exactly as a user does (`npm start`), on a free port, and waits for /health.
 * The port is free when chosen, but the stack binds it last, after starting DynamoDB Local, the
 * queues and cognito-local on ports of their own: one of those may take it first (seen once in CI).
 * Then the stack says so and exits, and it is started again on another free port.
 */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(env);
    } catch (error) {
      if (attempt >= 3 || !/is already in use/.test(String(error))) throw error;
    }
  }
}

/**
 * What every stack a test starts sets beyond a user's environment. The schedules tick every 500 ms
 * (a user's stack: every second), so a test waiting for a sweep waits half a second at most, over 2
 * due-index shards instead of 16 (DUE_SHARDS): every tick queries every shard of every due kind,
 * and an idle stack (its node and its JVM, measured) ticking 16 shards every 200 ms, as the tests'
 * stacks did, kept 1.2 of the machine's two cores busy; 2 shards every 200 ms, 0.45; every 500 ms,
 * 0.28. That CPU was taken from the file driving the stack: the e2e tier took 335 s with 2 shards at
 * 200 ms and 278 s at 500 ms. Two shards still spread the due items over more than one; the
 * integration tier and the chaos run sweep the default 16.
 */
const TEST_STACK_ENV = { SCHEDULE_TICK_MS: '500', DUE_SHARDS: '2', LOG_LEVEL: 'warn' };

async function startStackOnce(env: Record<string, string>): Promise<Stack> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...userEnvironment(), PORT: String(port), ADMIN_TOKEN, ...TEST_STACK_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = Promise.all(
    [child.stdout, child.stderr].map((stream) => new Promise<void>((done) => stream?.once('close', () => done()))),
  ).then(() => undefined);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exitedEarly = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`))),
  );
  exitedEarly.catch(() => undefined);
  try {
    await Promise.race([
      waitHealthy(baseUrl, Date.now() + READY_TIMEOUT_MS, () => `the stack (its output:\n${output})`),
      exitedEarly,
    ]);
  } catch (error) {
    // A stack that never became healthy is not left running (nor its DynamoDB Local JVM).
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    outputEnded: () => ended,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      // Ctrl-C in a terminal signals the whole foreground process group.
      process.kill(-child.pid!, 'SIGINT');
      // A graceful stop waits for work in flight; the longest single call is a webhook delivery
      // (WEBHOOK_TIMEOUT_MS, 30 s) to a receiver that does not answer.
      const code = await Promise.race([exited, sleep(STOP_WAIT_MS).then(() => 'timeout' as const)]);
      if (code === 'timeout') {
        process.kill(-child.pid!, 'SIGKILL');
        throw new Error(
          `the stack did not stop within ${STOP_WAIT_MS / 1000} s of SIGINT; its last output:\n${output.slice(-3_000)}`,
        );
      }
    },
  };
}

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A webhook receiver on loopback that records what it gets and answers `status`. */
export async function startReceiver(
  status = 200,
): Promise<{ url: string; received: Received[]; setStatus(code: number): void; close(): Promise<void> }> {
  const received: Received[] = [];
  let answer = status;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    setStatus: (code) => (answer = code),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The README's example block tagged `# readme-example: <name>`, as written. */
export function readmeExample(name: string): string {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const block = blocks.find((candidate) => candidate.startsWith(`# readme-example: ${name}\n`));
  if (block === undefined) throw new Error(`README has no example tagged ${name}`);
  return block;
}

/**
 * The files an example wrote into `dir` (its stand-in for the repository root) that git would show
 * as untracked there: every file it writes must be one the repository's .gitignore ignores (a
 * newcomer found 16 untracked files, a client secret among them, after trying the examples).
 * Entries the scratch folder links from the repository (`linked`) are not the example's.
 */
export function untrackedFiles(dir: string, linked: readonly string[] = []): string[] {
  const written = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((path) => !linked.includes(path.split('/')[0]!));
  if (written.length === 0) return [];
  const ignored = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: REPO_ROOT,
    input: written.join('\n'),
    encoding: 'utf8',
  }).stdout.split('\n');
  return written.filter((path) => !ignored.includes(path));
}

/** Fails the calling test when the example left a file git would show as untracked. */
export function expectNoUntrackedFiles(script: string, dir: string, linked: readonly string[] = []): void {
  const example = script.split('\n', 1)[0];
  expect({ example, untracked: untrackedFiles(dir, linked) }).toEqual({ example, untracked: [] });
}

/** Runs a README example with bash in a scratch folder, against the given base URL. */
export function runExample(
  script: string,
  baseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const scratch = mkdtempSync(join(tmpdir(), 'readme-'));
  const child = spawn('bash', ['-euo', 'pipefail', '-c', script.replaceAll('local-admin-token', ADMIN_TOKEN)], {
    cwd: scratch,
    env: { ...userEnvironment(), BASE_URL: baseUrl, ...extraEnv },
    // No stdin: bash given a socket as stdin takes itself for a remote shell and may source the
    // system bashrc, which fails under -u on some systems (an unbound PS1).
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) =>
    child.on('close', (status) => {
      expectNoUntrackedFiles(script, scratch);
      done({ status, stdout, stderr });
    }),
  );
}

/** The JSON documents a README example printed, one per curl call (they are printed back to back). */
export function jsonDocuments(stdout: string): any[] {
  const documents: any[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let index = 0; index < stdout.length; index += 1) {
    const char = stdout[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') {
      if (depth === 0) start = index;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) documents.push(JSON.parse(stdout.slice(start, index + 1)));
    }
  }
  return documents;
}

export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.headers ?? {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML and other text stay as they are.
  }
  return { status: response.status, headers: response.headers, body };
}

export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}
