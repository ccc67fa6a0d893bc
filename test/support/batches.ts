import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { handler as batchWorker } from '../../functions/workers/payout-batches';
import { CONSUMER_CONCURRENCY } from '../../infra/specs';
import { BATCH_SWEEP } from '../../shared/channels/batches/sweep';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import type { Permission } from '../../shared/domain/permissions';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { runSweep } from '../../shared/operations/sweep-run';
import { budgetOf } from '../../shared/operations/sweep-budget';
import type { Clock } from '../../shared/clock';
import { QUEUES } from '../../shared/queues';
import { createMerchantFixture, drainQueue, invoke, valueOf, type MerchantFixture } from './harness';

/** Payout batches in the integration tier: the fixtures and the plays of the queue and the sweep the tests share. */

export const PIN = '123456';
export const TRANSFER_DEBIT = (amount: number): number =>
  amount + computeFees(amount, resolveFeeRule('transfer')).total_fee;

export type Auth = MerchantFixture['auth'];

export interface BatchMerchant extends MerchantFixture {
  /** A second API client of the merchant that may approve (the checker). */
  checker: Auth;
}

/** A merchant whose first client makes batches and whose second approves them (and reads). */
export async function batchMerchant(
  options: { balanceIdr?: number; balanceShards?: number; callbackUrl?: string; permissions?: Permission[] } = {},
): Promise<BatchMerchant> {
  const merchant = await createMerchantFixture({ balanceIdr: 5_000_000, ...options });
  const created = await adminCreateClient(
    merchant.merchantId,
    { permissions: ['batch:approve', 'qris:read'] },
    { nowMs: () => Date.now() },
  );
  const client = valueOf(created).client as { client_id: string; client_secret: string };
  return { ...merchant, checker: { clientId: client.client_id, clientSecret: client.client_secret } };
}

/** A transfer row; the account's last four digits pick the gateway's answer (README's table). */
export function transferRow(index: number, suffix = '1234', amount = 100_000) {
  return {
    type: 'transfer',
    bank_code: '014',
    account_number: `77${String(index).padStart(4, '0')}${suffix}`,
    amount,
    item_reference: `row-${index}`,
  };
}

export const ewalletRow = (index: number, suffix = '5678', amount = 50_000) => ({
  type: 'ewallet',
  product_code: 'OVO',
  phone_number: `0812${String(index).padStart(4, '0')}${suffix}`,
  amount,
  item_reference: `row-${index}`,
});

export const newReference = (): string => `batch-${randomUUID().slice(0, 12)}`;

export function createBatch(
  auth: Auth,
  items: unknown[],
  reference = newReference(),
  headers?: Record<string, string>,
) {
  return invoke('createPayoutBatch', { auth, body: { reference, items }, ...(headers ? { headers } : {}) });
}

export const getBatch = (auth: Auth, batchId: string) =>
  invoke('getPayoutBatch', { auth, params: { batch_id: batchId } });

export const batchItems = (auth: Auth, batchId: string, query: Record<string, string> = {}) =>
  invoke('listPayoutBatchItems', { auth, params: { batch_id: batchId }, query });

export const approve = (auth: Auth, batchId: string, body: Record<string, unknown> = { pin: PIN }) =>
  invoke('approvePayoutBatch', { auth, params: { batch_id: batchId }, body });

export const reject = (auth: Auth, batchId: string, reason = 'Not this month') =>
  invoke('rejectPayoutBatch', { auth, params: { batch_id: batchId }, body: { reason } });

const sqsEvent = (bodies: readonly unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, index) => ({ messageId: `m-${index}`, body: JSON.stringify(body) })),
  }) as unknown as SQSEvent;

/**
 * Plays the batches queue's event source as AWS runs it: one message an invocation (batchSize 1),
 * at most the consumer's reserved concurrency at once, until no message is left. A message whose
 * invocation reports it failed is received again, as SQS would after its visibility timeout, up to
 * the queue's maxReceiveCount (then the test fails: it would go to the dead-letter queue). Under a
 * loaded machine a part on one contended balance can spend its request's retry time (20 s of wall
 * clock) and fail; the redelivery is how the service gets past that, so the harness does it too.
 * Answers the messages handled, each once.
 */
export async function runBatchWorker(): Promise<unknown[]> {
  const handled: unknown[] = [];
  const maxReceives = QUEUES.batches.maxReceiveCount;
  for (;;) {
    const bodies = await drainQueue('batches');
    if (bodies.length === 0) return handled;
    handled.push(...bodies);
    let pending = bodies;
    for (let receive = 1; pending.length > 0; receive += 1) {
      const failed: unknown[] = [];
      for (let start = 0; start < pending.length; start += CONSUMER_CONCURRENCY.batches!) {
        const invocations = pending.slice(start, start + CONSUMER_CONCURRENCY.batches!);
        const answers = await Promise.all(invocations.map((body) => batchWorker(sqsEvent([body]))));
        answers.forEach((answer, index) => {
          if (answer.batchItemFailures.length > 0) failed.push(invocations[index]);
        });
      }
      if (failed.length > 0 && receive >= maxReceives)
        throw new Error(`${failed.length} batch message(s) failed ${maxReceives} receives: ${JSON.stringify(failed)}`);
      pending = failed;
    }
  }
}

/** One run of the batch sweep at `clock`. */
export const sweepBatches = (clock: Clock) => runSweep(BATCH_SWEEP, clock, budgetOf(30_000));

/** A batch created and validated: `ready` (or `invalid`). */
export async function readyBatch(merchant: BatchMerchant, items: unknown[]): Promise<string> {
  const created = await createBatch(merchant.auth, items);
  expect(created.status).toBe(201);
  await runBatchWorker();
  return created.body.batch.batch_id as string;
}
