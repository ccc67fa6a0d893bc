import * as z from 'zod';
import {
  GATEWAY_TEXT_LENGTH_MAX,
  SIMULATOR_CLOCK_ADVANCE_SECONDS_MAX,
  SIMULATOR_FAULT_COUNT_MAX,
  SIMULATOR_FAULT_DELAY_MS_MAX,
} from '../../shared/constants';
import type { SimulatorContext } from './context';
import { copiesOf, sendAndReport } from './control';
import { jsonResponse, parseWith, type Route, type SimResponse } from './http';
import { rawPayment, type RawPaymentTaker } from './raw-payment';

/**
 * Control calls that play the customer's and the operator's part: send a payment callback as
 * described, move the clock, plan faults. Each channel's part (a file of this folder named after
 * it) adds its own, to pay or fail its payments. No API key: only the local stack can reach the
 * simulator.
 */

/** POST /control/callbacks: one payment.paid callback as described (a late, duplicate, unknown or mismatched payment). */
const RawPaymentSchema = z
  .strictObject({
    partner_reff: z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX).optional(),
    virtual_account_number: z
      .string()
      .regex(/^\d{6,32}$/, 'Digits only, 6 to 32')
      .optional(),
    bank_code: z
      .string()
      .regex(/^\d{3}$/, 'Three digits')
      .optional(),
    amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    gateway_reference: z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX).optional(),
  })
  .refine((body) => body.partner_reff !== undefined || body.virtual_account_number !== undefined, {
    message: 'Give a partner_reff, a virtual_account_number, or both',
    path: ['partner_reff'],
  });

const ClockAdvanceSchema = z.strictObject({
  seconds: z.number().int().min(0).max(SIMULATOR_CLOCK_ADVANCE_SECONDS_MAX),
});

const FaultSchema = z
  .strictObject({
    path_prefix: z.string().startsWith('/v1', 'Faults apply to gateway API paths (/v1...) only').max(200),
    status: z.number().int().min(400).max(599).optional(),
    count: z.number().int().min(1).max(SIMULATOR_FAULT_COUNT_MAX).default(1),
    delay_ms: z.number().int().min(0).max(SIMULATOR_FAULT_DELAY_MS_MAX).default(0),
  })
  .refine((fault) => fault.status !== undefined || fault.delay_ms > 0, {
    message: 'Give a status, a delay_ms, or both',
    path: ['status'],
  });

async function sendRawPayment(
  ctx: SimulatorContext,
  takers: readonly RawPaymentTaker[],
  body: unknown,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const input = parseWith(RawPaymentSchema, body);
  const callback = rawPayment(takers, {
    partnerReff: input.partner_reff,
    virtualAccountNumber: input.virtual_account_number,
    amountIdr: input.amount,
    gatewayReference: input.gateway_reference,
    bankCode: input.bank_code,
  });
  ctx.logger.info('gateway simulator: raw payment callback', {
    gateway_reference: callback.gateway_reference,
    channel: callback.channel,
  });
  return sendAndReport(ctx, callback, copies);
}

function advanceClock(ctx: SimulatorContext, body: unknown): SimResponse {
  const { seconds } = parseWith(ClockAdvanceSchema, body);
  const nowMs = ctx.clock.advanceClock(seconds);
  return jsonResponse(200, { ok: true, now: new Date(nowMs).toISOString() });
}

function addFault(ctx: SimulatorContext, body: unknown): SimResponse {
  const fault = parseWith(FaultSchema, body);
  ctx.faults.add({
    pathPrefix: fault.path_prefix,
    status: fault.status ?? null,
    delayMs: fault.delay_ms,
    remaining: fault.count,
  });
  return jsonResponse(200, { ok: true, faults: ctx.faults.list() });
}

function clearFaults(ctx: SimulatorContext): SimResponse {
  ctx.faults.clear();
  return jsonResponse(200, { ok: true });
}

/** The control calls no channel owns; a raw payment is taken by the first of `takers` that claims it. */
export function controlRoutes(ctx: SimulatorContext, takers: readonly RawPaymentTaker[]): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/control\/callbacks$/,
      kind: 'control',
      handle: ({ body, query }) => sendRawPayment(ctx, takers, body, query),
    },
    {
      method: 'POST',
      pattern: /^\/control\/clock\/advance$/,
      kind: 'control',
      handle: ({ body }) => advanceClock(ctx, body),
    },
    { method: 'POST', pattern: /^\/control\/faults$/, kind: 'control', handle: ({ body }) => addFault(ctx, body) },
    { method: 'DELETE', pattern: /^\/control\/faults$/, kind: 'control', handle: () => clearFaults(ctx) },
  ];
}
