import { ORDER_RECHECK_BASE_SECONDS, ORDER_RECHECK_CAP_SECONDS } from './limits';
import { orderPostPostings, voidPostings } from '../../domain/ledger';
import { isOrderType } from '../../domain/transaction-state';
import { applyTransition, type TransitionOutcome } from '../../engine/transition';
import { logger } from '../../logger';
import { rescheduleOrderCheck } from './store';
import { getTransaction, type TransactionRecord } from '../../store/transactions';
import { orderWebhookBody } from './order-view';
import type { DigitalProvider, ProviderOrderOutcome } from './provider';

/**
 * The orders queue's consumer: takes one pending order to the provider and records its answer.
 * The provider is idempotent by our reference (the order's partner_reff), so a redelivered message,
 * a re-check or a sweep's hand-over never buys twice, and the order's status condition lets only
 * one answer finish it. Only a definite failure refunds; a timeout, a 5xx or "still processing"
 * keeps the price held and asks again later (docs/ARCHITECTURE.md, section 4: never refund on a guess).
 */
export type FulfilResult = 'succeeded' | 'failed' | 'waiting' | 'already_final';

function ask(provider: DigitalProvider, tx: TransactionRecord): Promise<ProviderOrderOutcome> {
  const details = tx.details ?? {};
  const common = {
    reference: tx.partner_reff,
    kodeProduk: String(details.kode_produk),
    tujuan: String(details.tujuan),
  };
  if (tx.type === 'ppob') return provider.payBill({ ...common, amountIdr: Number(details.tagihan) });
  return provider.submitOrder({
    ...common,
    ...(details.server_id ? { serverId: String(details.server_id) } : {}),
    priceIdr: tx.fees.net_amount,
  });
}

function succeed(tx: TransactionRecord, sn: string, nowMs: number): Promise<TransitionOutcome> {
  const event = tx.type === 'ppob' ? 'ppob.paid' : 'order.success';
  return applyTransition({
    partnerReff: tx.partner_reff,
    current: tx,
    trigger: 'order_succeeded',
    kind: 'post',
    nowMs,
    eventType: 'order_succeeded',
    source: 'provider',
    description: `The provider delivered it (SN ${sn})`,
    set: (fresh) => ({ paid_at_ms: nowMs, details: { ...(fresh.details ?? {}), sn } }),
    postings: (fresh, moveId) =>
      orderPostPostings(fresh.merchant_id, moveId, fresh.fees.net_amount, fresh.fees.total_fee),
    webhook: (changed) => ({
      event,
      clientId: changed.client_id,
      partnerReff: changed.partner_reff,
      body: orderWebhookBody(event, changed),
    }),
  });
}

function fail(tx: TransactionRecord, reason: string, nowMs: number): Promise<TransitionOutcome> {
  return applyTransition({
    partnerReff: tx.partner_reff,
    current: tx,
    trigger: 'order_failed',
    kind: 'void',
    nowMs,
    eventType: 'order_failed',
    source: 'provider',
    description: `The provider refused it: ${reason}; ${tx.amount} returned to the balance`,
    set: () => ({ failed_at_ms: nowMs, failure_reason: reason }),
    postings: (fresh, moveId) => voidPostings(fresh.merchant_id, moveId, fresh.amount),
    webhook: (changed) => ({
      event: 'order.failed',
      clientId: changed.client_id,
      partnerReff: changed.partner_reff,
      body: orderWebhookBody('order.failed', changed),
    }),
  });
}

/**
 * Not finished yet: ask again after a growing delay, through the due index alone. The order sweep
 * (a scheduled job, every minute) hands the order back to the orders queue once it is due. The
 * consumer never sends to its own queue: Lambda's recursive-loop detection stops such a chain after
 * about 16 hops, and every order pending that long would then land in the dead-letter queue.
 */
async function waitAndAskAgain(tx: TransactionRecord, outcome: ProviderOrderOutcome, nowMs: number): Promise<void> {
  const checks = (tx.order_checks ?? 0) + 1;
  const delaySeconds = Math.min(ORDER_RECHECK_CAP_SECONDS, ORDER_RECHECK_BASE_SECONDS * 2 ** (checks - 1));
  if (outcome.kind === 'unknown')
    logger.warn('provider outcome unknown; the order stays pending and is asked again', {
      partnerReff: tx.partner_reff,
      cause: outcome.cause,
      delaySeconds,
    });
  await rescheduleOrderCheck(tx.partner_reff, nowMs + delaySeconds * 1000, checks);
}

export async function fulfilOrder(
  partnerReff: string,
  provider: DigitalProvider,
  nowMs: number,
): Promise<FulfilResult> {
  const tx = await getTransaction(partnerReff);
  if (tx === undefined || !isOrderType(tx.type))
    throw new Error(
      `Order message names ${tx === undefined ? 'no transaction' : `a ${tx.type} transaction`}: ${partnerReff}`,
    );
  if (tx.status !== 'pending') return 'already_final';
  const outcome = await ask(provider, tx);
  if (outcome.kind === 'success') return finished(await succeed(tx, outcome.sn, nowMs), 'succeeded');
  if (outcome.kind === 'failed') return finished(await fail(tx, outcome.reason, nowMs), 'failed');
  await waitAndAskAgain(tx, outcome, nowMs);
  return 'waiting';
}

function finished(outcome: TransitionOutcome, result: 'succeeded' | 'failed'): FulfilResult {
  if (outcome.kind === 'applied') return result;
  if (outcome.kind === 'already_applied' || outcome.kind === 'not_allowed') return 'already_final';
  throw new Error(`Finishing an order ended ${outcome.kind}`);
}
