import { done, type Outcome } from '../domain/outcome';
import { GatewayCallbackSchema, type GatewayCallback } from '../gateway/port';
import { sendMessages } from '../store/queue';

/**
 * What the callbacks queue carries: the body exactly as the gateway signed it. The consumer parses
 * it again, and keeps it verbatim with any payment it has to put in suspense.
 */
export interface CallbackMessage {
  raw: string;
}

/**
 * The callback endpoint only checks and enqueues: the middleware verified the signature, the
 * handler parsed the body, and the consumer applies it. Answering at once keeps the gateway from
 * timing out and retrying while we work.
 */
export async function acceptGatewayCallback(rawBody: string): Promise<Outcome<Record<string, never>>> {
  const message: CallbackMessage = { raw: rawBody };
  await sendMessages('callbacks', [message]);
  return done({});
}

/** A queued message: `{raw}`, or (older messages, tests) the parsed callback itself. */
export function callbackOfMessage(body: unknown): { callback: GatewayCallback; raw: string } {
  const raw = typeof body === 'object' && body !== null && typeof (body as Partial<CallbackMessage>).raw === 'string' ? (body as CallbackMessage).raw : JSON.stringify(body);
  return { callback: GatewayCallbackSchema.parse(JSON.parse(raw)), raw };
}
