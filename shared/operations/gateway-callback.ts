import * as z from 'zod';
import { GATEWAY_SIGNATURE_HEADER } from '../constants';
import { done, type Outcome } from '../domain/outcome';
import { GatewayCallbackSchema, type GatewayCallback } from '../gateway/port';
import { verifySignature } from '../gateway/signature';
import { sendMessages } from '../store/queue';

/** The signature header as the queue message keeps it (lower case, as API Gateway delivers headers). */
const SIGNATURE_HEADER_NAME = GATEWAY_SIGNATURE_HEADER.toLowerCase();

/**
 * What the callbacks queue carries: the body exactly as the gateway signed it and the gateway's
 * signature header. The queue is not trusted (docs/ARCHITECTURE.md, 14.3): anything that can send to it could
 * otherwise credit a merchant, so the consumer verifies the signature again before applying it.
 */
export interface CallbackMessage {
  raw: string;
  headers: { [SIGNATURE_HEADER_NAME]?: string };
}

/** Strict: a message of any other shape (the old `{raw}` form, a parsed callback) is not the endpoint's. */
const CallbackMessageSchema = z.strictObject({
  raw: z.string(),
  headers: z.strictObject({ [SIGNATURE_HEADER_NAME]: z.string().optional() }),
});

/**
 * The callback endpoint only checks and enqueues: the middleware verified the signature, the
 * handler parsed the body, and the consumer applies it. Answering at once keeps the gateway from
 * timing out and retrying while we work.
 */
export async function acceptGatewayCallback(
  rawBody: string,
  signature: string,
): Promise<Outcome<Record<string, never>>> {
  const message: CallbackMessage = { raw: rawBody, headers: { [SIGNATURE_HEADER_NAME]: signature } };
  await sendMessages('callbacks', [message]);
  return done({});
}

export type VerifiedMessage =
  | { kind: 'verified'; callback: GatewayCallback; raw: string }
  | { kind: 'forged'; reason: 'malformed_message' | 'missing_signature' | 'bad_signature'; rawLength: number };

/**
 * Verifies a queued message with the same code the endpoint's middleware uses. A message that is
 * not signed by the gateway is `forged`, whatever it claims. A signed body that is not a callback
 * still throws: it is the gateway's, so it goes to the dead-letter queue for an operator.
 */
export function verifyCallbackMessage(body: unknown, secret: string): VerifiedMessage {
  const parsed = CallbackMessageSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'forged', reason: 'malformed_message', rawLength: JSON.stringify(body ?? null).length };
  const { raw, headers } = parsed.data;
  const signature = headers[SIGNATURE_HEADER_NAME];
  if (signature === undefined || signature.trim() === '')
    return { kind: 'forged', reason: 'missing_signature', rawLength: raw.length };
  if (!verifySignature(raw, secret, signature))
    return { kind: 'forged', reason: 'bad_signature', rawLength: raw.length };
  return { kind: 'verified', callback: GatewayCallbackSchema.parse(JSON.parse(raw)), raw };
}
