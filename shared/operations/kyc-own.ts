import type { Membership } from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import type { KycStatus } from '../store/merchants';
import type { KycDocumentContentType, KycDocumentKind } from '../domain/kyc';
import { readKyc, submittedFields } from './kyc-read';

export interface OwnKyc {
  kyc_status: KycStatus;
  kyc_rejection_reason: string | null;
  submission: {
    legal_name: string;
    nib: string;
    npwp: string;
    address: string;
    owner_ktp_number: string;
    submitted_at: string;
  } | null;
  documents: Array<{
    id: string;
    kind: KycDocumentKind;
    content_type: KycDocumentContentType;
    size_bytes: number | null;
    reusable: boolean;
  }>;
}

/**
 * GET /dashboard/v1/kyc: the owner's merchant's KYC state and its latest submission as submitted
 * (the fields and the documents it named), so a rejected form starts from what was entered. A
 * document the submission pinned may be named again without a new upload (kyc-submission.ts keeps
 * an earlier pin); one submitted before pinning is not reusable. No download URLs: the owner has
 * the files.
 */
export async function ownKyc(membership: Membership): Promise<Outcome<OwnKyc>> {
  const read = await readKyc(membership.merchant_id);
  if (read === undefined) return refuse('not_found', 'Merchant not found');
  const { merchant, submission, named } = read;
  return done({
    kyc_status: merchant.kyc_status,
    kyc_rejection_reason: merchant.kyc_rejection_reason ?? null,
    submission: submission === undefined ? null : submittedFields(submission),
    documents: named.map((document) => ({
      id: document.id,
      kind: document.kind,
      content_type: document.content_type,
      size_bytes: document.pinned?.size_bytes ?? null,
      reusable: document.pinned !== undefined,
    })),
  });
}
