import type { Device } from '../domain/devices';
import type { PushNotificationRecord } from '../store/push';
import { toJakartaIso } from '../time';

/** The token is answered as sent: the merchant's app already holds it. */
export function deviceView(device: Device) {
  return {
    token: device.token,
    platform: device.platform,
    app_version: device.app_version,
    device_name: device.device_name,
    active: device.active,
    last_seen_at: toJakartaIso(device.last_seen_at_ms),
    created_at: toJakartaIso(device.created_at_ms),
  };
}

/** Operators see which device got a notification by the token's last characters only. */
export function pushNotificationView(record: PushNotificationRecord) {
  return {
    token_suffix: record.token_suffix,
    platform: record.platform,
    title: record.title,
    body: record.body,
    partner_reff: record.partner_reff,
    event: record.event,
    at: toJakartaIso(record.at_ms),
  };
}
