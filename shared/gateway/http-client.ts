import * as z from 'zod';
import {
  ANSWER_EXCERPT_CHARS_MAX,
  checkedOptions,
  isSuccess,
  isTimeout,
  parseJson,
  sendJson,
  STATUS_BAD_GATEWAY,
  STATUS_GATEWAY_TIMEOUT,
  transportCause,
  type Answer,
  type JsonApiOptions,
} from '../upstream/json-api';
import { GatewayFailure } from './failure';

/**
 * What every channel's part of the HTTP gateway shares (shared/channels/<channel>/gateway.ts): one
 * JSON call to the gateway, its failures as GatewayFailure, and the reading of a 2xx body. It never
 * logs; the API key only goes into the header.
 */

const ERROR_MESSAGE = 'The payment gateway returned an error';

export type Method = 'GET' | 'POST';

/** Non-empty text in a gateway answer. */
export const answerText = z.string().min(1);

export function gatewayFailure(upstreamStatus: number, cause: unknown): GatewayFailure {
  return new GatewayFailure(upstreamStatus, ERROR_MESSAGE, { cause });
}

/** A failure before or while reading the answer: a timeout is 504, anything else (refused, reset, DNS) 502. */
function transportFailure(error: unknown): GatewayFailure {
  return gatewayFailure(isTimeout(error) ? STATUS_GATEWAY_TIMEOUT : STATUS_BAD_GATEWAY, error);
}

function parseBody<T>(answer: Answer, schema: z.ZodType<T>): T {
  const result = schema.safeParse(parseJson(answer.text));
  if (!result.success) {
    throw gatewayFailure(
      STATUS_BAD_GATEWAY,
      new Error(`Unexpected gateway answer to ${answer.what}`, { cause: result.error }),
    );
  }
  return result.data;
}

/** The body of a 2xx answer; any other status is a GatewayFailure with that status. */
export function successBody<T>(answer: Answer, schema: z.ZodType<T>): T {
  if (!isSuccess(answer)) {
    const cause = new Error(
      `Gateway answered ${answer.status} to ${answer.what}: ${answer.text.slice(0, ANSWER_EXCERPT_CHARS_MAX)}`,
    );
    throw gatewayFailure(answer.status, cause);
  }
  return parseBody(answer, schema);
}

/** The gateway's JSON HTTP API, with checked options. */
export class GatewayHttp {
  readonly #options: JsonApiOptions;

  constructor(options: JsonApiOptions) {
    this.#options = checkedOptions('HttpGateway', options);
  }

  /** The parsed body of a 2xx answer; anything else is a GatewayFailure. */
  async request<T>(method: Method, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    return successBody(await this.answer(method, path, body), schema);
  }

  /** Any answer the gateway gave; a transport failure becomes a GatewayFailure. */
  async answer(method: Method, path: string, body?: unknown): Promise<Answer> {
    try {
      return await this.send(method, path, body);
    } catch (error) {
      throw transportFailure(error);
    }
  }

  /** Any answer the gateway gave; a transport failure throws as it came (see transportCause). */
  async send(method: Method, path: string, body?: unknown): Promise<Answer> {
    return sendJson(this.#options, method, path, body);
  }

  /** Why a call failed in transport, in words, for an `unknown` outcome. */
  transportCause(error: unknown): string {
    return transportCause(error, this.#options.timeoutMs);
  }
}
