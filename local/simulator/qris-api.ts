import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../shared/constants';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from '../../shared/channels/qris/limits';
import { qrPng } from '../../shared/http/qr-image';
import type { SimulatorContext } from './context';
import { copiesOf, duplicate, refuse, sendAndReport } from './control';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { QrisBook, QrisOutcome } from './qris';

/** QRIS's routes in the gateway simulator: POST /v1/qris, the QR image, and the pay, fail and cancel controls. */

const CreateQrisSchema = z.strictObject({
  partner_reff: z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX),
  amount: z.number().int().min(QRIS_AMOUNT_MIN_IDR).max(QRIS_AMOUNT_MAX_IDR),
  expires_at: z.iso.datetime({ offset: true }),
});

function createQris(book: QrisBook, body: unknown): SimResponse {
  const input = parseWith(CreateQrisSchema, body);
  const result = book.create({
    partnerReff: input.partner_reff,
    amountIdr: input.amount,
    expiresAtMs: Date.parse(input.expires_at),
  });
  if (!result.ok) throw duplicate('QRIS payment');
  const { qrisId, qrString } = result.record;
  const imageUrl = book.imageUrl(result.record);
  return jsonResponse(201, { qris_id: qrisId, qr_string: qrString, qr_image_url: imageUrl });
}

async function qrImage(book: QrisBook, qrisId: string): Promise<SimResponse> {
  const record = book.byId(qrisId);
  if (record === undefined) throw new SimHttpError(404, 'not_found', 'Unknown QR image');
  return { status: 200, binary: { contentType: 'image/png', data: await qrPng(record.qrString) } };
}

async function settleQris(
  ctx: SimulatorContext,
  book: QrisBook,
  reff: string,
  outcome: QrisOutcome,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const result = book.settle(reff, outcome);
  if (!result.ok) throw refuse(result.reason);
  ctx.logger.info('gateway simulator: QR payment settled', { partner_reff: reff, outcome });
  return sendAndReport(ctx, result.callback, copies);
}

const QRIS_ACTIONS = [
  ['pay', 'paid'],
  ['fail', 'failed'],
  ['cancel', 'cancelled'],
] as const satisfies ReadonlyArray<readonly [string, QrisOutcome]>;

export function qrisGatewayRoutes(book: QrisBook): Route[] {
  return [{ method: 'POST', pattern: /^\/v1\/qris$/, kind: 'api', handle: ({ body }) => createQris(book, body) }];
}

export function qrisPublicRoutes(book: QrisBook): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/qr\/([^/]+)\.png$/,
      kind: 'public',
      handle: ({ params }) => qrImage(book, params[0] ?? ''),
    },
  ];
}

export function qrisControlRoutes(ctx: SimulatorContext, book: QrisBook): Route[] {
  return QRIS_ACTIONS.map(([action, outcome]) => ({
    method: 'POST',
    pattern: new RegExp(`^/control/qris/([^/]+)/${action}$`),
    kind: 'control',
    handle: ({ params, query }) => settleQris(ctx, book, params[0] ?? '', outcome, query),
  }));
}
