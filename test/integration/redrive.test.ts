import {
  GetQueueAttributesCommand,
  PurgeQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { signBody } from '../../shared/gateway/signature';
import { QUEUES, type QueueId } from '../../shared/queues';
import { sqs } from '../../shared/store/aws';
import { deadLetterQueueUrl } from '../../shared/store/dead-letters';
import { queueUrl } from '../../shared/store/queue';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction } from '../../shared/store/transactions';
import { handler as callbackConsumer } from '../../functions/workers/gateway-callbacks';
import { createMerchantFixture, drainQueue, invoke } from '../support/harness';
import { GATEWAY_CALLBACK_SECRET, useGatewaySimulator } from '../support/gateway';

/**
 * POST /admin/v1/queues/{queue}/redrive against the SQS emulator: messages a consumer gave up on
 * (maxReceiveCount failed receives, then the queue's redrive policy moved them to its DLQ) go back to
 * their queue and are consumed there.
 */
const gateway = useGatewaySimulator();
const ADMIN = { authorization: 'Bearer test-admin-token' };

afterEach(() => setWriteFaultInjector(undefined));

async function purge(url: string): Promise<void> {
  await (await sqs()).send(new PurgeQueueCommand({ QueueUrl: url }));
}

async function visibleCount(url: string): Promise<number> {
  const described = await (
    await sqs()
  ).send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages'] }));
  return Number(described.Attributes?.ApproximateNumberOfMessages ?? 0);
}

/** One receive from a queue, as the event source mapping makes it; visible again at once when not deleted. */
async function receiveOnce(queue: QueueId): Promise<Message[]> {
  const received = await (
    await sqs()
  ).send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl(queue),
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 1,
      VisibilityTimeout: 0,
      MessageSystemAttributeNames: ['ApproximateReceiveCount'],
    }),
  );
  return received.Messages ?? [];
}

function recordOf(message: Message): SQSRecord {
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:test:000000000000:gateway-callbacks',
    awsRegion: 'test',
  };
}

/** A paid-QR callback put on the callbacks queue by the real callback route (signed, then enqueued). */
async function queuedPaymentCallback(): Promise<string> {
  const merchant = await createMerchantFixture();
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 50_000 } });
  expect(created.status).toBe(201);
  const partnerReff = created.body.transaction.partner_reff as string;
  const settled = gateway().books.qris.settle(partnerReff, 'paid');
  if (!settled.ok) throw new Error(settled.reason);
  const rawBody = JSON.stringify(settled.callback);
  const accepted = await invoke('gatewayCallback', {
    rawBody,
    headers: { 'x-gateway-signature': signBody(rawBody, GATEWAY_CALLBACK_SECRET) },
  });
  expect(accepted.status).toBe(200);
  return partnerReff;
}

describe('POST /admin/v1/queues/{queue}/redrive', () => {
  beforeEach(async () => {
    for (const queue of Object.keys(QUEUES) as QueueId[]) {
      await purge(queueUrl(queue));
      await purge(await deadLetterQueueUrl(queue));
    }
  });

  it('moves a callback that failed maxReceiveCount times back to its queue, where it is applied', async () => {
    const partnerReff = await queuedPaymentCallback();
    // DynamoDB refuses every write for this transaction: the consumer fails the record each time.
    setWriteFaultInjector((items) =>
      items.some((item) => item.Update?.Key?.pk === `TX#${partnerReff}`)
        ? Object.assign(new Error('injected outage'), { name: 'InternalFailure', $metadata: { httpStatusCode: 400 } })
        : undefined,
    );
    for (let receive = 1; receive <= QUEUES.callbacks.maxReceiveCount; receive += 1) {
      const messages = await receiveOnce('callbacks');
      expect(messages).toHaveLength(1);
      const result = await callbackConsumer({ Records: messages.map(recordOf) });
      expect(result.batchItemFailures).toEqual([{ itemIdentifier: messages[0]!.MessageId }]);
    }
    // The next receive finds it past maxReceiveCount: the queue's redrive policy moves it to the DLQ.
    expect(await receiveOnce('callbacks')).toEqual([]);
    const deadLetters = await deadLetterQueueUrl('callbacks');
    expect(await visibleCount(deadLetters)).toBe(1);
    expect((await getTransaction(partnerReff))?.status).toBe('waiting_payment');

    setWriteFaultInjector(undefined);
    const redriven = await invoke('redriveQueue', { params: { queue: 'callbacks' }, headers: ADMIN });
    expect(redriven).toMatchObject({ status: 200, body: { ok: true, queue: 'callbacks', moved: 1, drained: true } });
    expect(await visibleCount(deadLetters)).toBe(0);

    const messages = await receiveOnce('callbacks');
    expect(messages).toHaveLength(1);
    expect(await callbackConsumer({ Records: messages.map(recordOf) })).toEqual({ batchItemFailures: [] });
    expect((await getTransaction(partnerReff))?.status).toBe('paid');
  });

  it('moves every dead letter, batch after batch, with its body unchanged', async () => {
    const deadLetters = await deadLetterQueueUrl('webhooks');
    const bodies = Array.from({ length: 25 }, (_, index) => JSON.stringify({ delivery_id: `wh_REDRIVE${index}` }));
    for (let start = 0; start < bodies.length; start += 10) {
      const entries = bodies.slice(start, start + 10).map((body, index) => ({ Id: String(index), MessageBody: body }));
      await (await sqs()).send(new SendMessageBatchCommand({ QueueUrl: deadLetters, Entries: entries }));
    }
    const redriven = await invoke('redriveQueue', { params: { queue: 'webhooks' }, headers: ADMIN });
    expect(redriven).toMatchObject({ status: 200, body: { ok: true, queue: 'webhooks', moved: 25, drained: true } });
    const returned = (await drainQueue('webhooks')) as Array<{ delivery_id: string }>;
    expect(returned.map((body) => JSON.stringify(body)).sort()).toEqual([...bodies].sort());
    expect(await visibleCount(deadLetters)).toBe(0);
  });

  it('answers drained with nothing moved when the dead-letter queue is empty', async () => {
    const redriven = await invoke('redriveQueue', { params: { queue: 'callbacks' }, headers: ADMIN });
    expect(redriven).toMatchObject({ status: 200, body: { ok: true, queue: 'callbacks', moved: 0, drained: true } });
  });

  it('answers 404 not_found for a queue that does not exist', async () => {
    const redriven = await invoke('redriveQueue', { params: { queue: 'refunds' }, headers: ADMIN });
    expect(redriven).toMatchObject({ status: 404, body: { ok: false, error: 'not_found' } });
  });

  it('refuses a caller without the admin token', async () => {
    const redriven = await invoke('redriveQueue', { params: { queue: 'callbacks' } });
    expect(redriven.status).toBe(401);
    expect(redriven.body.ok).toBe(false);
  });
});
