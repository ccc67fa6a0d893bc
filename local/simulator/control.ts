import * as z from 'zod';
import { SIMULATOR_CALLBACK_COPIES_MAX } from '../../shared/constants';
import type { GatewayCallback } from '../../shared/gateway/port';
import type { SimulatorContext } from './context';
import { jsonResponse, parseWith, SimHttpError, type SimResponse } from './http';

/** What the control calls of every channel share: the `copies` query, the refusals, the report of a callback sent. */

const CopiesSchema = z.object({
  copies: z
    .string()
    .regex(/^\d{1,3}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1).max(SIMULATOR_CALLBACK_COPIES_MAX)),
});

const REFUSALS = {
  not_found: [404, 'not_found', 'No such payment'],
  not_pending: [409, 'conflict', 'The payment is already paid, failed or cancelled'],
  wrong_amount: [422, 'validation_failed', 'The amount must equal the virtual account amount'],
} as const satisfies Record<string, readonly [number, string, string]>;

export function refuse(reason: keyof typeof REFUSALS): SimHttpError {
  const [status, code, message] = REFUSALS[reason];
  return new SimHttpError(status, code, message);
}

export function copiesOf(query: URLSearchParams): number {
  const raw = query.get('copies');
  return raw === null ? 1 : parseWith(CopiesSchema, { copies: raw }).copies;
}

export async function sendAndReport(
  ctx: SimulatorContext,
  callback: GatewayCallback,
  copies: number,
): Promise<SimResponse> {
  const outcomes = await ctx.sendCallback(callback, copies);
  return jsonResponse(200, {
    ok: true,
    gateway_reference: callback.gateway_reference,
    channel: callback.channel,
    partner_reff: callback.partner_reff,
    bank_code: callback.bank_code ?? null,
    callback_status: outcomes[0]?.status ?? null,
    callback_statuses: outcomes.map((outcome) => outcome.status),
  });
}

/** A 409 for a second create under one partner_reff. */
export const duplicate = (what: string): SimHttpError =>
  new SimHttpError(409, 'duplicate_partner_reff', `A ${what} with this partner_reff already exists`);
