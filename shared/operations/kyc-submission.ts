import type { Clock } from '../clock';
import {
  KYC_DOCUMENT_BYTES_MAX,
  KYC_DOCUMENTS_PER_MERCHANT_MAX,
  KYC_UNSUBMITTED_DOCUMENT_DAYS,
  KYC_UPLOAD_URL_SECONDS,
} from '../constants';
import { missingKycDocuments, type KycDocumentContentType, type KycDocumentKind } from '../domain/kyc';
import type { DashboardUser, Membership } from '../domain/members';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import { newKycDocumentId } from '../ids';
import { auditEntryItem, userActor } from '../store/audit-log';
import {
  createKycDocument,
  KYC_OPEN_STATES,
  kycDocumentDueMs,
  listKycDocuments,
  submitKyc,
  type KycDocumentRecord,
  type PinnedKycObject,
} from '../store/kyc';
import {
  copyIfUnchanged,
  headObject,
  kycLegacyObjectKey,
  kycPinnedKey,
  kycUploadKey,
  presignedUploadPost,
  type StoredObject,
} from '../store/kyc-objects';
import { getMerchant, type KycStatus } from '../store/merchants';
import { dashboardMerchantView, type DashboardMerchantView } from './dashboard-merchant-view';
import { toJakartaIso } from '../time';

/**
 * Merchant KYC through the dashboard: the owner declares each document and uploads it straight to
 * S3 with a presigned POST whose policy fixes its key and Content-Type and caps its size (the bytes
 * never pass through a Lambda), then submits its legal identity with the document ids. The submit
 * route copies each upload to a key no upload URL points at, checks that copy, and pins it (its
 * version, ETag and size) in the same transaction that moves the merchant to `submitted`; an
 * operator then reviews the pinned copies and approves or rejects (shared/operations/kyc-review.ts).
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
  /** Where the browser posts the form (multipart/form-data): the fields, then the file as `file`. */
  upload_url: string;
  upload_fields: Record<string, string>;
  /** ISO 8601 UTC: after this the POST is refused; create another document. */
  expires_at: string;
}

/** A new document of the merchant, to be uploaded to its own key under kyc/uploads/. */
function newDocument(
  merchantId: string,
  body: { kind: KycDocumentKind; content_type: KycDocumentContentType },
  nowMs: number,
): KycDocumentRecord {
  const id = newKycDocumentId();
  return {
    id,
    merchant_id: merchantId,
    kind: body.kind,
    content_type: body.content_type,
    status: 'created',
    created_at_ms: nowMs,
    upload_key: kycUploadKey(merchantId, id),
  };
}

const limitRefusal = () =>
  refuse(
    'kyc_document_limit_reached',
    `A merchant holds at most ${KYC_DOCUMENTS_PER_MERCHANT_MAX} KYC documents; documents never submitted are deleted ${KYC_UNSUBMITTED_DOCUMENT_DAYS} days after they were created`,
  );

/**
 * POST /dashboard/v1/kyc/documents: records the document and answers a presigned POST of its
 * upload key, whose policy requires its content type and at most KYC_DOCUMENT_BYTES_MAX, valid
 * KYC_UPLOAD_URL_SECONDS. Refused once the merchant has submitted or is verified, and at
 * KYC_DOCUMENTS_PER_MERCHANT_MAX documents. A retry with the same Idempotency-Key answers the
 * same document.
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
  const document = newDocument(merchant.id, body, nowMs);
  const audit = auditEntryItem({
    merchantId: merchant.id,
    actor: userActor(user),
    action: 'kyc.document_created',
    target: document.id,
    details: { kind: document.kind, content_type: document.content_type },
    atMs: nowMs,
  });
  const created = await createKycDocument(document, [audit], KYC_DOCUMENTS_PER_MERCHANT_MAX);
  if (created === 'limit_reached') return limitRefusal();
  if (created === 'closed') return closedRefusal((await getMerchant(merchant.id))?.kyc_status);
  const upload = await presignedUploadPost(
    kycUploadKey(merchant.id, document.id),
    document.content_type,
    KYC_DOCUMENT_BYTES_MAX,
    KYC_UPLOAD_URL_SECONDS,
  );
  return done({
    document_id: document.id,
    upload_url: upload.url,
    upload_fields: upload.fields,
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

/** The object, if it may be submitted as `document`: uploaded, not empty, at most the cap, of the declared type. */
function checkedObject(document: KycDocumentRecord, object: StoredObject | undefined): Outcome<StoredObject> {
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
  return done(object);
}

/** The named documents, each this merchant's (else 404, as for any other merchant's object) and not deleted as unsubmitted. */
async function namedDocuments(
  merchantId: string,
  documentIds: readonly string[],
  nowMs: number,
): Promise<Outcome<KycDocumentRecord[]>> {
  const own = new Map((await listKycDocuments(merchantId)).map((document) => [document.id, document]));
  const named: KycDocumentRecord[] = [];
  for (const id of documentIds) {
    const document = own.get(id);
    if (document === undefined) return refuse('not_found', `KYC document ${id} not found`);
    if (document.status === 'created' && document.upload_key !== undefined && kycDocumentDueMs(document) <= nowMs)
      return refuse(
        'not_found',
        `KYC document ${id} was not submitted within ${KYC_UNSUBMITTED_DOCUMENT_DAYS} days and is deleted; add it again`,
      );
    named.push(document);
  }
  return done(named);
}

/**
 * Pins what each document's upload holds now: checks the upload (present, at most
 * KYC_DOCUMENT_BYTES_MAX, of the declared content type), copies it, only while its ETag is the one
 * checked, to its key under kyc/submitted/ (no upload URL points there), and checks that copy (the
 * version S3 gave it) the same way. A document pinned by an earlier submission keeps its pin.
 * Every upload is checked before anything is copied, so a refused submission copies nothing of a
 * bad one.
 */
async function pinnedDocuments(
  merchantId: string,
  documents: readonly KycDocumentRecord[],
): Promise<Outcome<Map<string, PinnedKycObject>>> {
  const pins = new Map<string, PinnedKycObject>();
  const unpinned = documents.filter((document) => {
    if (document.pinned !== undefined) pins.set(document.id, document.pinned);
    return document.pinned === undefined;
  });
  const uploads = await Promise.all(
    unpinned.map(async (document) => {
      const source = document.upload_key ?? kycLegacyObjectKey(merchantId, document.id);
      return { document, source, object: await headObject({ key: source }) };
    }),
  );
  const checked: Array<{ document: KycDocumentRecord; source: string; etag: string }> = [];
  for (const { document, source, object } of uploads) {
    const upload = checkedObject(document, object);
    if (!upload.ok) return upload;
    checked.push({ document, source, etag: upload.value.etag });
  }
  const copies = await Promise.all(
    checked.map(async ({ document, source, etag }) => {
      const copy = await copyIfUnchanged(source, etag, kycPinnedKey(merchantId, document.id, etag));
      return { document, copy, object: copy === 'changed' ? undefined : await headObject(copy) };
    }),
  );
  for (const { document, copy, object } of copies) {
    if (copy === 'changed')
      return refuse(
        'kyc_document_not_uploaded',
        `KYC document ${document.id} (${document.kind}) was replaced while it was checked; submit again`,
      );
    const pinned = checkedObject(document, object);
    if (!pinned.ok) return pinned;
    pins.set(document.id, {
      key: copy.key,
      ...(copy.versionId ? { version_id: copy.versionId } : {}),
      etag: pinned.value.etag,
      size_bytes: pinned.value.sizeBytes,
    });
  }
  return done(pins);
}

/** The named documents, complete (a KTP, and an NIB or NPWP), each pinned: what the submission records. */
async function checkedSubmission(
  merchantId: string,
  documentIds: readonly string[],
  nowMs: number,
): Promise<Outcome<{ documents: KycDocumentRecord[]; pins: Map<string, PinnedKycObject> }>> {
  const documents = await namedDocuments(merchantId, documentIds, nowMs);
  if (!documents.ok) return documents;
  const missing = missingKycDocuments(documents.value.map((document) => document.kind));
  if (missing.length > 0)
    return refuse('kyc_documents_incomplete', `The submission lacks documents: ${missing.join('; ')}`);
  const pins = await pinnedDocuments(merchantId, documents.value);
  return pins.ok ? done({ documents: documents.value, pins: pins.value }) : pins;
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
  const nowMs = clock.nowMs();
  const checked = await checkedSubmission(merchant.id, body.document_ids, nowMs);
  if (!checked.ok) return checked;
  const { documents, pins } = checked.value;
  const audit = auditEntryItem({
    merchantId: merchant.id,
    actor: userActor(user),
    action: 'kyc.submitted',
    // Which documents, not what they say: the NIK, NPWP and NIB stay in the submission item only.
    details: {
      document_ids: body.document_ids,
      kinds: documents.map((document) => document.kind),
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
    pins,
    [audit],
  );
  if (submitted === 'closed') return closedRefusal((await getMerchant(merchant.id))?.kyc_status);
  if (submitted === 'document_gone')
    return refuse('not_found', 'A KYC document of the submission was deleted meanwhile; add it again');
  return done({
    merchant: dashboardMerchantView({ ...merchant, kyc_status: 'submitted', kyc_rejection_reason: null }),
  });
}
