/**
 * The port the digital-product channel depends on: what we ask of the provider that sells prepaid
 * products (pulsa, data, e-money, game vouchers, PLN tokens) and pays postpaid bills. The HTTP
 * adapter (http-provider.ts) implements it against the real provider and the local simulator;
 * tests may supply a fake through provider-credentials.ts.
 *
 * The calls that buy (submitOrder, payBill) never throw for a provider or network problem: a
 * timeout, a reset connection, a 5xx or a garbled answer is `unknown`, because the purchase may
 * have happened; only a definite refusal is `failed`. The bill inquiry moves no money and fails
 * with a GatewayFailure (shared/gateway/port.ts) carrying the provider's HTTP status.
 */

/** Every money-relevant answer of the provider; only `failed` may refund, `unknown` and `pending` keep the order pending. */
export type ProviderOrderOutcome =
  | { kind: 'success'; sn: string }
  | { kind: 'pending' }
  | { kind: 'failed'; reason: string }
  | { kind: 'unknown'; cause: string };

export interface DigitalProvider {
  /** Idempotent by `reference`: the same reference never buys twice; asking again answers the order's current outcome. */
  submitOrder(input: {
    reference: string;
    kodeProduk: string;
    tujuan: string;
    serverId?: string;
    priceIdr: number;
  }): Promise<ProviderOrderOutcome>;
  /** A postpaid bill; moves no money. Fails with GatewayFailure (from shared/gateway/port.ts) on 5xx/timeouts. */
  inquireBill(input: {
    kodeProduk: string;
    tujuan: string;
  }): Promise<
    { kind: 'bill'; customerName: string; tagihan: number; dueDate: string /* YYYY-MM-DD */ } | { kind: 'not_found' }
  >;
  /** Pays a bill; idempotent by `reference` like submitOrder. */
  payBill(input: {
    reference: string;
    kodeProduk: string;
    tujuan: string;
    amountIdr: number;
  }): Promise<ProviderOrderOutcome>;
}

export type SubmitOrderInput = Parameters<DigitalProvider['submitOrder']>[0];
export type BillInquiryInput = Parameters<DigitalProvider['inquireBill']>[0];
export type BillInquiryAnswer = Awaited<ReturnType<DigitalProvider['inquireBill']>>;
export type PayBillInput = Parameters<DigitalProvider['payBill']>[0];
