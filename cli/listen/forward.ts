/**
 * Sends one event to the developer's local endpoint as the service sends a real webhook: the same
 * body bytes, the same headers, both signatures made by the service's own signing functions with
 * the API client's secret, so the receiver's verification code is exercised for real.
 */
import { signBody } from '../../shared/gateway/signature';
import { signWebhookV2 } from '../../shared/webhooks/signature';
import type { FeedEvent } from './feed';

/** How long the local endpoint has to answer; the service gives a real endpoint as long. */
export const FORWARD_TIMEOUT_MS = 30_000;
export const FORWARD_USER_AGENT = 'MerchantPaymentService-Webhooks/1.0 (cli listen)';

export interface ForwardResult {
  /** The endpoint's HTTP status, or undefined when it did not answer. */
  httpStatus?: number;
  error?: string;
  latencyMs: number;
}

/**
 * The webhook body of an event. The service writes each body with JSON.stringify and the feed
 * returns it parsed; serialising the parsed object again gives back the very same text (key order
 * and integer formatting survive), which is what the signatures cover.
 */
export const webhookBody = (event: FeedEvent): string => JSON.stringify(event.payload);

/** The headers of a real delivery (attempt 1), signed at `timestampSeconds`. */
export function webhookHeaders(
  event: FeedEvent,
  body: string,
  secret: string,
  timestampSeconds: number,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'User-Agent': FORWARD_USER_AGENT,
    'X-Webhook-Event': event.event,
    'X-Webhook-Delivery': event.id,
    'X-Webhook-Attempt': '1',
    'X-Webhook-Signature': signBody(body, secret),
    ...signWebhookV2(body, secret, timestampSeconds),
  };
}

/** One POST, not retried: what the endpoint answered (any status), or why it did not. */
export async function forwardEvent(
  event: FeedEvent,
  url: string,
  secret: string,
  stop?: AbortSignal,
): Promise<ForwardResult> {
  const body = webhookBody(event);
  const startedMs = performance.now();
  const latency = (): number => Math.round(performance.now() - startedMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: webhookHeaders(event, body, secret, Math.floor(Date.now() / 1000)),
      body,
      redirect: 'manual',
      signal:
        stop === undefined
          ? AbortSignal.timeout(FORWARD_TIMEOUT_MS)
          : AbortSignal.any([AbortSignal.timeout(FORWARD_TIMEOUT_MS), stop]),
    });
    await response.body?.cancel();
    return { httpStatus: response.status, latencyMs: latency() };
  } catch (error) {
    return { error: describeFetchError(error), latencyMs: latency() };
  }
}

/** `ECONNREFUSED`, `timeout`: the cause undici wraps in its generic "fetch failed". */
function describeFetchError(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${FORWARD_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
