import * as z from 'zod';
import type { Clock } from '../clock';
import { PUSH_DEVICES_PER_MERCHANT_MAX } from '../constants';
import { tokenSuffix } from '../domain/devices';
import { PUSH_EVENTS, pushMessageFor, type PushMessage } from '../domain/push-message';
import { TRANSACTION_TYPES } from '../schemas/transactions';
import { logger } from '../logger';
import type { PushSender } from '../push/port';
import { pushSender } from '../push/sender';
import { listActiveDevices } from '../store/devices';
import { claimPushForDelivery, type PushSource } from '../store/push';

/** The part of a transaction webhook body (transaction.* and va.paid) a notification needs. */
const WebhookBodySchema = z.object({
  partner_reff: z.string(),
  transaction: z.object({ type: z.enum(TRANSACTION_TYPES), status: z.string(), amount: z.number().int() }),
});

function messageOf(source: PushSource): PushMessage | undefined {
  if (!PUSH_EVENTS.includes(source.event)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(source.body);
  } catch {
    return undefined;
  }
  const parsed = WebhookBodySchema.safeParse(json);
  if (!parsed.success) return undefined;
  return pushMessageFor(source.event, { partner_reff: parsed.data.partner_reff, ...parsed.data.transaction });
}

async function fanOut(source: PushSource, message: PushMessage, atMs: number, sender: PushSender): Promise<number> {
  const devices = await listActiveDevices(source.merchant_id, PUSH_DEVICES_PER_MERCHANT_MAX);
  const context = { deliveryId: source.id, event: source.event, partnerReff: source.partner_reff, atMs };
  const results = await Promise.allSettled(devices.map((device) => sender.send(device, message, context)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      // Provider errors may quote what they were given; the token never reaches the log in full.
      const { token } = devices[index]!;
      logger.warn('push to a device failed', {
        deliveryId: source.id,
        device: tokenSuffix(token),
        error: String(result.reason).replaceAll(token, tokenSuffix(token)),
      });
    }
  });
  return results.filter((result) => result.status === 'fulfilled').length;
}

/**
 * Pushes the notification that accompanies a webhook delivery to every active device of its
 * merchant. Called by the webhook dispatcher, off the request path and outside any money
 * transaction. The delivery's conditional push marker makes it happen on the first dispatch only:
 * at most once, since a notification shown twice is worse than a missed one (the webhook and the
 * API remain the record). Never throws: a push problem must not hold up the webhook.
 */
export async function pushForDelivery(
  deliveryId: string,
  clock: Clock,
  sender: PushSender = pushSender(),
): Promise<number> {
  try {
    const nowMs = clock.nowMs();
    const source = await claimPushForDelivery(deliveryId, nowMs);
    const message = source === undefined ? undefined : messageOf(source);
    if (source === undefined || message === undefined) return 0;
    return await fanOut(source, message, nowMs, sender);
  } catch (error) {
    logger.warn('push fan-out failed', { deliveryId, error: String(error) });
    return 0;
  }
}
