import { RATE_LIMIT_PER_MINUTE_DEFAULT } from './constants';
import type { ErrorCode } from './errors';

/** The reference page's words on error responses: a title per HTTP status and a line per error code. */
export const STATUS_TITLES: Record<number, string> = {
  401: 'Authentication failed',
  403: 'Access denied',
  404: 'Not found',
  409: 'Conflict',
  413: 'The body is too large',
  415: 'The body is not JSON',
  422: 'Validation or business rule failed',
  429: 'Too many requests',
  500: 'Internal error',
  502: 'The upstream gateway failed',
  503: 'Service unavailable',
};

/** One line per code for readers of the reference page; codes without a note are listed bare. */
export const CODE_NOTES: Partial<Record<ErrorCode, string>> = {
  payload_too_large: 'the body is larger than 64 KiB',
  unsupported_media_type: 'Content-Type is present and is not application/json',
  invalid_authorization_header: 'the Authorization header is not `Bearer client_id:client_secret`',
  invalid_client: 'unknown or wrong credentials',
  client_not_active: 'the API client is deactivated',
  ip_not_allowed: 'the source IP is not on the API client allow list',
  permission_denied:
    "the API client lacks the permission this endpoint needs, or the dashboard user's role may not call it",
  invalid_token: 'the Bearer token is not an ID token of the dashboard user pool',
  merchant_id_required: 'the user belongs to several merchants and sent no `X-Merchant-Id`',
  kyc_required: 'the merchant is not KYC verified',
  not_found: 'no such resource for this merchant',
  idempotency_key_conflict: 'the idempotency key was used with a different request',
  idempotency_key_in_progress: 'a request with this idempotency key is still running',
  duplicate_recent_order: 'an identical order was placed within the last 60 seconds',
  duplicate_ref_id: 'the ref_id was already used with another body',
  duplicate_reference: 'the merchant already has a payout batch with this reference',
  batch_not_approvable: 'the batch is not `ready` (still validating, invalid, approved already, rejected or expired)',
  batch_has_invalid_items: 'the batch has invalid rows: approve with `ignore_invalid: true` to pay the valid ones',
  same_maker_and_checker: 'the API client or dashboard user that created the batch may not approve it',
  validation_failed: 'the request is invalid; `errors` maps each field to its messages',
  insufficient_balance: 'the available balance does not cover the debit',
  invalid_pin: 'the transaction PIN is wrong',
  pin_locked: 'too many wrong PINs; confirms are locked for 15 minutes',
  weak_pin: 'the new PIN is one digit repeated or a run (`111111`, `123456`, `654321`)',
  inquiry_expired: 'the inquiry is older than 30 minutes',
  inquiry_used: 'the postpaid inquiry was already paid by another order',
  product_inactive: 'the product is not available right now',
  invalid_msisdn: 'the destination is not a valid number for the product (operator prefix, length)',
  invalid_destination: 'the gateway found no such account',
  refund_not_allowed: 'not refundable: not an inbound payment, not paid or settled, or it has all its refunds',
  refund_window_expired: 'a refund back on the payment rail is allowed 30 days after `paid_at` at most',
  refund_exceeds_refundable: 'more than is left to refund (the amount paid minus every refund not failed)',
  destination_required: 'a VA payment is refunded by payout: give `destination` and `pin`',
  link_inactive: 'the payment link was deactivated by its merchant and takes no new payment',
  link_expired: 'the payment link is past its `expires_at` and takes no new payment',
  link_completed: 'the payment link was paid (single use) or reached `max_uses` and takes no new payment',
  settlement_account_not_ready:
    'the settlement account was added less than 24 hours ago; withdrawals to it start at its `usable_at`',
  too_many_settlement_accounts: 'the merchant has 3 settlement accounts already; remove one first',
  fees_exceed_amount: 'the fees would reach the amount; raise the amount',
  export_too_large: 'more than 50,000 rows (or 5 MB on AWS) match; narrow the date range',
  rate_limited: `more than ${RATE_LIMIT_PER_MINUTE_DEFAULT} requests per minute from this IP; retry after \`Retry-After\` seconds`,
  internal_error: 'an unexpected failure; nothing internal is revealed',
  upstream_error: 'the payment gateway failed; `upstream_status` carries its HTTP status',
  service_unavailable:
    'busy: the request lost to other requests changing the same account (nothing was done) or to a concurrent change; retry after `Retry-After` seconds',
};
