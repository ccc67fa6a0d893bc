import * as z from 'zod';
import type { Scheduler } from '../scheduler';

/**
 * Configuration of an upstream adapter (the gateway, the digital-product provider) from environment
 * variables, as both read it: URL, timeout and API key, read on every use (the key through the
 * secrets cache); the adapter built from them is kept while they stay the same (KeptWhileSame).
 */
export type Env = Record<string, string | undefined>;

/** Bounds of an upstream timeout: below them no call could succeed, above them a caller would wait too long. */
const TIMEOUT_MS_MIN = 100;
const TIMEOUT_MS_MAX = 60_000;

/** Parses variables; an error names the missing or invalid ones, never their values (some are secrets). */
export function parseEnv<T>(schema: z.ZodType<T>, env: unknown, owner: string, source: string): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw new Error(`${owner} configuration is invalid in ${source}: check ${[...new Set(fields)].join(', ')}`);
}

/** `variable` as a whole number of milliseconds within the bounds; undefined when it is not set. */
export function timeoutMsFromEnv(env: Env, variable: string, owner: string): number | undefined {
  const schema = z.object({
    [variable]: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, 'Must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.number().int().min(TIMEOUT_MS_MIN).max(TIMEOUT_MS_MAX))
      .optional(),
  });
  return parseEnv(schema, env, owner, 'the environment')[variable];
}

/**
 * A value made once per cold start and kept; a failed make is forgotten, so a transient error (a
 * Secrets Manager hiccup) does not poison the warm container: the next call tries again.
 */
export class OnceUnlessFailed<T> {
  private promise: Promise<T> | undefined;

  get(make: () => Promise<T>): Promise<T> {
    if (this.promise === undefined) {
      const made: Promise<T> = make().catch((error: unknown) => {
        if (this.promise === made) this.promise = undefined;
        throw error;
      });
      this.promise = made;
    }
    return this.promise;
  }

  /** Forgets the value: the next get() makes it again. */
  reset(): void {
    this.promise = undefined;
  }
}

/**
 * An upstream adapter kept while what it is built from stays the same: its settings (URL, key,
 * timeout, as one string) and the scheduler its timeout is counted on. A changed setting (a key an
 * operator stored after the deploy, a test's simulator) builds it again, with no reset to call; a
 * failed build is forgotten.
 */
export class KeptWhileSame<T> {
  private readonly once = new OnceUnlessFailed<T>();
  private settings: string | undefined;
  private scheduler: Scheduler | undefined;

  get(settings: string, scheduler: Scheduler, make: () => Promise<T>): Promise<T> {
    if (settings !== this.settings || scheduler !== this.scheduler) {
      this.once.reset();
      this.settings = settings;
      this.scheduler = scheduler;
    }
    return this.once.get(make);
  }
}
