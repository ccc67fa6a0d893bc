import { balanceShardsOf } from '../domain/balance-shards';
import { suspensePostings, suspenseResolutionPostings } from '../domain/ledger';
import type { Operator } from '../domain/operator';
import { done, refuse, type Outcome } from '../domain/outcome';
import { createTransaction, type CreateOutcome } from '../engine/create';
import { commitMove, type CommitResult, type Move } from '../engine/move';
import type { GatewayCallback } from '../gateway/port';
import { derivedPartnerReff, numericId, payoutConflictIdFor, suspenseIdFor } from '../ids';
import { countSuspenseEntry } from '../metrics';
import { logger } from '../logger';
import { getMerchant, type MerchantRecord } from '../store/merchants';
import {
  getSuspenseEntry,
  holdsMoney,
  listSuspenseEntries,
  newSuspenseItem,
  resolveSuspenseItem,
  type SuspenseReason,
  type SuspenseRecord,
} from '../store/suspense';
import type { NewTransaction } from '../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../time';

/**
 * Money that cannot be matched is never dropped (docs/ARCHITECTURE.md, section 6): it is posted from gateway
 * clearing to the suspense account, with the raw callback kept, in one move named after the
 * gateway's payment reference, so every copy of the callback lands once.
 */
export type SuspenseOutcome = { kind: 'suspense'; entry: SuspenseRecord; applied: boolean };

function entryOf(
  id: string,
  callback: GatewayCallback,
  raw: string,
  reason: SuspenseReason,
  detail: string,
  nowMs: number,
): SuspenseRecord {
  return {
    id,
    amount: callback.amount,
    reason,
    detail,
    gateway_reference: callback.gateway_reference,
    partner_reff: callback.partner_reff,
    virtual_account_number: callback.virtual_account_number,
    bank_code: callback.bank_code ?? null,
    received_at_ms: nowMs,
    state: 'open',
    raw_callback: raw,
  };
}

/** Writes the entry with its move (the move's journal entry makes a replay write nothing) and answers the entry as stored. */
async function commitEntry(entry: SuspenseRecord, move: Omit<Move, 'extraItems'>): Promise<SuspenseOutcome> {
  const result = await commitMove({ ...move, extraItems: [newSuspenseItem(entry)] });
  if (result.kind === 'applied') {
    // An operator must look at it: warn, with what the money is and why it matched nothing.
    countSuspenseEntry(entry.reason);
    logger.warn('callback recorded in suspense', {
      suspenseId: entry.id,
      reason: entry.reason,
      detail: entry.detail,
      amount: entry.amount,
      gatewayReference: entry.gateway_reference,
    });
    return { kind: 'suspense', entry, applied: true };
  }
  const existing = await getSuspenseEntry(entry.id);
  if (existing === undefined)
    throw new Error(`Suspense move ${move.id} ended ${result.kind} but entry ${entry.id} does not exist`);
  logger.warn('callback already recorded in suspense', {
    suspenseId: entry.id,
    reason: entry.reason,
    gatewayReference: entry.gateway_reference,
  });
  return { kind: 'suspense', entry: existing, applied: false };
}

export function moveToSuspense(
  callback: GatewayCallback,
  raw: string,
  reason: SuspenseReason,
  detail: string,
  nowMs: number,
): Promise<SuspenseOutcome> {
  const id = suspenseIdFor(callback.gateway_reference);
  const moveId = `suspense:${id}`;
  const postings = suspensePostings(moveId, callback.amount, `suspense ${id}: ${reason}`);
  return commitEntry(entryOf(id, callback, raw, reason, detail, nowMs), {
    id: moveId,
    kind: 'suspense',
    merchantId: null,
    atMs: nowMs,
    postings,
  });
}

/**
 * A payout callback that contradicts the money as we moved it is never dropped (docs/ARCHITECTURE.md, 14.3):
 * it is kept with its raw body as a `payout_conflict` entry that moves no money (the payout's money
 * already went where our records say; the operator finds out what really happened). Named after the
 * callback, so a redelivered copy records nothing more.
 */
export function recordPayoutConflict(
  callback: GatewayCallback,
  raw: string,
  detail: string,
  nowMs: number,
): Promise<SuspenseOutcome> {
  if (callback.partner_reff === null)
    throw new Error(`payout callback ${callback.gateway_reference} has no partner_reff`);
  const id = payoutConflictIdFor(callback.event, callback.partner_reff, callback.gateway_reference);
  return commitEntry(entryOf(id, callback, raw, 'payout_conflict', detail, nowMs), {
    id: `conflict:${id}`,
    kind: 'conflict',
    merchantId: null,
    atMs: nowMs,
    postings: [],
  });
}

export function suspenseView(entry: SuspenseRecord) {
  return {
    id: entry.id,
    amount: entry.amount,
    reason: entry.reason,
    detail: entry.detail,
    gateway_reference: entry.gateway_reference,
    partner_reff: entry.partner_reff,
    virtual_account_number: entry.virtual_account_number,
    bank_code: entry.bank_code,
    received_at: toJakartaIso(entry.received_at_ms),
    state: entry.state,
    resolved_at: toJakartaIsoOrNull(entry.resolved_at_ms),
    resolved_by: entry.resolved_by ?? null,
    merchant_id: entry.merchant_id ?? null,
    transaction_partner_reff: entry.transaction_partner_reff ?? null,
    raw_callback: entry.raw_callback,
  };
}
export type SuspenseView = ReturnType<typeof suspenseView>;

export async function listSuspense(): Promise<Outcome<{ data: SuspenseView[]; total_open: number }>> {
  const entries = await listSuspenseEntries();
  // Money waiting for an operator; a payout conflict's amount is a claim, not money we hold.
  const totalOpen = entries
    .filter((entry) => entry.state === 'open' && holdsMoney(entry))
    .reduce((sum, entry) => sum + entry.amount, 0);
  return done({ data: entries.map(suspenseView), total_open: totalOpen });
}

/** `{close: true}`: a payout conflict, which has no money to credit or refund, is closed once looked at. */
export type SuspenseResolutionRequest = { merchant_id: string } | { refund: true } | { close: true };

/** The adjustment transaction that carries a suspense entry to a merchant: one per entry. */
export const suspenseCreditReff = (suspenseId: string): string => derivedPartnerReff('ADJ', `suspense:${suspenseId}`);

function creditTransaction(
  entry: SuspenseRecord,
  merchantId: string,
  partnerReff: string,
  operator: string,
  seq: number,
  nowMs: number,
): NewTransaction {
  const description = `Suspense ${entry.id} credited by ${operator}: ${entry.reason} (gateway reference ${entry.gateway_reference})`;
  return {
    record: {
      partner_reff: partnerReff,
      id: numericId(nowMs),
      merchant_id: merchantId,
      // No API client asked for it: no webhook goes out for an operator's credit.
      client_id: '',
      type: 'adjustment',
      status: 'paid',
      amount: entry.amount,
      fees: { gateway_fee: 0, platform_fee: 0, total_fee: 0, net_amount: entry.amount },
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      paid_at_ms: nowMs,
      gateway_reference: entry.gateway_reference,
      description: `Suspense ${entry.id} credited`,
      details: { direction: 'credit', note: description, operator, suspense_id: entry.id },
    },
    createdEvent: {
      event_type: 'suspense_credited',
      from: null,
      to: 'paid',
      source: 'admin',
      description,
      at_ms: nowMs,
    },
  };
}

/** What the entry says now, when a resolution found it no longer open. */
function alreadyResolved(
  entry: SuspenseRecord,
  request: SuspenseResolutionRequest,
): Outcome<{ suspense: SuspenseView }> {
  const same =
    'close' in request
      ? entry.state === 'closed'
      : 'refund' in request
        ? entry.state === 'refunded'
        : entry.state === 'credited' && entry.merchant_id === request.merchant_id;
  if (same) return done({ suspense: suspenseView(entry) });
  return refuse(
    'suspense_already_resolved',
    `Suspense entry ${entry.id} is already ${entry.state}${entry.merchant_id ? ` to merchant ${entry.merchant_id}` : ''}`,
  );
}

/** Refund: the entry's money moves from suspense to gateway clearing, for the gateway to return it. */
async function refundEntry(entry: SuspenseRecord, operator: string, nowMs: number): Promise<CommitResult['kind']> {
  const moveId = `suspense:${entry.id}:refund`;
  const result = await commitMove({
    id: moveId,
    kind: 'suspense',
    merchantId: null,
    atMs: nowMs,
    postings: suspenseResolutionPostings(
      moveId,
      entry.amount,
      'refund',
      `suspense ${entry.id} refunded by ${operator}`,
    ),
    extraItems: [resolveSuspenseItem(entry.id, { state: 'refunded' }, nowMs, operator)],
  });
  return result.kind;
}

/** Credit: the entry's money moves to the merchant's available balance as an adjustment transaction. */
async function creditEntry(
  entry: SuspenseRecord,
  merchant: MerchantRecord,
  operator: string,
  nowMs: number,
): Promise<CreateOutcome['kind']> {
  const partnerReff = suspenseCreditReff(entry.id);
  const resolved = { state: 'credited', merchantId: merchant.id, transactionPartnerReff: partnerReff } as const;
  const created = await createTransaction({
    merchantId: merchant.id,
    kind: 'credit',
    balanceShards: balanceShardsOf(merchant),
    build: (seq) => creditTransaction(entry, merchant.id, partnerReff, operator, seq, nowMs),
    postings: (_record, moveId) =>
      suspenseResolutionPostings(
        moveId,
        entry.amount,
        { merchantId: merchant.id },
        `suspense ${entry.id} credited by ${operator}`,
      ),
    extraItems: () => [resolveSuspenseItem(entry.id, resolved, nowMs, operator)],
  });
  return created.kind;
}

/**
 * An operator resolves an open entry exactly once: the entry's state change (conditioned on `open`)
 * and the money's move are one transaction. Credit: suspense -> the merchant's available balance,
 * recorded as an `adjustment` transaction (no fees: the operator decided where the money belongs).
 * Refund: suspense -> gateway clearing, for the gateway to return it to the payer. Repeating the
 * same resolution answers the entry; a different one is 409 suspense_already_resolved.
 */
export async function resolveSuspense(
  id: string,
  request: SuspenseResolutionRequest,
  by: Operator,
  nowMs: number,
): Promise<Outcome<{ suspense: SuspenseView }>> {
  // Crediting a merchant creates merchant money as a positive adjustment does (docs/ARCHITECTURE.md, 14.3);
  // a refund only returns the money to gateway clearing and a close moves none, so any operator may.
  if ('merchant_id' in request && !by.mayCredit) {
    return refuse(
      'permission_denied',
      'Resolving suspense to a merchant outside sandbox needs the credit operator role',
    );
  }
  const entry = await getSuspenseEntry(id);
  if (entry === undefined) return refuse('not_found', 'Suspense entry not found');
  if (entry.state !== 'open') return alreadyResolved(entry, request);
  const mismatch = resolutionMismatch(entry, request);
  if (mismatch !== undefined) return mismatch;
  if ('close' in request) return closeConflict(entry, request, by.id, nowMs);
  if ('refund' in request) return resolutionAnswer(id, request, await refundEntry(entry, by.id, nowMs));
  const merchant = await getMerchant(request.merchant_id);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  return resolutionAnswer(id, request, await creditEntry(entry, merchant, by.id, nowMs));
}

/**
 * A payout conflict holds no money, so crediting or refunding it would create money: it only closes.
 * An entry that holds money must go somewhere, so it cannot merely be closed.
 */
function resolutionMismatch(entry: SuspenseRecord, request: SuspenseResolutionRequest): Outcome<never> | undefined {
  if (!holdsMoney(entry) && !('close' in request)) {
    return refuse('validation_failed', 'A payout conflict moves no money: close it with {"close": true}', {
      body: ['A payout conflict can only be closed'],
    });
  }
  if (holdsMoney(entry) && 'close' in request) {
    return refuse(
      'validation_failed',
      'This entry holds money: credit a merchant ({merchant_id}) or refund it ({refund: true})',
      { body: ['Only a payout conflict can be closed'] },
    );
  }
  return undefined;
}

/** Closing a conflict is the entry's state change alone (conditioned on `open`); the journal entry makes it once. */
async function closeConflict(
  entry: SuspenseRecord,
  request: SuspenseResolutionRequest,
  operator: string,
  nowMs: number,
): Promise<Outcome<{ suspense: SuspenseView }>> {
  const result = await commitMove({
    id: `conflict:${entry.id}:close`,
    kind: 'conflict',
    merchantId: null,
    atMs: nowMs,
    postings: [],
    extraItems: [resolveSuspenseItem(entry.id, { state: 'closed' }, nowMs, operator)],
  });
  return resolutionAnswer(entry.id, request, result.kind);
}

async function resolutionAnswer(
  id: string,
  request: SuspenseResolutionRequest,
  result: CommitResult['kind'] | CreateOutcome['kind'],
): Promise<Outcome<{ suspense: SuspenseView }>> {
  const entry = await getSuspenseEntry(id);
  if (entry === undefined) throw new Error(`Suspense entry ${id} vanished`);
  if (result === 'applied' || result === 'created') return done({ suspense: suspenseView(entry) });
  // Another resolution won the race (precondition_failed), or this one had committed before (already_applied).
  return alreadyResolved(entry, request);
}
