/** What the benchmarks share: order statistics and a JSON call that fails loudly. */

const sorted = (values: readonly number[]): number[] => [...values].sort((left, right) => left - right);

export const median = (values: readonly number[]): number => sorted(values)[Math.floor(values.length / 2)]!;
export const p95 = (values: readonly number[]): number => sorted(values)[Math.floor(values.length * 0.95)]!;

/** A request whose JSON answer is returned; any status other than 2xx throws with the body. */
export async function call(url: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} -> ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Runs a bench's main and exits: 0 when it finished, 1 with the stack when it failed. Exiting is
 * deliberate: the local stack's clients keep sockets and timers that would hold the process open.
 */
export function runBench(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}

/** The operator token of the benches' local stacks. */
export const BENCH_ADMIN_TOKEN = 'bench-admin-token';

/**
 * The local stack as the benches run it: a free port, no rate limit in the way, schedules quiet
 * (they tick every 10 minutes), errors only in the log; `extra` adds or overrides settings.
 */
export async function startBenchStack(extra: Record<string, string> = {}) {
  const { freePort } = await import('../local/infra');
  const { startLocalStack } = await import('../local/start');
  const port = await freePort();
  return startLocalStack({
    ...process.env,
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
    SCHEDULE_TICK_MS: '600000',
    LOG_LEVEL: 'error',
    ...extra,
  });
}
