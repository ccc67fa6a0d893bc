import { tokenSuffix } from '../domain/devices';
import { putPushNotification } from '../store/push';
import type { PushSender } from './port';

/** PUSH_MODE=outbox: each notification becomes a record an operator can list (admin API). */
export const outboxPushSender: PushSender = {
  async send(device, message, context) {
    await putPushNotification({
      merchant_id: device.merchant_id,
      delivery_id: context.deliveryId,
      token_hash: device.token_hash,
      token_suffix: tokenSuffix(device.token),
      platform: device.platform,
      title: message.title,
      body: message.body,
      partner_reff: context.partnerReff,
      event: context.event,
      at_ms: context.atMs,
    });
  },
};
