import { randomUUID } from 'node:crypto';
import type { GatewayCallback } from '../shared/gateway/port';
import { signBody } from '../shared/gateway/signature';
import { payoutConflictIdFor, suspenseIdFor } from '../shared/ids';
import { getSuspenseEntry, listSuspenseEntries } from '../shared/store/suspense';
import { sendMessages } from '../shared/store/queue';
import { getTransaction, type TransactionRecord } from '../shared/store/transactions';

/**
 * The chaos run's payout faults, once the payouts are final (docs/ARCHITECTURE.md, section 5): the bank returns a
 * paid payout (the same return delivered twice at once), the gateway contradicts payouts (executed
 * after a rejection, failed after a payment, returned when never paid; one of them delivered twice),
 * and messages nobody signed are put straight on the callbacks queue. The checks afterwards: each
 * return credited once (the ledger check), each contradiction exactly one conflict entry, and the
 * forged messages credited nothing.
 */

const LANDING_TIMEOUT_MS = 60_000;

interface Answer {
  status: number;
  body: any;
}

/** What the run needs of chaos/run.ts's client: a good request, retried until it has a final answer. */
export interface ChaosApi {
  until(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Answer>;
}

/** The merchant's final payouts, by the destination suffix that chose their outcome. */
export interface FinalPayouts {
  paid: string;
  paidLater: string;
  paidByReconciliation: string;
  rejected: string;
}

export interface PayoutFaultPlan {
  returned: string[];
  conflictIds: string[];
  /** Payouts that forged returns named: they must still be paid. */
  forgedTargets: string[];
  /** Gateway references of forged payments: they must be in no suspense entry. */
  forgedPaymentReferences: string[];
}

export interface PayoutFaultCounts {
  returns: number;
  duplicatedReturns: number;
  contradictions: number;
  forgedMessages: number;
}

function payoutCallback(event: GatewayCallback['event'], tx: TransactionRecord): GatewayCallback {
  return {
    event,
    channel: tx.type === 'ewallet' ? 'ewallet' : 'transfer',
    partner_reff: tx.partner_reff,
    virtual_account_number: null,
    gateway_reference: `GWCHAOS${randomUUID().slice(0, 12).toUpperCase()}`,
    amount: tx.amount,
    occurred_at: new Date().toISOString(),
    ...(event === 'payout.executed' ? {} : { reason: 'chaos contradiction' }),
  };
}

/** A callback the gateway signs and delivers to our endpoint, `copies` times at once (a refund's too); its conflict id. */
export async function deliverSigned(api: ChaosApi, callback: GatewayCallback, copies: number): Promise<string> {
  const raw = JSON.stringify(callback);
  const headers = { 'x-gateway-signature': signBody(raw, process.env.GATEWAY_CALLBACK_SECRET!) };
  const answers = await Promise.all(
    Array.from({ length: copies }, () => api.until('POST', '/api/v1/callbacks/gateway', { body: callback, headers })),
  );
  if (answers.some((answer) => answer.status !== 200))
    throw new Error(`a signed callback was refused: ${JSON.stringify(answers.map((answer) => answer.body))}`);
  return payoutConflictIdFor(callback.event, callback.partner_reff!, callback.gateway_reference);
}

/** Messages put straight on the callbacks queue: a return and a payment, with a wrong and with no signature. */
async function forgeMessages(payout: TransactionRecord, counts: PayoutFaultCounts): Promise<string> {
  const forgedReturn = JSON.stringify(payoutCallback('payout.returned', payout));
  const payment = {
    event: 'payment.paid',
    channel: 'qris',
    partner_reff: `QR-20990101-FORGED${randomUUID().slice(0, 6).toUpperCase()}`,
    virtual_account_number: null,
    gateway_reference: `GWFORGED${randomUUID().slice(0, 12).toUpperCase()}`,
    amount: 77_777,
    occurred_at: new Date().toISOString(),
  };
  const forgedPayment = JSON.stringify(payment);
  const messages = [
    { raw: forgedReturn, headers: { 'x-gateway-signature': signBody(forgedReturn, 'not-the-gateway-secret') } },
    { raw: forgedReturn, headers: {} },
    { raw: forgedPayment, headers: { 'x-gateway-signature': 'f'.repeat(64) } },
    { raw: forgedPayment },
  ];
  await sendMessages('callbacks', messages);
  counts.forgedMessages += messages.length;
  return payment.gateway_reference;
}

/** One merchant's payout faults; returns what must hold once they have landed. */
export async function payoutFaults(
  api: ChaosApi,
  payouts: FinalPayouts,
  counts: PayoutFaultCounts,
): Promise<PayoutFaultPlan> {
  const [paid, paidLater, reconciled, rejected] = await Promise.all(
    [payouts.paid, payouts.paidLater, payouts.paidByReconciliation, payouts.rejected].map(
      async (reff) => (await getTransaction(reff))!,
    ),
  );
  const plan: PayoutFaultPlan = { returned: [], conflictIds: [], forgedTargets: [], forgedPaymentReferences: [] };
  if (paid!.status === 'paid') {
    // The bank returns it, and the sandbox call is made twice at once: one return, delivered twice.
    await Promise.all(
      [0, 1].map(() =>
        api.until('POST', `/sandbox/v1/payouts/${paid!.partner_reff}/return`, {
          body: { reason: 'chaos: account closed' },
        }),
      ),
    );
    counts.returns += 1;
    counts.duplicatedReturns += 1;
    plan.returned.push(paid!.partner_reff);
  }
  if (rejected!.status === 'failed') {
    const executed = await api.until('POST', `/sandbox/v1/payouts/${rejected!.partner_reff}/execute`);
    plan.conflictIds.push(
      payoutConflictIdFor('payout.executed', rejected!.partner_reff, String(executed.body.gateway_reference)),
    );
    plan.conflictIds.push(await deliverSigned(api, payoutCallback('payout.returned', rejected!), 2));
    counts.contradictions += 2;
  }
  if (paidLater!.status === 'paid') {
    plan.conflictIds.push(await deliverSigned(api, payoutCallback('payout.failed', paidLater!), 1));
    counts.contradictions += 1;
  }
  if (reconciled!.status === 'paid') {
    plan.forgedPaymentReferences.push(await forgeMessages(reconciled!, counts));
    plan.forgedTargets.push(reconciled!.partner_reff);
  }
  return plan;
}

/** Waits until every return and conflict of the plans has landed (the consumer works in the background). */
export async function awaitPayoutFaults(plans: PayoutFaultPlan[]): Promise<void> {
  const deadline = Date.now() + LANDING_TIMEOUT_MS;
  for (;;) {
    const returned = await Promise.all(
      plans
        .flatMap((plan) => plan.returned)
        .map(async (reff) => (await getTransaction(reff))?.returned_at_ms !== undefined),
    );
    const conflicts = await Promise.all(
      plans.flatMap((plan) => plan.conflictIds).map(async (id) => (await getSuspenseEntry(id)) !== undefined),
    );
    if ([...returned, ...conflicts].every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`payout faults still not applied after ${LANDING_TIMEOUT_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

export interface PayoutFaultReport {
  conflictsExpected: number;
  conflictsFound: number;
  /** Conflict entries for this run's payouts beyond the expected ones (a redelivery recorded twice). */
  conflictsExtra: number;
  forgedApplied: string[];
}

/** Each contradiction exactly one entry; forged messages credited nothing and made no entry. */
export async function payoutFaultReport(plans: PayoutFaultPlan[], payoutReffs: string[]): Promise<PayoutFaultReport> {
  const expected = new Set(plans.flatMap((plan) => plan.conflictIds));
  const entries = await listSuspenseEntries();
  const conflicts = entries.filter(
    (entry) => entry.reason === 'payout_conflict' && payoutReffs.includes(entry.partner_reff ?? ''),
  );
  const forgedApplied: string[] = [];
  for (const reff of plans.flatMap((plan) => plan.forgedTargets)) {
    const tx = await getTransaction(reff);
    if (tx?.status !== 'paid' || tx.returned_at_ms !== undefined)
      forgedApplied.push(`${reff} is ${tx?.status} after a forged return`);
  }
  for (const reference of plans.flatMap((plan) => plan.forgedPaymentReferences)) {
    if ((await getSuspenseEntry(suspenseIdFor(reference))) !== undefined)
      forgedApplied.push(`forged payment ${reference} reached suspense`);
  }
  return {
    conflictsExpected: expected.size,
    conflictsFound: conflicts.filter((entry) => expected.has(entry.id)).length,
    conflictsExtra: conflicts.filter((entry) => !expected.has(entry.id)).length,
    forgedApplied,
  };
}
