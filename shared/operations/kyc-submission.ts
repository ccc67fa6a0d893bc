import type { Clock } from '../clock';
import { KYC_DOCUMENT_BYTES_MAX, KYC_UPLOAD_URL_SECONDS } from '../constants';
import { missingKycDocuments, type KycDocumentContentType, type KycDocumentKind } from '../domain/kyc';
import type { DashboardUser, Membership } from '../domain/members';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import { newKycDocumentId } from '../ids';
import { auditEntryItem, userActor } from '../store/audit-log';
import { createKycDocument, KYC_OPEN_STATES, listKycDocuments, submitKyc, type KycDocumentRecord } from '../store/kyc';
import { headObject, kycObjectKey, presignedUpload } from '../store/kyc-objects';
import { getMerchant, type KycStatus } from '../store/merchants';
import { dashboardMerchantView, type DashboardMerchantView } from './dashboard-merchant-view';
import { toJakartaIso } from '../time';

/**
 * Merchant KYC through the dashboard: the owner declares each document and uploads it straight to
 * S3 with a presigned PUT (the bytes never pass through a Lambda), then submits its legal identity
 * with the document ids; the submit route checks every object in S3 before the merchant moves to
 * `submitted`, which an operator then approves or rejects (shared/operations/kyc-review.ts).
 */

/** Why a merchant in this state may not change its KYC: it is waiting for a decision, or done. */
function closedRefusal(status: KycStatus | undefined): Refusal {
  if (status === 'verified') return refuse('kyc_already_verified', 'The merchant is already KYC verified');
  return refuse(
    'kyc_already_submitted',
    'The KYC submission is waiting for review; documents can be added again only if it is rejected',
  );
}

const merchantNotFound = () => refuse('not_found', 'Merchant not found');

export interface KycUpload {
  document_id: string;
  upload_url: string;
  /** ISO 8601 UTC: after this the URL is refused; create another document. */
  expires_at: string;
}

/**
 * POST /dashboard/v1/kyc/documents: records the document and answers a PUT URL of its object,
 * signed with its content type and valid KYC_UPLOAD_URL_SECONDS. Refused once the merchant has
 * submitted or is verified. A retry with the same Idempotency-Key answers the same document.
 */
export async function createKycUpload(
  membership: Membership,
  user: DashboardUser,
  body: { kind: KycDocumentKind; content_type: KycDocumentContentType },
  clock: Clock,
): Promise<Outcome<KycUpload>> {
  const merchant = await getMerchant(membership.merchant_id);
  if (merchant === undefined) return merchantNotFound();
  if (!KYC_OPEN_STATES.includes(merchant.kyc_status)) return closedRefusal(merchant.kyc_status);
  const nowMs = clock.nowMs();
  const document: KycDocumentRecord = {
    id: newKycDocumentId(),
    merchant_id: merchant.id,
    kind: body.kind,
    content_type: body.content_type,
    status: 'created',
    created_at_ms: nowMs,
  };
  const audit = auditEntryItem({
    merchantId: merchant.id,
    actor: userActor(user),
    action: 'kyc.document_created',
    target: document.id,
    details: { kind: document.kind, content_type: document.content_type },
    atMs: nowMs,
  });
  if ((await createKycDocument(document, [audit])) === 'closed')
    return closedRefusal((await getMerchant(merchant.id))?.kyc_status);
  const uploadUrl = await presignedUpload(
    kycObjectKey(merchant.id, document.id),
    document.content_type,
    KYC_UPLOAD_URL_SECONDS,
  );
  return done({
    document_id: document.id,
    upload_url: uploadUrl,
    expires_at: toJakartaIso(nowMs + KYC_UPLOAD_URL_SECONDS * 1000),
  });
}

export interface KycSubmissionBody {
  legal_name: string;
  nib: string;
  npwp: string;
  address: string;
  owner_ktp_number: string;
  document_ids: string[];
}

/**
 * Each named document must be this merchant's (else 404, as for any other merchant's object) and
 * its object uploaded, at most KYC_DOCUMENT_BYTES_MAX and of the declared content type.
 */
async function checkedDocuments(
  merchantId: string,
  documentIds: readonly string[],
): Promise<Outcome<KycDocumentRecord[]>> {
  const own = new Map((await listKycDocuments(merchantId)).map((document) => [document.id, document]));
  const named: KycDocumentRecord[] = [];
  for (const id of documentIds) {
    const document = own.get(id);
    if (document === undefined) return refuse('not_found', `KYC document ${id} not found`);
    named.push(document);
  }
  const objects = await Promise.all(named.map((document) => headObject(kycObjectKey(merchantId, document.id))));
  for (const [index, document] of named.entries()) {
    const object = objects[index];
    if (object === undefined || object.sizeBytes === 0)
      return refuse('kyc_document_not_uploaded', `KYC document ${document.id} (${document.kind}) was not uploaded`);
    if (object.sizeBytes > KYC_DOCUMENT_BYTES_MAX)
      return refuse(
        'kyc_document_too_large',
        `KYC document ${document.id} is ${object.sizeBytes} bytes; the most is ${KYC_DOCUMENT_BYTES_MAX}`,
      );
    if (object.contentType !== document.content_type)
      return refuse(
        'kyc_document_content_type_mismatch',
        `KYC document ${document.id} was uploaded as ${object.contentType ?? 'no content type'}, declared ${document.content_type}`,
      );
  }
  return done(named);
}

/**
 * POST /dashboard/v1/kyc: moves the merchant from `unverified` or `rejected` to `submitted` with
 * its submission, in one conditional transaction: of two concurrent submits one wins and the other
 * is refused 409. A resubmission after a rejection clears the rejection reason.
 */
export async function submitOwnKyc(
  membership: Membership,
  user: DashboardUser,
  body: KycSubmissionBody,
  clock: Clock,
): Promise<Outcome<{ merchant: DashboardMerchantView }>> {
  const merchant = await getMerchant(membership.merchant_id);
  if (merchant === undefined) return merchantNotFound();
  if (!KYC_OPEN_STATES.includes(merchant.kyc_status)) return closedRefusal(merchant.kyc_status);
  const documents = await checkedDocuments(merchant.id, body.document_ids);
  if (!documents.ok) return documents;
  const missing = missingKycDocuments(documents.value.map((document) => document.kind));
  if (missing.length > 0)
    return refuse('kyc_documents_incomplete', `The submission lacks documents: ${missing.join('; ')}`);
  const nowMs = clock.nowMs();
  const audit = auditEntryItem({
    merchantId: merchant.id,
    actor: userActor(user),
    action: 'kyc.submitted',
    // Which documents, not what they say: the NIK, NPWP and NIB stay in the submission item only.
    details: {
      document_ids: body.document_ids,
      kinds: documents.value.map((document) => document.kind),
      resubmission: merchant.kyc_status === 'rejected',
    },
    atMs: nowMs,
  });
  const submitted = await submitKyc(
    {
      merchant_id: merchant.id,
      legal_name: body.legal_name,
      nib: body.nib,
      npwp: body.npwp,
      address: body.address,
      owner_ktp_number: body.owner_ktp_number,
      document_ids: body.document_ids,
      submitted_at_ms: nowMs,
      submitted_by: { sub: user.sub, email: user.email },
    },
    [audit],
  );
  if (submitted === 'closed') return closedRefusal((await getMerchant(merchant.id))?.kyc_status);
  return done({
    merchant: dashboardMerchantView({ ...merchant, kyc_status: 'submitted', kyc_rejection_reason: null }),
  });
}
