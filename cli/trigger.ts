/**
 * `trigger <event>`: makes the service produce a webhook event for real, by calling the API as a
 * merchant and the sandbox as the customer, the gateway or the provider would act (LOCAL.md's magic
 * destinations). Prints each step and the partner_reff or ref_id the event will carry.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestJson, type CommandContext } from './context';
import { CliError, describeApiError, unwrap } from './http';

export interface TriggerOptions {
  amount?: number;
  pin: string;
}

/** The local demo merchant's PIN (README): payouts are confirmed with it unless --pin says otherwise. */
export const DEMO_PIN = '123456';

type Step = (line: string) => void;
interface Scenario {
  description: string;
  run: (context: CommandContext, options: TriggerOptions, step: Step) => Promise<void>;
}

/** Sandbox destinations (LOCAL.md): everything succeeds except what ends in a magic suffix. */
const TRANSFER_BANK = '014';
const TRANSFER_ACCOUNT_PAID = '8730012345';
const TRANSFER_ACCOUNT_REJECTED = '8730011111';
const ORDER_PRODUCT = 'TSEL10';
const BILL_PRODUCT = 'PLNPASCA';
const BILL_CUSTOMER = '512345678901';
const DEDICATED_VA_BANK = '002';

const DEFAULT_AMOUNT_IDR = { qris: 50_000, va: 75_000, transfer: 100_000 } as const;

/** How long trigger follows an order the provider completes in the background, and how often it looks. */
export const ORDER_WAIT_MS = 15_000;
export const ORDER_POLL_MS = 500;

export const SCENARIOS: Record<string, Scenario> = {
  'qris.paid': { description: 'a dynamic QR paid in the sandbox (webhook transaction.paid)', run: (c, o, s) => qrisScenario(c, o, s, 'pay') },
  'qris.failed': { description: 'a dynamic QR whose payment fails (webhook transaction.failed)', run: (c, o, s) => qrisScenario(c, o, s, 'fail') },
  'va.paid': { description: 'a transfer into the dedicated BRI VA (webhook va.paid)', run: dedicatedVaScenario },
  'transfer.paid': { description: 'a bank transfer payout the gateway executes (webhook transaction.paid)', run: (c, o, s) => transferScenario(c, o, s, TRANSFER_ACCOUNT_PAID) },
  'transfer.failed': { description: 'a payout to an account ending 1111, rejected (webhook transaction.failed)', run: (c, o, s) => transferScenario(c, o, s, TRANSFER_ACCOUNT_REJECTED) },
  'order.success': { description: 'a prepaid phone credit order (webhooks order.pending, then order.success)', run: (c, _o, s) => orderScenario(c, s, 'delivered') },
  'order.failed': { description: 'an order to a number ending 0000, refused (webhooks order.pending, then order.failed)', run: (c, _o, s) => orderScenario(c, s, 'refused') },
  'ppob.paid': { description: 'a postpaid electricity bill paid (webhook ppob.paid)', run: billScenario },
};

export async function trigger(context: CommandContext, event: string, options: TriggerOptions, print: Step): Promise<void> {
  const scenario = SCENARIOS[event];
  if (scenario === undefined) throw new CliError(`Unknown event ${event}: one of ${Object.keys(SCENARIOS).join(', ')}`, 2);
  await scenario.run(context, options, print);
}

/** A fresh idempotency key per run: a trigger is a new payment each time. */
const idempotencyKey = (): string => `cli-${randomUUID()}`;
const refId = (prefix: string): string => `${prefix}-${Date.now()}-${randomUUID().slice(0, 8)}`;

/**
 * A fresh phone number per order: the service refuses the same product to the same number twice
 * within 60 seconds (duplicate_recent_order). Ending 7 never meets a magic suffix, so it is
 * delivered; ending 0000 makes the provider refuse it.
 */
export function orderPhone(outcome: 'delivered' | 'refused', random: () => number = Math.random): string {
  const digits = (count: number): string => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return outcome === 'delivered' ? `0812${digits(6)}7` : `0812${digits(3)}0000`;
}

async function sandbox(context: CommandContext, path: string, body: unknown, step: Step): Promise<Record<string, unknown>> {
  const answer = await requestJson(context, 'POST', `/sandbox/v1${path}`, body);
  if (answer.status === 404) throw new CliError(`POST /sandbox/v1${path}: 404; trigger needs a service in sandbox mode (SANDBOX=1, the local stack)`);
  if (answer.status >= 300) throw new CliError(`POST /sandbox/v1${path}: ${describeApiError(answer.status, answer.body)}`);
  const result = answer.body as Record<string, unknown>;
  step(`POST /sandbox/v1${path} -> ${answer.status} status=${String(result.status ?? '-')}`);
  return result;
}

async function qrisScenario(context: CommandContext, options: TriggerOptions, step: Step, action: 'pay' | 'fail'): Promise<void> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.qris;
  const created = unwrap(
    await context.client.POST('/qris', {
      body: { amount, description: 'cli trigger' },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  const reff = created.transaction.partner_reff;
  step(`POST /api/v1/qris -> 201 partner_reff=${reff} amount=${amount} status=${created.transaction.status}`);
  await sandbox(context, `/qris/${encodeURIComponent(reff)}/${action}`, {}, step);
  step(`webhook: ${action === 'pay' ? 'transaction.paid' : 'transaction.failed'} partner_reff=${reff}`);
}

async function dedicatedVaScenario(context: CommandContext, options: TriggerOptions, step: Step): Promise<void> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.va;
  const { data, error, response } = await context.client.POST('/virtual-accounts', { body: { bank_code: DEDICATED_VA_BANK } });
  if (data === undefined) throw new CliError(`POST /api/v1/virtual-accounts: ${describeApiError(response.status, error)}`);
  const number = data.virtual_account.virtual_account_number;
  step(`POST /api/v1/virtual-accounts -> ${response.status} virtual_account_number=${number} bank_code=${DEDICATED_VA_BANK}`);
  const paid = await sandbox(context, `/va/${encodeURIComponent(number)}/pay`, { amount }, step);
  step(`webhook: va.paid partner_reff=${String(paid.partner_reff)}`);
}

async function transferScenario(context: CommandContext, options: TriggerOptions, step: Step, accountNumber: string): Promise<void> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.transfer;
  const inquiry = unwrap(await context.client.POST('/transfer/inquiry', { body: { amount, bank_code: TRANSFER_BANK, account_number: accountNumber } }));
  const reff = inquiry.transaction.partner_reff;
  step(`POST /api/v1/transfer/inquiry -> 200 partner_reff=${reff} amount=${amount} account_number=${accountNumber}`);
  const confirmed = unwrap(
    await context.client.POST('/transfer/confirm', {
      body: { partner_reff: reff, pin: options.pin },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  step(`POST /api/v1/transfer/confirm -> 200 status=${confirmed.transaction.status}${confirmed.message ? ` message=${confirmed.message}` : ''}`);
  step(`webhook: ${confirmed.transaction.status === 'failed' ? 'transaction.failed' : 'transaction.paid'} partner_reff=${reff}`);
}

async function orderScenario(context: CommandContext, step: Step, outcome: 'delivered' | 'refused'): Promise<void> {
  const phone = orderPhone(outcome);
  const ref = refId('CLI');
  const order = unwrap(
    await context.client.POST('/tv/orders', {
      body: { ref_id: ref, kode_produk: ORDER_PRODUCT, tujuan: phone },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  step(`POST /api/v1/tv/orders -> 202 ref_id=${ref} partner_reff=${order.data.partner_reff} kode_produk=${ORDER_PRODUCT} tujuan=${phone} status=${order.data.status}`);
  const final = await waitForOrder(context, ref, step);
  const event = final === 'pending' ? 'order.success or order.failed, once the provider answers' : final === 'failed' ? 'order.failed' : 'order.success';
  step(`webhook: ${event} ref_id=${ref} partner_reff=${order.data.partner_reff}`);
}

async function billScenario(context: CommandContext, _options: TriggerOptions, step: Step): Promise<void> {
  const bill = unwrap(await context.client.POST('/tv/ppob/inquiries', { body: { kode_produk: BILL_PRODUCT, tujuan: BILL_CUSTOMER } }));
  step(`POST /api/v1/tv/ppob/inquiries -> 200 inquiry_id=${bill.data.inquiry_id} tagihan=${bill.data.tagihan}`);
  const ref = refId('CLI-BILL');
  const paid = unwrap(
    await context.client.POST('/tv/ppob/orders', {
      body: { ref_id: ref, inquiry_id: bill.data.inquiry_id },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  step(`POST /api/v1/tv/ppob/orders -> 202 ref_id=${ref} partner_reff=${paid.data.partner_reff} status=${paid.data.status}`);
  const final = await waitForOrder(context, ref, step);
  const event = final === 'pending' ? 'ppob.paid or order.failed, once the biller answers' : final === 'failed' ? 'order.failed' : 'ppob.paid';
  step(`webhook: ${event} ref_id=${ref} partner_reff=${paid.data.partner_reff}`);
}

/**
 * Follows an order the orders queue completes in the background until it leaves `pending`, so that
 * its final webhook event exists when trigger returns. Gives up quietly after ORDER_WAIT_MS.
 */
async function waitForOrder(context: CommandContext, refId: string, step: Step): Promise<'pending' | 'success' | 'failed'> {
  const deadlineMs = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const order = unwrap(await context.client.GET('/tv/orders/{ref_id}', { params: { path: { ref_id: refId } } })).data;
    if (order.status !== 'pending' || Date.now() >= deadlineMs) {
      const detail = order.status === 'success' ? ` sn=${order.sn ?? '-'}` : order.status === 'failed' ? ` message=${order.message ?? '-'}` : ' (still pending)';
      step(`GET /api/v1/tv/orders/${refId} -> 200 status=${order.status}${detail}`);
      return order.status;
    }
    await sleep(ORDER_POLL_MS);
  }
}
