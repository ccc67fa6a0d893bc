import { redactText } from './redact';
import type { Tracer } from './tracing-sdk';

/** X-Ray's subsegment, as Powertools' provider hands it over (aws-xray-sdk-core is not a direct dependency). */
type Subsegment = NonNullable<Parameters<Parameters<Tracer['provider']['captureAsyncFunc']>[1]>[0]>;

/**
 * X-Ray traces through Powertools' Tracer (docs/ARCHITECTURE.md, section 11): a subsegment per
 * invocation (annotated with the cold start, the service, the stage and the partner_reff once
 * known), one per queued record, every AWS SDK client the service builds, and every fetch (the
 * gateway and the provider calls, which Powertools records from undici's diagnostics channel).
 *
 * Tracing is on in AWS only: where Lambda runs the function (AWS_LAMBDA_FUNCTION_NAME, or an
 * X-Ray trace header in _X_AMZN_TRACE_ID) and POWERTOOLS_TRACE_ENABLED is not `false`. The Tracer
 * and the X-Ray SDK are a lazy chunk (shared/tracing-sdk.ts): when tracing is off nothing of them is
 * read or evaluated, locally and in tests; in AWS the chunk starts loading when a handler is
 * wrapped (the cold start's import) and every invocation waits for it before it runs, so every client
 * it builds is traced from its first call. The bundle bench measures the import with the chunk.
 */
export const TRACE_SERVICE_NAME = 'merchant-payments';

export function tracingEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() === 'false') return false;
  return env.AWS_LAMBDA_FUNCTION_NAME !== undefined || env._X_AMZN_TRACE_ID !== undefined;
}

type TracingSdk = typeof import('./tracing-sdk');
const importTracingSdk = (): Promise<TracingSdk> => import('./tracing-sdk');
let loadSdk: () => Promise<TracingSdk> = importTracingSdk;

let loading: Promise<Tracer | undefined> | undefined;
let tracer: Tracer | undefined;
/** Clients built before the chunk arrived, captured when it does; a client is captured once. */
let waiting: object[] = [];
const captured = new WeakSet<object>();

/** The tracer, loaded once; undefined (and nothing imported) when tracing is off. */
export function loadTracer(): Promise<Tracer | undefined> | undefined {
  if (!tracingEnabled()) return undefined;
  loading ??= loadSdk().then(
    ({ createTracer }) => {
      tracer = createTracer(TRACE_SERVICE_NAME);
      for (const client of waiting) capture(tracer, client);
      waiting = [];
      return tracer;
    },
    (error: unknown) => {
      // Tracing must never stop a payment: without the chunk the function runs untraced, and says so.
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'tracer not loaded, running untraced',
          error: redactText(String(error)),
        }),
      );
      return undefined;
    },
  );
  return loading;
}

function capture(active: Tracer, client: object): void {
  if (captured.has(client)) return;
  captured.add(client);
  active.captureAWSv3Client(client);
}

/** Records every call of an AWS SDK v3 client as a subsegment (X-Ray's middleware on its stack); returns the client. */
export function traceClient<C extends object>(client: C): C {
  if (!tracingEnabled()) return client;
  if (tracer !== undefined) {
    capture(tracer, client);
  } else {
    waiting.push(client);
    void loadTracer();
  }
  return client;
}

/** Copies the error with its message and stack redacted (shared/redact.ts): a trace is stored like a log line. */
function redactedError(error: unknown): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(redactText(source.message));
  copy.name = source.name;
  copy.stack = source.stack === undefined ? undefined : redactText(source.stack);
  return copy;
}

/** Runs `run` in a subsegment of the current segment (its own context, so concurrent records keep theirs); errors are recorded and rethrown. */
function inSubsegmentOf<R>(
  active: Tracer,
  name: string,
  run: (subsegment: Subsegment | undefined) => Promise<R>,
): Promise<R> {
  return active.provider.captureAsyncFunc(name, async (subsegment?: Subsegment) => {
    // No segment to hang it on (the trace context is missing): X-Ray runs the function without one.
    if (subsegment === undefined) return run(undefined);
    try {
      return await run(subsegment);
    } catch (error) {
      subsegment.addError(redactedError(error));
      throw error;
    } finally {
      subsegment.close();
    }
  }) as Promise<R>;
}

/**
 * One invocation as the `## <handler>` subsegment of Lambda's segment, as Powertools'
 * captureLambdaHandler records it (ColdStart and Service annotations), plus the stage. The response
 * is not recorded: it may hold a client secret, shown once.
 */
export async function inHandlerSegment<R>(run: () => Promise<R>): Promise<R> {
  const pending = loadTracer();
  const active = pending === undefined ? undefined : await pending;
  if (active === undefined || !active.isTracingEnabled()) return run();
  return inSubsegmentOf(active, `## ${process.env._HANDLER ?? 'index.handler'}`, async (subsegment) => {
    if (subsegment !== undefined) {
      active.annotateColdStart();
      active.addServiceNameAnnotation();
      subsegment.addAnnotation('stage', process.env.STAGE || 'local');
    }
    return run();
  });
}

/** Part of an invocation (one queued record) as a subsegment, annotated with its partner_reff when it names one. */
export function inSubsegment<R>(name: string, partnerReff: string | undefined, run: () => Promise<R>): Promise<R> {
  const active = tracer;
  if (active === undefined || !active.isTracingEnabled()) return run();
  return inSubsegmentOf(active, name, async (subsegment) => {
    if (subsegment !== undefined && partnerReff !== undefined) subsegment.addAnnotation('partner_reff', partnerReff);
    return run();
  });
}

/** Annotates the current subsegment with the partner_reff the invocation turned out to work on. */
export function annotatePartnerReff(partnerReff: string): void {
  tracer?.putAnnotation('partner_reff', partnerReff);
}

/** Tests: another loader (a spy around the real one, or one that fails), and a fresh start. */
export function setTracingSdkLoaderForTests(loader: (() => Promise<TracingSdk>) | undefined): void {
  loadSdk = loader ?? importTracingSdk;
  loading = undefined;
  tracer = undefined;
  waiting = [];
}
