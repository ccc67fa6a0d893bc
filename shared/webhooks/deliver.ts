import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_SNIPPET_CHARS_MAX, WEBHOOK_TIMEOUT_MS } from '../constants';
import { systemScheduler, withTimeout, type Scheduler } from '../scheduler';
import { addressKind, type AddressKind } from '../domain/ip-address';
import { signBody } from '../gateway/signature';
import { signWebhookV2 } from './signature';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address of a host name, in the resolver's order. Tests inject one to play a rebinding DNS server. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Here `sandbox` means the local sandbox's conveniences (config.ts, localConveniences: `npm start`
 * and tests, never a deployed function, the deployed sandbox included).
 *
 * The SSRF guard: outside sandbox mode a webhook reaches public addresses only, never loopback (the
 * Lambda runtime API listens on 127.0.0.1:9001), link-local (169.254.169.254 metadata), private,
 * shared, multicast or the IPv6 ranges that translate to IPv4. Sandbox mode adds loopback, where the
 * local stack and the tests receive their webhooks, and nothing else.
 */
export function addressAllowed(kind: AddressKind, sandbox: boolean): boolean {
  return kind === 'public' || (sandbox && kind === 'loopback');
}

export type UrlCheck = { ok: true } | { ok: false; reason: string };

/** Where a webhook goes: the URL (its host name stays the Host header and the TLS name) and the checked address. */
export type WebhookTarget = { ok: true; url: URL; address: ResolvedAddress } | { ok: false; reason: string };

function parseWebhookUrl(url: string, sandbox: boolean): URL | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid URL';
  }
  if (parsed.protocol === 'https:' || (sandbox && parsed.protocol === 'http:')) return parsed;
  return sandbox ? 'unsupported scheme' : 'webhook URLs must use HTTPS';
}

/** The host of a URL without the brackets of an IPv6 literal. */
const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

function literalAddress(host: string): ResolvedAddress | undefined {
  const family = isIP(host);
  return family === 0 ? undefined : { address: host, family: family === 6 ? 6 : 4 };
}

function refusedReason(addresses: readonly ResolvedAddress[], sandbox: boolean): string | undefined {
  const refused = addresses.map(({ address }) => addressKind(address)).find((kind) => !addressAllowed(kind, sandbox));
  return refused === undefined ? undefined : `host resolves to a private, loopback or link-local address (${refused})`;
}

/**
 * Resolves the host once and checks every address it has. The first address is the one the send
 * connects to (pinned), so a DNS answer that changes between the check and the connection (DNS
 * rebinding) cannot steer the webhook to an address that was never checked.
 */
export async function resolveWebhookTarget(
  url: string,
  sandbox: boolean,
  resolve: Resolver = systemResolver,
): Promise<WebhookTarget> {
  const parsed = parseWebhookUrl(url, sandbox);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const host = hostOf(parsed);
  const literal = literalAddress(host);
  const addresses = literal ? [literal] : await resolve(host).catch(() => []);
  if (addresses.length === 0) return { ok: false, reason: 'host does not resolve' };
  const refused = refusedReason(addresses, sandbox);
  return refused === undefined ? { ok: true, url: parsed, address: addresses[0]! } : { ok: false, reason: refused };
}

/**
 * The check when a callback URL is configured. Outside sandbox mode it is the send's own check. In
 * sandbox mode a host name is not resolved (a local name may not exist yet; every send checks it
 * again), but an address written in the URL must be one a sandbox webhook may reach.
 */
export async function checkWebhookUrl(
  url: string,
  sandbox: boolean,
  resolve: Resolver = systemResolver,
): Promise<UrlCheck> {
  if (!sandbox) {
    const target = await resolveWebhookTarget(url, false, resolve);
    return target.ok ? { ok: true } : target;
  }
  const parsed = parseWebhookUrl(url, true);
  if (typeof parsed === 'string') return { ok: false, reason: parsed };
  const literal = literalAddress(hostOf(parsed));
  const refused = literal === undefined ? undefined : refusedReason([literal], true);
  return refused === undefined ? { ok: true } : { ok: false, reason: refused };
}

/** A socket lookup that always answers the checked address, whatever DNS would say now. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

/**
 * One POST to the pinned address; resolves with the HTTP status as soon as it arrives. The URL keeps
 * its host name, so the Host header, TLS SNI and the certificate check all name the original host.
 * No agent: a pooled socket is keyed by host name and could be one connected to another address.
 * The body of the answer is discarded unread.
 */
function postPinned(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body, 'utf8')) },
        lookup: pinnedLookup(address),
        agent: false,
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface WebhookRequest {
  url: string;
  body: string;
  secret: string;
  event: string;
  deliveryId: string;
  attempt: number;
  userAgent: string;
  /** The local sandbox's conveniences (plain http, loopback): localConveniences, never when deployed. */
  sandbox: boolean;
  /**
   * Unix seconds the V2 signature is made at. By default the wall clock when the request leaves,
   * which is what a receiver compares with its own clock to refuse replays.
   */
  timestampSeconds?: number;
}

export interface WebhookResponse {
  httpStatus: number | null;
  latencyMs: number;
  delivered: boolean;
  error?: string;
}

/** The contract's headers, then the timestamped V2 signature of the same body (docs/ARCHITECTURE.md, 14.2). */
function webhookHeaders(request: WebhookRequest, timestampSeconds: number): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'User-Agent': request.userAgent,
    'X-Webhook-Event': request.event,
    'X-Webhook-Delivery': request.deliveryId,
    'X-Webhook-Attempt': String(request.attempt),
    'X-Webhook-Signature': signBody(request.body, request.secret),
    ...signWebhookV2(request.body, request.secret, timestampSeconds),
  };
}

/**
 * One POST to the address checked for it. Only a direct 2xx counts: redirects (never followed),
 * other statuses and timeouts (WEBHOOK_TIMEOUT_MS) are failed deliveries. The timeout and the
 * latency are counted on `scheduler` (the wall clock unless a test hands in its own).
 */
export async function sendWebhook(
  request: WebhookRequest,
  resolve: Resolver = systemResolver,
  scheduler: Scheduler = systemScheduler,
): Promise<WebhookResponse> {
  const startedMs = scheduler.nowMs();
  const latencyMs = (): number => Math.max(0, Math.round(scheduler.nowMs() - startedMs));
  const target = await resolveWebhookTarget(request.url, request.sandbox, resolve);
  if (!target.ok) return { httpStatus: null, latencyMs: 0, delivered: false, error: target.reason };
  try {
    const timestampSeconds = request.timestampSeconds ?? Math.floor(Date.now() / 1000);
    const httpStatus = await withTimeout(scheduler, WEBHOOK_TIMEOUT_MS, (signal) =>
      postPinned(target.url, target.address, webhookHeaders(request, timestampSeconds), request.body, signal),
    );
    const delivered = httpStatus >= 200 && httpStatus < 300;
    return { httpStatus, latencyMs: latencyMs(), delivered };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
    return {
      httpStatus: null,
      latencyMs: latencyMs(),
      delivered: false,
      error: message.slice(0, WEBHOOK_RESPONSE_SNIPPET_CHARS_MAX),
    };
  }
}
