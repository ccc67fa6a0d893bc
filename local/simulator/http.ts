import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';

/** An expected refusal: becomes a JSON error answer, never a crash. */
export class SimHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'SimHttpError';
  }
}

export interface SimResponse {
  status: number;
  json?: unknown;
  binary?: { contentType: string; data: Buffer };
  /** Hold the answer this long first (a payout the gateway never answers), or until the client hangs up. */
  holdMs?: number;
}

export type RouteKind = 'api' | 'control' | 'public';

export interface RouteRequest {
  params: string[];
  query: URLSearchParams;
  body: unknown;
  /** Aborted when the client hangs up before its answer or the simulator stops. */
  signal: AbortSignal;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Anchored; capture groups become `params` (URL-decoded). */
  pattern: RegExp;
  /** 'api' routes need the API key and are subject to faults; the others need neither. */
  kind: RouteKind;
  handle(request: RouteRequest): Promise<SimResponse> | SimResponse;
}

export const jsonResponse = (status: number, json: unknown): SimResponse => ({ status, json });

export function errorResponse(error: SimHttpError): SimResponse {
  const body: Record<string, unknown> = { ok: false, error: error.code, message: error.message };
  if (error.errors !== undefined) body.errors = error.errors;
  return jsonResponse(error.status, body);
}

export function sendResponse(res: ServerResponse, response: SimResponse, closeConnection = false): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = closeConnection ? { Connection: 'close' } : {};
  if (response.binary !== undefined) {
    res.writeHead(response.status, { ...headers, 'Content-Type': response.binary.contentType });
    res.end(response.binary.data);
    return;
  }
  const text = response.json === undefined ? '' : JSON.stringify(response.json);
  res.writeHead(response.status, { ...headers, 'Content-Type': 'application/json' });
  res.end(text);
}

/**
 * Reads the body up to maxBytes. Past the limit it stops collecting and lets the rest drain, so
 * the 413 answer can still be written on the same connection.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let totalBytes = 0;
    req.on('data', (chunk: Buffer) => {
      totalBytes += chunk.length;
      if (totalBytes <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => {
      if (totalBytes > maxBytes)
        reject(new SimHttpError(413, 'payload_too_large', `The body exceeds ${maxBytes} bytes`));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

/** An empty body counts as `{}`: the control calls are documented with empty bodies. */
export function parseJson(raw: string): unknown {
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new SimHttpError(400, 'invalid_json', 'The body is not valid JSON');
  }
}

export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const flat = z.flattenError(result.error);
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries<string[] | undefined>(flat.fieldErrors)) {
    if (messages !== undefined && messages.length > 0) errors[field] = messages;
  }
  if (flat.formErrors.length > 0) errors.body = flat.formErrors;
  throw new SimHttpError(422, 'validation_failed', 'The request is invalid', errors);
}

export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new SimHttpError(400, 'invalid_path', 'The path is not valid');
  }
}
