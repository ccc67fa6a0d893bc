import * as z from 'zod';
import { PROVIDER_SN_LENGTH_MAX, PROVIDER_TEXT_LENGTH_MAX } from './limits';
import { GatewayFailure } from '../../gateway/failure';
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
} from '../../upstream/json-api';
import type {
  BillInquiryAnswer,
  BillInquiryInput,
  DigitalProvider,
  PayBillInput,
  ProviderOrderOutcome,
  SubmitOrderInput,
} from './provider';

export type HttpProviderOptions = JsonApiOptions;

const ERROR_MESSAGE = 'The digital-product provider returned an error';

/**
 * Answers to a purchase that prove the provider refused it without buying anything. Every other
 * failure leaves the outcome unknown, even 401, 403, 404, 408 and 429: a wrong key or a throttle in
 * front of the provider cannot be told from a proxy answering for a provider that did buy, and a
 * wrong `failed` refunds a product already delivered. 409 (the reference exists with another body)
 * is unknown too: the purchase under that reference may have succeeded. Unknown costs only a retry
 * of the same reference, which the provider answers without buying twice.
 */
const PURCHASE_REFUSAL_STATUSES: readonly number[] = [400, 422];

const text = z.string().trim().min(1);

/** Each status fixes what must come with it: a success without its serial number is a garbled answer. */
const PurchaseAnswerSchema = z.discriminatedUnion('status', [
  z.object({ reference: text, status: z.literal('success'), sn: text.max(PROVIDER_SN_LENGTH_MAX) }),
  z.object({ reference: text, status: z.literal('pending') }),
  z.object({ reference: text, status: z.literal('failed'), reason: text.optional() }),
]);

// Answer schemas ignore unknown keys deliberately: the provider may add fields without telling us,
// and we only ever read the ones named here.
const BillAnswerSchema = z.object({
  customer_name: text.transform((name) => name.slice(0, PROVIDER_TEXT_LENGTH_MAX)),
  tagihan: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  due_date: z.iso.date(),
});

/** What a purchase is called in the reasons we make up when the provider gives none. */
type Purchase = 'order' | 'bill payment';

function failure(upstreamStatus: number, cause: unknown): GatewayFailure {
  return new GatewayFailure(upstreamStatus, ERROR_MESSAGE, { cause });
}

const capReason = (reason: string): string => reason.slice(0, PROVIDER_TEXT_LENGTH_MAX);

function refusalReason(answer: Answer, purchase: Purchase): string {
  const message = errorAnswer(answer).message?.trim();
  return capReason(
    message === undefined || message === '' ? `The provider refused the ${purchase} (${answer.status})` : message,
  );
}

function toOutcome(body: z.infer<typeof PurchaseAnswerSchema>, purchase: Purchase): ProviderOrderOutcome {
  if (body.status === 'success') return { kind: 'success', sn: body.sn };
  if (body.status === 'pending') return { kind: 'pending' };
  return { kind: 'failed', reason: capReason(body.reason ?? `The provider failed the ${purchase}`) };
}

/** What an answer to a purchase tells us; see PURCHASE_REFUSAL_STATUSES for the rule. */
function purchaseOutcomeOf(answer: Answer, reference: string, purchase: Purchase): ProviderOrderOutcome {
  if (PURCHASE_REFUSAL_STATUSES.includes(answer.status))
    return { kind: 'failed', reason: refusalReason(answer, purchase) };
  if (!isSuccess(answer)) return { kind: 'unknown', cause: `provider answered ${answer.status}` };
  const result = PurchaseAnswerSchema.safeParse(parseJson(answer.text));
  if (!result.success) return { kind: 'unknown', cause: `unparseable answer (${answer.status})` };
  if (result.data.reference !== reference) return { kind: 'unknown', cause: 'answer names another reference' };
  return toOutcome(result.data, purchase);
}

/** The body of a 2xx bill answer; any other status is a GatewayFailure with that status. */
function billBody(answer: Answer): z.infer<typeof BillAnswerSchema> {
  if (!isSuccess(answer)) {
    const cause = new Error(
      `Provider answered ${answer.status} to ${answer.what}: ${answer.text.slice(0, ANSWER_EXCERPT_CHARS_MAX)}`,
    );
    throw failure(answer.status, cause);
  }
  const result = BillAnswerSchema.safeParse(parseJson(answer.text));
  if (!result.success) {
    throw failure(
      STATUS_BAD_GATEWAY,
      new Error(`Unexpected provider answer to ${answer.what}`, { cause: result.error }),
    );
  }
  return result.data;
}

/** The DigitalProvider port over the provider's JSON HTTP API. It never logs; the API key only goes into the header. */
export class HttpProvider implements DigitalProvider {
  readonly #options: JsonApiOptions;

  constructor(options: HttpProviderOptions) {
    this.#options = checkedOptions('HttpProvider', options);
  }

  /** Never throws for the provider's or the network's trouble: the product may have been bought, so it answers `unknown`. */
  submitOrder(input: SubmitOrderInput): Promise<ProviderOrderOutcome> {
    const body = {
      reference: input.reference,
      kode_produk: input.kodeProduk,
      tujuan: input.tujuan,
      ...(input.serverId === undefined ? {} : { server_id: input.serverId }),
      price: input.priceIdr,
    };
    return this.#purchase('/v1/digital/orders', body, input.reference, 'order');
  }

  /** Only a 404 naming `bill_not_found` means "no bill"; any other 404 (a wrong base URL, a proxy) is a failure. */
  async inquireBill(input: BillInquiryInput): Promise<BillInquiryAnswer> {
    const answer = await this.#answer('/v1/ppob/inquiries', { kode_produk: input.kodeProduk, tujuan: input.tujuan });
    if (answer.status === STATUS_NOT_FOUND && errorAnswer(answer).error === 'bill_not_found')
      return { kind: 'not_found' };
    const body = billBody(answer);
    return { kind: 'bill', customerName: body.customer_name, tagihan: body.tagihan, dueDate: body.due_date };
  }

  /** Never throws for the provider's or the network's trouble, like submitOrder. */
  payBill(input: PayBillInput): Promise<ProviderOrderOutcome> {
    const body = {
      reference: input.reference,
      kode_produk: input.kodeProduk,
      tujuan: input.tujuan,
      amount: input.amountIdr,
    };
    return this.#purchase('/v1/ppob/payments', body, input.reference, 'bill payment');
  }

  async #purchase(path: string, body: unknown, reference: string, purchase: Purchase): Promise<ProviderOrderOutcome> {
    let answer: Answer;
    try {
      answer = await sendJson(this.#options, 'POST', path, body);
    } catch (error) {
      return { kind: 'unknown', cause: transportCause(error, this.#options.timeoutMs) };
    }
    return purchaseOutcomeOf(answer, reference, purchase);
  }

  /** Any answer the provider gave; a transport failure becomes a GatewayFailure (504 for a timeout, else 502). */
  async #answer(path: string, body: unknown): Promise<Answer> {
    try {
      return await sendJson(this.#options, 'POST', path, body);
    } catch (error) {
      throw failure(isTimeout(error) ? STATUS_GATEWAY_TIMEOUT : STATUS_BAD_GATEWAY, error);
    }
  }
}
