import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_RESPONSE_SNIPPET_CHARS_MAX, WEBHOOK_TIMEOUT_MS } from '../constants';
import { signBody } from '../gateway/signature';

/** Addresses a webhook may never reach outside sandbox mode (SSRF guard). */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
// No rule for the IPv4-mapped range ::ffff:0:0/96: BlockList already checks a mapped address
// (::ffff:10.0.0.1) against the IPv4 rules above, and it also matches every plain IPv4 address
// against that range, so such a rule would refuse all IPv4 hosts, public ones included.
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

export type UrlCheck = { ok: true } | { ok: false; reason: string };

export async function checkWebhookUrl(url: string, sandbox: boolean): Promise<UrlCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'invalid URL' };
  }
  if (sandbox) return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { ok: true } : { ok: false, reason: 'unsupported scheme' };
  if (parsed.protocol !== 'https:') return { ok: false, reason: 'webhook URLs must use HTTPS' };
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) return { ok: false, reason: 'host does not resolve' };
  const blocked = addresses.some(({ address, family }) => FORBIDDEN.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  return blocked ? { ok: false, reason: 'host resolves to a private, loopback or link-local address' } : { ok: true };
}

export interface WebhookRequest {
  url: string;
  body: string;
  secret: string;
  event: string;
  deliveryId: string;
  attempt: number;
  userAgent: string;
  sandbox: boolean;
}

export interface WebhookResponse {
  httpStatus: number | null;
  latencyMs: number;
  delivered: boolean;
  error?: string;
}

/** One POST. Only a direct 2xx counts: redirects, other statuses and timeouts are failed deliveries. */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const startedMs = performance.now();
  const check = await checkWebhookUrl(request.url, request.sandbox);
  if (!check.ok) return { httpStatus: null, latencyMs: 0, delivered: false, error: check.reason };
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'User-Agent': request.userAgent,
        'X-Webhook-Event': request.event,
        'X-Webhook-Delivery': request.deliveryId,
        'X-Webhook-Attempt': String(request.attempt),
        'X-Webhook-Signature': signBody(request.body, request.secret),
      },
      body: request.body,
    });
    await response.body?.cancel().catch(() => undefined);
    const delivered = response.status >= 200 && response.status < 300;
    return { httpStatus: response.status, latencyMs: Math.round(performance.now() - startedMs), delivered };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : 'request failed';
    return { httpStatus: null, latencyMs: Math.round(performance.now() - startedMs), delivered: false, error: message.slice(0, WEBHOOK_RESPONSE_SNIPPET_CHARS_MAX) };
  }
}
