import type { Clock } from '../clock';
import { KYC_DOWNLOAD_URL_SECONDS } from '../constants';
import { done, refuse, type Outcome } from '../domain/outcome';
import type { KycDocumentRecord } from '../store/kyc';
import { kycLegacyObjectKey, presignedDownload } from '../store/kyc-objects';
import type { KycStatus } from '../store/merchants';
import { toJakartaIso } from '../time';
import { readKyc, submittedFields } from './kyc-read';

export interface KycReviewDocument {
  id: string;
  kind: string;
  content_type: string;
  status: string;
  created_at: string;
  /** The size the submission checked; null for a document submitted before submissions pinned their documents. */
  size_bytes: number | null;
  /** A GET URL of what the submission checked (its pinned copy), valid until `download_expires_at`. */
  download_url: string;
  download_expires_at: string;
}

export interface KycReview {
  merchant: { id: string; name: string; kyc_status: KycStatus; kyc_rejection_reason: string | null };
  /** The latest submission, or null when the merchant never submitted through the dashboard. */
  submission: {
    legal_name: string;
    nib: string;
    npwp: string;
    address: string;
    owner_ktp_number: string;
    document_ids: string[];
    submitted_at: string;
    submitted_by: { sub: string; email: string };
  } | null;
  /** The submission's documents, each with a short-lived download URL. */
  documents: KycReviewDocument[];
}

/**
 * A document as the operator reviews it: what its submission checked (the pinned copy's version and
 * size), or for a document submitted before pinning its object under the old key.
 */
async function reviewedDocument(document: KycDocumentRecord, expiresAt: string): Promise<KycReviewDocument> {
  const { pinned } = document;
  return {
    id: document.id,
    kind: document.kind,
    content_type: document.content_type,
    status: document.status,
    created_at: toJakartaIso(document.created_at_ms),
    size_bytes: pinned?.size_bytes ?? null,
    download_url: await presignedDownload(
      pinned === undefined
        ? { key: kycLegacyObjectKey(document.merchant_id, document.id) }
        : { key: pinned.key, versionId: pinned.version_id },
      KYC_DOWNLOAD_URL_SECONDS,
    ),
    download_expires_at: expiresAt,
  };
}

/**
 * GET /admin/v1/merchants/{id}/kyc: what an operator reviews before deciding: the merchant's KYC
 * state, its latest submission and a presigned GET URL (KYC_DOWNLOAD_URL_SECONDS) per document, of
 * the copy (and version) the submission checked and pinned: whatever is uploaded to the document's
 * upload key later, this is what the operator downloads.
 */
export async function adminKycReview(merchantId: string, clock: Clock): Promise<Outcome<KycReview>> {
  const read = await readKyc(merchantId);
  if (read === undefined) return refuse('not_found', 'Merchant not found');
  const { merchant, submission, named } = read;
  const expiresAt = toJakartaIso(clock.nowMs() + KYC_DOWNLOAD_URL_SECONDS * 1000);
  const reviewed = await Promise.all(named.map((document) => reviewedDocument(document, expiresAt)));
  return done({
    merchant: {
      id: merchant.id,
      name: merchant.name,
      kyc_status: merchant.kyc_status,
      kyc_rejection_reason: merchant.kyc_rejection_reason ?? null,
    },
    submission:
      submission === undefined
        ? null
        : {
            ...submittedFields(submission),
            document_ids: submission.document_ids,
            submitted_by: submission.submitted_by,
          },
    documents: reviewed,
  });
}
