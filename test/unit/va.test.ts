import fc from 'fast-check';
import { VA_AMOUNT_MAX_IDR, VA_AMOUNT_MIN_IDR } from '../../shared/constants';
import { DEDICATED_VA_PAYMENT_MIN_IDR } from '../../shared/channels/dedicated-va/limits';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { inboundPaymentPostings, balanceDelta, accountSums } from '../../shared/domain/ledger';
import { derivedPartnerReff } from '../../shared/ids';
import { dedicatedVaPaymentReff } from '../../shared/channels/dedicated-va/payments';
import { paidTransactionReff } from '../../shared/operations/callbacks';
import { PartnerReffParamsSchema } from '../../shared/schemas/transactions';
import { CreateDedicatedVaBodySchema, DedicatedVaIdParamsSchema } from '../../shared/channels/dedicated-va/schemas';
import { CreateVaPaymentBodySchema } from '../../shared/channels/va/schemas';

describe('VA fees (docs/ARCHITECTURE.md, 14.1: gateway 4000 + platform 1000, both kinds)', () => {
  it.each([
    [VA_AMOUNT_MIN_IDR, 5_000],
    [10_001, 5_001],
    [150_000, 145_000],
    [1_234_567, 1_229_567],
    [VA_AMOUNT_MAX_IDR, 1_999_995_000],
  ])('a VA of %i credits net_amount %i', (amount, net) => {
    expect(computeFees(amount, resolveFeeRule('va'))).toEqual({
      gateway_fee: 4_000,
      platform_fee: 1_000,
      total_fee: 5_000,
      net_amount: net,
    });
  });

  it.each([
    [{ gateway_fee_fixed: 3_000 }, 3_000, 1_000],
    [{ platform_fee_fixed: 0 }, 4_000, 0],
    [{ platform_fee_bps: 10, platform_fee_fixed: 0 }, 4_000, 100],
  ])('applies a merchant override %j', (override, gateway, platform) => {
    const fees = computeFees(100_000, resolveFeeRule('va', { va: override }));
    expect(fees).toEqual({
      gateway_fee: gateway,
      platform_fee: platform,
      total_fee: gateway + platform,
      net_amount: 100_000 - gateway - platform,
    });
  });

  it('credits available with net_amount and balances the ledger for every VA amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: DEDICATED_VA_PAYMENT_MIN_IDR, max: VA_AMOUNT_MAX_IDR }), (amount) => {
        const fees = computeFees(amount, resolveFeeRule('va'));
        const postings = inboundPaymentPostings('m_1', 'VA-1', fees, 'available');
        expect(balanceDelta('m_1', postings)).toEqual({ available: fees.net_amount, held: 0, pending_settlement: 0 });
        expect([...accountSums(postings).values()].reduce((sum, value) => sum + value, 0)).toBe(0);
        expect(fees.net_amount + fees.total_fee).toBe(amount);
      }),
    );
  });
});

describe('dedicated VA payment references', () => {
  it('derives the same partner_reff from the same gateway reference, and different ones otherwise', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), fc.string({ minLength: 1, maxLength: 100 }), (a, b) => {
        expect(dedicatedVaPaymentReff(a)).toBe(dedicatedVaPaymentReff(a));
        if (a !== b) expect(dedicatedVaPaymentReff(a)).not.toBe(dedicatedVaPaymentReff(b));
      }),
    );
  });

  it('is a valid partner_reff for GET /transactions/{partner_reff}', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 100 }), (reference) => {
        const reff = dedicatedVaPaymentReff(reference);
        expect(reff).toMatch(/^DVA-[0-9A-HJKMNP-TV-Z]{20}$/);
        expect(PartnerReffParamsSchema.safeParse({ partner_reff: reff }).success).toBe(true);
      }),
    );
  });

  it('keeps the prefix it is given', () => {
    expect(derivedPartnerReff('XY', 'ref')).toMatch(/^XY-/);
  });
});

describe('one-time VA request schema', () => {
  const valid = { amount: 50_000, bank_code: '014' };

  it('defaults expires_in_hours to 24', () => {
    expect(CreateVaPaymentBodySchema.parse(valid)).toEqual({ ...valid, expires_in_hours: 24 });
  });

  it.each([
    ['amount', 9_999],
    ['amount', 2_000_000_001],
    ['amount', 10_000.5],
    ['amount', '50000'],
    ['bank_code', ''],
    ['bank_code', '01234567890'],
    ['bank_code', 14],
    ['expires_in_hours', 0],
    ['expires_in_hours', 721],
    ['expires_in_hours', 1.5],
    ['customer_name', 'x'.repeat(101)],
    ['customer_email', 'not-an-email'],
    ['customer_email', `${'a'.repeat(195)}@x.com`],
    ['customer_phone', '1'.repeat(51)],
    ['description', 'd'.repeat(201)],
    ['unknown_field', 1],
  ])('refuses %s = %j', (field, value) => {
    const result = CreateVaPaymentBodySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
  });

  it.each([['002'], ['013']])('accepts dedicated VA bank %s', (code) => {
    expect(CreateDedicatedVaBodySchema.parse({ bank_code: code })).toEqual({ bank_code: code });
  });

  it.each([['014'], [''], ['0020000000000'], ['2']])('refuses dedicated VA bank %j', (code) => {
    expect(CreateDedicatedVaBodySchema.safeParse({ bank_code: code }).success).toBe(false);
  });

  it.each([['abc'], ['1.5'], ['0'], ['-3'], ['']])('refuses dedicated VA id %j', (id) => {
    expect(DedicatedVaIdParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('reads a dedicated VA id as an integer', () => {
    expect(DedicatedVaIdParamsSchema.parse({ id: '7312345678901234' })).toEqual({ id: 7_312_345_678_901_234 });
  });
});

describe('the transaction a payment callback pays or creates (what the sandbox waits for)', () => {
  it('is the one it names, or for a dedicated VA payment the one derived from the gateway reference', () => {
    expect(paidTransactionReff({ channel: 'va', partner_reff: 'VA-1', gateway_reference: 'GWR-1' })).toBe('VA-1');
    expect(paidTransactionReff({ channel: 'dedicated_va', partner_reff: null, gateway_reference: 'GWR-1' })).toBe(
      dedicatedVaPaymentReff('GWR-1'),
    );
    expect(paidTransactionReff({ channel: 'qris', partner_reff: null, gateway_reference: 'GWR-1' })).toBeNull();
  });
});
