import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { KycDocumentContentType, KycDocumentKind } from '../domain/kyc';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { KYC_DOCUMENT_SK_PREFIX, keys } from './keys';
import type { KycStatus } from './merchants';
import { transactWrite, type TxItem } from './transact';

/** A document the owner declared; its bytes are in S3 under `kyc/<merchant_id>/<id>`. */
export interface KycDocumentRecord {
  id: string;
  merchant_id: string;
  kind: KycDocumentKind;
  content_type: KycDocumentContentType;
  /** `created` until a submission names it, then `submitted`. */
  status: 'created' | 'submitted';
  created_at_ms: number;
}

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
 * merchant in the same transaction), with `alongside` (its audit entry). `closed` when the merchant
 * has submitted or is verified meanwhile.
 */
export async function createKycDocument(
  document: KycDocumentRecord,
  alongside: readonly TxItem[],
): Promise<'created' | 'closed'> {
  const table = tableName();
  const outcome = await transactWrite([
    { ConditionCheck: { TableName: table, Key: keys.merchant(document.merchant_id), ...openStateCondition() } },
    {
      Put: {
        TableName: table,
        Item: { ...keys.kycDocument(document.merchant_id, document.id), entity: 'kyc_document', ...document },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...alongside,
  ]);
  if (outcome.ok) return 'created';
  if (outcome.kind === 'condition') return 'closed';
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
  return (result.Items ?? []).map((item) => recordOf<KycDocumentRecord>(item, ['entity']));
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
 * documents are marked submitted, and `alongside` (the audit entry) is written, all or nothing.
 */
export async function submitKyc(
  submission: KycSubmissionRecord,
  alongside: readonly TxItem[],
): Promise<'submitted' | 'closed'> {
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
        UpdateExpression: 'SET #status = :submitted',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':submitted': 'submitted' },
      },
    })),
    ...alongside,
  ]);
  if (outcome.ok) return 'submitted';
  if (outcome.kind === 'condition') return 'closed';
  throw new Error('KYC submission conflicted; retry');
}
