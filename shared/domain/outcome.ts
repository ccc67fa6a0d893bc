/**
 * What an operation answers: a value, or a refusal the contract names. Refusals are expected
 * business outcomes, not exceptions; the handler layer maps each code to its HTTP status in one
 * table (shared/errors.ts). Exceptions stay for bugs and infrastructure.
 */
export type RefusalCode =
  | 'validation_failed'
  | 'not_found'
  | 'kyc_required'
  | 'permission_denied'
  | 'same_maker_and_checker'
  | 'already_member'
  | 'already_invited'
  | 'too_many_invitations'
  | 'last_owner'
  | 'client_limit_reached'
  | 'kyc_already_submitted'
  | 'kyc_already_verified'
  | 'kyc_document_limit_reached'
  | 'kyc_document_not_uploaded'
  | 'kyc_document_too_large'
  | 'kyc_document_content_type_mismatch'
  | 'kyc_documents_incomplete'
  | 'insufficient_balance'
  | 'batch_has_invalid_items'
  | 'invalid_pin'
  | 'pin_locked'
  | 'weak_pin'
  | 'inquiry_expired'
  | 'inquiry_used'
  | 'product_inactive'
  | 'invalid_msisdn'
  | 'duplicate_ref_id'
  | 'duplicate_reference'
  | 'batch_not_approvable'
  | 'duplicate_recent_order'
  | 'invalid_destination'
  | 'refund_not_allowed'
  | 'refund_window_expired'
  | 'refund_exceeds_refundable'
  | 'destination_required'
  | 'link_inactive'
  | 'link_expired'
  | 'link_completed'
  | 'settlement_account_not_ready'
  | 'too_many_settlement_accounts'
  | 'fees_exceed_amount'
  | 'export_too_large'
  | 'filter_too_broad'
  | 'invalid_cursor'
  | 'idempotency_key_in_progress'
  | 'suspense_already_resolved'
  | 'upstream_error'
  | 'service_unavailable';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  message: string;
  /** validation_failed only: field -> messages. */
  fields?: Record<string, string[]>;
}

export interface Done<T> {
  ok: true;
  value: T;
}

export type Outcome<T> = Done<T> | Refusal;

export const done = <T>(value: T): Done<T> => ({ ok: true, value });

export const refuse = (code: RefusalCode, message: string, fields?: Record<string, string[]>): Refusal =>
  fields === undefined ? { ok: false, code, message } : { ok: false, code, message, fields };

export const keyInProgressRefusal = (): Refusal =>
  refuse('idempotency_key_in_progress', 'A request with this idempotency key is still being processed');

/** docs/ARCHITECTURE.md, 14.2: a payment whose fees reach its amount would credit the merchant nothing. */
export function feesBelowAmount(amountIdr: number, totalFeeIdr: number): Refusal | undefined {
  if (totalFeeIdr < amountIdr) return undefined;
  return refuse('fees_exceed_amount', `The fees (${totalFeeIdr}) reach the amount (${amountIdr}); raise the amount`);
}
