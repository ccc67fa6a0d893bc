/**
 * The steps `trigger` (cli/trigger.ts) builds its scenarios from: fresh keys and references, the
 * sandbox call that acts as the customer, gateway or provider, and the waits for what a scheduled
 * job or the orders queue finishes in the background.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestJson, type CommandContext } from './context';
import { CliError, describeApiError, fieldText, unwrap } from './http';

export type Step = (line: string) => void;

/** How long trigger follows an order the provider completes in the background, and how often it looks. */
export const ORDER_WAIT_MS = 15_000;
export const ORDER_POLL_MS = 500;

/** A fresh idempotency key per run: a trigger is a new payment each time. */
export const idempotencyKey = (): string => `cli-${randomUUID()}`;
export const refId = (prefix: string): string => `${prefix}-${Date.now()}-${randomUUID().slice(0, 8)}`;

/**
 * A fresh phone number per order: the service refuses the same product to the same number twice
 * within 60 seconds (duplicate_recent_order). Ending 7 never meets a magic suffix, so it is
 * delivered; ending 0000 makes the provider refuse it.
 */
export function orderPhone(outcome: 'delivered' | 'refused', random: () => number = Math.random): string {
  const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return outcome === 'delivered' ? `0812${digits(6)}7` : `0812${digits(3)}0000`;
}

export async function sandbox(
  context: CommandContext,
  path: string,
  body: unknown,
  step: Step,
): Promise<Record<string, unknown>> {
  const answer = await requestJson(context, 'POST', `/sandbox/v1${path}`, body);
  if (answer.status === 404)
    throw new CliError(
      `POST /sandbox/v1${path}: 404; trigger needs a service in sandbox mode (SANDBOX=1, the local stack)`,
    );
  if (answer.status >= 300)
    throw new CliError(`POST /sandbox/v1${path}: ${describeApiError(answer.status, answer.body)}`);
  const result = answer.body as Record<string, unknown>;
  step(`POST /sandbox/v1${path} -> ${answer.status} status=${fieldText(result.status, '-')}`);
  return result;
}

/** Follows a transaction until it leaves `from` (a scheduled job moves it), for at most ORDER_WAIT_MS. */
export async function waitForStatus(context: CommandContext, reff: string, from: string, step: Step): Promise<string> {
  const deadlineMs = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const { status } = unwrap(
      await context.client.GET('/transactions/{partner_reff}', { params: { path: { partner_reff: reff } } }),
    ).transaction;
    if (status !== from || Date.now() >= deadlineMs) {
      step(`GET /api/v1/transactions/${reff} -> 200 status=${status}`);
      return status;
    }
    await sleep(ORDER_POLL_MS);
  }
}

/**
 * Follows an order the orders queue completes in the background until it leaves `pending`, so that
 * its final webhook event exists when trigger returns. Gives up quietly after ORDER_WAIT_MS.
 */
export async function waitForOrder(
  context: CommandContext,
  refId: string,
  step: Step,
): Promise<'pending' | 'success' | 'failed'> {
  const deadlineMs = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const order = unwrap(await context.client.GET('/tv/orders/{ref_id}', { params: { path: { ref_id: refId } } })).data;
    if (order.status !== 'pending' || Date.now() >= deadlineMs) {
      const detail =
        order.status === 'success'
          ? ` sn=${order.sn ?? '-'}`
          : order.status === 'failed'
            ? ` message=${order.message ?? '-'}`
            : ' (still pending)';
      step(`GET /api/v1/tv/orders/${refId} -> 200 status=${order.status}${detail}`);
      return order.status;
    }
    await sleep(ORDER_POLL_MS);
  }
}

/** Follows a payout batch until it leaves `from` (the batch workers move it), for at most ORDER_WAIT_MS. */
export async function waitForBatch(
  context: CommandContext,
  batchId: string,
  from: string,
  step: Step,
): Promise<string> {
  const deadlineMs = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const { batch } = unwrap(
      await context.client.GET('/payout-batches/{batch_id}', { params: { path: { batch_id: batchId } } }),
    );
    if (batch.status !== from || Date.now() >= deadlineMs) {
      const counts = `paid=${batch.counts.paid} failed=${batch.counts.failed} pending=${batch.counts.pending}`;
      step(
        `GET /api/v1/payout-batches/${batchId} -> 200 status=${batch.status} valid=${batch.valid_count} invalid=${batch.invalid_count} ${counts}`,
      );
      return batch.status;
    }
    await sleep(ORDER_POLL_MS);
  }
}
