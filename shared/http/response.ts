import { BUFFERED_BODY_BYTES_MAX } from '../constants';
import type { Outcome } from '../domain/outcome';
import { AppError, errorBody, isAppError } from '../errors';
import { isGatewayFailure } from '../gateway/failure';
import { logger } from '../logger';
import { isContended } from '../store/contended';
import type { ApiResult, OperationResult } from './context';

/** How long a client waits after a 503 (a write that lost to other writers of the same account, a busy delivery). */
const CONTENDED_RETRY_AFTER_SECONDS = 1;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResult(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function operationResult(result: OperationResult): ApiResult {
  return jsonResult(result.statusCode, result.body, result.headers);
}

/**
 * Any failure as the contract's envelope. Unknown errors become a generic 500: the stack trace goes
 * to the log with the request id, never to the caller.
 */
export function toAppError(error: unknown, requestId?: string): AppError {
  if (isAppError(error)) return error;
  if (isContended(error)) {
    logger.warn('write still contended after its retries; answered 503', { requestId, error: error.message });
    return new AppError(
      'service_unavailable',
      'Too many requests are changing the same account right now; retry shortly',
    );
  }
  if (isGatewayFailure(error)) {
    return new AppError('upstream_error', 'The payment gateway returned an error', {
      upstreamStatus: error.upstreamStatus,
      cause: error,
    });
  }
  logger.error('unhandled error', {
    requestId,
    error:
      error instanceof Error
        ? // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a log line: the cause as String() writes it
          { name: error.name, message: error.message, stack: error.stack, cause: String(error.cause ?? '') }
        : String(error),
  });
  return new AppError('internal_error', 'Internal error');
}

export function errorResult(error: AppError): ApiResult {
  // Every 503 says when to come back.
  const retryHeaders =
    error.code === 'service_unavailable'
      ? { 'retry-after': String(CONTENDED_RETRY_AFTER_SECONDS), ...error.headers }
      : (error.headers ?? {});
  return jsonResult(error.statusCode, errorBody(error), retryHeaders);
}

/**
 * A download whose body is produced chunk by chunk (the CSV export) rather than one JSON value.
 * Refusals never get here: they are answered as the JSON envelope before any chunk is read.
 */
export interface AttachmentResult {
  statusCode: number;
  headers: Record<string, string>;
  chunks: AsyncIterable<string>;
  /** Answered instead when the body has to be buffered and outgrows the buffer's limit. */
  tooLargeToBuffer: () => AppError;
}

export const isAttachmentResult = (result: OperationResult | AttachmentResult): result is AttachmentResult =>
  'chunks' in result;

/** A file as an attachment of the given type; a refusal becomes the error envelope with its status. */
export function attachment(
  outcome: Outcome<{ filename: string; chunks: AsyncIterable<string> }>,
  contentType: string,
  tooLargeToBuffer: () => AppError,
): AttachmentResult {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.fields ? { errors: outcome.fields } : {});
  const headers = {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${outcome.value.filename}"`,
  };
  return { statusCode: 200, headers, chunks: outcome.value.chunks, tooLargeToBuffer };
}

/**
 * A binary file (the settlement report's XLSX): small enough to be built whole, and sent base64
 * encoded with `isBase64Encoded`, which API Gateway and the local server turn back into bytes.
 */
export interface BinaryResult {
  statusCode: number;
  headers: Record<string, string>;
  bytes: Uint8Array;
}

export const isBinaryResult = (result: object): result is BinaryResult => 'bytes' in result;

export const binaryApiResult = (result: BinaryResult): StreamingApiResult => ({
  statusCode: result.statusCode,
  headers: { 'cache-control': 'no-store', ...result.headers },
  body: Buffer.from(result.bytes).toString('base64'),
  isBase64Encoded: true,
});

/**
 * How a chunked body leaves. API Gateway HTTP APIs cannot stream a Lambda response, so the Lambda
 * runtime gets the body as one string, bounded below its 6 MB response limit. An invoker that can
 * write a body as it is produced (the local server) says so on the Lambda context with
 * STREAMING_INVOKER and gets the chunks under STREAMED_BODY instead, with an empty `body`. Symbols
 * never survive the runtime's JSON serialisation, so the flag cannot leak into a real response.
 */
export const STREAMING_INVOKER = Symbol.for('merchant-payment-service.streaming-invoker');
export const STREAMED_BODY = Symbol.for('merchant-payment-service.streamed-body');
export type StreamingApiResult = ApiResult & { [STREAMED_BODY]?: AsyncIterable<string> };

/** The Lambda context of an invoker that streams: what the local server hands its handlers. */
export function streamingInvoker<T extends object>(context: T): T {
  return Object.assign(context, { [STREAMING_INVOKER]: true });
}

export const acceptsStreamedBody = (context: object): boolean =>
  (context as Record<symbol, unknown>)[STREAMING_INVOKER] === true;

/** The attachment as the invoker takes it: chunks for a streaming invoker, else the buffered body. */
export async function attachmentApiResult(
  result: AttachmentResult,
  streaming: boolean,
  bytesMax = BUFFERED_BODY_BYTES_MAX,
): Promise<StreamingApiResult> {
  const headers = { 'cache-control': 'no-store', ...result.headers };
  if (streaming) return { statusCode: result.statusCode, headers, body: '', [STREAMED_BODY]: result.chunks };
  return { statusCode: result.statusCode, headers, body: await bufferedBody(result, bytesMax) };
}

/**
 * The chunks joined. Size is counted as the runtime will send it (JSON-escaped: quotes and line
 * ends take two bytes), and reading stops as soon as it passes `bytesMax`.
 */
async function bufferedBody(result: AttachmentResult, bytesMax: number): Promise<string> {
  const parts: string[] = [];
  let bytes = 0;
  for await (const chunk of result.chunks) {
    bytes += Buffer.byteLength(JSON.stringify(chunk)) - 2;
    if (bytes > bytesMax) throw result.tooLargeToBuffer();
    parts.push(chunk);
  }
  return parts.join('');
}
