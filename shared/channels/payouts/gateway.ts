import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../constants';
import type { PayoutType } from '../registry';
import { answerText, gatewayFailure, successBody, type GatewayHttp } from '../../gateway/http-client';
import {
  errorAnswer,
  isSuccess,
  parseJson,
  STATUS_BAD_GATEWAY,
  STATUS_NOT_FOUND,
  type Answer,
} from '../../upstream/json-api';
import { EWALLET_GATEWAY, type EwalletDestination } from '../ewallet/gateway';
import { TRANSFER_GATEWAY, type TransferDestination } from '../transfer/gateway';

/** The payouts' part of the gateway port and of its HTTP client (docs/ARCHITECTURE.md, sections 5 and 12). */

export type PayoutChannel = PayoutType;

/** A payout destination: a bank account, or an e-wallet account named by product and phone number. */
export type PayoutDestination = TransferDestination | EwalletDestination;

export type PayoutInquiryInput = PayoutDestination & { amountIdr: number };

export type PayoutInquiryAnswer = { kind: 'found'; accountName: string } | { kind: 'not_found' };

export type ExecutePayoutInput = PayoutDestination & { partnerReff: string; amountIdr: number };

/**
 * executed: the money left. pending: the gateway accepted it and its callback will tell the end.
 * rejected: the gateway refused it for good (the only outcome that releases the hold).
 * unknown: we cannot tell (timeout, connection reset, 5xx or a garbled answer while executing);
 * the money stays held until reconciliation learns the outcome.
 */
export type PayoutOutcome =
  | { kind: 'executed'; gatewayReference: string }
  | { kind: 'pending'; gatewayReference: string | null }
  | { kind: 'rejected'; reason: string }
  | { kind: 'unknown'; cause: string };

export interface PayoutGateway {
  /** Verifies a payout destination and returns its owner's name; moves no money. */
  inquirePayout(input: PayoutInquiryInput): Promise<PayoutInquiryAnswer>;
  /** Executes a payout; `partnerReff` is the gateway's idempotency reference, so a repeat executes nothing twice. */
  executePayout(input: ExecutePayoutInput): Promise<PayoutOutcome>;
  /** What the gateway knows of a payout (reconciliation); `not_found` when it never received it. */
  payoutStatus(partnerReff: string): Promise<PayoutOutcome | { kind: 'not_found' }>;
}

/**
 * Answers to POST /v1/payouts that prove the gateway refused the payout without executing it. Every
 * other failure leaves the outcome unknown, even 401, 403, 404, 408 and 429, which in practice also
 * mean "nothing done": a wrong key or a throttle in front of the gateway is indistinguishable from a
 * proxy answering for a gateway that did act, and a wrong `rejected` releases money that has left.
 * 409 (duplicate partner_reff) is unknown too: a payout under this reff exists at the gateway and
 * may have executed, so only its status can say. Unknown costs only a reconciliation call.
 */
const PAYOUT_REFUSAL_STATUSES: readonly number[] = [400, 422];

const InquiryResponseSchema = z.object({ account_name: answerText });

/** Each status fixes what must come with it: an executed payout without its reference is a garbled answer. */
const PayoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ partner_reff: answerText, status: z.literal('executed'), gateway_reference: answerText }),
  z.object({ partner_reff: answerText, status: z.literal('pending'), gateway_reference: answerText.nullish() }),
  z.object({ partner_reff: answerText, status: z.literal('rejected'), reason: answerText.optional() }),
]);

function inquiryPath(destination: PayoutDestination): string {
  return destination.channel === 'transfer' ? TRANSFER_GATEWAY.inquiryPath : EWALLET_GATEWAY.inquiryPath;
}

function destinationFields(destination: PayoutDestination): Record<string, string> {
  if (destination.channel === 'transfer') return TRANSFER_GATEWAY.fields(destination);
  return EWALLET_GATEWAY.fields(destination);
}

function toOutcome(body: z.infer<typeof PayoutResponseSchema>): PayoutOutcome {
  if (body.status === 'executed') return { kind: 'executed', gatewayReference: body.gateway_reference };
  if (body.status === 'pending') return { kind: 'pending', gatewayReference: body.gateway_reference ?? null };
  return {
    kind: 'rejected',
    reason: (body.reason ?? 'The gateway rejected the payout').slice(0, GATEWAY_TEXT_LENGTH_MAX),
  };
}

function namesMissingPayout(answer: Answer, partnerReff: string): boolean {
  const schema = z.object({ error: z.literal('not_found'), partner_reff: z.literal(partnerReff) });
  return schema.safeParse(parseJson(answer.text)).success;
}

/** What an answer to POST /v1/payouts tells us; see PAYOUT_REFUSAL_STATUSES for the rule. */
function payoutOutcomeOf(answer: Answer, partnerReff: string): PayoutOutcome {
  if (PAYOUT_REFUSAL_STATUSES.includes(answer.status)) {
    const message = errorAnswer(answer).message?.trim();
    const reason =
      message === undefined || message === '' ? `The gateway refused the payout (${answer.status})` : message;
    return { kind: 'rejected', reason: reason.slice(0, GATEWAY_TEXT_LENGTH_MAX) };
  }
  if (!isSuccess(answer)) return { kind: 'unknown', cause: `gateway answered ${answer.status}` };
  const result = PayoutResponseSchema.safeParse(parseJson(answer.text));
  if (!result.success) return { kind: 'unknown', cause: `unparseable answer (${answer.status})` };
  if (result.data.partner_reff !== partnerReff) return { kind: 'unknown', cause: 'answer names another partner_reff' };
  return toOutcome(result.data);
}

/** Only a 404 naming `destination_not_found` means "no such account"; any other 404 is a failure. */
async function inquirePayout(http: GatewayHttp, input: PayoutInquiryInput): Promise<PayoutInquiryAnswer> {
  const answer = await http.answer('POST', inquiryPath(input), {
    ...destinationFields(input),
    amount: input.amountIdr,
  });
  if (answer.status === STATUS_NOT_FOUND && errorAnswer(answer).error === 'destination_not_found')
    return { kind: 'not_found' };
  return { kind: 'found', accountName: successBody(answer, InquiryResponseSchema).account_name };
}

/** Never throws for the gateway's or the network's trouble: money may have moved, so it answers `unknown`. */
async function executePayout(http: GatewayHttp, input: ExecutePayoutInput): Promise<PayoutOutcome> {
  const body = {
    partner_reff: input.partnerReff,
    channel: input.channel,
    amount: input.amountIdr,
    ...destinationFields(input),
  };
  let answer: Answer;
  try {
    answer = await http.send('POST', '/v1/payouts', body);
  } catch (error) {
    return { kind: 'unknown', cause: http.transportCause(error) };
  }
  return payoutOutcomeOf(answer, input.partnerReff);
}

/**
 * A 404 counts as "never received" only when its body names this partner_reff: a bare 404 may come
 * from a wrong base URL or a proxy, and reading it as `not_found` would release money already sent.
 */
async function payoutStatus(http: GatewayHttp, partnerReff: string): Promise<PayoutOutcome | { kind: 'not_found' }> {
  const answer = await http.answer('GET', `/v1/payouts/${encodeURIComponent(partnerReff)}`);
  if (answer.status === STATUS_NOT_FOUND && namesMissingPayout(answer, partnerReff)) return { kind: 'not_found' };
  const body = successBody(answer, PayoutResponseSchema);
  if (body.partner_reff !== partnerReff)
    throw gatewayFailure(STATUS_BAD_GATEWAY, new Error(`Gateway answered another payout to ${answer.what}`));
  return toOutcome(body);
}

export function payoutGateway(http: GatewayHttp): PayoutGateway {
  return {
    inquirePayout: (input) => inquirePayout(http, input),
    executePayout: (input) => executePayout(http, input),
    payoutStatus: (partnerReff) => payoutStatus(http, partnerReff),
  };
}
