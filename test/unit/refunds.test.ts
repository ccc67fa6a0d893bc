import fc from 'fast-check';
import { REFUND_ORIGINAL_WINDOW_DAYS, REFUNDS_PER_TRANSACTION_MAX } from '../../shared/channels/refunds/limits';
import { planRefund } from '../../shared/channels/refunds/rules';
import { CHANNELS, ORIGINAL_REFUND_TYPES, TRANSACTION_TYPES } from '../../shared/channels/registry';
import { judgeRefundOutcome, refundableOf, refundedAmountOf, refundStatusOf } from '../../shared/domain/refunds';
import type { TransactionStatus, TransactionType } from '../../shared/domain/transaction-state';
import { refundPostPostings } from '../../shared/domain/ledger';
import { statementTypeOf } from '../../shared/domain/statement';
import type { TransactionRecord } from '../../shared/store/transactions';

/** The pure rules of refunds (DESIGN 15): what is left to refund, a payment's refund status, and what may be refunded how. */
const PAID_AT_MS = Date.parse('2026-11-01T10:00:00+07:00');
const DAY_MS = 86_400_000;

function payment(type: TransactionType, fields: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    partner_reff: 'P-1',
    id: 1,
    merchant_id: 'm_1',
    client_id: 'cl_1',
    type,
    status: 'paid',
    amount: 100_000,
    fees: { gateway_fee: 700, platform_fee: 300, total_fee: 1_000, net_amount: 99_000 },
    seq: 1,
    event_count: 2,
    created_at_ms: PAID_AT_MS,
    updated_at_ms: PAID_AT_MS,
    paid_at_ms: PAID_AT_MS,
    ...fields,
  };
}

describe('the refundable amount and refund status', () => {
  it.each([
    [undefined, 100_000, 'none'],
    [0, 100_000, 'none'],
    [1, 99_999, 'partial'],
    [99_999, 1, 'partial'],
    [100_000, 0, 'full'],
  ] as const)('refunded_amount %p leaves %i to refund: %s', (refunded, left, status) => {
    const tx = { amount: 100_000, ...(refunded === undefined ? {} : { refunded_amount: refunded }) };
    expect(refundableOf(tx)).toBe(left);
    expect(refundStatusOf(tx)).toBe(status);
  });

  it('reads a transaction written before refunds existed as never refunded', () => {
    expect(refundedAmountOf({ amount: 50_000 })).toBe(0);
  });

  it('asserts that what was refunded is an integer within the amount paid (a bug otherwise)', () => {
    for (const bad of [-1, 100_001, 1.5, Number.NaN])
      expect(() => refundedAmountOf({ amount: 100_000, refunded_amount: bad })).toThrow();
  });

  it('keeps refundable + refunded = amount, with the status following (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amount, part) => {
          const refunded = Math.floor(amount * part);
          const tx = { amount, refunded_amount: refunded };
          expect(refundableOf(tx) + refundedAmountOf(tx)).toBe(amount);
          expect(refundStatusOf(tx)).toBe(refunded === 0 ? 'none' : refunded === amount ? 'full' : 'partial');
        },
      ),
    );
  });
});

describe("what the gateway's word means for a refund", () => {
  it.each([
    ['succeeded', 'pending', 'apply'],
    ['failed', 'pending', 'apply'],
    ['succeeded', 'succeeded', 'already_applied'],
    ['failed', 'failed', 'already_applied'],
    ['failed', 'succeeded', 'conflict'],
    ['succeeded', 'failed', 'conflict'],
  ] as const)('%s for a %s refund: %s', (said, status, verdict) => {
    expect(judgeRefundOutcome(said, { status }).kind).toBe(verdict);
  });

  it('ignores a word about no refund of ours', () => {
    expect(judgeRefundOutcome('succeeded', undefined).kind).toBe('ignore');
  });
});

describe('planRefund', () => {
  const body = (amount: number, extra: Record<string, unknown> = {}) => ({ amount, reason: 'r', ...extra });
  const destination = { type: 'bank' as const, bank_code: '014', account_number: '1234567890' };

  it('takes the method of each type from the registry: QRIS and cash-in back on the rail, VAs as payouts, nothing else', () => {
    expect(ORIGINAL_REFUND_TYPES).toEqual(['qris', 'ewallet_cashin']);
    const methods = Object.fromEntries(TRANSACTION_TYPES.map((type) => [type, CHANNELS[type].refund]));
    expect(methods).toEqual({
      qris: 'original',
      va: 'payout',
      dedicated_va: 'payout',
      transfer: null,
      ewallet: null,
      withdrawal: null,
      ewallet_cashin: 'original',
      digital: null,
      ppob: null,
      adjustment: null,
    });
  });

  it.each(['transfer', 'ewallet', 'digital', 'ppob', 'adjustment'] as const)('refuses a %s transaction', (type) => {
    expect(planRefund(payment(type), body(1), undefined, PAID_AT_MS)).toMatchObject({
      ok: false,
      code: 'refund_not_allowed',
    });
  });

  it.each(['created', 'waiting_payment', 'pending', 'failed', 'expired', 'cancelled'] as const)(
    'refunds only paid or settled payments, not a %s one',
    (status: TransactionStatus) => {
      expect(planRefund(payment('qris', { status }), body(1), undefined, PAID_AT_MS)).toMatchObject({
        code: 'refund_not_allowed',
      });
    },
  );

  it('plans an original refund without fee up to the last millisecond of the window, then refuses', () => {
    const end = PAID_AT_MS + REFUND_ORIGINAL_WINDOW_DAYS * DAY_MS;
    expect(planRefund(payment('qris', { status: 'settled' }), body(1), undefined, end)).toEqual({
      ok: true,
      value: { method: 'original', fees: { gateway_fee: 0, platform_fee: 0, total_fee: 0, net_amount: 1 } },
    });
    expect(planRefund(payment('ewallet_cashin'), body(1), undefined, end + 1)).toMatchObject({
      code: 'refund_window_expired',
    });
    expect(
      planRefund(payment('va'), body(10_000, { destination, pin: '123456' }), undefined, end + 365 * DAY_MS).ok,
    ).toBe(true);
  });

  it('refuses more than is left, and a payment that has as many refunds as one may', () => {
    expect(planRefund(payment('qris', { refunded_amount: 60_000 }), body(40_001), undefined, PAID_AT_MS)).toMatchObject(
      {
        code: 'refund_exceeds_refundable',
      },
    );
    const many = Array.from({ length: REFUNDS_PER_TRANSACTION_MAX }, (_, index) => `RF-${index}`);
    expect(planRefund(payment('qris', { refund_ids: many }), body(1), undefined, PAID_AT_MS)).toMatchObject({
      code: 'refund_not_allowed',
    });
  });

  it("plans a VA refund as a payout with the payout channel's fees, and asks for the destination and the PIN", () => {
    expect(planRefund(payment('va'), body(50_000), undefined, PAID_AT_MS)).toMatchObject({
      code: 'destination_required',
    });
    expect(planRefund(payment('va'), body(50_000, { destination }), undefined, PAID_AT_MS)).toMatchObject({
      code: 'validation_failed',
      fields: { pin: [expect.any(String)] },
    });
    expect(
      planRefund(payment('dedicated_va'), body(50_000, { destination, pin: '123456' }), undefined, PAID_AT_MS),
    ).toMatchObject({
      ok: true,
      value: {
        method: 'payout',
        payout: 'transfer',
        fees: { gateway_fee: 2_500, platform_fee: 1_000, total_fee: 3_500 },
      },
    });
    const toWallet = { type: 'ewallet' as const, product_code: 'OVO', phone_number: '081234567890' };
    expect(
      planRefund(payment('va'), body(9_999, { destination: toWallet, pin: '123456' }), undefined, PAID_AT_MS),
    ).toMatchObject({
      code: 'validation_failed',
      fields: { amount: [expect.any(String)] },
    });
  });
});

describe('the ledger legs of a refund', () => {
  it('post the hold to gateway clearing and a payout refund fee to revenue, named for the statement', () => {
    const fees = { gateway_fee: 2_500, platform_fee: 1_000, total_fee: 3_500, net_amount: 46_500 };
    const legs = refundPostPostings('m_1', 'RF-1', 50_000, fees);
    expect(legs.map((leg) => [leg.id, leg.from, leg.to, leg.amount])).toEqual([
      ['RF-1#refund#amount', 'merchant:m_1:held', 'system:gateway_clearing', 50_000],
      ['RF-1#refund#gateway_fee', 'merchant:m_1:held', 'system:gateway_fees', 2_500],
      ['RF-1#refund#platform_fee', 'merchant:m_1:held', 'system:platform_fee_revenue', 1_000],
    ]);
    expect(legs.map((leg) => statementTypeOf(leg.id))).toEqual(['refund', 'fee', 'fee']);
    const free = refundPostPostings('m_1', 'RF-2', 10_000, {
      gateway_fee: 0,
      platform_fee: 0,
      total_fee: 0,
      net_amount: 10_000,
    });
    expect(free).toHaveLength(1);
  });
});
