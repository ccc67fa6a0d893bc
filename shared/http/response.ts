import { AppError, errorBody, isAppError } from '../errors';
import { isGatewayFailure } from '../gateway/port';
import { logger } from '../logger';
import type { ApiResult, OperationResult } from './context';

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
  if (isGatewayFailure(error)) {
    return new AppError('upstream_error', 'The payment gateway returned an error', { upstreamStatus: error.upstreamStatus, cause: error });
  }
  logger.error('unhandled error', { requestId, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack, cause: String(error.cause ?? '') } : String(error) });
  return new AppError('internal_error', 'Internal error');
}

export function errorResult(error: AppError): ApiResult {
  const retryHeaders = error.headers ?? {};
  return jsonResult(error.statusCode, errorBody(error), retryHeaders);
}
