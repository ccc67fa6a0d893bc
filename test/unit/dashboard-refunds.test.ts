import {
  REFUND_METHOD_OF,
  REFUND_REASON_LENGTH_MAX,
  REFUND_WINDOW_DAYS,
  refundabilityOf,
} from '../../dashboard/src/refunds';
import {
  REFUND_ORIGINAL_WINDOW_DAYS,
  REFUND_REASON_LENGTH_MAX as SERVICE_REASON_MAX,
} from '../../shared/channels/refunds/limits';
import { CHANNELS } from '../../shared/channels/registry';

const PAID_AT = '2026-11-01T10:00:00+07:00';
const paidAtMs = Date.parse(PAID_AT);
const DAY_MS = 86_400_000;

const payment = (
  overrides: Partial<Parameters<typeof refundabilityOf>[0]> = {},
): Parameters<typeof refundabilityOf>[0] => ({
  type: 'qris',
  status: 'paid',
  amount: 25_000,
  paid_at: PAID_AT,
  created_at: '2026-11-01T09:59:00+07:00',
  refunded_amount: 0,
  ...overrides,
});

/** The web app keeps copies of the refund rules (it may not import the service): they must not drift. */
describe("the dashboard's refund rules", () => {
  test("say how each type is refunded as the service's registry does", () => {
    expect(REFUND_METHOD_OF).toEqual(
      Object.fromEntries(Object.entries(CHANNELS).map(([type, row]) => [type, row.refund])),
    );
  });

  test("use the service's window and reason length", () => {
    expect(REFUND_WINDOW_DAYS).toBe(REFUND_ORIGINAL_WINDOW_DAYS);
    expect(REFUND_REASON_LENGTH_MAX).toBe(SERVICE_REASON_MAX);
  });

  test.each([
    ['a paid QR, nothing refunded', payment(), paidAtMs, { ok: true, method: 'original', leftIdr: 25_000 }],
    [
      'a settled QR, part refunded',
      payment({ status: 'settled', refunded_amount: 10_000 }),
      paidAtMs,
      { ok: true, method: 'original', leftIdr: 15_000 },
    ],
    ['a QR on its 30th day', payment(), paidAtMs + 30 * DAY_MS, { ok: true, method: 'original', leftIdr: 25_000 }],
    [
      'a QR a moment past 30 days',
      payment(),
      paidAtMs + 30 * DAY_MS + 1,
      { ok: false, method: 'original', why: 'window' },
    ],
    [
      'a VA payment long after (no window)',
      payment({ type: 'va' }),
      paidAtMs + 90 * DAY_MS,
      { ok: true, method: 'payout', leftIdr: 25_000 },
    ],
    [
      'a QR refunded in full',
      payment({ refunded_amount: 25_000 }),
      paidAtMs,
      { ok: false, method: 'original', why: 'full' },
    ],
    [
      'an unpaid QR',
      payment({ status: 'waiting_payment', paid_at: null }),
      paidAtMs,
      { ok: false, method: 'original', why: 'status' },
    ],
    ['a payout', payment({ type: 'transfer' }), paidAtMs, null],
  ] as const)('%s', (_name, tx, nowMs, expected) => {
    expect(refundabilityOf(tx, nowMs)).toEqual(expected);
  });
});
