import type { KycDocumentRecord, KycSubmissionRecord } from '../store/kyc';
import { getKycSubmission, listKycDocuments } from '../store/kyc';
import { getMerchant, type MerchantRecord } from '../store/merchants';
import { toJakartaIso } from '../time';

/**
 * What both KYC reads start from (the owner's GET /dashboard/v1/kyc, kyc-own.ts, and the operator's
 * review, kyc-review.ts): the merchant, its latest submission and the documents that submission
 * named, in its order; undefined when the merchant does not exist.
 */
export async function readKyc(
  merchantId: string,
): Promise<
  { merchant: MerchantRecord; submission: KycSubmissionRecord | undefined; named: KycDocumentRecord[] } | undefined
> {
  const [merchant, submission, documents] = await Promise.all([
    getMerchant(merchantId),
    getKycSubmission(merchantId),
    listKycDocuments(merchantId),
  ]);
  if (merchant === undefined) return undefined;
  const byId = new Map(documents.map((document) => [document.id, document]));
  const named = (submission?.document_ids ?? []).flatMap((id) => byId.get(id) ?? []);
  return { merchant, submission, named };
}

/** A submission's fields as both reads show them. */
export const submittedFields = (submission: KycSubmissionRecord) => ({
  legal_name: submission.legal_name,
  nib: submission.nib,
  npwp: submission.npwp,
  address: submission.address,
  owner_ktp_number: submission.owner_ktp_number,
  submitted_at: toJakartaIso(submission.submitted_at_ms),
});
