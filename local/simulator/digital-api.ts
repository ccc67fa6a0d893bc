import * as z from 'zod';
import { PRODUCT_CODE_LENGTH_MAX } from '../../shared/constants';
import { PROVIDER_TEXT_LENGTH_MAX } from '../../shared/channels/digital/limits';
import type { SimulatorContext } from './context';
import { billFor, type DigitalBook, type DigitalRecord, type DigitalRequest } from './digital';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';

/**
 * The simulated digital-product provider, served by the gateway simulator under the same API key:
 * prepaid orders (/v1/digital), postpaid inquiries and payments (/v1/ppob), and a control call that
 * shows a purchase's record. What happens is chosen by the destination (see digital.ts). Request
 * bodies are strict so that a drift between HttpProvider and this API fails loudly in tests.
 */

// References and destinations are compared as given, never trimmed: the client matches the
// reference of the answer against its own, and the destination's last digits pick the scenario.
const reference = z.string().min(1).max(PROVIDER_TEXT_LENGTH_MAX);
const kodeProduk = z.string().trim().min(1).max(PRODUCT_CODE_LENGTH_MAX);
const tujuan = z.string().max(PROVIDER_TEXT_LENGTH_MAX).regex(/^\d+$/, 'Digits only');
const serverId = z.string().min(1).max(PROVIDER_TEXT_LENGTH_MAX);
const amount = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const OrderSchema = z.strictObject({
  reference,
  kode_produk: kodeProduk,
  tujuan,
  server_id: serverId.optional(),
  price: amount,
});
const InquirySchema = z.strictObject({ kode_produk: kodeProduk, tujuan });
const PaymentSchema = z.strictObject({ reference, kode_produk: kodeProduk, tujuan, amount });

/** What the provider answers about a purchase, on creation and on every repeat. */
function purchaseBody(record: DigitalRecord): Record<string, unknown> {
  const body: Record<string, unknown> = { reference: record.reference, status: record.status, sn: record.sn };
  if (record.reason !== null) body.reason = record.reason;
  return body;
}

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The simulator's whole record, for tests and the control API. */
function recordView(record: DigitalRecord): Record<string, unknown> {
  return {
    reference: record.reference,
    kind: record.kind,
    kode_produk: record.kodeProduk,
    tujuan: record.tujuan,
    server_id: record.serverId,
    amount: record.amountIdr,
    scenario: record.scenario,
    status: record.status,
    sn: record.sn,
    reason: record.reason,
    execution_count: record.executionCount,
    request_count: record.requestCount,
    created_at: new Date(record.createdAtMs).toISOString(),
    ends_at: isoOrNull(record.endsAtMs),
    completed_at: isoOrNull(record.completedAtMs),
  };
}

/** A new reference buys as its scenario says; a known one answers the purchase's current state and buys nothing. */
function purchase(ctx: SimulatorContext, book: DigitalBook, request: DigitalRequest): SimResponse {
  const result = book.submit(request);
  if (result.kind === 'conflict') {
    throw new SimHttpError(409, 'duplicate_reference', 'A purchase with this reference exists with a different body');
  }
  if (result.kind === 'created') {
    ctx.logger.info('gateway simulator: digital purchase received', {
      reference: request.reference,
      kind: request.kind,
      scenario: result.record.scenario,
    });
  }
  return jsonResponse(200, purchaseBody(result.record));
}

function createOrder(ctx: SimulatorContext, book: DigitalBook, body: unknown): SimResponse {
  const input = parseWith(OrderSchema, body);
  return purchase(ctx, book, {
    kind: 'order',
    reference: input.reference,
    kodeProduk: input.kode_produk,
    tujuan: input.tujuan,
    serverId: input.server_id ?? null,
    amountIdr: input.price,
  });
}

function inquireBill(ctx: SimulatorContext, body: unknown): SimResponse {
  const input = parseWith(InquirySchema, body);
  const bill = billFor(input.kode_produk, input.tujuan, ctx.clock.nowMs());
  if (bill.kind === 'not_found')
    throw new SimHttpError(404, 'bill_not_found', 'No bill is due for this customer number');
  return jsonResponse(200, {
    kode_produk: input.kode_produk,
    tujuan: input.tujuan,
    customer_name: bill.customerName,
    tagihan: bill.tagihanIdr,
    due_date: bill.dueDate,
  });
}

/**
 * A first payment must pay the bill exactly, or the biller refuses it (422) and records nothing. A
 * repeat skips the check, so it meets the idempotency rule instead (same body, or 409).
 */
function payBill(ctx: SimulatorContext, book: DigitalBook, body: unknown): SimResponse {
  const input = parseWith(PaymentSchema, body);
  const bill = billFor(input.kode_produk, input.tujuan, ctx.clock.nowMs());
  if (!book.has(input.reference) && bill.kind === 'bill' && input.amount !== bill.tagihanIdr) {
    throw new SimHttpError(422, 'amount_mismatch', `The bill is ${bill.tagihanIdr}, not ${input.amount}`);
  }
  return purchase(ctx, book, {
    kind: 'bill',
    reference: input.reference,
    kodeProduk: input.kode_produk,
    tujuan: input.tujuan,
    serverId: null,
    amountIdr: input.amount,
  });
}

function readRecord(book: DigitalBook, ref: string): SimResponse {
  const record = book.get(ref);
  if (record === undefined) throw new SimHttpError(404, 'not_found', 'No such purchase');
  return jsonResponse(200, { ok: true, order: recordView(record) });
}

export function digitalRoutes(ctx: SimulatorContext, book: DigitalBook): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/digital\/orders$/,
      kind: 'api',
      handle: ({ body }) => createOrder(ctx, book, body),
    },
    { method: 'POST', pattern: /^\/v1\/ppob\/inquiries$/, kind: 'api', handle: ({ body }) => inquireBill(ctx, body) },
    { method: 'POST', pattern: /^\/v1\/ppob\/payments$/, kind: 'api', handle: ({ body }) => payBill(ctx, book, body) },
    {
      method: 'GET',
      pattern: /^\/control\/digital\/orders\/([^/]+)$/,
      kind: 'control',
      handle: ({ params }) => readRecord(book, params[0] ?? ''),
    },
  ];
}
