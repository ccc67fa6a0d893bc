import fc from 'fast-check';
import { SimulatorClock } from '../../local/simulator/clock';
import { channelBooks, rawPaymentTakers } from '../../local/simulator/parts';
import { rawPayment, type RawPaymentInput } from '../../local/simulator/raw-payment';
import { GatewayCallbackSchema } from '../../shared/gateway/port';

/**
 * POST /control/callbacks: which channel a payment described by hand goes to. The channel parts
 * take it in the order of local/simulator/parts.ts; these cases pin what the order must give.
 */
function simulatedGateway() {
  const books = channelBooks(new SimulatorClock(), {}, () => 'http://simulator');
  const oneTime = books.va.createOneTime({
    partnerReff: 'VA-ONE',
    bankCode: '014',
    amountIdr: 50_000,
    expiresAtMs: Date.now() + 3_600_000,
    accountName: 'Toko Satu',
  });
  const dedicated = books.dedicatedVa.create({ reference: 'm_1', bankCode: '002', accountName: 'Toko Dua' });
  const cashin = books.ewalletCashin.create({
    partnerReff: 'EC-ONE',
    amountIdr: 25_000,
    productCode: 'OVO',
    phoneNumber: '081234567890',
    expiresAtMs: Date.now() + 600_000,
  });
  if (!oneTime.ok || !dedicated.ok || !cashin.ok) throw new Error('fixture refused');
  const pay = (input: RawPaymentInput) => rawPayment(rawPaymentTakers(books), input);
  return { pay, oneTime: oneTime.record, dedicated: dedicated.record };
}

describe('a raw payment goes to the channel the gateway knows it by', () => {
  it('a one-time VA, by its number or by its partner_reff', () => {
    const { pay, oneTime } = simulatedGateway();
    const expected = {
      event: 'payment.paid',
      channel: 'va',
      partner_reff: 'VA-ONE',
      virtual_account_number: oneTime.number,
      bank_code: '014',
      amount: 1_000,
    };
    expect(pay({ virtualAccountNumber: oneTime.number, amountIdr: 1_000 })).toMatchObject(expected);
    expect(pay({ partnerReff: 'VA-ONE', amountIdr: 1_000 })).toMatchObject(expected);
  });

  it('a dedicated VA by its number, and any number the gateway never issued, by the prefix of its bank', () => {
    const { pay, dedicated } = simulatedGateway();
    expect(pay({ virtualAccountNumber: dedicated.number, amountIdr: 70_000 })).toMatchObject({
      channel: 'dedicated_va',
      partner_reff: null,
      virtual_account_number: dedicated.number,
      bank_code: '002',
    });
    expect(pay({ virtualAccountNumber: '8890812345678901', amountIdr: 70_000 })).toMatchObject({
      channel: 'dedicated_va',
      partner_reff: null,
      bank_code: '008',
    });
    expect(pay({ virtualAccountNumber: '1111', amountIdr: 70_000 })).not.toHaveProperty('bank_code');
  });

  it('an unknown VA number with a partner_reff is a one-time VA payment for that reference', () => {
    const { pay } = simulatedGateway();
    expect(pay({ virtualAccountNumber: '8890812345678901', partnerReff: 'VA-GONE', amountIdr: 9 })).toMatchObject({
      channel: 'va',
      partner_reff: 'VA-GONE',
      virtual_account_number: '8890812345678901',
      bank_code: '008',
    });
  });

  it("a cash-in's partner_reff is paid on the cash-in channel, any other reference as a QR payment", () => {
    const { pay } = simulatedGateway();
    expect(pay({ partnerReff: 'EC-ONE', amountIdr: 25_000 })).toMatchObject({
      channel: 'ewallet_cashin',
      partner_reff: 'EC-ONE',
      virtual_account_number: null,
    });
    expect(pay({ partnerReff: 'QR-NOBODY', amountIdr: 10_000 })).toMatchObject({
      channel: 'qris',
      partner_reff: 'QR-NOBODY',
      virtual_account_number: null,
    });
  });

  it('a given bank code and gateway reference are kept; a missing reference is drawn', () => {
    const { pay, oneTime } = simulatedGateway();
    expect(
      pay({ virtualAccountNumber: oneTime.number, bankCode: '451', gatewayReference: 'GWR-GIVEN', amountIdr: 5 }),
    ).toMatchObject({ bank_code: '451', gateway_reference: 'GWR-GIVEN' });
    expect(pay({ partnerReff: 'QR-X', amountIdr: 5 }).gateway_reference).toMatch(/^GWR[0-9A-F]{20}$/);
  });

  it('whatever it names, some part takes it and the callback is one the service accepts', () => {
    const { pay, oneTime, dedicated } = simulatedGateway();
    const number = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(oneTime.number, dedicated.number),
      fc.stringMatching(/^\d{6,32}$/),
    );
    const reff = fc.oneof(fc.constant(undefined), fc.constantFrom('VA-ONE', 'EC-ONE'), fc.stringMatching(/^\w{1,40}$/));
    fc.assert(
      fc.property(
        number,
        reff,
        fc.integer({ min: 1, max: 2_000_000_000 }),
        (virtualAccountNumber, partnerReff, amountIdr) => {
          // The control call refuses a payment that names neither (422), so it never reaches the parts.
          fc.pre(virtualAccountNumber !== undefined || partnerReff !== undefined);
          const callback = pay({ virtualAccountNumber, partnerReff, amountIdr });
          expect(GatewayCallbackSchema.safeParse(callback).success).toBe(true);
          expect(callback.virtual_account_number === null).toBe(
            virtualAccountNumber === undefined && partnerReff !== 'VA-ONE',
          );
        },
      ),
    );
  });
});
