import { suspensePostings, suspenseResolutionPostings } from '../domain/ledger';
import type { Operator } from '../domain/operator';
import { done, refuse, type Outcome } from '../domain/outcome';
import { createTransaction } from '../engine/create';
import { commitMove } from '../engine/move';
import type { GatewayCallback } from '../gateway/port';
import { derivedPartnerReff, numericId, suspenseIdFor } from '../ids';
import { logger } from '../logger';
import { getMerchant } from '../store/merchants';
import {
  getSuspenseEntry,
  listSuspenseEntries,
  newSuspenseItem,
  resolveSuspenseItem,
  type SuspenseReason,
  type SuspenseRecord,
} from '../store/suspense';
import type { NewTransaction } from '../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../time';


/**
 * Money that cannot be matched is never dropped (DESIGN section 7): it is posted from gateway
 * clearing to the suspense account, with the raw callback kept, in one move named after the
 * gateway's payment reference, so every copy of the callback lands once.
 */
export type SuspenseOutcome = { kind: 'suspense'; entry: SuspenseRecord; applied: boolean };

export async function moveToSuspense(callback: GatewayCallback, raw: string, reason: SuspenseReason, detail: string, nowMs: number): Promise<SuspenseOutcome> {
  const id = suspenseIdFor(callback.gateway_reference);
  const entry: SuspenseRecord = {
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
  const moveId = `suspense:${id}`;
  const result = await commitMove({
    id: moveId,
    kind: 'suspense',
    merchantId: null,
    atMs: nowMs,
    postings: suspensePostings(moveId, callback.amount, `suspense ${id}: ${reason}`),
    extraItems: [newSuspenseItem(entry)],
  });
  if (result.kind === 'applied') {
    // An operator must look at it: warn, with what the money is and why it matched nothing.
    logger.warn('payment moved to suspense', { suspenseId: id, reason, detail, amount: callback.amount, gatewayReference: callback.gateway_reference });
    return { kind: 'suspense', entry, applied: true };
  }
  const existing = await getSuspenseEntry(id);
  if (existing === undefined) throw new Error(`Suspense move ${moveId} ended ${result.kind} but entry ${id} does not exist`);
  return { kind: 'suspense', entry: existing, applied: false };
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
  const totalOpen = entries.filter((entry) => entry.state === 'open').reduce((sum, entry) => sum + entry.amount, 0);
  return done({ data: entries.map(suspenseView), total_open: totalOpen });
}

export type SuspenseResolutionRequest = { merchant_id: string } | { refund: true };

/** The adjustment transaction that carries a suspense entry to a merchant: one per entry. */
export const suspenseCreditReff = (suspenseId: string): string => derivedPartnerReff('ADJ', `suspense:${suspenseId}`);

function creditTransaction(entry: SuspenseRecord, merchantId: string, partnerReff: string, operator: string, seq: number, nowMs: number): NewTransaction {
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
    createdEvent: { event_type: 'suspense_credited', from: null, to: 'paid', source: 'admin', description, at_ms: nowMs },
  };
}

/** What the entry says now, when a resolution found it no longer open. */
function alreadyResolved(entry: SuspenseRecord, request: SuspenseResolutionRequest): Outcome<{ suspense: SuspenseView }> {
  const same = 'refund' in request ? entry.state === 'refunded' : entry.state === 'credited' && entry.merchant_id === request.merchant_id;
  if (same) return done({ suspense: suspenseView(entry) });
  return refuse('suspense_already_resolved', `Suspense entry ${entry.id} is already ${entry.state}${entry.merchant_id ? ` to merchant ${entry.merchant_id}` : ''}`);
}

/**
 * An operator resolves an open entry exactly once: the entry's state change (conditioned on `open`)
 * and the money's move are one transaction. Credit: suspense -> the merchant's available balance,
 * recorded as an `adjustment` transaction (no fees: the operator decided where the money belongs).
 * Refund: suspense -> gateway clearing, for the gateway to return it to the payer. Repeating the
 * same resolution answers the entry; a different one is 409 suspense_already_resolved.
 */
export async function resolveSuspense(id: string, request: SuspenseResolutionRequest, by: Operator, nowMs: number): Promise<Outcome<{ suspense: SuspenseView }>> {
  // Crediting a merchant creates merchant money as a positive adjustment does (DESIGN section 9);
  // a refund only returns the money to gateway clearing, so any operator may make it.
  if (!('refund' in request) && !by.mayCredit) {
    return refuse('permission_denied', 'Resolving suspense to a merchant outside sandbox needs the credit operator role');
  }
  const operator = by.id;
  const entry = await getSuspenseEntry(id);
  if (entry === undefined) return refuse('not_found', 'Suspense entry not found');
  if (entry.state !== 'open') return alreadyResolved(entry, request);
  if ('refund' in request) {
    const moveId = `suspense:${id}:refund`;
    const result = await commitMove({
      id: moveId,
      kind: 'suspense',
      merchantId: null,
      atMs: nowMs,
      postings: suspenseResolutionPostings(moveId, entry.amount, 'refund', `suspense ${id} refunded by ${operator}`),
      extraItems: [resolveSuspenseItem(id, { state: 'refunded' }, nowMs, operator)],
    });
    return resolutionAnswer(id, request, result.kind);
  }
  if ((await getMerchant(request.merchant_id)) === undefined) return refuse('not_found', 'Merchant not found');
  const partnerReff = suspenseCreditReff(id);
  const created = await createTransaction({
    merchantId: request.merchant_id,
    kind: 'credit',
    build: (seq) => creditTransaction(entry, request.merchant_id, partnerReff, operator, seq, nowMs),
    postings: (_record, moveId) => suspenseResolutionPostings(moveId, entry.amount, { merchantId: request.merchant_id }, `suspense ${id} credited by ${operator}`),
    extraItems: () => [resolveSuspenseItem(id, { state: 'credited', merchantId: request.merchant_id, transactionPartnerReff: partnerReff }, nowMs, operator)],
  });
  return resolutionAnswer(id, request, created.kind);
}

async function resolutionAnswer(id: string, request: SuspenseResolutionRequest, result: string): Promise<Outcome<{ suspense: SuspenseView }>> {
  const entry = await getSuspenseEntry(id);
  if (entry === undefined) throw new Error(`Suspense entry ${id} vanished`);
  if (result === 'applied' || result === 'created') return done({ suspense: suspenseView(entry) });
  // Another resolution won the race (precondition_failed), or this one had committed before (already_applied).
  return alreadyResolved(entry, request);
}
