import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX, GATEWAY_VA_AMOUNT_MAX_IDR, GATEWAY_VA_AMOUNT_MIN_IDR } from '../../shared/constants';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from '../../shared/channels/qris/limits';
import { qrPng } from '../qr-image';
import type { SimulatorContext } from './context';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { DedicatedVaRecord, OneTimeVaRecord } from './state';

/**
 * The simulated gateway's merchant API under /v1, the same one HttpGateway speaks. Request bodies
 * are strict so that a drift between our client and this API fails loudly in tests.
 */

const text = z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX);
const expiresAt = z.iso.datetime({ offset: true });

const CreateQrisSchema = z.strictObject({
  partner_reff: text,
  amount: z.number().int().min(QRIS_AMOUNT_MIN_IDR).max(QRIS_AMOUNT_MAX_IDR),
  expires_at: expiresAt,
});

const CreateVaSchema = z.strictObject({
  partner_reff: text,
  bank_code: text,
  amount: z.number().int().min(GATEWAY_VA_AMOUNT_MIN_IDR).max(GATEWAY_VA_AMOUNT_MAX_IDR),
  expires_at: expiresAt,
  account_name: text,
});

const CreateDedicatedVaSchema = z.strictObject({
  reference: text,
  bank_code: text,
  account_name: text,
});

const duplicate = (what: string): SimHttpError =>
  new SimHttpError(409, 'duplicate_partner_reff', `A ${what} with this partner_reff already exists`);

const vaBody = (record: OneTimeVaRecord | DedicatedVaRecord) => ({
  virtual_account_number: record.number,
  bank_name: record.bank.name,
  account_name: record.accountName,
});

function createQris(ctx: SimulatorContext, body: unknown): SimResponse {
  const input = parseWith(CreateQrisSchema, body);
  const result = ctx.state.createQris({
    partnerReff: input.partner_reff,
    amountIdr: input.amount,
    expiresAtMs: Date.parse(input.expires_at),
  });
  if (!result.ok) throw duplicate('QRIS payment');
  const { qrisId, qrString } = result.record;
  return jsonResponse(201, { qris_id: qrisId, qr_string: qrString, qr_image_url: ctx.qrImageUrl(result.record) });
}

function listBanks(ctx: SimulatorContext): SimResponse {
  const banks = ctx.state.activeVaBanks().map(({ code, name, method }) => ({ code, name, method }));
  return jsonResponse(200, { banks });
}

function createVa(ctx: SimulatorContext, body: unknown): SimResponse {
  const input = parseWith(CreateVaSchema, body);
  const result = ctx.state.createOneTimeVa({
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

function createDedicatedVa(ctx: SimulatorContext, body: unknown): SimResponse {
  const input = parseWith(CreateDedicatedVaSchema, body);
  const result = ctx.state.createDedicatedVa({
    reference: input.reference,
    bankCode: input.bank_code,
    accountName: input.account_name,
  });
  if (!result.ok) {
    throw new SimHttpError(
      422,
      'validation_failed',
      'Dedicated virtual accounts are offered for banks 002 and 013 only',
      {
        bank_code: ['Not supported for dedicated virtual accounts'],
      },
    );
  }
  return jsonResponse(result.created ? 201 : 200, vaBody(result.record));
}

async function qrImage(ctx: SimulatorContext, qrisId: string): Promise<SimResponse> {
  const record = ctx.state.qrisById(qrisId);
  if (record === undefined) throw new SimHttpError(404, 'not_found', 'Unknown QR image');
  return { status: 200, binary: { contentType: 'image/png', data: await qrPng(record.qrString) } };
}

export function gatewayRoutes(ctx: SimulatorContext): Route[] {
  return [
    { method: 'POST', pattern: /^\/v1\/qris$/, kind: 'api', handle: ({ body }) => createQris(ctx, body) },
    { method: 'GET', pattern: /^\/v1\/va\/banks$/, kind: 'api', handle: () => listBanks(ctx) },
    { method: 'POST', pattern: /^\/v1\/va$/, kind: 'api', handle: ({ body }) => createVa(ctx, body) },
    {
      method: 'POST',
      pattern: /^\/v1\/dedicated-va$/,
      kind: 'api',
      handle: ({ body }) => createDedicatedVa(ctx, body),
    },
    {
      method: 'GET',
      pattern: /^\/qr\/([^/]+)\.png$/,
      kind: 'public',
      handle: ({ params }) => qrImage(ctx, params[0] ?? ''),
    },
  ];
}
