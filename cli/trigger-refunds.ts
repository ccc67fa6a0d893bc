/**
 * `trigger refund.succeeded` and `trigger refund.failed` (cli/trigger.ts): a payment paid in the
 * sandbox, then refunded in full, back on its rail (a QR) or as a payout to a bank account (a one-time
 * VA, with the PIN), by the README's sandbox rules: a reason containing `[fail]` is rejected, and a
 * payout to an account ending 1111 is too. Follows the refund until it ends, so the event exists when
 * trigger returns.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CommandContext } from './context';
import { unwrap } from './http';
import { idempotencyKey, ORDER_POLL_MS, ORDER_WAIT_MS, type Step } from './trigger-steps';

interface RefundOptions {
  amount?: number;
  pin: string;
}

/** A payment paid in the sandbox: its partner_reff and amount. */
export type PaidPayment = (
  context: CommandContext,
  options: RefundOptions,
  step: Step,
) => Promise<{ partnerReff: string; amount: number }>;

interface RefundScenario {
  description: string;
  run: (context: CommandContext, options: RefundOptions, step: Step) => Promise<void>;
}

const REFUND_BANK = '014';
const REFUND_ACCOUNT = { succeeded: '8730012345', failed: '8730011111' } as const;
type Outcome = keyof typeof REFUND_ACCOUNT;

/** Follows a pending refund until it ends (the gateway's callback comes about a second later), for at most ORDER_WAIT_MS. */
async function waitForRefund(context: CommandContext, refundId: string, step: Step): Promise<string> {
  const deadlineMs = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const { status } = unwrap(
      await context.client.GET('/refunds/{refund_id}', { params: { path: { refund_id: refundId } } }),
    ).refund;
    if (status !== 'pending' || Date.now() >= deadlineMs) {
      step(`GET /api/v1/refunds/${refundId} -> 200 status=${status}`);
      return status;
    }
    await sleep(ORDER_POLL_MS);
  }
}

function refundBody(byPayout: boolean, outcome: Outcome, amount: number, pin: string) {
  const reason = outcome === 'failed' && !byPayout ? 'cli trigger [fail]' : 'cli trigger';
  if (!byPayout) return { amount, reason };
  const destination = { type: 'bank' as const, bank_code: REFUND_BANK, account_number: REFUND_ACCOUNT[outcome] };
  return { amount, reason, destination, pin };
}

async function refundScenario(
  context: CommandContext,
  options: RefundOptions,
  step: Step,
  paid: PaidPayment,
  byPayout: boolean,
  outcome: Outcome,
): Promise<void> {
  const { partnerReff, amount } = await paid(context, options, step);
  const created = unwrap(
    await context.client.POST('/transactions/{partner_reff}/refunds', {
      params: { path: { partner_reff: partnerReff }, header: { 'X-Idempotency-Key': idempotencyKey() } },
      body: refundBody(byPayout, outcome, amount, options.pin),
    }),
  ).refund;
  step(
    `POST /api/v1/transactions/${partnerReff}/refunds -> 201 refund_id=${created.refund_id} amount=${amount} method=${created.method} status=${created.status}`,
  );
  const status = created.status === 'pending' ? await waitForRefund(context, created.refund_id, step) : created.status;
  const event =
    status === 'pending' ? 'refund.succeeded or refund.failed, once the gateway answers' : `refund.${status}`;
  step(`webhook: ${event} refund_id=${created.refund_id} partner_reff=${partnerReff}`);
}

/** The refund events, each for a paid QR (back on the rail, the default) and a paid one-time VA (as a payout). */
export function refundEvents(paid: {
  qris: PaidPayment;
  va: PaidPayment;
}): Record<string, { channels: Record<string, RefundScenario> }> {
  const scenarios = (outcome: Outcome) => ({
    qris: {
      description:
        outcome === 'succeeded'
          ? 'a paid QR refunded in full on its rail (the gateway confirms about a second later)'
          : 'a paid QR whose refund the gateway rejects (a reason containing [fail])',
      run: (c: CommandContext, o: RefundOptions, s: Step) => refundScenario(c, o, s, paid.qris, false, outcome),
    },
    va: {
      description:
        outcome === 'succeeded'
          ? 'a paid one-time VA refunded in full as a bank payout, with the PIN'
          : 'a paid one-time VA refunded as a payout to an account ending 1111, rejected',
      run: (c: CommandContext, o: RefundOptions, s: Step) => refundScenario(c, o, s, paid.va, true, outcome),
    },
  });
  return {
    'refund.succeeded': { channels: scenarios('succeeded') },
    'refund.failed': { channels: scenarios('failed') },
  };
}
