import { ApiError } from '../../dashboard/src/api';
import { nextIdempotencyKey, SETTLEMENT_ACCOUNTS_MAX, WITHDRAWAL_MIN_IDR } from '../../dashboard/src/own-money';
import {
  SETTLEMENT_ACCOUNTS_MAX as SERVICE_ACCOUNTS_MAX,
  WITHDRAWAL_AMOUNT_MIN_IDR,
} from '../../shared/channels/withdrawals/limits';

describe('the own-money pages’ rules', () => {
  it('keeps the service’s limits (the app holds copies of them)', () => {
    expect({ accounts: SETTLEMENT_ACCOUNTS_MAX, minimum: WITHDRAWAL_MIN_IDR }).toEqual({
      accounts: SERVICE_ACCOUNTS_MAX,
      minimum: WITHDRAWAL_AMOUNT_MIN_IDR,
    });
  });

  it.each([
    ['no answer (network)', new ApiError(0, 'network_error', 'unreachable'), true],
    ['a 502 from the gateway', new ApiError(502, 'upstream_error', 'bad gateway'), true],
    ['a 500', new ApiError(500, 'internal_error', 'oops'), true],
    ['a wrong PIN', new ApiError(422, 'invalid_pin', 'Wrong PIN; 4 attempt(s) left'), false],
    ['a low balance', new ApiError(422, 'insufficient_balance', 'low'), false],
    ['a locked PIN', new ApiError(422, 'pin_locked', 'locked'), false],
    ['success (no error)', undefined, false],
  ])('after %s, keeps the same key only when the outcome is unknown', (_name, error, kept) => {
    const next = nextIdempotencyKey('key-1', error);
    expect(next === 'key-1').toBe(kept);
  });
});
