import { AsyncLocalStorage } from 'node:async_hooks';
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { redact, redactText } from './redact';
import { annotatePartnerReff } from './tracing';

export { isSensitiveName, redact, redactText } from './redact';

/**
 * Structured JSON logs through Powertools' Logger (docs/ARCHITECTURE.md, section 11): stdout in AWS (CloudWatch),
 * and the same lines on the local stack's stdout. Every line carries the invocation's keys (request
 * id, function name, cold start, correlation id = the partner_reff once known) and is redacted
 * (shared/redact.ts) before Powertools sees it, so no secret, PIN or token reaches a line.
 *
 * The invocation's keys live in AsyncLocalStorage, not on the logger (Powertools' addContext and
 * appendKeys): the local server runs many invocations of many functions at once in one process, and
 * keys on the one shared logger would mix them up. In AWS a process serves one function, so the
 * result is the same as Powertools' own.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
/** Read on every call, not once: tests and the local stack change LOG_LEVEL at run time. */
const threshold = (): number =>
  LEVELS[(process.env.LOG_LEVEL?.toLowerCase() as Level | undefined) ?? 'info'] ?? LEVELS.info;

/** The keys of one invocation, on every line it writes. */
export interface InvocationKeys {
  function_name: string;
  function_request_id: string;
  cold_start: boolean;
  correlation_id?: string;
}
const invocation = new AsyncLocalStorage<InvocationKeys>();
/** Functions that ran in this process: the first invocation of each is its cold start (one per process in AWS). */
const warmFunctions = new Set<string>();

/** The part of a Lambda context the keys come from; tests may invoke a handler without one. */
export interface InvocationContext {
  functionName: string;
  awsRequestId: string;
}

/** Runs one invocation with its keys on every line it logs (and the invocation's metrics, shared/metrics.ts). */
export function withInvocation<T>(context: InvocationContext | undefined, run: () => Promise<T>): Promise<T> {
  if (context === undefined) return run();
  const coldStart = !warmFunctions.has(context.functionName);
  warmFunctions.add(context.functionName);
  return invocation.run(
    { function_name: context.functionName, function_request_id: context.awsRequestId, cold_start: coldStart },
    run,
  );
}

/** Marks the rest of the invocation with a correlation id (the partner_reff it works on), in its trace too. */
export function setCorrelationId(correlationId: string): void {
  const keys = invocation.getStore();
  if (keys !== undefined) keys.correlation_id = correlationId;
  annotatePartnerReff(correlationId);
}

/** Runs part of an invocation (one queue record of a batch) under its own correlation id. */
export function withCorrelationId<T>(correlationId: string | undefined, run: () => Promise<T>): Promise<T> {
  const keys = invocation.getStore();
  if (keys === undefined || correlationId === undefined) return run();
  return invocation.run({ ...keys, correlation_id: correlationId }, run);
}

export const invocationKeys = (): InvocationKeys | undefined => invocation.getStore();

/** Our line: Powertools' standard keys (with `at` kept for readers of earlier lines), the invocation's, then the fields. */
class ServiceLogFormatter extends LogFormatter {
  formatAttributes(attributes: UnformattedAttributes, fields: LogAttributes): LogItem {
    const head = {
      level: attributes.logLevel.toLowerCase(),
      message: redactText(attributes.message),
      at: this.formatTimestamp(attributes.timestamp),
      service: attributes.serviceName,
      ...(attributes.xRayTraceId ? { xray_trace_id: attributes.xRayTraceId } : {}),
      ...invocation.getStore(),
    };
    return new LogItem({ attributes: head }).addAttributes(fields);
  }
}

const SERVICE_NAME = 'merchant-payments';
/** Level filtering is ours (threshold, above), so Powertools passes every line it is given. */
const powertools = new Logger({
  serviceName: SERVICE_NAME,
  logLevel: 'DEBUG',
  logFormatter: new ServiceLogFormatter(),
});

/** Keys Powertools keeps for itself and drops from fields (with a warning line); ours are renamed instead. */
const RESERVED_KEYS = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);
const unreserved = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [RESERVED_KEYS.has(key) ? `${key}_field` : key, value]),
  );

/** The fields as they may be logged; a field that cannot be read (a throwing getter or toJSON) loses the fields, never the line. */
function safeFields(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  try {
    return unreserved(redact(fields ?? {}) as Record<string, unknown>);
  } catch {
    return { fields: '[could not be logged]' };
  }
}

/** One log line as written, for tests: the same formatter and redaction as the logger's lines. */
export function logLine(level: Level, message: string, fields?: Record<string, unknown>, atMs = Date.now()): string {
  const attributes = {
    logLevel: level.toUpperCase(),
    message,
    timestamp: new Date(atMs),
    serviceName: SERVICE_NAME,
    sampleRateValue: 0,
    awsRegion: '',
  };
  const item = new ServiceLogFormatter().formatAttributes(attributes as UnformattedAttributes, safeFields(fields));
  return JSON.stringify(item.getAttributes());
}

/**
 * JSON lines (Powertools) wherever a machine reads them: in Lambda, and locally when stdout is a
 * pipe or a file. A person at a terminal running `npm start` gets one short readable line each.
 * LOG_FORMAT=json or pretty overrides the choice (the tests pin json).
 */
export type LogFormat = 'json' | 'pretty';
export function logFormatFor(env: Readonly<Record<string, string | undefined>>, stdoutIsTty: boolean): LogFormat {
  const chosen = env.LOG_FORMAT?.toLowerCase();
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  return stdoutIsTty && env.AWS_LAMBDA_FUNCTION_NAME === undefined ? 'pretty' : 'json';
}

/** `12:00:01.234 INFO  message  [function correlation-id]  key=value ...`, redacted as the JSON line is. */
export function prettyLine(level: Level, message: string, fields?: Record<string, unknown>, atMs = Date.now()): string {
  const keys = invocation.getStore();
  const where =
    keys === undefined
      ? ''
      : `  [${[keys.function_name, keys.correlation_id].filter((part) => part !== undefined).join(' ')}${keys.cold_start ? ' cold' : ''}]`;
  const pairs = Object.entries(safeFields(fields)).map(
    ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  const time = new Date(atMs).toISOString().slice(11, 23);
  return `${time} ${level.toUpperCase().padEnd(5)} ${redactText(message)}${where}${pairs.length > 0 ? `  ${pairs.join(' ')}` : ''}\n`;
}

function write(level: Level, message: string, fields?: Record<string, unknown>): void {
  if (LEVELS[level] < threshold()) return;
  if (logFormatFor(process.env, process.stdout.isTTY === true) === 'pretty') {
    process.stdout.write(prettyLine(level, message, fields));
    return;
  }
  powertools[level](message, safeFields(fields));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
