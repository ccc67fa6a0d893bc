import type { Message } from '@aws-sdk/client-sqs';
import { REDRIVE_RECEIVE_WAIT_SECONDS, REDRIVE_VISIBILITY_SECONDS, SQS_BATCH_SIZE } from '../constants';
import { logger } from '../logger';
import type { QueueId } from '../queues';
import { sqs, sqsSdk } from './aws';
import { queueUrl } from './queue';

/**
 * Dead letters and their way back. SQS offers StartMessageMoveTask for this, but the SQS emulator of
 * the local stack (fauxqs 1.9.2) does not implement it, and it answers before anything has moved;
 * the receive -> send -> delete steps below work the same in AWS and locally, and count what moved.
 */
const ARN_ACCOUNT_PART = 4;
const ARN_NAME_PART = 5;

/** The URL of a queue's dead-letter queue, read from the queue's own redrive policy (the one truth in AWS and locally). */
export async function deadLetterQueueUrl(queue: QueueId): Promise<string> {
  const [client, { GetQueueAttributesCommand, GetQueueUrlCommand }] = await Promise.all([sqs(), sqsSdk()]);
  const described = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl(queue), AttributeNames: ['RedrivePolicy'] }),
  );
  const policy = described.Attributes?.RedrivePolicy;
  if (policy === undefined) throw new Error(`Queue ${queue} has no redrive policy`);
  const arn = (JSON.parse(policy) as { deadLetterTargetArn?: unknown }).deadLetterTargetArn;
  if (typeof arn !== 'string') throw new Error(`The redrive policy of queue ${queue} names no dead-letter queue`);
  // arn:aws:sqs:<region>:<account>:<queue name>
  const parts = arn.split(':');
  const found = await client.send(
    new GetQueueUrlCommand({ QueueName: parts[ARN_NAME_PART], QueueOwnerAWSAccountId: parts[ARN_ACCOUNT_PART] }),
  );
  return found.QueueUrl!;
}

/** Up to one batch of dead letters, hidden from other readers while they are moved; empty when the queue is drained. */
export async function receiveDeadLetters(deadLetterUrl: string, countMax: number): Promise<Message[]> {
  const [client, { ReceiveMessageCommand }] = await Promise.all([sqs(), sqsSdk()]);
  const received = await client.send(
    new ReceiveMessageCommand({
      QueueUrl: deadLetterUrl,
      MaxNumberOfMessages: Math.min(SQS_BATCH_SIZE, countMax),
      WaitTimeSeconds: REDRIVE_RECEIVE_WAIT_SECONDS,
      VisibilityTimeout: REDRIVE_VISIBILITY_SECONDS,
      MessageAttributeNames: ['All'],
    }),
  );
  return received.Messages ?? [];
}

/**
 * Sends the dead letters back to their queue, then deletes from the dead-letter queue those the
 * queue accepted. In this order a crash in between duplicates a message (every consumer is
 * idempotent) and never loses one; a message the queue refused stays a dead letter.
 */
export async function returnDeadLetters(
  queue: QueueId,
  deadLetterUrl: string,
  messages: readonly Message[],
): Promise<number> {
  const [client, { DeleteMessageBatchCommand, SendMessageBatchCommand }] = await Promise.all([sqs(), sqsSdk()]);
  const sent = await client.send(
    new SendMessageBatchCommand({
      QueueUrl: queueUrl(queue),
      Entries: messages.map((message, index) => ({
        Id: String(index),
        MessageBody: message.Body ?? '',
        MessageAttributes: message.MessageAttributes,
      })),
    }),
  );
  const accepted = new Set((sent.Successful ?? []).map((entry) => entry.Id));
  const entries = messages.flatMap((message, index) =>
    accepted.has(String(index)) ? [{ Id: String(index), ReceiptHandle: message.ReceiptHandle! }] : [],
  );
  if (entries.length === 0) return 0;
  const deleted = await client.send(new DeleteMessageBatchCommand({ QueueUrl: deadLetterUrl, Entries: entries }));
  if ((deleted.Failed ?? []).length > 0)
    logger.warn('dead letters moved but not deleted; they will be moved again', {
      queue,
      count: deleted.Failed!.length,
    });
  return entries.length;
}
