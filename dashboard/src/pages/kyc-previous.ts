import type { components } from '../../../client/schema';
import { unwrap, type ApiClient } from '../api';

/**
 * What a rejected KYC form starts from (GET /dashboard/v1/kyc, owner only): the fields as they were
 * submitted, and the documents the submission named that the service kept a checked copy of,
 * shown as already sent and named again by the resubmission unless another file is chosen.
 */
export type PreviousKyc = components['schemas']['DashboardKycResponse'];

/** The documents the form asks for (shared/domain/kyc.ts). */
export const KINDS = ['ktp', 'npwp', 'nib', 'deed'] as const;
export type Kind = (typeof KINDS)[number];

/** One document's upload: the percentage sent, then its id for the submission (or why it failed). */
export interface Upload {
  fileName: string;
  percent: number;
  documentId?: string;
  error?: unknown;
  /** A document of the previous submission, named again: its file type (`PDF`), no file name is kept. */
  reused?: string;
}

/** The identity fields the KYC form submits (before trimming). */
export interface KycFields {
  legal_name: string;
  nib: string;
  npwp: string;
  address: string;
  owner_ktp_number: string;
}

export const EMPTY_FIELDS: KycFields = { legal_name: '', nib: '', npwp: '', address: '', owner_ktp_number: '' };

/** The owner's last submission when the KYC was rejected; nothing to start from otherwise. */
export function readPreviousKyc(api: ApiClient, rejected: boolean): Promise<PreviousKyc | undefined> {
  return rejected ? unwrap(api.GET('/dashboard/v1/kyc')) : Promise.resolve(undefined);
}

/** The fields as submitted, or empty. */
export function previousFields(previous: PreviousKyc | undefined): KycFields {
  const submitted = previous?.submission;
  if (!submitted) return EMPTY_FIELDS;
  const { legal_name, nib, npwp, address, owner_ktp_number } = submitted;
  return { legal_name, nib, npwp, address, owner_ktp_number };
}

const TYPE_NAME: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** The previous submission's reusable documents, one per kind, as uploads already done. */
export function previousUploads(previous: PreviousKyc | undefined): Partial<Record<Kind, Upload>> {
  const uploads: Partial<Record<Kind, Upload>> = {};
  for (const document of previous?.documents ?? []) {
    if (!document.reusable || uploads[document.kind] !== undefined) continue;
    uploads[document.kind] = {
      fileName: '',
      percent: 100,
      documentId: document.id,
      reused: TYPE_NAME[document.content_type] ?? document.content_type,
    };
  }
  return uploads;
}
