import { config } from '../config';
import { outboxPushSender } from './outbox';
import type { PushSender } from './port';
import { SnsPushSender, snsClient } from './sns';

let override: PushSender | undefined;
let fromConfig: PushSender | undefined;

/** The adapter PUSH_MODE names: SNS in AWS, the table outbox locally. */
export function pushSender(): PushSender {
  if (override !== undefined) return override;
  if (fromConfig === undefined) {
    const { pushMode, region, pushPlatformApplicationArns } = config();
    fromConfig =
      pushMode === 'sns' ? new SnsPushSender(snsClient(region), pushPlatformApplicationArns) : outboxPushSender;
  }
  return fromConfig;
}

/** Tests replace the adapter (a failing one, a recording one); undefined restores PUSH_MODE's. */
export function setPushSenderForTests(sender: PushSender | undefined): void {
  override = sender;
  fromConfig = undefined;
}
