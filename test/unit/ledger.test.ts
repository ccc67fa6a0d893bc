import fc from 'fast-check';
import type { Fees } from '../../shared/domain/fees';
import {
  accountSums,
  adjustmentPostings,
  balanceDelta,
  inboundPaymentPostings,
  MERCHANT_BUCKETS,
  merchantAccount,
  type MerchantBucket,
  type Posting,
  settlementPostings,
  systemAccount,
} from '../../shared/domain/ledger';

const MERCHANT = 'm_TESTMERCHANT';
const REFF = 'QR-20261121-ABCDEFGHJKMN';

const sumOf = (sums: Map<string, number>): number => [...sums.values()].reduce((total, value) => total + value, 0);

function fees(gatewayFee: number, platformFee: number, netAmount: number): Fees {
  return {
    gateway_fee: gatewayFee,
    platform_fee: platformFee,
    total_fee: gatewayFee + platformFee,
    net_amount: netAmount,
  };
}

/** An inbound payment split at random: amount = net + gateway fee + platform fee, fees >= 0 and net >= 1. */
const feeSplit = fc
  .tuple(
    fc.integer({ min: 1, max: 10_000_000_000 }),
    fc.integer({ min: 0, max: 100_000_000 }),
    fc.integer({ min: 0, max: 100_000_000 }),
  )
  .map(([net, gateway, platform]) => fees(gateway, platform, net));
const bucket = fc.constantFrom<MerchantBucket>(...MERCHANT_BUCKETS);

describe('inboundPaymentPostings', () => {
  it('moves the net to the merchant and each fee to its revenue account, all out of gateway clearing', () => {
    const postings = inboundPaymentPostings(MERCHANT, REFF, fees(70, 30, 9_900), 'pending_settlement');
    expect(postings).toEqual([
      {
        id: `${REFF}#paid#net`,
        from: 'system:gateway_clearing',
        to: merchantAccount(MERCHANT, 'pending_settlement'),
        amount: 9_900,
        memo: `payment ${REFF} net`,
      },
      {
        id: `${REFF}#paid#gateway_fee`,
        from: 'system:gateway_clearing',
        to: 'system:gateway_fees',
        amount: 70,
        memo: `payment ${REFF} gateway_fee`,
      },
      {
        id: `${REFF}#paid#platform_fee`,
        from: 'system:gateway_clearing',
        to: 'system:platform_fee_revenue',
        amount: 30,
        memo: `payment ${REFF} platform_fee`,
      },
    ]);
  });

  it('sums to zero over all accounts for any fee split', () => {
    fc.assert(
      fc.property(feeSplit, bucket, (split, creditBucket) => {
        expect(sumOf(accountSums(inboundPaymentPostings(MERCHANT, REFF, split, creditBucket)))).toBe(0);
      }),
    );
  });

  it('debits gateway clearing by exactly the paid amount and credits the merchant bucket with the net', () => {
    fc.assert(
      fc.property(feeSplit, bucket, (split, creditBucket) => {
        const postings = inboundPaymentPostings(MERCHANT, REFF, split, creditBucket);
        const sums = accountSums(postings);
        expect(sums.get(systemAccount('gateway_clearing'))).toBe(-(split.net_amount + split.total_fee));
        const delta = balanceDelta(MERCHANT, postings);
        for (const other of MERCHANT_BUCKETS) expect(delta[other]).toBe(other === creditBucket ? split.net_amount : 0);
      }),
    );
  });

  it('drops zero-amount legs and moves only positive integer amounts', () => {
    fc.assert(
      fc.property(feeSplit, bucket, (split, creditBucket) => {
        const postings = inboundPaymentPostings(MERCHANT, REFF, split, creditBucket);
        const expectedLegs = [split.net_amount, split.gateway_fee, split.platform_fee].filter(
          (amount) => amount > 0,
        ).length;
        expect(postings).toHaveLength(expectedLegs);
        for (const posting of postings) {
          expect(Number.isSafeInteger(posting.amount)).toBe(true);
          expect(posting.amount).toBeGreaterThan(0);
        }
      }),
    );
  });

  it.each([
    ['no fees', fees(0, 0, 10_000), ['net']],
    ['no platform fee', fees(100, 0, 9_900), ['net', 'gateway_fee']],
  ] as const)('leaves out the empty legs when there are %s', (_label, split, legs) => {
    expect(inboundPaymentPostings(MERCHANT, REFF, split, 'available').map((posting) => posting.id)).toEqual(
      legs.map((leg) => `${REFF}#paid#${leg}`),
    );
  });

  it.each([
    ['fees eat the whole amount', fees(4_000, 1_000, 0)],
    ['fees exceed the amount', fees(20_000, 1_000, -11_000)],
    ['a negative fee', fees(-100, 0, 10_100)],
  ] as const)('refuses a payment whose %s: fees must stay below the amount', (_label, split) => {
    expect(() => inboundPaymentPostings(MERCHANT, REFF, split, 'available')).toThrow();
  });

  it('is deterministic: the same payment gives the same posting ids, another payment other ids', () => {
    fc.assert(
      fc.property(feeSplit, bucket, (split, creditBucket) => {
        const first = inboundPaymentPostings(MERCHANT, REFF, split, creditBucket);
        expect(inboundPaymentPostings(MERCHANT, REFF, split, creditBucket)).toEqual(first);
        const otherIds = inboundPaymentPostings(MERCHANT, `${REFF}X`, split, creditBucket).map((posting) => posting.id);
        for (const posting of first) expect(otherIds).not.toContain(posting.id);
      }),
    );
  });

  it('refuses a fee that is not a safe integer', () => {
    expect(() => inboundPaymentPostings(MERCHANT, REFF, fees(0.5, 0, 10_000), 'available')).toThrow(/safe integer/);
  });
});

describe('settlementPostings', () => {
  it('moves the net from pending_settlement to available with a deterministic id', () => {
    const postings = settlementPostings(MERCHANT, REFF, 9_900);
    expect(postings).toEqual([
      {
        id: `${REFF}#settled`,
        from: merchantAccount(MERCHANT, 'pending_settlement'),
        to: merchantAccount(MERCHANT, 'available'),
        amount: 9_900,
        memo: `settlement ${REFF}`,
      },
    ]);
    expect(balanceDelta(MERCHANT, postings)).toEqual({ available: 9_900, held: 0, pending_settlement: -9_900 });
    expect(sumOf(accountSums(postings))).toBe(0);
  });

  it.each([0, -1])('moves nothing for a net amount of %i', (net) => {
    expect(settlementPostings(MERCHANT, REFF, net)).toEqual([]);
  });

  it('after a QR payment leaves the whole net available and nothing pending', () => {
    fc.assert(
      fc.property(feeSplit, (split) => {
        const postings = [
          ...inboundPaymentPostings(MERCHANT, REFF, split, 'pending_settlement'),
          ...settlementPostings(MERCHANT, REFF, split.net_amount),
        ];
        expect(balanceDelta(MERCHANT, postings)).toEqual({
          available: split.net_amount,
          held: 0,
          pending_settlement: 0,
        });
        expect(sumOf(accountSums(postings))).toBe(0);
      }),
    );
  });
});

describe('adjustmentPostings', () => {
  it('credits available from sandbox funding for a positive amount', () => {
    const postings = adjustmentPostings(MERCHANT, 'adj_1', 50_000, 'top up');
    expect(postings).toEqual([
      {
        id: 'adj_1#adjust',
        from: 'system:operator_adjustments',
        to: merchantAccount(MERCHANT, 'available'),
        amount: 50_000,
        memo: 'top up',
      },
    ]);
    expect(balanceDelta(MERCHANT, postings)).toEqual({ available: 50_000, held: 0, pending_settlement: 0 });
  });

  it('debits available for a negative amount, moving a positive amount the other way', () => {
    const postings = adjustmentPostings(MERCHANT, 'adj_2', -60_000, 'correction');
    expect(postings).toEqual([
      {
        id: 'adj_2#adjust',
        from: merchantAccount(MERCHANT, 'available'),
        to: 'system:operator_adjustments',
        amount: 60_000,
        memo: 'correction',
      },
    ]);
    expect(balanceDelta(MERCHANT, postings)).toEqual({ available: -60_000, held: 0, pending_settlement: 0 });
  });

  it('refuses a zero adjustment: a posting always moves a positive amount', () => {
    expect(() => adjustmentPostings(MERCHANT, 'adj_3', 0, 'nothing')).toThrow(/positive amount/);
  });

  it('balances for any non-zero amount and changes available by exactly that amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).filter((amount) => amount !== 0),
        (amount) => {
          const postings = adjustmentPostings(MERCHANT, 'adj_p', amount, 'property');
          expect(sumOf(accountSums(postings))).toBe(0);
          expect(balanceDelta(MERCHANT, postings)).toEqual({ available: amount, held: 0, pending_settlement: 0 });
        },
      ),
    );
  });
});

describe('balanceDelta and accountSums', () => {
  it("ignores other merchants' postings", () => {
    const others = inboundPaymentPostings('m_OTHER', REFF, fees(70, 30, 9_900), 'available');
    expect(balanceDelta(MERCHANT, others)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
  });

  it('answers an empty map for no postings', () => {
    expect(accountSums([])).toEqual(new Map());
  });

  it('sums to zero for any sequence of payments, settlements and adjustments', () => {
    const move = fc.oneof(
      fc
        .tuple(feeSplit, bucket)
        .map(([split, creditBucket]) => inboundPaymentPostings(MERCHANT, REFF, split, creditBucket)),
      fc.integer({ min: 1, max: 1_000_000_000 }).map((amount) => settlementPostings(MERCHANT, REFF, amount)),
      fc
        .integer({ min: -1_000_000_000, max: 1_000_000_000 })
        .filter((amount) => amount !== 0)
        .map((amount) => adjustmentPostings(MERCHANT, 'adj', amount, 'x')),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 20 }), (moves) => {
        const postings: Posting[] = moves.flat();
        const sums = accountSums(postings);
        expect(sumOf(sums)).toBe(0);
        const delta = balanceDelta(MERCHANT, postings);
        for (const name of MERCHANT_BUCKETS) expect(sums.get(merchantAccount(MERCHANT, name)) ?? 0).toBe(delta[name]);
      }),
    );
  });
});
