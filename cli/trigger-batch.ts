/**
 * `trigger batch.completed` (cli/trigger.ts): a payout batch made by this client and approved by a
 * second one, as a maker and a checker must be.
 */
import { createMerchantClient } from '../client/merchant-client';
import type { CommandContext } from './context';
import { CliError, unwrap } from './http';
import { idempotencyKey, refId, waitForBatch, type Step } from './trigger-steps';

/** Sandbox destinations (README): a BCA account paid, and one ending 1111 the gateway rejects. */
const TRANSFER_BANK = '014';
const TRANSFER_ACCOUNT_PAID = '8730012345';
const TRANSFER_ACCOUNT_REJECTED = '8730011111';
const BATCH_ROW_AMOUNT_IDR = 100_000;

/** The trigger options a batch uses (cli/trigger.ts, TriggerOptions). */
interface BatchTriggerOptions {
  amount?: number;
  pin: string;
  /** The second API client that approves the batch (never the one that made it). */
  approverClientId?: string;
  approverClientSecret?: string;
}

/**
 * A payout batch made by this client and approved by the approver client (maker and checker): two
 * transfers, one executed and one rejected (the account ending 1111), each with its own webhook,
 * then batch.completed once both are final.
 */
export async function batchScenario(context: CommandContext, options: BatchTriggerOptions, step: Step): Promise<void> {
  const amount = options.amount ?? BATCH_ROW_AMOUNT_IDR;
  const reference = refId('CLI-BATCH');
  const rows = [TRANSFER_ACCOUNT_PAID, TRANSFER_ACCOUNT_REJECTED].map((account, index) => ({
    type: 'transfer' as const,
    bank_code: TRANSFER_BANK,
    account_number: account,
    amount,
    item_reference: `${reference}-${index + 1}`,
  }));
  const created = unwrap(
    await context.client.POST('/payout-batches', {
      body: { reference, items: rows },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  const batchId = created.batch.batch_id;
  step(`POST /api/v1/payout-batches -> 201 batch_id=${batchId} reference=${reference} status=${created.batch.status}`);
  await waitForBatch(context, batchId, 'validating', step);
  if (options.approverClientId === undefined || options.approverClientSecret === undefined)
    throw new CliError(
      'batch.completed needs --approver-client-id and --approver-client-secret (another API client)',
      2,
    );
  const approver = createMerchantClient({
    baseUrl: context.baseUrl,
    clientId: options.approverClientId,
    clientSecret: options.approverClientSecret,
    fetch: context.fetch,
  });
  const approved = unwrap(
    await approver.POST('/payout-batches/{batch_id}/approve', {
      params: { path: { batch_id: batchId }, header: { 'X-Idempotency-Key': idempotencyKey() } },
      body: { pin: options.pin },
    }),
  );
  step(
    `POST /api/v1/payout-batches/${batchId}/approve (as ${options.approverClientId}) -> 200 status=${approved.batch.status}`,
  );
  const final = await waitForBatch(context, batchId, 'processing', step);
  step(
    `webhook: ${final === 'completed' ? 'batch.completed' : 'batch.completed, once every row is final'} batch_id=${batchId} (and transaction.paid, transaction.failed for its rows)`,
  );
}
