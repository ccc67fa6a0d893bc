import { SQS_BATCH_SIZE } from '../constants';
import { config } from '../config';
import type { QueueId } from '../queues';
import { sqs, sqsSdk } from './aws';

export function queueUrl(queue: QueueId): string {
  const url = config().queueUrls[queue];
  if (url === undefined) throw new Error(`Queue URL for ${queue} is not configured`);
  return url;
}

/** Sends messages in batches of ten; throws when any entry was not accepted. */
export async function sendMessages(queue: QueueId, bodies: readonly unknown[]): Promise<void> {
  const url = queueUrl(queue);
  const [client, { SendMessageBatchCommand }] = await Promise.all([sqs(), sqsSdk()]);
  for (let start = 0; start < bodies.length; start += SQS_BATCH_SIZE) {
    const entries = bodies
      .slice(start, start + SQS_BATCH_SIZE)
      .map((body, index) => ({ Id: String(index), MessageBody: JSON.stringify(body) }));
    const result = await client.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
    if ((result.Failed ?? []).length > 0)
      throw new Error(`SQS refused ${result.Failed!.length} message(s) for ${queue}`);
  }
}
