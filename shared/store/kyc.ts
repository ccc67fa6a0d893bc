import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { KYC_UNSUBMITTED_DOCUMENT_DAYS } from '../constants';
import type { KycDocumentContentType, KycDocumentKind } from '../domain/kyc';
import { ddb, tableName } from './aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from './due';
import { isConditionFailure, recordOf } from './item';
import { KYC_DOCUMENT_SK_PREFIX, keys } from './keys';
import type { KycStatus } from './merchants';
import { transactWrite, type TxItem } from './transact';

/**
 * The object a submission checked and pinned: a copy no upload URL points at, its version (in
 * AWS, where the bucket is versioned), ETag and size. The operator is shown this, whatever is
 * uploaded later.
 */
export interface PinnedKycObject {
  key: string;
  version_id?: string;
  etag: string;
  size_bytes: number;
}

/** A document the owner declared; the browser posts its bytes to `upload_key` (store/kyc-objects.ts). */
export interface KycDocumentRecord {
  id: string;
  merchant_id: string;
  kind: KycDocumentKind;
  content_type: KycDocumentContentType;
  /** `created` until a submission names it, then `submitted`. */
  status: 'created' | 'submitted';
  created_at_ms: number;
  /** Where the upload lands; absent on documents created before uploads went through a POST (kycLegacyObjectKey). */
  upload_key?: string;
  /** Set by the submission that checked it; a later submission naming it again keeps it. */
  pinned?: PinnedKycObject;
}

/** When a document's upload is deleted, and, if it was never submitted, the document too. */
export const kycDocumentDueMs = (document: Pick<KycDocumentRecord, 'created_at_ms'>): number =>
  document.created_at_ms + KYC_UNSUBMITTED_DOCUMENT_DAYS * 86_400_000;

/** What the owner submitted, kept for the operator's review (the merchant's latest submission only). */
export interface KycSubmissionRecord {
  merchant_id: string;
  legal_name: string;
  nib: string;
  npwp: string;
  address: string;
  owner_ktp_number: string;
  document_ids: string[];
  submitted_at_ms: number;
  submitted_by: { sub: string; email: string };
}

/** KYC states from which the owner may still add documents and submit. */
export const KYC_OPEN_STATES: readonly KycStatus[] = ['unverified', 'rejected'];

const openStateCondition = () => ({
  ConditionExpression: '#data.#kyc IN (:unverified, :rejected)',
  ExpressionAttributeNames: { '#data': 'data', '#kyc': 'kyc_status' },
  ExpressionAttributeValues: { ':unverified': KYC_OPEN_STATES[0], ':rejected': KYC_OPEN_STATES[1] },
});

/**
 * The document's item, written only while the merchant's KYC is still open (a ConditionCheck of the
 * merchant in the same transaction) and while the merchant holds fewer than `max` documents (its
 * count item, one more), with `alongside` (its audit entry). The item is on the due index at
 * kycDocumentDueMs, for the sweep. `closed` when the merchant has submitted or is verified
 * meanwhile, `limit_reached` at `max` documents.
 */
export async function createKycDocument(
  document: KycDocumentRecord,
  alongside: readonly TxItem[],
  max: number,
): Promise<'created' | 'closed' | 'limit_reached'> {
  const table = tableName();
  const outcome = await transactWrite([
    { ConditionCheck: { TableName: table, Key: keys.merchant(document.merchant_id), ...openStateCondition() } },
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.kycDocument(document.merchant_id, document.id),
          entity: 'kyc_document',
          gsi2pk: dueKey('kycDocument', document.id),
          gsi2sk: kycDocumentDueMs(document),
          ...document,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.kycDocumentCount(document.merchant_id),
        UpdateExpression: 'SET entity = :entity ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':entity': 'kyc_document_count', ':one': 1, ':max': max },
      },
    },
    ...alongside,
  ]);
  if (outcome.ok) return 'created';
  if (outcome.kind === 'condition') return outcome.failedIndexes.includes(2) ? 'limit_reached' : 'closed';
  throw new Error('KYC document creation conflicted; retry');
}

/** Every document of the merchant (a handful): one query of its KYC partition. */
export async function listKycDocuments(merchantId: string): Promise<KycDocumentRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :doc)',
      ExpressionAttributeValues: { ':pk': keys.kycSubmission(merchantId).pk, ':doc': KYC_DOCUMENT_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => recordOf<KycDocumentRecord>(item));
}

export async function getKycSubmission(merchantId: string): Promise<KycSubmissionRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.kycSubmission(merchantId), ConsistentRead: true }),
  );
  return result.Item === undefined ? undefined : recordOf<KycSubmissionRecord>(result.Item, ['entity']);
}

/**
 * The submission: the merchant moves to `submitted` only from an open state (so of two concurrent
 * submits one wins), its rejection reason is cleared, the submission replaces any earlier one, its
 * documents are marked submitted with what was pinned of each, and `alongside` (the audit entry) is
 * written, all or nothing. `document_gone` when a document was deleted meanwhile (the sweep).
 */
export async function submitKyc(
  submission: KycSubmissionRecord,
  pins: ReadonlyMap<string, PinnedKycObject>,
  alongside: readonly TxItem[],
): Promise<'submitted' | 'closed' | 'document_gone'> {
  const table = tableName();
  const condition = openStateCondition();
  const outcome = await transactWrite([
    {
      Update: {
        TableName: table,
        Key: keys.merchant(submission.merchant_id),
        UpdateExpression: 'SET #data.#kyc = :submitted, #data.#reason = :none',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#reason': 'kyc_rejection_reason' },
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':submitted': 'submitted', ':none': null },
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...keys.kycSubmission(submission.merchant_id), entity: 'kyc_submission', ...submission },
      },
    },
    ...submission.document_ids.map((documentId): TxItem => ({
      Update: {
        TableName: table,
        Key: keys.kycDocument(submission.merchant_id, documentId),
        UpdateExpression: 'SET #status = :submitted, #pinned = :pinned',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status', '#pinned': 'pinned' },
        ExpressionAttributeValues: { ':submitted': 'submitted', ':pinned': pinOf(pins, documentId) },
      },
    })),
    ...alongside,
  ]);
  if (outcome.ok) return 'submitted';
  const documents = { from: 2, to: 2 + submission.document_ids.length };
  if (outcome.kind === 'condition')
    return outcome.failedIndexes.some((index) => index >= documents.from && index < documents.to)
      ? 'document_gone'
      : 'closed';
  throw new Error('KYC submission conflicted; retry');
}

function pinOf(pins: ReadonlyMap<string, PinnedKycObject>, documentId: string): PinnedKycObject {
  const pin = pins.get(documentId);
  if (pin === undefined) throw new Error(`KYC document ${documentId} is submitted without a pinned object`);
  return pin;
}

/** One page of documents whose upload is due for deletion (store/due.ts), oldest first per shard. */
export async function listDueKycDocuments(
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<KycDocumentRecord>> {
  const page = await queryDuePage('kycDocument', nowMs, limit, after);
  const items = page.items
    .filter((item) => item.entity === 'kyc_document')
    .map((item) => recordOf<KycDocumentRecord>(item));
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/**
 * Deletes a document never submitted, and one from the merchant's count, only while it is still
 * unsubmitted: false when a submission named it meanwhile.
 */
export async function deleteUnsubmittedKycDocument(document: KycDocumentRecord): Promise<boolean> {
  const table = tableName();
  const outcome = await transactWrite([
    {
      Delete: {
        TableName: table,
        Key: keys.kycDocument(document.merchant_id, document.id),
        ConditionExpression: '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':created': 'created' },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.kycDocumentCount(document.merchant_id),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
  ]);
  if (outcome.ok) return true;
  if (outcome.kind === 'condition' && outcome.failedIndexes.includes(0)) return false;
  throw new Error(`KYC document ${document.id} could not be deleted now; it stays due`);
}

/** A submitted document leaves the due index once its upload is deleted (its pinned copy stays). */
export async function clearSubmittedKycDocumentDue(document: KycDocumentRecord): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.kycDocument(document.merchant_id, document.id),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        ConditionExpression: '#status = :submitted',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':submitted': 'submitted' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
