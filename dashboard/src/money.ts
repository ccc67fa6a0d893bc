import type { components } from '../../client/schema';
import { ApiError } from './api';

/**
 * The transaction vocabulary the money pages share (types, statuses, filters), typed from the
 * schema so a new type or status of the service is a type error here, not a blank label.
 */
export type TransactionType = components['schemas']['TransactionListItem']['type'];
export type TransactionStatus = components['schemas']['TransactionListItem']['status'];
export type TransactionListItem = components['schemas']['TransactionListItem'];

const TYPES: Record<TransactionType, true> = {
  qris: true,
  va: true,
  dedicated_va: true,
  transfer: true,
  ewallet: true,
  withdrawal: true,
  ewallet_cashin: true,
  digital: true,
  ppob: true,
  adjustment: true,
};
export const TRANSACTION_TYPES = Object.keys(TYPES) as TransactionType[];

const STATUSES: Record<TransactionStatus, true> = {
  created: true,
  waiting_payment: true,
  pending: true,
  paid: true,
  settled: true,
  failed: true,
  expired: true,
  cancelled: true,
};
export const TRANSACTION_STATUSES = Object.keys(STATUSES) as TransactionStatus[];

/** The channels money comes in by (the service's `direction: 'in'` types): the overview's chart. */
export const INBOUND_TYPES: TransactionType[] = ['qris', 'va', 'dedicated_va', 'ewallet_cashin'];
/** A payment that came in: paid, or paid and since settled. */
export const PAID_STATUSES: TransactionStatus[] = ['paid', 'settled'];

/** The list's and the export's filters as the URL query keeps them (empty = not filtered). */
export interface TransactionFilters {
  type: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

export const NO_FILTERS: TransactionFilters = { type: '', status: '', from: '', to: '', q: '' };

export function filtersOf(query: Record<string, string | undefined>): TransactionFilters {
  return {
    type: query.type ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
    q: query.q ?? '',
  };
}

/** The filters as API query parameters: only the ones set (the API refuses an empty value). */
export function filterQuery(filters: TransactionFilters) {
  return {
    type: (filters.type || undefined) as TransactionType | undefined,
    status: (filters.status || undefined) as TransactionStatus | undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q.trim() || undefined,
  };
}

/** `?type=qris&page=2` for the set values, '' when none. */
export function searchOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The error for the alert above a list: without its field messages (the service's English text),
 * which the form shows translated beside its fields instead.
 */
export function withoutFields(error: unknown): unknown {
  return error instanceof ApiError && Object.keys(error.fields).length > 0
    ? new ApiError(error.status, error.code, error.message)
    : error;
}

/** "Try again" helps only when the service or the network failed, not when it refused the request. */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
