import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys, SUSPENSE_PK } from './keys';
import { queryAll } from './query';
import type { TxItem } from './transact';

/**
 * Money that arrived and matched no transaction (docs/ARCHITECTURE.md, section 6): it is posted from gateway
 * clearing to the suspense account and kept here, raw callback included, until an operator credits
 * a merchant with it or returns it to the gateway.
 */
export const SUSPENSE_REASONS = [
  /** Another payment (another gateway reference) for a transaction that is already paid. */
  'duplicate_payment',
  /** The amount paid is not the transaction's amount. */
  'amount_mismatch',
  /** The partner_reff names no transaction of ours. */
  'unknown_reference',
  /** The partner_reff names a transaction that takes no payments (a payout). */
  'not_payable',
  /** The (bank, VA number) is no VA of ours. */
  'unknown_virtual_account',
  /** A dedicated VA payment below the smallest amount we accept. */
  'below_minimum',
  /**
   * A payment whose fees reach its amount under the merchant's fee rule (an override set before
   * overrides were checked over the whole range): crediting it would credit nothing or less.
   */
  'fees_exceed_amount',
  /**
   * A payout callback that contradicts the money as we moved it (executed after the hold was
   * released, failed after it was paid, returned when it was never paid). It moves no money: the
   * amount is what the callback claims, kept for the operator; the suspense account never held it.
   */
  'payout_conflict',
] as const;
export type SuspenseReason = (typeof SUSPENSE_REASONS)[number];

/** `closed`: a payout conflict an operator has looked at; it had no money to credit or refund. */
export const SUSPENSE_STATES = ['open', 'credited', 'refunded', 'closed'] as const;
export type SuspenseState = (typeof SUSPENSE_STATES)[number];

/** Whether the entry's amount sits in the suspense account (every reason but a payout conflict). */
export const holdsMoney = (entry: Pick<SuspenseRecord, 'reason'>): boolean => entry.reason !== 'payout_conflict';

export interface SuspenseRecord {
  id: string;
  amount: number;
  reason: SuspenseReason;
  /** What exactly did not match, for the operator. */
  detail: string;
  gateway_reference: string;
  partner_reff: string | null;
  virtual_account_number: string | null;
  bank_code: string | null;
  received_at_ms: number;
  state: SuspenseState;
  /** The callback body exactly as the gateway signed it. */
  raw_callback: string;
  resolved_at_ms?: number;
  /** The operator who resolved it (IAM caller ARN in AWS, `local-admin` locally). */
  resolved_by?: string;
  /** Credited: the merchant and the adjustment transaction that carries the money. */
  merchant_id?: string;
  transaction_partner_reff?: string;
}

/** Written with the suspense postings, once per gateway reference. */
export function newSuspenseItem(record: SuspenseRecord): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.suspense(record.id), entity: 'suspense', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export type SuspenseResolution =
  | { state: 'credited'; merchantId: string; transactionPartnerReff: string }
  | { state: 'refunded' }
  | { state: 'closed' };

/** Closes an open entry; written with the resolution's postings, so an entry is resolved at most once. */
export function resolveSuspenseItem(id: string, resolution: SuspenseResolution, atMs: number, by: string): TxItem {
  const credited =
    resolution.state === 'credited' ? { ':m': resolution.merchantId, ':t': resolution.transactionPartnerReff } : {};
  return {
    Update: {
      TableName: tableName(),
      Key: keys.suspense(id),
      UpdateExpression: `SET #state = :state, resolved_at_ms = :at, resolved_by = :by${resolution.state === 'credited' ? ', merchant_id = :m, transaction_partner_reff = :t' : ''}`,
      ConditionExpression: '#state = :open',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':state': resolution.state, ':at': atMs, ':by': by, ':open': 'open', ...credited },
    },
  };
}

export async function getSuspenseEntry(id: string): Promise<SuspenseRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.suspense(id), ConsistentRead: true }),
  );
  return result.Item?.entity === 'suspense' ? recordOf<SuspenseRecord>(result.Item) : undefined;
}

/** Every entry, in the order the money arrived (ids are hashes, so the key order is not time order). */
export async function listSuspenseEntries(): Promise<SuspenseRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': SUSPENSE_PK },
    ConsistentRead: true,
  });
  return items
    .filter((item) => item.entity === 'suspense')
    .map((item) => recordOf<SuspenseRecord>(item))
    .sort((left, right) => left.received_at_ms - right.received_at_ms || left.id.localeCompare(right.id));
}
