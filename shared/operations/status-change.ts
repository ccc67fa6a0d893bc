import { assertIdr } from '../domain/money';
import type { Posting } from '../domain/ledger';
import { FINAL_WEBHOOK_EVENTS, transition, type TransitionTrigger } from '../domain/transaction-state';
import { newDeliveryId } from '../ids';
import type { DueKind } from '../store/keys';
import { moneyMoveItems } from '../store/ledger';
import { getTransaction, statusChangeItems, type StatusEventRecord, type TransactionRecord } from '../store/transactions';
import { RETRY, transactWrite, type TxItem, withRetry } from '../store/transact';
import { webhookOutboxItem } from '../store/webhooks';
import { transactionWebhookBody } from '../webhooks/payload';
import { enqueueDeliveries } from './webhooks';

export interface StatusChangeRequest {
  partnerReff: string;
  trigger: TransitionTrigger;
  nowMs: number;
  eventType: string;
  source: StatusEventRecord['source'];
  description: string | null;
  /** Fields set on the transaction with the change. */
  set?: (tx: TransactionRecord) => Partial<TransactionRecord>;
  due?: (tx: TransactionRecord) => { kind: DueKind; atMs: number } | null;
  postings?: (tx: TransactionRecord) => Posting[];
  /** Checked on the freshly read transaction; a refusal is reported, nothing is written. */
  guard?: (tx: TransactionRecord) => string | undefined;
}

export type StatusChangeOutcome =
  | { kind: 'applied'; transaction: TransactionRecord; deliveryId?: string }
  | { kind: 'unchanged'; transaction: TransactionRecord; reason: string }
  | { kind: 'unknown_transaction' };

/**
 * Applies one transition as ONE TransactWriteItems: the status change (conditioned on the status we
 * read), its event, the balance update with its ledger postings, and the webhook outbox record for a
 * final status. A duplicate or a lost race finds the condition false, re-reads, and changes nothing.
 */
export async function changeStatus(request: StatusChangeRequest): Promise<StatusChangeOutcome> {
  const outcome = await withRetry(() => attemptChange(request));
  if (outcome.kind === 'applied' && outcome.deliveryId !== undefined) await enqueueDeliveries([outcome.deliveryId]);
  return outcome;
}

async function attemptChange(request: StatusChangeRequest): Promise<StatusChangeOutcome | typeof RETRY> {
  const tx = await getTransaction(request.partnerReff);
  if (tx === undefined) return { kind: 'unknown_transaction' };
  const step = transition(tx.status, request.trigger);
  if (!step.ok) return { kind: 'unchanged', transaction: tx, reason: `${request.trigger} is not allowed from ${tx.status}` };
  const refusal = request.guard?.(tx);
  if (refusal !== undefined) return { kind: 'unchanged', transaction: tx, reason: refusal };

  const fields = request.set?.(tx);
  const changed: TransactionRecord = { ...tx, ...(fields ?? {}), status: step.to, event_count: tx.event_count + 1, updated_at_ms: request.nowMs };
  const items: TxItem[] = statusChangeItems(tx, {
    event: { event_type: request.eventType, from: step.from, to: step.to, source: request.source, description: request.description, at_ms: request.nowMs },
    set: fields,
    due: request.due?.(tx) ?? null,
  });
  const postings = request.postings?.(tx) ?? [];
  for (const posting of postings) assertIdr(posting.amount);
  if (postings.length > 0) items.push(...moneyMoveItems(tx.merchant_id, postings, tx.partner_reff, request.nowMs));

  const webhookEvent = FINAL_WEBHOOK_EVENTS[step.to];
  const deliveryId = webhookEvent ? newDeliveryId() : undefined;
  if (webhookEvent && deliveryId) {
    items.push(
      webhookOutboxItem({
        id: deliveryId,
        client_id: tx.client_id,
        merchant_id: tx.merchant_id,
        event: webhookEvent,
        partner_reff: tx.partner_reff,
        body: transactionWebhookBody(webhookEvent, changed),
        state: 'pending',
        attempt_count: 0,
        created_at_ms: request.nowMs,
      }),
    );
  }
  const written = await transactWrite(items);
  if (!written.ok) return RETRY;
  return { kind: 'applied', transaction: changed, deliveryId };
}
