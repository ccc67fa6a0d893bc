import type { Device } from '../domain/devices';
import type { PushMessage } from '../domain/push-message';

/** Which webhook delivery a notification accompanies: the key that keeps a repeat harmless. */
export interface PushContext {
  deliveryId: string;
  event: string;
  partnerReff: string | null;
  atMs: number;
}

/**
 * The port the fan-out depends on: deliver one message to one device. The SNS adapter does it in
 * AWS; the outbox adapter records it in the table (local stack and tests). Best effort: a failure is
 * thrown and logged by the caller, never retried into a duplicate notification.
 */
export interface PushSender {
  send(device: Device, message: PushMessage, context: PushContext): Promise<void>;
}
