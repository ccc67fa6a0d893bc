import {
  allowedSources,
  FINAL_WEBHOOK_EVENTS,
  transition,
  type TransactionStatus,
  type TransitionTrigger,
} from '../../shared/domain/transaction-state';

const STATUSES: TransactionStatus[] = ['created', 'waiting_payment', 'pending', 'paid', 'settled', 'failed', 'expired', 'cancelled'];
const TRIGGERS: TransitionTrigger[] = ['payment_received', 'payment_failed', 'payment_cancelled', 'expired', 'settled'];

/** The whole machine, written out independently of the implementation's table. */
const ALLOWED: Record<string, TransactionStatus> = {
  'waiting_payment payment_received': 'paid',
  // A payment that arrives after expiry still credits the merchant (DESIGN.md "Inbound money").
  'expired payment_received': 'paid',
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

  it('accepts a late payment for an expired transaction', () => {
    expect(transition('expired', 'payment_received')).toMatchObject({ ok: true, to: 'paid' });
  });

  it('settles only from paid', () => {
    expect(allowedSources('settled')).toEqual(['paid']);
    for (const status of STATUSES.filter((candidate) => candidate !== 'paid')) expect(transition(status, 'settled').ok).toBe(false);
  });

  it.each(['paid', 'settled', 'failed', 'cancelled'] as const)('never pays a %s transaction twice', (status) => {
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
