import * as z from 'zod';
import {
  GATEWAY_TEXT_LENGTH_MAX,
  GATEWAY_VA_AMOUNT_MAX_IDR,
  GATEWAY_VA_AMOUNT_MIN_IDR,
  SIMULATOR_CALLBACK_COPIES_MAX,
  SIMULATOR_CLOCK_ADVANCE_SECONDS_MAX,
  SIMULATOR_FAULT_COUNT_MAX,
  SIMULATOR_FAULT_DELAY_MS_MAX,
} from '../../shared/constants';
import type { GatewayCallback } from '../../shared/gateway/port';
import type { SimulatorContext } from './context';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { QrisOutcome, VaRecord } from './state';

/**
 * Control calls that play the customer's and the operator's part: pay or fail a payment (which
 * makes the gateway send its signed callback), move the clock, plan faults. No API key: only the
 * local stack can reach the simulator.
 */

const CopiesSchema = z.object({
  copies: z
    .string()
    .regex(/^\d{1,3}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(1).max(SIMULATOR_CALLBACK_COPIES_MAX)),
});

const PayVaSchema = z.object({ amount: z.number().int().min(1).max(GATEWAY_VA_AMOUNT_MAX_IDR) });

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

const REFUSALS = {
  not_found: [404, 'not_found', 'No such payment'],
  not_pending: [409, 'conflict', 'The payment is already paid, failed or cancelled'],
  wrong_amount: [422, 'validation_failed', 'The amount must equal the virtual account amount'],
} as const satisfies Record<string, readonly [number, string, string]>;

function refuse(reason: keyof typeof REFUSALS): SimHttpError {
  const [status, code, message] = REFUSALS[reason];
  return new SimHttpError(status, code, message);
}

function copiesOf(query: URLSearchParams): number {
  const raw = query.get('copies');
  return raw === null ? 1 : parseWith(CopiesSchema, { copies: raw }).copies;
}

async function sendAndReport(ctx: SimulatorContext, callback: GatewayCallback, copies: number): Promise<SimResponse> {
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

async function settleQris(
  ctx: SimulatorContext,
  reff: string,
  outcome: QrisOutcome,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const result = ctx.state.settleQris(reff, outcome);
  if (!result.ok) throw refuse(result.reason);
  ctx.logger.info('gateway simulator: QR payment settled', { partner_reff: reff, outcome });
  return sendAndReport(ctx, result.callback, copies);
}

function payRecord(ctx: SimulatorContext, record: VaRecord, amountIdr: number) {
  if (record.kind === 'one_time') return ctx.state.payOneTimeVa(record, amountIdr);
  if (amountIdr < GATEWAY_VA_AMOUNT_MIN_IDR) {
    throw new SimHttpError(422, 'validation_failed', `The amount must be at least ${GATEWAY_VA_AMOUNT_MIN_IDR}`);
  }
  return ctx.state.payDedicatedVa(record, amountIdr);
}

async function payVa(
  ctx: SimulatorContext,
  number: string,
  body: unknown,
  query: URLSearchParams,
): Promise<SimResponse> {
  const copies = copiesOf(query);
  const record = ctx.state.virtualAccount(number);
  if (record === undefined) throw refuse('not_found');
  const { amount } = parseWith(PayVaSchema, body);
  const result = payRecord(ctx, record, amount);
  if (!result.ok) throw refuse(result.reason);
  ctx.logger.info('gateway simulator: VA paid', { virtual_account_number: number, amount, kind: record.kind });
  return sendAndReport(ctx, result.callback, copies);
}

async function sendRawPayment(ctx: SimulatorContext, body: unknown, query: URLSearchParams): Promise<SimResponse> {
  const copies = copiesOf(query);
  const input = parseWith(RawPaymentSchema, body);
  const callback = ctx.state.rawPayment({
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
  const nowMs = ctx.state.advanceClock(seconds);
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

const QRIS_ACTIONS = [
  ['pay', 'paid'],
  ['fail', 'failed'],
  ['cancel', 'cancelled'],
] as const satisfies ReadonlyArray<readonly [string, QrisOutcome]>;

export function controlRoutes(ctx: SimulatorContext): Route[] {
  const qrisRoutes: Route[] = QRIS_ACTIONS.map(([action, outcome]) => ({
    method: 'POST',
    pattern: new RegExp(`^/control/qris/([^/]+)/${action}$`),
    kind: 'control',
    handle: ({ params, query }) => settleQris(ctx, params[0] ?? '', outcome, query),
  }));
  return [
    ...qrisRoutes,
    {
      method: 'POST',
      pattern: /^\/control\/va\/([^/]+)\/pay$/,
      kind: 'control',
      handle: ({ params, body, query }) => payVa(ctx, params[0] ?? '', body, query),
    },
    {
      method: 'POST',
      pattern: /^\/control\/callbacks$/,
      kind: 'control',
      handle: ({ body, query }) => sendRawPayment(ctx, body, query),
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
