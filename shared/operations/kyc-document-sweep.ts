import { SWEEP_BATCH_SIZE_MAX } from '../constants';
import {
  clearSubmittedKycDocumentDue,
  deleteUnsubmittedKycDocument,
  listDueKycDocuments,
  type KycDocumentRecord,
} from '../store/kyc';
import { deleteUpload } from '../store/kyc-objects';
import type { SweepSpec } from './sweep-run';

/**
 * KYC_UNSUBMITTED_DOCUMENT_DAYS after a document was created its upload is deleted, and a document
 * never submitted is deleted with it (its record, and one from the merchant's count, so the
 * merchant may add another); a submitted document keeps its record and the copy its submission
 * pinned (kyc/submitted/, never an upload key). In AWS the bucket's lifecycle rule deletes the
 * uploads by the same rule (infra/data-stack.ts); locally this sweep is what deletes them. One
 * merchant's documents go one after another (they share its count item).
 */
export const KYC_DOCUMENT_SWEEP: SweepSpec<KycDocumentRecord> = {
  name: 'kyc document',
  page: (nowMs, after) => listDueKycDocuments(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (document) => document.id,
  laneOf: (document) => document.merchant_id,
  apply: async (document) => {
    if (document.upload_key !== undefined) await deleteUpload(document.upload_key);
    // Submitted meanwhile (the delete's condition fails): it stays, and leaves the due index like any submitted one.
    if (document.status === 'created' && (await deleteUnsubmittedKycDocument(document))) return true;
    await clearSubmittedKycDocumentDue(document);
    return true;
  },
};
