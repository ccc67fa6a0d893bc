import type { Clock } from '../../clock';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../../constants';
import { holdPostings } from '../../domain/ledger';
import { done, feesBelowAmount, refuse, type Outcome } from '../../domain/outcome';
import type { PayoutType } from '../../domain/transaction-state';
import { applyTransition, type TransitionOutcome } from '../../engine/transition';
import type { Gateway } from '../../gateway/port';
import { logger } from '../../logger';
import type { ClientRecord } from '../../store/clients';
import type { IdempotencyRecorder } from '../../store/idempotency';
import type { TxItem } from '../../store/transact';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { getTransaction, type TransactionRecord } from '../../store/transactions';
import { executeHeldPayout } from './execute';
import { confirmView, payoutDebitIdr, type ConfirmView } from './payout';
import { checkPin, type PendingPinRelease } from './pin';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import type { PayoutConfirmBody } from './schemas';

export interface ConfirmInput {
  channel: PayoutType;
  body: PayoutConfirmBody;
  /** The API client, or a dashboard user's merchant (only merchant_id is read). */
  client: Pick<ClientRecord, 'merchant_id'>;
  clock: Clock;
  /** When the request reached the API, on the clock's time (PIN bursts are told apart by it). */
  arrivedAtMs: number;
  gateway: Gateway;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
  /** The request's idempotency key: completed with the answer in the transaction that posts or voids the payout. */
  idempotency?: IdempotencyRecorder<ConfirmView>;
}

const EXPIRED_MESSAGE = 'The inquiry is older than 30 minutes; make a new inquiry';

/**
 * Why a payout waiting for its confirm may not be held: expired, or fees that reach its amount (an
 * inquiry recorded before inquiries refused them). The latter is refused here, before the gateway
 * runs it, because once executed its post would fail the ledger's fees < amount assertion.
 */
function holdRefusal(tx: TransactionRecord, nowMs: number): 'inquiry_expired' | 'fees_exceed_amount' | undefined {
  if (tx.expires_at_ms !== undefined && tx.expires_at_ms <= nowMs) return 'inquiry_expired';
  return tx.fees.total_fee >= tx.amount ? 'fees_exceed_amount' : undefined;
}

/**
 * Step 1: the hold and the confirm event in one move, conditioned on the inquiry still waiting for
 * its confirm. It puts the payout on the reconciliation index at once, so a crash after this step is
 * finished by the reconciliation job, never by a guess.
 */
export function holdPayout(
  partnerReff: string,
  nowMs: number,
  current?: TransactionRecord,
  extraItems?: readonly TxItem[],
): Promise<TransitionOutcome> {
  return applyTransition({
    partnerReff,
    current,
    ...(extraItems === undefined ? {} : { extraItems, once: true }),
    trigger: 'confirmed',
    kind: 'hold',
    nowMs,
    source: 'api',
    eventType: 'confirmed',
    description: 'PIN confirmed; amount + fees held from the available balance',
    guard: (tx) => holdRefusal(tx, nowMs),
    set: () => ({ confirmed_at_ms: nowMs, reconcile_attempts: 0 }),
    due: () => ({ kind: 'reconcile', atMs: nowMs + PAYOUT_RECONCILE_AFTER_SECONDS * 1000 }),
    postings: (tx) => holdPostings(tx.merchant_id, tx.partner_reff, payoutDebitIdr(tx)),
  });
}

/** What a confirm of a payout that is no longer waiting for one answers: its current state, or 422 when it expired. */
function currentState(tx: TransactionRecord): Outcome<ConfirmView> {
  if (tx.status === 'expired') return refuse('inquiry_expired', EXPIRED_MESSAGE);
  return done(confirmView(tx, tx.status === 'failed' ? (tx.failure_reason ?? null) : null));
}

/**
 * POST /<payout type>/confirm: the PIN first, then hold -> gateway -> outcome
 * (docs/ARCHITECTURE.md, section 5). The PIN is judged before the reference is looked up, so a wrong PIN on an
 * unknown reference is `invalid_pin` and the answers tell nothing about references to a caller
 * without the PIN. A repeat confirm answers the current state and moves no money; of parallel
 * confirms only the one whose hold is written calls the gateway. A PIN judged alone leaves its
 * release to the hold's transaction; whatever else happens, it is released before the gateway is
 * asked or the answer goes out.
 */
export async function confirmPayout(input: ConfirmInput): Promise<Outcome<ConfirmView>> {
  const merchantId = input.client.merchant_id;
  const reads = input.reads ?? freshReads;
  const merchant = await reads.merchant(merchantId);
  const timing = { nowMs: input.clock.nowMs(), arrivedAtMs: input.arrivedAtMs, now: () => input.clock.nowMs() };
  const pin = await checkPin(
    merchantId,
    merchant,
    input.body.pin,
    timing,
    () => pinAttemptsOfRequest(reads, merchantId),
    true,
  );
  if (!pin.ok) return pin;
  const pending: PinRelease = { release: pin.value.release };
  try {
    return await confirmJudged(input, merchantId, pending);
  } finally {
    await releaseLeftOver(pending);
  }
}

/** The PIN release a confirm still owes; cleared once written (in the hold's transaction or on its own). */
interface PinRelease {
  release?: PendingPinRelease;
}

/** Writes a release still owed. */
async function releaseOwed(pending: PinRelease): Promise<void> {
  const owed = pending.release;
  pending.release = undefined;
  await owed?.release();
}

/** After a failure, or an answer that never reached the hold: the release is written, and its own failure only logged. */
async function releaseLeftOver(pending: PinRelease): Promise<void> {
  await releaseOwed(pending).catch((error: unknown) =>
    logger.warn('PIN slot not released; it comes back after the judging time', { error: String(error) }),
  );
}

async function confirmJudged(
  input: ConfirmInput,
  merchantId: string,
  pending: PinRelease,
): Promise<Outcome<ConfirmView>> {
  const tx = await getTransaction(input.body.partner_reff);
  if (tx === undefined || tx.merchant_id !== merchantId || tx.type !== input.channel)
    return refuse('not_found', 'Payout not found');
  const held = await holdReleasingPin(tx, input.clock.nowMs(), pending);
  switch (held.kind) {
    case 'applied':
      return done(await executeHeldPayout(held.transaction, input.gateway, input.clock, input.idempotency));
    case 'insufficient_balance':
      return refuse(
        'insufficient_balance',
        `The available balance does not cover amount + fees (${payoutDebitIdr(tx)})`,
      );
    case 'refused':
      if (held.reason === 'fees_exceed_amount')
        return feesBelowAmount(held.transaction.amount, held.transaction.fees.total_fee)!;
      return refuse('inquiry_expired', EXPIRED_MESSAGE);
    case 'already_applied':
    case 'not_allowed':
      return currentState(held.transaction);
    case 'idempotency_lost':
    case 'unknown_transaction':
    case 'contended':
    case 'precondition_failed':
    default:
      throw new Error(`Holding payout ${tx.partner_reff} ended ${held.kind}`);
  }
}

/**
 * The hold, carrying the PIN's release when the confirm owes one (one call fewer). The release item
 * is conditioned on no other attempt being judged and no wrong PIN counted, and rides only on the
 * hold's first attempt: when that fails (another confirm reserved meanwhile, or the attempt met
 * contention on the balance) the release is written on its own at once, so a hold that has to wait
 * its turn on a hot balance never keeps a PIN slot, and the hold goes on without it. Any other
 * outcome than a written hold writes the release on its own, before the answer; a written hold has
 * released the slot before the gateway is asked.
 */
async function holdReleasingPin(tx: TransactionRecord, nowMs: number, pending: PinRelease): Promise<TransitionOutcome> {
  const item = pending.release?.item;
  if (item === undefined) return holdPayout(tx.partner_reff, nowMs, tx);
  const held = await holdPayout(tx.partner_reff, nowMs, tx, [item]);
  if (held.kind === 'applied') {
    pending.release = undefined;
    return held;
  }
  await releaseOwed(pending);
  const again = held.kind === 'precondition_failed' || held.kind === 'contended';
  return again ? holdPayout(tx.partner_reff, nowMs, held.transaction) : held;
}
