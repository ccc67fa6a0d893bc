import { LOG_DEPTH_MAX } from './constants';
/**
 * Redaction for log lines (shared/logger.ts). No secret, PIN or full token may reach a log line, so a
 * careless call site cannot leak one: values under a sensitive name are replaced at any
 * depth, and every string is also masked by shape (bearer credentials, `id:secret` pairs, sensitive
 * `name: value` pairs inside text such as a raw JSON body or an error message), whatever its key.
 */
const REDACTED = '[redacted]';

/** Words that make a field name sensitive, matched as whole words of snake_case, kebab-case or camelCase names. */
const SENSITIVE_WORDS = new Set([
  'secret',
  'secrets',
  'pin',
  'pins',
  'token',
  'tokens',
  'authorization',
  'auth',
  'password',
  'passwords',
  'passwd',
  'passphrase',
  'signature',
  'signatures',
  'cookie',
  'cookies',
  'credential',
  'credentials',
  'apikey',
  'otp',
  'cvv',
]);
/** Names sensitive only as a pair of words (each alone is not): api_key, x-api-key, private_key, set-cookie. */
const SENSITIVE_PAIRS = [
  ['api', 'key'],
  ['private', 'key'],
  ['access', 'key'],
  ['set', 'cookie'],
];

/** The words of a field name: `clientSecret` -> client, secret; `x-api-key` -> x, api, key. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

export function isSensitiveName(name: string): boolean {
  const words = wordsOf(name);
  if (words.some((word) => SENSITIVE_WORDS.has(word))) return true;
  return SENSITIVE_PAIRS.some(([first, second]) =>
    words.some((word, index) => word === first && words[index + 1] === second),
  );
}

/**
 * The head of a `name: value`, `name=value` or `"name":"value"` pair inside text, also in JSON nested
 * in a JSON string (escaped quotes); group 2 is the quote that opens a quoted value. A name must
 * start a word, which keeps the scan linear on long text.
 */
const PAIR_HEAD = /(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z0-9_-]*)\\*["']?\s*[:=]\s*(?:\\*(["']))?/g;
/** A pair's value: a quoted one runs to its closing quote (past escaped characters), a bare one (optionally `Bearer x`) to the next delimiter. */
const PAIR_VALUE: Record<string, RegExp> = {
  '"': /(?:[^"\\]|\\+[^"\\])+/y,
  "'": /(?:[^'\\]|\\+[^'\\])+/y,
  '': /(?:(?:Bearer|Basic)\s+)?[^\s"'\\,;&{}[\]]+/y,
};

/**
 * Masks the value of every pair whose name is sensitive. Only those values are read, and the scan
 * goes on right after an innocent pair's separator, so `error: pin=123456` still finds `pin`.
 */
function maskPairs(text: string): string {
  let masked = '';
  let copiedUpTo = 0;
  PAIR_HEAD.lastIndex = 0;
  for (let head = PAIR_HEAD.exec(text); head !== null; head = PAIR_HEAD.exec(text)) {
    const [whole, name = '', quote = ''] = head;
    const valueStart = head.index + whole.length;
    if (!isSensitiveName(name) || text.startsWith(REDACTED, valueStart)) continue;
    const valuePattern = PAIR_VALUE[quote]!;
    valuePattern.lastIndex = valueStart;
    const value = valuePattern.exec(text);
    if (value === null) continue;
    masked += `${text.slice(copiedUpTo, valueStart)}${REDACTED}`;
    copiedUpTo = valueStart + value[0].length;
    PAIR_HEAD.lastIndex = copiedUpTo;
  }
  return masked + text.slice(copiedUpTo);
}

/** `Bearer x` / `Basic x`: the credential after the scheme. */
const SCHEME_CREDENTIAL = /\b(Bearer|Basic)(\s+)(?!\[redacted\])[^\s"'\\,;]+/gi;
/** Our client ids have a known shape, so `[sbx_|live_]cl_...:secret` is a credential wherever it stands. */
const CLIENT_CREDENTIAL = /\b((?:sbx_|live_)?cl_[a-z0-9]{1,64}):(?!\[redacted\])[A-Za-z0-9_-]+/g;
/** Any `id:secret` pair, in a string that speaks of authorization or credentials. */
const AUTHORIZATION_CONTEXT = /auth|bearer|basic|credential/i;
const ID_SECRET_PAIR = /\b([A-Za-z0-9_-]{1,64}):(?!\[redacted\])[A-Za-z0-9_-]{8,}/g;

/** Masks every credential-shaped part of a string. */
export function redactText(text: string): string {
  let masked = maskPairs(text)
    .replace(SCHEME_CREDENTIAL, `$1$2${REDACTED}`)
    .replace(CLIENT_CREDENTIAL, `$1:${REDACTED}`);
  if (AUTHORIZATION_CONTEXT.test(masked)) masked = masked.replace(ID_SECRET_PAIR, `$1:${REDACTED}`);
  return masked;
}

/** An Error's useful parts (its own fields too, such as an AWS SDK error's code and metadata), redacted like the rest. */
function errorFields(error: Error): Record<string, unknown> {
  return {
    ...error,
    name: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause !== undefined ? { cause: error.cause } : {}),
  };
}

const hasToJson = (value: object): value is { toJSON(): unknown } =>
  !(value instanceof Error) && typeof (value as { toJSON?: unknown }).toJSON === 'function';

function redactObject(value: object, ancestors: Set<object>, depth: number): unknown {
  if (ancestors.has(value)) return '[circular]';
  if (depth >= LOG_DEPTH_MAX) return '[too deep]';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  ancestors.add(value);
  try {
    // What JSON.stringify would write for a Date, a URL or any value with toJSON, redacted in turn.
    if (hasToJson(value)) return redactValue(value.toJSON(), ancestors, depth + 1);
    if (Array.isArray(value)) return value.map((entry) => redactValue(entry, ancestors, depth + 1));
    const source =
      value instanceof Error
        ? errorFields(value)
        : value instanceof Map
          ? // Object.fromEntries makes a property name of any key.
            Object.fromEntries(value as Map<PropertyKey, unknown>)
          : value instanceof Set
            ? [...(value as Set<unknown>)]
            : value;
    if (Array.isArray(source)) return source.map((entry) => redactValue(entry, ancestors, depth + 1));
    return Object.fromEntries(
      Object.entries(source).map(([key, entry]) => [
        redactText(key),
        isSensitiveName(key) ? REDACTED : redactValue(entry, ancestors, depth + 1),
      ]),
    );
  } finally {
    ancestors.delete(value);
  }
}

function redactValue(value: unknown, ancestors: Set<object>, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  return redactObject(value, ancestors, depth);
}

/** A copy of the value that is safe to log: sensitive names and credential-shaped text masked at any depth. */
export function redact(value: unknown): unknown {
  return redactValue(value, new Set(), 0);
}
