import type * as z from 'zod';
import { REQUEST_BODY_BYTES_MAX } from '../constants';
import { AppError, type FieldErrors, validationError } from '../errors';

/** zod issues as the contract's `errors`: field path -> messages; unknown keys are named one by one. */
export function fieldErrors(error: z.ZodError, scope: 'body' | 'query' | 'path'): FieldErrors {
  // No prototype: an unknown key such as `toString` or `__proto__` must become a plain entry, not
  // resolve to an Object.prototype member (which made `.push` throw and the request answer 500).
  const errors = Object.create(null) as FieldErrors;
  const add = (field: string, message: string): void => {
    (errors[field] ??= []).push(message);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Unknown field');
    } else {
      add(base || scope, issue.message);
    }
  }
  return errors;
}

export function parseWith<T>(schema: z.ZodType<T>, input: unknown, scope: 'body' | 'query' | 'path'): T {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrors(result.error, scope));
  return result.data;
}

/** The raw body as text: API Gateway may hand it over base64-encoded. */
export function rawBodyText(
  body: string | undefined,
  isBase64Encoded: boolean | undefined,
  bytesMax = REQUEST_BODY_BYTES_MAX,
): string {
  if (body === undefined || body === null) return '';
  const text = isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (Buffer.byteLength(text, 'utf8') > bytesMax) {
    throw new AppError('payload_too_large', `The body must be at most ${bytesMax} bytes`);
  }
  return text;
}

export function parseJsonBody(text: string, contentType: string | undefined): unknown {
  if (contentType !== undefined && !/^application\/([a-z.+-]*\+)?json\b/i.test(contentType.trim())) {
    throw new AppError('unsupported_media_type', 'Send the body as application/json');
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw validationError({ body: ['Malformed JSON'] }, 'The body is not valid JSON');
  }
}
