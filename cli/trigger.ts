/**
 * `trigger <event>`: makes the service produce a webhook event for real, by calling the API as a
 * merchant and the sandbox as the customer, the gateway or the provider would act (the README's magic
 * destinations). Prints each step and the partner_reff or ref_id the event will carry.
 */
import { requestJson, type CommandContext } from './context';
import { CliError, describeApiError, unwrap } from './http';
import { refundEvents } from './trigger-refunds';
import { batchScenario } from './trigger-batch';
import { idempotencyKey, orderPhone, refId, sandbox, waitForOrder, waitForStatus, type Step } from './trigger-steps';

export { orderPhone } from './trigger-steps';

export interface TriggerOptions {
  amount?: number;
  pin: string;
  channel?: string;
  /** The second API client that approves a payout batch (maker and checker: never the one that made it). */
  approverClientId?: string;
  approverClientSecret?: string;
}

/** The local demo merchant's PIN (README): payouts are confirmed with it unless --pin says otherwise. */
export const DEMO_PIN = '123456';

interface Scenario {
  description: string;
  run: (context: CommandContext, options: TriggerOptions, step: Step) => Promise<void>;
}

/** Sandbox destinations (README): everything succeeds except what ends in a magic suffix. */
const TRANSFER_BANK = '014';
const TRANSFER_ACCOUNT_PAID = '8730012345';
const TRANSFER_ACCOUNT_REJECTED = '8730011111';
const ONE_TIME_VA_BANK = '014';
const ORDER_PRODUCT = 'TSEL10';
const BILL_PRODUCT = 'PLNPASCA';
const BILL_CUSTOMER = '512345678901';
const DEDICATED_VA_BANK = '002';

const DEFAULT_AMOUNT_IDR = { qris: 50_000, va: 75_000, transfer: 100_000, ewallet: 50_000 } as const;
const EWALLET_PRODUCT = 'OVO';
const EWALLET_PHONE_PAID = '081234567890';
const EWALLET_PHONE_REJECTED = '081200001111';
/** A QR is valid 30 minutes; the expiry sweep runs on the schedule tick after the clock passes that. */
const QR_EXPIRY_ADVANCE_SECONDS = 31 * 60;

type Run = Scenario['run'];

/**
 * Every webhook event (the list of docs/ARCHITECTURE.md, 14.2) and the channels that produce it; the first channel
 * is the default. `trigger transaction.paid --channel transfer` picks another.
 */
export const EVENTS: Record<string, { channels: Record<string, Scenario> }> = {
  'transaction.paid': {
    channels: {
      qris: { description: 'a dynamic QR paid in the sandbox', run: (c, o, s) => qrisScenario(c, o, s, 'pay') },
      va: { description: 'a one-time BCA VA paid its exact amount', run: oneTimeVaScenario },
      transfer: {
        description: 'a bank transfer payout the gateway executes',
        run: (c, o, s) => payoutScenario(c, o, s, 'transfer', 'paid'),
      },
      ewallet: {
        description: 'an e-wallet (OVO) top-up the gateway executes',
        run: (c, o, s) => payoutScenario(c, o, s, 'ewallet', 'paid'),
      },
    },
  },
  'transaction.failed': {
    channels: {
      qris: { description: 'a dynamic QR whose payment fails', run: (c, o, s) => qrisScenario(c, o, s, 'fail') },
      transfer: {
        description: 'a payout to an account ending 1111, rejected',
        run: (c, o, s) => payoutScenario(c, o, s, 'transfer', 'rejected'),
      },
      ewallet: {
        description: 'an e-wallet top-up to a number ending 1111, rejected',
        run: (c, o, s) => payoutScenario(c, o, s, 'ewallet', 'rejected'),
      },
    },
  },
  'transaction.expired': {
    channels: {
      qris: {
        description: 'a dynamic QR left unpaid; moves the sandbox clock 31 minutes ahead',
        run: expiredQrisScenario,
      },
    },
  },
  'transaction.cancelled': {
    channels: {
      qris: {
        description: 'a dynamic QR the gateway reports cancelled',
        run: (c, o, s) => qrisScenario(c, o, s, 'cancel'),
      },
    },
  },
  'va.paid': {
    channels: { dedicated_va: { description: 'a transfer into the dedicated BRI VA', run: dedicatedVaScenario } },
  },
  'order.pending': {
    channels: {
      digital: {
        description: 'a prepaid phone credit order (then order.success)',
        run: (c, _o, s) => orderScenario(c, s, 'delivered'),
      },
    },
  },
  'order.success': {
    channels: {
      digital: {
        description: 'a prepaid phone credit order (order.pending, then order.success)',
        run: (c, _o, s) => orderScenario(c, s, 'delivered'),
      },
    },
  },
  'order.failed': {
    channels: {
      digital: {
        description: 'an order to a number ending 0000, refused (order.pending, then order.failed)',
        run: (c, _o, s) => orderScenario(c, s, 'refused'),
      },
    },
  },
  'ppob.paid': { channels: { ppob: { description: 'a postpaid electricity bill paid', run: billScenario } } },
  ...refundEvents({ qris: paidQris, va: payOneTimeVa }),
  'batch.completed': {
    channels: {
      batch: {
        description:
          'a payout batch of two transfers (one to an account ending 1111), approved by --approver-client-id',
        run: batchScenario,
      },
    },
  },
  'report.ready': {
    channels: {
      settlement: { description: "today's settlement report, produced in the background (CSV)", run: reportScenario },
    },
  },
  'report.failed': {
    channels: {
      settlement: {
        description: 'not triggerable: sent only when a report cannot be produced (listen shows it then)',
        run: reportFailedScenario,
      },
    },
  },
  'webhook.ping': {
    channels: { ping: { description: "a ping to this API client's callback URL", run: pingScenario } },
  },
};

/** The --help text: one line per event and channel. */
export function eventHelp(): string {
  return Object.entries(EVENTS)
    .flatMap(([event, { channels }]) =>
      Object.entries(channels).map(([channel, scenario], index) => {
        const name =
          Object.keys(channels).length === 1
            ? event
            : `${event} --channel ${channel}${index === 0 ? ' (default)' : ''}`;
        return `  ${name.padEnd(44)} ${scenario.description}`;
      }),
    )
    .join('\n');
}

/** The scenario for an event and channel; an unknown one is a usage error (exit 2). */
export function scenarioFor(event: string, channel: string | undefined): Run {
  const known = EVENTS[event];
  if (known === undefined) throw new CliError(`Unknown event ${event}: one of ${Object.keys(EVENTS).join(', ')}`, 2);
  const channels = Object.keys(known.channels);
  const chosen = channel ?? channels[0]!;
  const scenario = known.channels[chosen];
  if (scenario === undefined) throw new CliError(`${event} has no channel ${chosen}: one of ${channels.join(', ')}`, 2);
  return scenario.run;
}

export async function trigger(
  context: CommandContext,
  event: string,
  options: TriggerOptions,
  print: Step,
): Promise<void> {
  await scenarioFor(event, options.channel)(context, options, print);
}

const QRIS_EVENTS = { pay: 'transaction.paid', fail: 'transaction.failed', cancel: 'transaction.cancelled' } as const;

async function createQris(context: CommandContext, options: TriggerOptions, step: Step): Promise<string> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.qris;
  const created = unwrap(
    await context.client.POST('/qris', {
      body: { amount, description: 'cli trigger' },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  const reff = created.transaction.partner_reff;
  step(`POST /api/v1/qris -> 201 partner_reff=${reff} amount=${amount} status=${created.transaction.status}`);
  return reff;
}

async function qrisScenario(
  context: CommandContext,
  options: TriggerOptions,
  step: Step,
  action: keyof typeof QRIS_EVENTS,
): Promise<void> {
  const reff = await createQris(context, options, step);
  await sandbox(context, `/qris/${encodeURIComponent(reff)}/${action}`, {}, step);
  step(`webhook: ${QRIS_EVENTS[action]} partner_reff=${reff}`);
}

/** A QR paid in the sandbox (for a refund of it). */
async function paidQris(context: CommandContext, options: TriggerOptions, step: Step) {
  const reff = await createQris(context, options, step);
  await sandbox(context, `/qris/${encodeURIComponent(reff)}/pay`, {}, step);
  return { partnerReff: reff, amount: options.amount ?? DEFAULT_AMOUNT_IDR.qris };
}

/** Moves the sandbox clock past the QR's 30 minutes, then follows the expiry sweep until it has run. */
async function expiredQrisScenario(context: CommandContext, options: TriggerOptions, step: Step): Promise<void> {
  const reff = await createQris(context, options, step);
  const advanced = await requestJson(context, 'POST', '/sandbox/v1/clock/advance', {
    seconds: QR_EXPIRY_ADVANCE_SECONDS,
  });
  if (advanced.status !== 200)
    throw new CliError(`POST /sandbox/v1/clock/advance: ${describeApiError(advanced.status, advanced.body)}`);
  step(`POST /sandbox/v1/clock/advance -> 200 now=${String((advanced.body as { now?: unknown }).now)}`);
  const status = await waitForStatus(context, reff, 'waiting_payment', step);
  step(
    `webhook: ${status === 'expired' ? 'transaction.expired' : 'transaction.expired, once the expiry sweep runs'} partner_reff=${reff}`,
  );
}

/** A one-time VA paid its amount in the sandbox. */
async function payOneTimeVa(context: CommandContext, options: TriggerOptions, step: Step) {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.va;
  const created = unwrap(
    await context.client.POST('/payments/va', {
      body: { amount, bank_code: ONE_TIME_VA_BANK, customer_name: 'CLI Trigger', expires_in_hours: 24 },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  const { partner_reff: reff, virtual_account_number: number } = created.payment;
  step(`POST /api/v1/payments/va -> 201 partner_reff=${reff} virtual_account_number=${number} amount=${amount}`);
  await sandbox(context, `/va/${encodeURIComponent(number)}/pay`, { amount }, step);
  return { partnerReff: reff, amount };
}

async function oneTimeVaScenario(context: CommandContext, options: TriggerOptions, step: Step): Promise<void> {
  const { partnerReff } = await payOneTimeVa(context, options, step);
  step(`webhook: transaction.paid partner_reff=${partnerReff}`);
}

async function reportScenario(context: CommandContext, _options: TriggerOptions, step: Step): Promise<void> {
  // Today in Jakarta by this machine's clock: never after the service's (the sandbox clock only moves ahead).
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const report = unwrap(
    await context.client.POST('/reports', { body: { type: 'settlement', from: today, to: today, format: 'csv' } }),
  ).report;
  step(`POST /api/v1/reports -> 202 report_id=${report.report_id} status=${report.status}`);
  step(`webhook: report.ready report_id=${report.report_id} (once produced)`);
}

/**
 * report.failed is sent when a report could not be produced (every attempt failed, or still pending an
 * hour after it was asked for): nothing a sandbox call can make happen, so the trigger says so rather
 * than send a made-up event.
 */
async function reportFailedScenario(): Promise<void> {
  throw new CliError(
    'report.failed cannot be triggered: the service sends it only when a report could not be produced. Use `listen` to see it when it happens, and `trigger report.ready` for a report that is produced.',
  );
}

async function pingScenario(context: CommandContext, _options: TriggerOptions, step: Step): Promise<void> {
  const ping = unwrap(await context.client.POST('/webhooks/ping'));
  step(
    `POST /api/v1/webhooks/ping -> 200 http_status=${String(ping.http_status ?? '-')} latency_ms=${String(ping.latency_ms ?? '-')}`,
  );
  step('webhook: webhook.ping');
}

async function dedicatedVaScenario(context: CommandContext, options: TriggerOptions, step: Step): Promise<void> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.va;
  const { data, error, response } = await context.client.POST('/virtual-accounts', {
    body: { bank_code: DEDICATED_VA_BANK },
  });
  if (data === undefined)
    throw new CliError(`POST /api/v1/virtual-accounts: ${describeApiError(response.status, error)}`);
  const number = data.virtual_account.virtual_account_number;
  step(
    `POST /api/v1/virtual-accounts -> ${response.status} virtual_account_number=${number} bank_code=${DEDICATED_VA_BANK}`,
  );
  const paid = await sandbox(context, `/va/${encodeURIComponent(number)}/pay`, { amount }, step);
  step(`webhook: va.paid partner_reff=${String(paid.partner_reff)}`);
}

/** An inquiry, then a confirm with the PIN: the gateway executes it, or rejects it (destination ending 1111). */
async function payoutScenario(
  context: CommandContext,
  options: TriggerOptions,
  step: Step,
  channel: 'transfer' | 'ewallet',
  outcome: 'paid' | 'rejected',
): Promise<void> {
  const inquiry =
    channel === 'transfer'
      ? await transferInquiry(context, options, outcome, step)
      : await ewalletInquiry(context, options, outcome, step);
  const confirmBody = {
    body: { partner_reff: inquiry, pin: options.pin },
    params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
  };
  const confirmed = unwrap(
    channel === 'transfer'
      ? await context.client.POST('/transfer/confirm', confirmBody)
      : await context.client.POST('/ewallet/confirm', confirmBody),
  );
  step(
    `POST /api/v1/${channel}/confirm -> 200 status=${confirmed.transaction.status}${confirmed.message ? ` message=${confirmed.message}` : ''}`,
  );
  step(
    `webhook: ${confirmed.transaction.status === 'failed' ? 'transaction.failed' : 'transaction.paid'} partner_reff=${inquiry}`,
  );
}

async function transferInquiry(
  context: CommandContext,
  options: TriggerOptions,
  outcome: 'paid' | 'rejected',
  step: Step,
): Promise<string> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.transfer;
  const accountNumber = outcome === 'paid' ? TRANSFER_ACCOUNT_PAID : TRANSFER_ACCOUNT_REJECTED;
  const inquiry = unwrap(
    await context.client.POST('/transfer/inquiry', {
      body: { amount, bank_code: TRANSFER_BANK, account_number: accountNumber },
    }),
  );
  step(
    `POST /api/v1/transfer/inquiry -> 200 partner_reff=${inquiry.transaction.partner_reff} amount=${amount} account_number=${accountNumber}`,
  );
  return inquiry.transaction.partner_reff;
}

async function ewalletInquiry(
  context: CommandContext,
  options: TriggerOptions,
  outcome: 'paid' | 'rejected',
  step: Step,
): Promise<string> {
  const amount = options.amount ?? DEFAULT_AMOUNT_IDR.ewallet;
  const phone = outcome === 'paid' ? EWALLET_PHONE_PAID : EWALLET_PHONE_REJECTED;
  const inquiry = unwrap(
    await context.client.POST('/ewallet/inquiry', {
      body: { amount, product_code: EWALLET_PRODUCT, phone_number: phone },
    }),
  );
  step(
    `POST /api/v1/ewallet/inquiry -> 200 partner_reff=${inquiry.transaction.partner_reff} amount=${amount} phone_number=${phone}`,
  );
  return inquiry.transaction.partner_reff;
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
  step(
    `POST /api/v1/tv/orders -> 202 ref_id=${ref} partner_reff=${order.data.partner_reff} kode_produk=${ORDER_PRODUCT} tujuan=${phone} status=${order.data.status}`,
  );
  const final = await waitForOrder(context, ref, step);
  const event =
    final === 'pending'
      ? 'order.success or order.failed, once the provider answers'
      : final === 'failed'
        ? 'order.failed'
        : 'order.success';
  step(`webhook: ${event} ref_id=${ref} partner_reff=${order.data.partner_reff}`);
}

async function billScenario(context: CommandContext, _options: TriggerOptions, step: Step): Promise<void> {
  const bill = unwrap(
    await context.client.POST('/tv/ppob/inquiries', { body: { kode_produk: BILL_PRODUCT, tujuan: BILL_CUSTOMER } }),
  );
  step(`POST /api/v1/tv/ppob/inquiries -> 200 inquiry_id=${bill.data.inquiry_id} tagihan=${bill.data.tagihan}`);
  const ref = refId('CLI-BILL');
  const paid = unwrap(
    await context.client.POST('/tv/ppob/orders', {
      body: { ref_id: ref, inquiry_id: bill.data.inquiry_id },
      params: { header: { 'X-Idempotency-Key': idempotencyKey() } },
    }),
  );
  step(
    `POST /api/v1/tv/ppob/orders -> 202 ref_id=${ref} partner_reff=${paid.data.partner_reff} status=${paid.data.status}`,
  );
  const final = await waitForOrder(context, ref, step);
  const event =
    final === 'pending'
      ? 'ppob.paid or order.failed, once the biller answers'
      : final === 'failed'
        ? 'order.failed'
        : 'ppob.paid';
  step(`webhook: ${event} ref_id=${ref} partner_reff=${paid.data.partner_reff}`);
}
