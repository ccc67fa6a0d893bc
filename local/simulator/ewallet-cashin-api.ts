import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../shared/constants';
import { findEwalletProduct } from '../../shared/channels/ewallet/products';
import { EWALLET_PHONE_PATTERN } from '../../shared/channels/ewallet/limits';
import {
  EWALLET_CASHIN_AMOUNT_MAX_IDR,
  EWALLET_CASHIN_AMOUNT_MIN_IDR,
} from '../../shared/channels/ewallet-cashin/limits';
import type { SimulatorContext } from './context';
import { copiesOf, duplicate, refuse, sendAndReport } from './control';
import type { EwalletCashinBook } from './ewallet-cashin';
import { jsonResponse, parseWith, type Route, type SimResponse } from './http';

/** E-wallet cash-in's routes in the gateway simulator: POST /v1/ewallet-cashin and the customer's approval. */

const CreateEwalletCashinSchema = z.strictObject({
  partner_reff: z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX),
  amount: z.number().int().min(EWALLET_CASHIN_AMOUNT_MIN_IDR).max(EWALLET_CASHIN_AMOUNT_MAX_IDR),
  product_code: z.string().refine((code) => findEwalletProduct(code) !== undefined, 'Unknown e-wallet'),
  phone_number: z.string().regex(EWALLET_PHONE_PATTERN),
  expires_at: z.iso.datetime({ offset: true }),
});

function createCashin(book: EwalletCashinBook, body: unknown): SimResponse {
  const input = parseWith(CreateEwalletCashinSchema, body);
  const result = book.create({
    partnerReff: input.partner_reff,
    amountIdr: input.amount,
    productCode: input.product_code,
    phoneNumber: input.phone_number,
    expiresAtMs: Date.parse(input.expires_at),
  });
  if (!result.ok) throw duplicate('e-wallet cash-in');
  return jsonResponse(201, { reference_number: result.record.referenceNumber });
}

async function payCashin(
  ctx: SimulatorContext,
  book: EwalletCashinBook,
  referenceNumber: string,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const result = book.pay(referenceNumber);
  if (!result.ok) throw refuse(result.reason);
  ctx.logger.info('gateway simulator: e-wallet cash-in approved', { reference_number: referenceNumber });
  return sendAndReport(ctx, result.callback, copies);
}

export function ewalletCashinGatewayRoutes(book: EwalletCashinBook): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/v1\/ewallet-cashin$/,
      kind: 'api',
      handle: ({ body }) => createCashin(book, body),
    },
  ];
}

/** POST /control/ewallet-cashin/{reference_number}/pay: the customer approves in the wallet app. */
export function ewalletCashinControlRoutes(ctx: SimulatorContext, book: EwalletCashinBook): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/control\/ewallet-cashin\/([^/]+)\/pay$/,
      kind: 'control',
      handle: ({ params, query }) => payCashin(ctx, book, params[0] ?? '', query),
    },
  ];
}
