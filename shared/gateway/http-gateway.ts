import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../constants';
import {
  ANSWER_EXCERPT_CHARS_MAX,
  checkedOptions,
  errorAnswer,
  isSuccess,
  isTimeout,
  parseJson,
  sendJson,
  STATUS_BAD_GATEWAY,
  STATUS_GATEWAY_TIMEOUT,
  STATUS_NOT_FOUND,
  transportCause,
  type Answer,
  type JsonApiOptions,
} from '../upstream/json-api';
import { GatewayFailure } from './failure';
import type {
  CreateDedicatedVaInput,
  CreateOneTimeVaInput,
  CreateQrisInput,
  ExecutePayoutInput,
  Gateway,
  PayoutDestination,
  PayoutInquiryAnswer,
  PayoutInquiryInput,
  PayoutOutcome,
  QrisCreated,
  VaBank,
  VirtualAccountCreated,
} from './port';

export type HttpGatewayOptions = JsonApiOptions;

const ERROR_MESSAGE = 'The payment gateway returned an error';

/**
 * Answers to POST /v1/payouts that prove the gateway refused the payout without executing it. Every
 * other failure leaves the outcome unknown, even 401, 403, 404, 408 and 429, which in practice also
 * mean "nothing done": a wrong key or a throttle in front of the gateway is indistinguishable from a
 * proxy answering for a gateway that did act, and a wrong `rejected` releases money that has left.
 * 409 (duplicate partner_reff) is unknown too: a payout under this reff exists at the gateway and
 * may have executed, so only its status can say. Unknown costs only a reconciliation call.
 */
const PAYOUT_REFUSAL_STATUSES: readonly number[] = [400, 422];

// Response schemas ignore unknown keys deliberately: the gateway may add fields without telling us,
// and we only ever read the ones named here.
const QrisResponseSchema = z.object({
  qris_id: z.string().min(1),
  qr_string: z.string().min(1),
  qr_image_url: z.url(),
});

const BanksResponseSchema = z.object({
  banks: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), method: z.string().min(1) })),
});

const VirtualAccountResponseSchema = z.object({
  virtual_account_number: z.string().regex(/^\d+$/),
  bank_name: z.string().min(1),
  account_name: z.string().min(1),
});

const text = z.string().min(1);

const InquiryResponseSchema = z.object({ account_name: text });

/** Each status fixes what must come with it: an executed payout without its reference is a garbled answer. */
const PayoutResponseSchema = z.discriminatedUnion('status', [
  z.object({ partner_reff: text, status: z.literal('executed'), gateway_reference: text }),
  z.object({ partner_reff: text, status: z.literal('pending'), gateway_reference: text.nullish() }),
  z.object({ partner_reff: text, status: z.literal('rejected'), reason: text.optional() }),
]);

type Method = 'GET' | 'POST';

function failure(upstreamStatus: number, cause: unknown): GatewayFailure {
  return new GatewayFailure(upstreamStatus, ERROR_MESSAGE, { cause });
}

/** A failure before or while reading the answer: a timeout is 504, anything else (refused, reset, DNS) 502. */
function transportFailure(error: unknown): GatewayFailure {
  return failure(isTimeout(error) ? STATUS_GATEWAY_TIMEOUT : STATUS_BAD_GATEWAY, error);
}

function parseBody<T>(answer: Answer, schema: z.ZodType<T>): T {
  const result = schema.safeParse(parseJson(answer.text));
  if (!result.success) {
    throw failure(
      STATUS_BAD_GATEWAY,
      new Error(`Unexpected gateway answer to ${answer.what}`, { cause: result.error }),
    );
  }
  return result.data;
}

/** The body of a 2xx answer; any other status is a GatewayFailure with that status. */
function successBody<T>(answer: Answer, schema: z.ZodType<T>): T {
  if (!isSuccess(answer)) {
    const cause = new Error(
      `Gateway answered ${answer.status} to ${answer.what}: ${answer.text.slice(0, ANSWER_EXCERPT_CHARS_MAX)}`,
    );
    throw failure(answer.status, cause);
  }
  return parseBody(answer, schema);
}

function toVirtualAccount(body: z.infer<typeof VirtualAccountResponseSchema>): VirtualAccountCreated {
  return {
    virtualAccountNumber: body.virtual_account_number,
    bankName: body.bank_name,
    accountName: body.account_name,
  };
}

function destinationFields(destination: PayoutDestination): Record<string, string> {
  if (destination.channel === 'transfer')
    return { bank_code: destination.bankCode, account_number: destination.accountNumber };
  return { product_code: destination.productCode, phone_number: destination.phoneNumber };
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

/** The Gateway port over the gateway's JSON HTTP API. It never logs; the API key only goes into the header. */
export class HttpGateway implements Gateway {
  readonly #options: JsonApiOptions;

  constructor(options: HttpGatewayOptions) {
    this.#options = checkedOptions('HttpGateway', options);
  }

  async createQris(input: CreateQrisInput): Promise<QrisCreated> {
    const body = await this.#request('POST', '/v1/qris', QrisResponseSchema, {
      partner_reff: input.partnerReff,
      amount: input.amountIdr,
      expires_at: input.expiresAtIso,
    });
    return { qrisId: body.qris_id, qrString: body.qr_string, qrImageUrl: body.qr_image_url };
  }

  async listVaBanks(): Promise<VaBank[]> {
    const body = await this.#request('GET', '/v1/va/banks', BanksResponseSchema);
    return body.banks.map(({ code, name, method }) => ({ code, name, method }));
  }

  async createOneTimeVa(input: CreateOneTimeVaInput): Promise<VirtualAccountCreated> {
    const body = await this.#request('POST', '/v1/va', VirtualAccountResponseSchema, {
      partner_reff: input.partnerReff,
      bank_code: input.bankCode,
      amount: input.amountIdr,
      expires_at: input.expiresAtIso,
      account_name: input.accountName,
    });
    return toVirtualAccount(body);
  }

  async createDedicatedVa(input: CreateDedicatedVaInput): Promise<VirtualAccountCreated> {
    const body = await this.#request('POST', '/v1/dedicated-va', VirtualAccountResponseSchema, {
      reference: input.reference,
      bank_code: input.bankCode,
      account_name: input.accountName,
    });
    return toVirtualAccount(body);
  }

  /** Only a 404 naming `destination_not_found` means "no such account"; any other 404 is a failure. */
  async inquirePayout(input: PayoutInquiryInput): Promise<PayoutInquiryAnswer> {
    const path = input.channel === 'transfer' ? '/v1/transfer/inquiry' : '/v1/ewallet/inquiry';
    const answer = await this.#answer('POST', path, { ...destinationFields(input), amount: input.amountIdr });
    if (answer.status === STATUS_NOT_FOUND && errorAnswer(answer).error === 'destination_not_found')
      return { kind: 'not_found' };
    return { kind: 'found', accountName: successBody(answer, InquiryResponseSchema).account_name };
  }

  /** Never throws for the gateway's or the network's trouble: money may have moved, so it answers `unknown`. */
  async executePayout(input: ExecutePayoutInput): Promise<PayoutOutcome> {
    const body = {
      partner_reff: input.partnerReff,
      channel: input.channel,
      amount: input.amountIdr,
      ...destinationFields(input),
    };
    let answer: Answer;
    try {
      answer = await sendJson(this.#options, 'POST', '/v1/payouts', body);
    } catch (error) {
      return { kind: 'unknown', cause: transportCause(error, this.#options.timeoutMs) };
    }
    return payoutOutcomeOf(answer, input.partnerReff);
  }

  /**
   * A 404 counts as "never received" only when its body names this partner_reff: a bare 404 may come
   * from a wrong base URL or a proxy, and reading it as `not_found` would release money already sent.
   */
  async payoutStatus(partnerReff: string): Promise<PayoutOutcome | { kind: 'not_found' }> {
    const answer = await this.#answer('GET', `/v1/payouts/${encodeURIComponent(partnerReff)}`);
    if (answer.status === STATUS_NOT_FOUND && namesMissingPayout(answer, partnerReff)) return { kind: 'not_found' };
    const body = successBody(answer, PayoutResponseSchema);
    if (body.partner_reff !== partnerReff)
      throw failure(STATUS_BAD_GATEWAY, new Error(`Gateway answered another payout to ${answer.what}`));
    return toOutcome(body);
  }

  async #request<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    return successBody(await this.#answer(method, path, body), schema);
  }

  /** Any answer the gateway gave; a transport failure becomes a GatewayFailure. */
  async #answer(method: Method, path: string, body?: unknown): Promise<Answer> {
    try {
      return await sendJson(this.#options, method, path, body);
    } catch (error) {
      throw transportFailure(error);
    }
  }
}
