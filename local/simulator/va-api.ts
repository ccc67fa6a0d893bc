import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX, GATEWAY_VA_AMOUNT_MAX_IDR, GATEWAY_VA_AMOUNT_MIN_IDR } from '../../shared/constants';
import type { SimulatorContext } from './context';
import { copiesOf, duplicate, refuse, sendAndReport } from './control';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { VaBook, VaRecord } from './va';

/** One-time VA's routes in the gateway simulator: the bank list, POST /v1/va, and the control that pays a VA of any kind. */

const text = z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

const CreateVaSchema = z.strictObject({
  partner_reff: text,
  bank_code: text,
  amount: z.number().int().min(GATEWAY_VA_AMOUNT_MIN_IDR).max(GATEWAY_VA_AMOUNT_MAX_IDR),
  expires_at: z.iso.datetime({ offset: true }),
  account_name: text,
});

const PayVaSchema = z.object({ amount: z.number().int().min(1).max(GATEWAY_VA_AMOUNT_MAX_IDR) });

/** The gateway's answer for a VA of any kind. */
export const vaBody = (record: VaRecord) => ({
  virtual_account_number: record.number,
  bank_name: record.bank.name,
  account_name: record.accountName,
});

function listBanks(book: VaBook): SimResponse {
  const banks = book.activeBanks().map(({ code, name, method }) => ({ code, name, method }));
  return jsonResponse(200, { banks });
}

function createVa(book: VaBook, body: unknown): SimResponse {
  const input = parseWith(CreateVaSchema, body);
  const result = book.createOneTime({
    partnerReff: input.partner_reff,
    bankCode: input.bank_code,
    amountIdr: input.amount,
    expiresAtMs: Date.parse(input.expires_at),
    accountName: input.account_name,
  });
  if (result.ok) return jsonResponse(201, vaBody(result.record));
  if (result.reason === 'duplicate') throw duplicate('virtual account');
  throw new SimHttpError(422, 'validation_failed', 'This bank is not active for one-time virtual accounts', {
    bank_code: ['Unknown or inactive bank'],
  });
}

async function payVa(
  ctx: SimulatorContext,
  book: VaBook,
  number: string,
  body: unknown,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const record = book.get(number);
  if (record === undefined) throw refuse('not_found');
  const { amount } = parseWith(PayVaSchema, body);
  const result = book.pay(record, amount);
  if (!result.ok) throw refuse(result.reason);
  ctx.logger.info('gateway simulator: VA paid', { virtual_account_number: number, amount, kind: record.kind });
  return sendAndReport(ctx, result.callback, copies);
}

export function vaGatewayRoutes(book: VaBook): Route[] {
  return [
    { method: 'GET', pattern: /^\/v1\/va\/banks$/, kind: 'api', handle: () => listBanks(book) },
    { method: 'POST', pattern: /^\/v1\/va$/, kind: 'api', handle: ({ body }) => createVa(book, body) },
  ];
}

export function vaControlRoutes(ctx: SimulatorContext, book: VaBook): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/control\/va\/([^/]+)\/pay$/,
      kind: 'control',
      handle: ({ params, body, query }) => payVa(ctx, book, params[0] ?? '', body, query),
    },
  ];
}
