/**
 * Business outcomes and infrastructure failures, mapped to the contract's error codes in one table.
 * `expose` follows middy's rule: messages of statuses below 500 are shown to the caller, anything
 * else becomes a generic 500 so internals never leak.
 */
export const ERROR_STATUS = {
  validation_failed: 422,
  invalid_authorization_header: 401,
  invalid_client: 401,
  invalid_signature: 401,
  invalid_token: 401,
  merchant_id_required: 400,
  invalid_cursor: 400,
  client_not_active: 403,
  ip_not_allowed: 403,
  permission_denied: 403,
  kyc_required: 403,
  same_maker_and_checker: 403,
  not_found: 404,
  method_not_allowed: 405,
  idempotency_key_conflict: 409,
  idempotency_key_in_progress: 409,
  duplicate_recent_order: 409,
  duplicate_ref_id: 409,
  duplicate_reference: 409,
  batch_not_approvable: 409,
  suspense_already_resolved: 409,
  already_member: 409,
  already_invited: 409,
  too_many_invitations: 409,
  too_many_settlement_accounts: 409,
  last_owner: 409,
  client_limit_reached: 409,
  kyc_already_submitted: 409,
  kyc_already_verified: 409,
  kyc_document_limit_reached: 409,
  kyc_document_not_uploaded: 422,
  kyc_document_too_large: 422,
  kyc_document_content_type_mismatch: 422,
  kyc_documents_incomplete: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  insufficient_balance: 422,
  batch_has_invalid_items: 422,
  invalid_pin: 422,
  pin_locked: 422,
  weak_pin: 422,
  inquiry_expired: 422,
  inquiry_used: 422,
  invalid_destination: 422,
  product_inactive: 422,
  fees_exceed_amount: 422,
  export_too_large: 422,
  filter_too_broad: 422,
  invalid_msisdn: 422,
  refund_not_allowed: 422,
  refund_window_expired: 422,
  refund_exceeds_refundable: 422,
  destination_required: 422,
  link_inactive: 422,
  link_expired: 422,
  link_completed: 422,
  settlement_account_not_ready: 422,
  rate_limited: 429,
  internal_error: 500,
  upstream_error: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export interface AppErrorOptions {
  errors?: FieldErrors;
  upstreamStatus?: number;
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly expose: boolean;
  readonly errors?: FieldErrors;
  readonly upstreamStatus?: number;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.expose = this.statusCode < 500 || code === 'upstream_error' || code === 'service_unavailable';
    this.errors = options.errors;
    this.upstreamStatus = options.upstreamStatus;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const notFound = (what = 'Resource'): AppError => new AppError('not_found', `${what} not found`);

export function validationError(errors: FieldErrors, message = 'The request is invalid'): AppError {
  return new AppError('validation_failed', message, { errors });
}

/** The contract's error body. `errors` only for 422 validation, `upstream_status` only for upstream_error. */
export interface ErrorBody {
  ok: false;
  error: ErrorCode;
  message: string;
  errors?: FieldErrors;
  upstream_status?: number;
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { ok: false, error: error.code, message: error.message };
  if (error.errors !== undefined) body.errors = error.errors;
  if (error.code === 'upstream_error' && error.upstreamStatus !== undefined)
    body.upstream_status = error.upstreamStatus;
  return body;
}
