import { validationError } from '../errors';
import { GatewayCallbackSchema } from '../gateway/port';
import type { OperationResult } from '../http/context';
import { fieldErrors } from '../http/validation';
import { sendMessages } from '../store/queue';

/**
 * The callback endpoint only checks and enqueues: the signature was verified by the middleware,
 * the body is checked here, and the consumer applies it. Answering at once keeps the gateway from
 * timing out and retrying while we work.
 */
export async function acceptGatewayCallback(rawBody: string): Promise<OperationResult> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw validationError({ body: ['Malformed JSON'] });
  }
  const parsed = GatewayCallbackSchema.safeParse(json);
  if (!parsed.success) throw validationError(fieldErrors(parsed.error, 'body'));
  await sendMessages('callbacks', [parsed.data]);
  return { statusCode: 200, body: { ok: true } };
}
