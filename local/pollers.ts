import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { setTimeout as sleep } from 'node:timers/promises';
import { lambdaContext } from './lambda-events';
import type { LocalQueue } from './infra';
import { loadHandler } from './server';

type SqsHandler = (event: SQSEvent, context: ReturnType<typeof lambdaContext>) => Promise<SQSBatchResponse | void>;

const WAIT_SECONDS = 1;

function toRecord(message: Message, queue: LocalQueue): SQSRecord {
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
      SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queue.definition.name}`,
    awsRegion: 'local',
  };
}

/** The chaos run's process fault: how often a worker dies in the middle of a batch. */
interface CrashPolicy {
  shouldCrash: () => boolean;
  counts: { crashes: number; recordsAbandoned: number };
}
let crashPolicy: CrashPolicy | undefined;

/**
 * Makes a share of batches end the way a killed worker ends them: the first half of the records
 * was handled (its writes may have committed), then the process died: nothing is deleted and
 * every message of the batch comes back (its visibility timeout is cut to zero here instead of
 * waited out), to be delivered again. Used by `npm run chaos`; never by the local stack itself.
 */
export function installWorkerCrashes(
  rate: number,
  random: () => number,
): { counts: CrashPolicy['counts']; remove(): void } {
  const policy: CrashPolicy = { shouldCrash: () => random() < rate, counts: { crashes: 0, recordsAbandoned: 0 } };
  crashPolicy = policy;
  return { counts: policy.counts, remove: () => void (crashPolicy = undefined) };
}

async function crashMidBatch(
  sqsClient: SQSClient,
  queue: LocalQueue,
  handler: SqsHandler,
  records: SQSRecord[],
  policy: CrashPolicy,
): Promise<void> {
  const handled = records.slice(0, Math.ceil(records.length / 2));
  await handler({ Records: handled }, lambdaContext(queue.definition.id)).catch(() => undefined);
  policy.counts.crashes += 1;
  policy.counts.recordsAbandoned += records.length;
  await sqsClient.send(
    new ChangeMessageVisibilityBatchCommand({
      QueueUrl: queue.url,
      Entries: records.map((record, index) => ({
        Id: String(index),
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: 0,
      })),
    }),
  );
}

/**
 * Behaves like Lambda's SQS event source mapping: receives batches, invokes the consumer, deletes
 * what succeeded and leaves reported failures to reappear after the visibility timeout (and to be
 * moved to the DLQ by the queue's redrive policy). A thrown handler error fails the whole batch.
 */
async function pollQueue(sqsClient: SQSClient, queue: LocalQueue, running: () => boolean): Promise<void> {
  const handler = (await loadHandler(queue.definition.consumer)) as unknown as SqsHandler;
  while (running()) {
    try {
      const received = await sqsClient.send(
        new ReceiveMessageCommand({
          QueueUrl: queue.url,
          MaxNumberOfMessages: queue.definition.batchSize,
          WaitTimeSeconds: WAIT_SECONDS,
          MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
        }),
      );
      const messages = received.Messages ?? [];
      if (messages.length === 0) continue;
      const records = messages.map((message) => toRecord(message, queue));
      const crash = crashPolicy;
      if (crash?.shouldCrash()) {
        await crashMidBatch(sqsClient, queue, handler, records, crash);
        continue;
      }
      const result = await handler({ Records: records }, lambdaContext(queue.definition.id)).catch(() => ({
        batchItemFailures: records.map((record) => ({ itemIdentifier: record.messageId })),
      }));
      const failed = new Set((result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      const done = records.filter((record) => !failed.has(record.messageId));
      if (done.length > 0) {
        await sqsClient.send(
          new DeleteMessageBatchCommand({
            QueueUrl: queue.url,
            Entries: done.map((record, index) => ({ Id: String(index), ReceiptHandle: record.receiptHandle })),
          }),
        );
      }
    } catch (error) {
      if (running()) process.stderr.write(`poller ${queue.definition.id}: ${String(error)}\n`);
      await sleep(500);
    }
  }
}

export function startPollers(sqsClient: SQSClient, queues: readonly LocalQueue[]): { stop(): Promise<void> } {
  let active = true;
  const loops = queues.map((queue) => pollQueue(sqsClient, queue, () => active));
  return {
    stop: async () => {
      active = false;
      await Promise.allSettled(loops);
    },
  };
}
