import type { Posting } from '../domain/ledger';
import {
  FINAL_WEBHOOK_EVENTS,
  statusOfState,
  transitionOf,
  type MachineStep,
  type TransitionTrigger,
} from '../domain/transaction-state';
import { ContendedError } from '../store/contended';
import type { IdempotencyCompletion } from '../store/idempotency';
import type { DueKind } from '../store/keys';
import type { TxItem } from '../store/transact';
import { retryAllowed } from '../store/retry';
import {
  getTransaction,
  type StatusChange,
  type StatusEventRecord,
  type TransactionRecord,
} from '../store/transactions';
import { transactionWebhookBody } from '../webhooks/payload';
import { countTransition } from './count';
import { commitMove, type Move, type MoveKind, type OutboxEvent } from './move';
import { moveShardOf } from './shard';

export interface TransitionRequest {
  partnerReff: string;
  trigger: TransitionTrigger;
  nowMs: number;
  eventType: string;
  source: StatusEventRecord['source'];
  description: string | null;
  /** What the move is in the ledger's terms; 'status' when it moves no money. */
  kind?: MoveKind;
  /** Fields set on the transaction with the change. */
  set?: (tx: TransactionRecord) => Partial<TransactionRecord>;
  due?: (tx: TransactionRecord) => { kind: DueKind; atMs: number } | null;
  /** The move's postings; `moveId` prefixes their ids, so a replay names the same postings. */
  postings?: (tx: TransactionRecord, moveId: string) => Posting[];
  /** Checked on the freshly read transaction; a refusal is reported and nothing is written. */
  guard?: (tx: TransactionRecord) => string | undefined;
  /** The webhook of the new state; by default the final-status event of the contract, if any. */
  webhook?: (changed: TransactionRecord) => OutboxEvent | undefined;
  /**
   * The transaction as the caller just read or wrote it: the first attempt starts from it instead of
   * reading again. The write is conditioned on its status and event count, so a stale copy only
   * costs a re-read.
   */
  current?: TransactionRecord;
  /** The response a confirm or adjustment stores with its idempotency key, built from the changed record. */
  idempotency?: (changed: TransactionRecord) => IdempotencyCompletion | undefined;
  /**
   * Further records written with the move (e.g. a PIN slot's release), each with its own condition:
   * when one of them is false nothing is written and the outcome is `precondition_failed`.
   */
  extraItems?: readonly TxItem[];
  /**
   * The move is tried once (Move.once): contention on its write, or a transaction that changed since
   * it was read, ends it as `contended` with nothing written, for the caller to decide again.
   */
  once?: boolean;
}

export type TransitionOutcome =
  | { kind: 'applied'; transaction: TransactionRecord; deliveryId?: string }
  | { kind: 'already_applied'; transaction: TransactionRecord }
  | { kind: 'not_allowed'; transaction: TransactionRecord; reason: string }
  | { kind: 'refused'; transaction: TransactionRecord; reason: string }
  | { kind: 'insufficient_balance'; transaction: TransactionRecord }
  | { kind: 'idempotency_lost'; transaction: TransactionRecord }
  | { kind: 'precondition_failed'; transaction: TransactionRecord }
  | { kind: 'contended'; transaction: TransactionRecord }
  | { kind: 'unknown_transaction' };

/** One id per (transaction, trigger): a trigger moves a transaction at most once. */
export const moveIdOf = (partnerReff: string, trigger: TransitionTrigger): string => `${partnerReff}:${trigger}`;

function defaultWebhook(changed: TransactionRecord, previous: TransactionRecord): OutboxEvent | undefined {
  const event = changed.status !== previous.status ? FINAL_WEBHOOK_EVENTS[changed.status] : undefined;
  if (event === undefined) return undefined;
  return {
    event,
    clientId: changed.client_id,
    partnerReff: changed.partner_reff,
    body: transactionWebhookBody(event, changed),
  };
}

type Attempt = TransitionOutcome | 'stale';
type Step = Extract<MachineStep, { ok: true }>;

/** The machine's step for the trigger and the caller's guard, or why nothing is written. */
function stepOf(request: TransitionRequest, tx: TransactionRecord): Step | TransitionOutcome {
  const step = transitionOf(tx, request.trigger);
  if (!step.ok) {
    if (step.reason === 'already_applied') return { kind: 'already_applied', transaction: tx };
    return {
      kind: 'not_allowed',
      transaction: tx,
      reason: `${request.trigger} is not allowed for a ${tx.type} transaction in state ${step.state}`,
    };
  }
  const refusal = request.guard?.(tx);
  if (refusal !== undefined) return { kind: 'refused', transaction: tx, reason: refusal };
  return step;
}

/** The transaction after the step, and the move that writes it (with its postings, event, webhook). */
async function moveOf(
  request: TransitionRequest,
  tx: TransactionRecord,
  step: Step,
): Promise<{ changed: TransactionRecord; move: Move }> {
  const toStatus = statusOfState(step.to);
  const stage = step.to === 'held' || step.to === 'awaiting_confirmation' ? { stage: step.to } : {};
  const moveId = moveIdOf(tx.partner_reff, request.trigger);
  const postings = request.postings?.(tx, moveId) ?? [];
  // A move of money goes to the transaction's balance shard; its first one records the shard.
  const shard = postings.length > 0 ? await moveShardOf(tx) : undefined;
  const fields = {
    ...stage,
    ...(request.set?.(tx) ?? {}),
    ...(shard?.record ? { balance_shard: shard.shard } : {}),
  };
  const changed: TransactionRecord = {
    ...tx,
    ...fields,
    status: toStatus,
    event_count: tx.event_count + 1,
    updated_at_ms: request.nowMs,
  };
  const event: StatusChange['event'] = {
    event_type: request.eventType,
    from: tx.status,
    to: toStatus,
    source: request.source,
    description: request.description,
    at_ms: request.nowMs,
  };
  const move: Move = {
    id: moveId,
    kind: request.kind ?? 'status',
    merchantId: tx.merchant_id,
    atMs: request.nowMs,
    postings,
    ...(shard ? { balanceShard: shard.shard, balanceShardsKnown: shard.known } : {}),
    change: { tx, change: { event, set: fields, due: request.due?.(tx) ?? null } },
    webhook: request.webhook ? request.webhook(changed) : defaultWebhook(changed, tx),
    idempotency: request.idempotency?.(changed),
    ...(request.extraItems === undefined ? {} : { extraItems: request.extraItems }),
    ...(request.once ? { once: true } : {}),
  };
  return { changed, move };
}

async function attempt(request: TransitionRequest, current: TransactionRecord | undefined): Promise<Attempt> {
  const tx = current ?? (await getTransaction(request.partnerReff));
  if (tx === undefined) return { kind: 'unknown_transaction' };
  const step = stepOf(request, tx);
  if (!('ok' in step)) return step;
  const { changed, move } = await moveOf(request, tx, step);
  const result = await commitMove(move);
  switch (result.kind) {
    case 'applied':
      countTransition(changed, request.trigger);
      return { kind: 'applied', transaction: changed, deliveryId: result.deliveryId };
    case 'stale':
      return request.once ? { kind: 'contended', transaction: tx } : 'stale';
    case 'contended':
      return { kind: 'contended', transaction: tx };
    case 'already_applied':
      return { kind: 'already_applied', transaction: (await getTransaction(tx.partner_reff)) ?? tx };
    case 'precondition_failed':
      if (request.extraItems === undefined)
        throw new Error(`Transition ${move.id} has no extra items, yet one of their conditions failed`);
      return { kind: 'precondition_failed', transaction: tx };
    case 'idempotency_lost':
    case 'insufficient_balance':
    default:
      return { kind: result.kind, transaction: tx };
  }
}

/**
 * Applies one transition of a transaction's state machine through the money engine. A failed status
 * guard means the transaction moved since it was read: it is read again and the machine decides
 * (already_applied, not_allowed, or the move on the new state), as contention (bounded by the
 * request's deadline). Nothing else is retried here.
 */
export async function applyTransition(request: TransitionRequest): Promise<TransitionOutcome> {
  for (let reads = 0; ; reads += 1) {
    const outcome = await attempt(request, reads === 0 ? request.current : undefined);
    if (outcome !== 'stale') return outcome;
    if (!(await retryAllowed(reads, undefined, 'contention')))
      throw new ContendedError(`Transaction ${request.partnerReff} kept changing under ${request.trigger}`);
  }
}
