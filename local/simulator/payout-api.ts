import * as z from 'zod';
import { PAYOUT_TYPES } from '../../shared/channels/registry';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../shared/constants';
import type { SimulatorContext } from './context';
import { jsonResponse, parseWith, SimHttpError, type Route, type SimResponse } from './http';
import type { GatewayCallback, PayoutDestination } from '../../shared/gateway/port';
import type { SimPayoutChannel } from './payout-channel';
import { SIM_PAYOUT_CHANNELS, simPayoutChannel } from './payout-channels';
import type { PayoutRecord, PayoutRequest } from './payouts';

/**
 * Payouts in the simulated gateway: destination inquiries and idempotent payouts under /v1, and
 * control calls that end a pending payout at once. The last four digits of the account or phone
 * number pick what happens (see payouts.ts); '0000' is an unknown destination and '5000' a gateway
 * error, for inquiries.
 */

/** A payout ending in '9999' is executed but never answered; the request is dropped after this long at most. */
export const SIM_PAYOUT_HOLD_MS_MAX = 120_000;
const INQUIRY_NOT_FOUND_SUFFIX = '0000';
const INQUIRY_ERROR_SUFFIX = '5000';

const text = z.string().trim().min(1).max(GATEWAY_TEXT_LENGTH_MAX);
const inquirySchemaOf = (part: SimPayoutChannel<PayoutDestination>) =>
  z.strictObject({ ...part.fields, amount: part.amount });

const payoutSchemaOf = (part: SimPayoutChannel<PayoutDestination>) =>
  z.strictObject({ partner_reff: text, channel: z.literal(part.channel), amount: part.amount, ...part.fields });

/** Strict per channel: the channel's destination pair is required and the other channel's is refused. */
const PayoutSchema = z.discriminatedUnion(
  'channel',
  SIM_PAYOUT_CHANNELS.map(payoutSchemaOf) as [
    ReturnType<typeof payoutSchemaOf>,
    ...ReturnType<typeof payoutSchemaOf>[],
  ],
);

const CompletePayoutSchema = z
  .strictObject({ outcome: z.enum(['executed', 'rejected']), reason: text.optional() })
  .refine((body) => body.outcome === 'rejected' || body.reason === undefined, {
    message: 'Only a rejected payout has a reason',
    path: ['reason'],
  });

/** The same answers for both channels' inquiries, decided by the destination number alone. */
function checkInquiryDestination(number: string): void {
  if (number.endsWith(INQUIRY_NOT_FOUND_SUFFIX)) {
    throw new SimHttpError(404, 'destination_not_found', 'No account exists at this destination');
  }
  if (number.endsWith(INQUIRY_ERROR_SUFFIX)) throw new SimHttpError(500, 'internal_error', 'Simulated gateway error');
}

/** POST /v1/<channel>/inquiry. */
function inquire(part: SimPayoutChannel<PayoutDestination>, body: unknown): SimResponse {
  const { amount: _amount, ...fields } = parseWith(inquirySchemaOf(part), body);
  const destination = part.toDestination(fields);
  checkInquiryDestination(part.number(destination));
  return jsonResponse(200, part.inquiryAnswer(destination));
}

function toRequest(input: z.infer<typeof PayoutSchema>): PayoutRequest {
  const { partner_reff: partnerReff, amount: amountIdr, channel, ...fields } = input;
  const destination = simPayoutChannel(channel).toDestination(fields);
  return { partnerReff, amountIdr, ...destination };
}

/** What the gateway answers about a payout, on creation, on a repeat and on a status query. */
function payoutBody(record: PayoutRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {
    partner_reff: record.partnerReff,
    status: record.status,
    gateway_reference: record.gatewayReference,
  };
  if (record.reason !== null) body.reason = record.reason;
  return body;
}

/** The simulator's whole record, for tests and the control API. */
function recordView(record: PayoutRecord): Record<string, unknown> {
  const {
    partnerReff,
    amountIdr,
    gatewayReference,
    executionCount,
    requestCount,
    createdAtMs,
    completedAtMs,
    ...rest
  } = record;
  const destination = simPayoutChannel(rest.channel).view(rest);
  return {
    partner_reff: partnerReff,
    channel: rest.channel,
    amount: amountIdr,
    ...destination,
    scenario: rest.scenario,
    status: rest.status,
    gateway_reference: gatewayReference,
    reason: rest.reason,
    returned:
      rest.returned === null
        ? null
        : { gateway_reference: rest.returned.gatewayReference, reason: rest.returned.reason },
    execution_count: executionCount,
    request_count: requestCount,
    created_at: new Date(createdAtMs).toISOString(),
    completed_at: completedAtMs === null ? null : new Date(completedAtMs).toISOString(),
  };
}

/** Ends a pending payout and sends its one callback; a payout already ended changes nothing. */
export async function finishPayout(
  ctx: SimulatorContext,
  partnerReff: string,
  outcome: 'executed' | 'rejected',
  reason?: string,
) {
  const result = ctx.payouts.complete(partnerReff, outcome, reason);
  if (!result.ok) return result;
  ctx.logger.info('gateway simulator: payout ended', { partner_reff: partnerReff, status: result.record.status });
  const outcomes = await ctx.sendCallback(result.callback, 1);
  return { ...result, outcomes };
}

/** A pending payout ends after the simulator's delay and calls back (./due.ts). */
function scheduleEnd(ctx: SimulatorContext, record: PayoutRecord): void {
  const outcome = record.scenario === 'pending_then_executed' ? 'executed' : 'rejected';
  ctx.later(ctx.payoutCallbackDelayMs, { kind: 'payout-callback', partnerReff: record.partnerReff, outcome });
}

/**
 * The money has moved but the answer never comes: the transport holds the request open until the
 * client gives up (or the simulator stops), and a client still waiting after the cap gets a load
 * balancer's 504. The hold is the transport's (`holdMs`), so a deployed simulator saves its state
 * and lets the next request in before it holds.
 */
const heldOpen = (): SimResponse => ({
  ...jsonResponse(504, { ok: false, error: 'gateway_timeout', message: 'The gateway did not answer in time' }),
  holdMs: SIM_PAYOUT_HOLD_MS_MAX,
});

function createPayout(ctx: SimulatorContext, body: unknown): SimResponse {
  const result = ctx.payouts.submit(toRequest(parseWith(PayoutSchema, body)));
  if (result.kind === 'conflict') {
    throw new SimHttpError(
      409,
      'duplicate_partner_reff',
      'A payout with this partner_reff exists with a different body',
    );
  }
  const { record } = result;
  // A repeat answers the payout's current status and starts nothing again.
  if (result.kind === 'repeated') return jsonResponse(200, payoutBody(record));
  ctx.logger.info('gateway simulator: payout received', {
    partner_reff: record.partnerReff,
    scenario: record.scenario,
  });
  if (record.status === 'pending') scheduleEnd(ctx, record);
  if (record.scenario === 'executed_without_answer') return heldOpen();
  return jsonResponse(200, payoutBody(record));
}

function payoutStatus(ctx: SimulatorContext, partnerReff: string): SimResponse {
  const record = ctx.payouts.get(partnerReff);
  // The 404 names the partner_reff, so a client can tell "no such payout" from "no such endpoint".
  if (record === undefined)
    return jsonResponse(404, { ok: false, error: 'not_found', message: 'No such payout', partner_reff: partnerReff });
  return jsonResponse(200, payoutBody(record));
}

async function completePayout(ctx: SimulatorContext, partnerReff: string, body: unknown): Promise<SimResponse> {
  const input = parseWith(CompletePayoutSchema, body);
  const result = await finishPayout(ctx, partnerReff, input.outcome, input.reason);
  if (!result.ok && result.reason === 'not_found') throw new SimHttpError(404, 'not_found', 'No such payout');
  if (!result.ok) throw new SimHttpError(409, 'conflict', 'The payout is not pending');
  return jsonResponse(200, {
    ok: true,
    status: result.record.status,
    gateway_reference: result.record.gatewayReference,
    callback_status: result.outcomes[0]?.status ?? null,
  });
}

const ReturnPayoutSchema = z.strictObject({ reason: text.optional() });

/** Our service's view of a payout the gateway may never have received (the sandbox passes it). */
const ExecutePayoutSchema = z.strictObject({
  channel: z.enum(PAYOUT_TYPES).optional(),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

async function sendPayoutCallback(ctx: SimulatorContext, callback: GatewayCallback): Promise<SimResponse> {
  ctx.logger.info('gateway simulator: payout callback', { partner_reff: callback.partner_reff, event: callback.event });
  const outcomes = await ctx.sendCallback(callback, 1);
  return jsonResponse(200, {
    ok: true,
    event: callback.event,
    gateway_reference: callback.gateway_reference,
    callback_status: outcomes[0]?.status ?? null,
  });
}

/** POST /control/payouts/{reff}/return: the bank sends an executed payout back. */
async function returnPayout(ctx: SimulatorContext, partnerReff: string, body: unknown): Promise<SimResponse> {
  const { reason } = parseWith(ReturnPayoutSchema, body ?? {});
  const result = ctx.payouts.returnPayout(partnerReff, reason);
  if (!result.ok && result.reason === 'not_found') throw new SimHttpError(404, 'not_found', 'No such payout');
  if (!result.ok) throw new SimHttpError(422, 'payout_not_paid', 'Only an executed payout can be returned');
  return sendPayoutCallback(ctx, result.callback);
}

/** POST /control/payouts/{reff}/execute: `payout.executed` whatever the payout's state. */
async function executePayout(ctx: SimulatorContext, partnerReff: string, body: unknown): Promise<SimResponse> {
  const input = parseWith(ExecutePayoutSchema, body ?? {});
  const fallback =
    input.channel !== undefined && input.amount !== undefined
      ? { channel: input.channel, amountIdr: input.amount }
      : undefined;
  const result = ctx.payouts.executeAnyway(partnerReff, fallback);
  if (!result.ok)
    throw new SimHttpError(
      404,
      'not_found',
      'No such payout (give channel and amount for one the gateway never received)',
    );
  return sendPayoutCallback(ctx, result.callback);
}

function readRecord(ctx: SimulatorContext, partnerReff: string): SimResponse {
  const record = ctx.payouts.get(partnerReff);
  if (record === undefined) throw new SimHttpError(404, 'not_found', 'No such payout');
  return jsonResponse(200, { ok: true, payout: recordView(record) });
}

export function payoutRoutes(ctx: SimulatorContext): Route[] {
  return [
    ...SIM_PAYOUT_CHANNELS.map((part): Route => ({
      method: 'POST',
      pattern: new RegExp(`^/v1/${part.channel}/inquiry$`),
      kind: 'api',
      handle: ({ body }) => inquire(part, body),
    })),
    {
      method: 'POST',
      pattern: /^\/v1\/payouts$/,
      kind: 'api',
      handle: ({ body }) => createPayout(ctx, body),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payouts\/([^/]+)$/,
      kind: 'api',
      handle: ({ params }) => payoutStatus(ctx, params[0] ?? ''),
    },
    {
      method: 'POST',
      pattern: /^\/control\/payouts\/([^/]+)\/complete$/,
      kind: 'control',
      handle: ({ params, body }) => completePayout(ctx, params[0] ?? '', body),
    },
    {
      method: 'POST',
      pattern: /^\/control\/payouts\/([^/]+)\/return$/,
      kind: 'control',
      handle: ({ params, body }) => returnPayout(ctx, params[0] ?? '', body),
    },
    {
      method: 'POST',
      pattern: /^\/control\/payouts\/([^/]+)\/execute$/,
      kind: 'control',
      handle: ({ params, body }) => executePayout(ctx, params[0] ?? '', body),
    },
    {
      method: 'GET',
      pattern: /^\/control\/payouts\/([^/]+)$/,
      kind: 'control',
      handle: ({ params }) => readRecord(ctx, params[0] ?? ''),
    },
  ];
}
