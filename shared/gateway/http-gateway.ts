import * as z from 'zod';
import { AppError } from '../errors';
import type {
  CreateDedicatedVaInput,
  CreateOneTimeVaInput,
  CreateQrisInput,
  Gateway,
  QrisCreated,
  VaBank,
  VirtualAccountCreated,
} from './port';

export interface HttpGatewayOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** Gateway statuses we report when the gateway gave us none of its own (the usual proxy meanings). */
const STATUS_BAD_GATEWAY = 502;
const STATUS_GATEWAY_TIMEOUT = 504;
const ERROR_MESSAGE = 'The payment gateway returned an error';

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

type Method = 'GET' | 'POST';

function upstreamError(upstreamStatus: number, cause: unknown): AppError {
  return new AppError('upstream_error', ERROR_MESSAGE, { upstreamStatus, cause });
}

/**
 * Judged by name, not instanceof: fetch rejects with a DOMException, which is not an Error of
 * the caller's realm under every runner (jest's VM contexts, for one).
 */
function isTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** A failure before or while reading the answer: a timeout is 504, anything else (refused, reset, DNS) 502. */
function transportError(error: unknown): AppError {
  return upstreamError(isTimeout(error) ? STATUS_GATEWAY_TIMEOUT : STATUS_BAD_GATEWAY, error);
}

function parseBody<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw upstreamError(STATUS_BAD_GATEWAY, error);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw upstreamError(STATUS_BAD_GATEWAY, new Error(`Unexpected gateway answer to ${what}`, { cause: result.error }));
  }
  return result.data;
}

function toVirtualAccount(body: z.infer<typeof VirtualAccountResponseSchema>): VirtualAccountCreated {
  return {
    virtualAccountNumber: body.virtual_account_number,
    bankName: body.bank_name,
    accountName: body.account_name,
  };
}

/** The Gateway port over the gateway's JSON HTTP API. It never logs; the API key only goes into the header. */
export class HttpGateway implements Gateway {
  readonly #baseUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;

  constructor(options: HttpGatewayOptions) {
    if (!URL.canParse(options.baseUrl)) throw new Error('HttpGateway: baseUrl must be an absolute URL');
    if (options.apiKey.length === 0) throw new Error('HttpGateway: apiKey is empty');
    if (!Number.isSafeInteger(options.timeoutMs) || options.timeoutMs <= 0) {
      throw new Error('HttpGateway: timeoutMs must be a positive integer');
    }
    // Joined as text rather than with new URL(path, base), which would drop a path prefix in baseUrl.
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs;
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

  /** One call with one deadline covering both the answer and reading its body. */
  async #request<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: this.#headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw transportError(error);
    }
    if (!response.ok) {
      const cause = new Error(`Gateway answered ${response.status} to ${method} ${path}: ${text.slice(0, 200)}`);
      throw upstreamError(response.status, cause);
    }
    return parseBody(text, schema, `${method} ${path}`);
  }

  #headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { Authorization: `Bearer ${this.#apiKey}`, Accept: 'application/json' };
    if (hasBody) headers['Content-Type'] = 'application/json';
    return headers;
  }
}
