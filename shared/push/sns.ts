import type { SNSClient } from '@aws-sdk/client-sns';
import { tokenSuffix, type Device, type DevicePlatform } from '../domain/devices';
import type { PushMessage } from '../domain/push-message';
import { logger } from '../logger';
import { traceClient } from '../tracing';
import type { PushSender } from './port';

/** What the adapter needs of SNS; tests pass a stub with the same shape. */
export type SnsSender = Pick<SNSClient, 'send'>;

/**
 * The SNS client class and the two commands (shared/push/sns-sdk.ts), loaded on the first push
 * rather than at import: the webhook dispatcher bundles this adapter, but only deliveries with a
 * device to notify, in PUSH_MODE=sns, use it.
 */
const snsSdk = (): Promise<typeof import('./sns-sdk')> => import('./sns-sdk');

export interface PlatformApplicationArns {
  android?: string;
  ios?: string;
}

/** Web push goes through FCM, like Android, so both use the Android (FCM) platform application. */
const APPLICATION_OF: Record<DevicePlatform, keyof PlatformApplicationArns> = {
  android: 'android',
  web: 'android',
  ios: 'ios',
};

/** One JSON message with a payload per transport: FCM for Android and web, APNs for iOS. */
export function snsMessage(message: PushMessage): string {
  const apns = JSON.stringify({
    aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
    ...message.data,
  });
  return JSON.stringify({
    default: message.body,
    GCM: JSON.stringify({ notification: { title: message.title, body: message.body }, data: message.data }),
    APNS: apns,
    APNS_SANDBOX: apns,
  });
}

/**
 * PUSH_MODE=sns: SNS mobile push. CreatePlatformEndpoint is idempotent for the same token, so it is
 * asked for the endpoint on every send instead of keeping endpoint ARNs in step with re-bindings.
 * Without the platform application ARN for a device's platform the send is logged and skipped.
 */
export class SnsPushSender implements PushSender {
  constructor(
    private readonly sns: SnsSender,
    private readonly applications: PlatformApplicationArns,
  ) {}

  async send(device: Device, message: PushMessage): Promise<void> {
    const applicationArn = this.applications[APPLICATION_OF[device.platform]];
    if (applicationArn === undefined) {
      logger.info('push skipped: no SNS platform application for this platform', {
        platform: device.platform,
        device: tokenSuffix(device.token),
      });
      return;
    }
    const { CreatePlatformEndpointCommand, PublishCommand } = await snsSdk();
    const endpoint = await this.sns.send(
      new CreatePlatformEndpointCommand({ PlatformApplicationArn: applicationArn, Token: device.token }),
    );
    if (endpoint.EndpointArn === undefined)
      throw new Error('SNS answered CreatePlatformEndpoint without an EndpointArn');
    await this.sns.send(
      new PublishCommand({ TargetArn: endpoint.EndpointArn, MessageStructure: 'json', Message: snsMessage(message) }),
    );
  }
}

let client: Promise<SNSClient> | undefined;

/** The SNS client, loaded and created once per container on the first send, so functions that never push never load it. */
export function snsClient(region: string): SnsSender {
  const send = async (command: Parameters<SnsSender['send']>[0]) => {
    client ??= snsSdk().then(({ SNSClient }) => traceClient(new SNSClient({ region })));
    return (await client).send(command);
  };
  return { send: send as SnsSender['send'] };
}
