import {
  allowedSources,
  FINAL_WEBHOOK_EVENTS,
  stateOf,
  transition,
  transitionOf,
  type InboundTrigger,
  type MachineSubject,
  type PayoutStage,
  type TransactionStatus,
  type TransactionType,
  type TransitionTrigger,
} from '../../shared/domain/transaction-state';

const STATUSES: TransactionStatus[] = [
  'created',
  'waiting_payment',
  'pending',
  'paid',
  'settled',
  'failed',
  'expired',
  'cancelled',
];
const TRIGGERS: InboundTrigger[] = ['payment_received', 'payment_failed', 'payment_cancelled', 'expired', 'settled'];

/** The whole machine, written out independently of the implementation's table. */
const ALLOWED: Record<string, TransactionStatus> = {
  'waiting_payment payment_received': 'paid',
  // A payment that arrives after expiry, failure or cancellation still credits the merchant (docs/ARCHITECTURE.md, section 6).
  'expired payment_received': 'paid',
  'failed payment_received': 'paid',
  'cancelled payment_received': 'paid',
  'waiting_payment payment_failed': 'failed',
  'waiting_payment payment_cancelled': 'cancelled',
  'waiting_payment expired': 'expired',
  'paid settled': 'settled',
};

const pairs = STATUSES.flatMap((status) => TRIGGERS.map((trigger) => [status, trigger] as const));
const allowedPairs = pairs.filter(([status, trigger]) => ALLOWED[`${status} ${trigger}`] !== undefined);
const refusedPairs = pairs.filter(([status, trigger]) => ALLOWED[`${status} ${trigger}`] === undefined);

describe('transaction state machine', () => {
  it('covers every (status, trigger) pair exactly once', () => {
    expect(allowedPairs).toHaveLength(Object.keys(ALLOWED).length);
    expect(allowedPairs.length + refusedPairs.length).toBe(STATUSES.length * TRIGGERS.length);
  });

  it.each(allowedPairs)('moves %s on %s', (status, trigger) => {
    expect(transition(status, trigger)).toEqual({ ok: true, from: status, to: ALLOWED[`${status} ${trigger}`] });
  });

  it.each(refusedPairs)('refuses %s on %s and reports the current status', (status, trigger) => {
    expect(transition(status, trigger)).toEqual({ ok: false, reason: 'not_allowed', from: status });
  });

  it.each(['expired', 'failed', 'cancelled'] as const)('accepts a late payment for a %s transaction', (status) => {
    expect(transition(status, 'payment_received')).toMatchObject({ ok: true, to: 'paid' });
  });

  it('settles only from paid', () => {
    expect(allowedSources('settled')).toEqual(['paid']);
    for (const status of STATUSES.filter((candidate) => candidate !== 'paid'))
      expect(transition(status, 'settled').ok).toBe(false);
  });

  it.each(['paid', 'settled'] as const)('never pays a %s transaction twice', (status) => {
    expect(transition(status, 'payment_received').ok).toBe(false);
  });

  it.each(TRIGGERS)('lists the statuses %s may leave in allowedSources', (trigger) => {
    const expected = STATUSES.filter((status) => ALLOWED[`${status} ${trigger}`] !== undefined);
    expect([...allowedSources(trigger)].sort()).toEqual(expected.sort());
  });

  it.each([
    ['paid', 'transaction.paid'],
    ['failed', 'transaction.failed'],
    ['expired', 'transaction.expired'],
    ['cancelled', 'transaction.cancelled'],
    ['settled', undefined],
    ['waiting_payment', undefined],
    ['pending', undefined],
    ['created', undefined],
  ] as const)('announces reaching %s with webhook %s', (status, event) => {
    expect(FINAL_WEBHOOK_EVENTS[status]).toBe(event);
  });
});

const PAYOUT_TRIGGERS: TransitionTrigger[] = [
  'confirmed',
  'payout_executed',
  'payout_rejected',
  'payout_returned',
  'expired',
  'payment_received',
  'payment_failed',
  'payment_cancelled',
  'settled',
];
const PAYOUT_STATES: Array<[TransactionStatus, PayoutStage | undefined]> = [
  ['pending', 'awaiting_confirmation'],
  ['pending', undefined],
  ['pending', 'held'],
  ['paid', undefined],
  ['failed', undefined],
  ['expired', undefined],
];

/** The payout machine, written out independently: state (status/stage) + trigger -> new state. */
const PAYOUT_ALLOWED: Record<string, string> = {
  'pending/awaiting_confirmation confirmed': 'held',
  'pending/undefined confirmed': 'held',
  'pending/held payout_executed': 'paid',
  'pending/held payout_rejected': 'failed',
  // The bank sent a paid payout back (docs/ARCHITECTURE.md, section 5).
  'paid/undefined payout_returned': 'failed',
  'pending/awaiting_confirmation expired': 'expired',
  'pending/undefined expired': 'expired',
};

describe('payout state machine (transfer and e-wallet)', () => {
  const cases = (['transfer', 'ewallet'] as const).flatMap((type) =>
    PAYOUT_STATES.flatMap(([status, stage]) =>
      PAYOUT_TRIGGERS.map((trigger) => [type, status, stage, trigger] as const),
    ),
  );

  it.each(cases)('a %s payout in %s/%s on %s follows the table', (type, status, stage, trigger) => {
    const subject: MachineSubject = { type, status, ...(stage ? { stage } : {}) };
    const expected = PAYOUT_ALLOWED[`${status}/${String(stage)} ${trigger}`];
    const step = transitionOf(subject, trigger);
    if (expected === undefined) expect(step.ok).toBe(false);
    else expect(step).toEqual({ ok: true, from: stateOf(subject), to: expected });
  });

  it('reports already_applied for a confirm of a payout that already holds its money', () => {
    expect(transitionOf({ type: 'transfer', status: 'pending', stage: 'held' }, 'confirmed')).toEqual({
      ok: false,
      reason: 'already_applied',
      state: 'held',
    });
  });

  it.each(['payment_received', 'payment_failed', 'settled'] as const)(
    'never lets the inbound trigger %s move a payout',
    (trigger) => {
      for (const [status, stage] of PAYOUT_STATES)
        expect(transitionOf({ type: 'ewallet', status, stage }, trigger).ok).toBe(false);
    },
  );

  it('reports already_applied for a return of a payout already failed (the caller tells a return from a rejection)', () => {
    expect(transitionOf({ type: 'transfer', status: 'failed' }, 'payout_returned')).toEqual({
      ok: false,
      reason: 'already_applied',
      state: 'failed',
    });
  });

  it.each(['confirmed', 'payout_executed', 'payout_rejected', 'payout_returned'] as const)(
    'never lets the payout trigger %s move a QR or VA payment',
    (trigger) => {
      for (const type of ['qris', 'va', 'dedicated_va', 'ewallet_cashin'] as TransactionType[]) {
        for (const status of STATUSES) expect(transitionOf({ type, status }, trigger).ok).toBe(false);
      }
    },
  );

  it('runs the inbound machine for QR and one-time VA, and nothing moves a dedicated VA payment', () => {
    expect(transitionOf({ type: 'qris', status: 'waiting_payment' }, 'payment_received')).toEqual({
      ok: true,
      from: 'waiting_payment',
      to: 'paid',
    });
    expect(transitionOf({ type: 'va', status: 'expired' }, 'payment_received')).toEqual({
      ok: true,
      from: 'expired',
      to: 'paid',
    });
    // An e-wallet cash-in waits for the customer like a QR: it expires, and a late approval still pays it.
    expect(transitionOf({ type: 'ewallet_cashin', status: 'waiting_payment' }, 'expired').ok).toBe(true);
    expect(transitionOf({ type: 'ewallet_cashin', status: 'expired' }, 'payment_received')).toEqual({
      ok: true,
      from: 'expired',
      to: 'paid',
    });
    for (const trigger of [...TRIGGERS, 'confirmed'] as TransitionTrigger[])
      expect(transitionOf({ type: 'dedicated_va', status: 'paid' }, trigger).ok).toBe(false);
  });
});
