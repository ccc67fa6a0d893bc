/**
 * Merchant KYC through the dashboard (docs/ARCHITECTURE.md, section 15): the owner uploads scans of
 * the owner's KTP, the business's NPWP and NIB, and its deed, then submits its legal identity for
 * an operator's decision.
 */
export const KYC_DOCUMENT_KINDS = ['ktp', 'npwp', 'nib', 'deed'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentContentType = (typeof KYC_DOCUMENT_CONTENT_TYPES)[number];

/** The most documents one submission names (and so the size of its transaction). */
export const KYC_SUBMISSION_DOCUMENTS_MAX = 10;

/**
 * What a submission's documents lack: the owner's KTP always, and the business's NIB or NPWP.
 * Empty when complete.
 */
export function missingKycDocuments(kinds: readonly KycDocumentKind[]): string[] {
  const missing: string[] = [];
  if (!kinds.includes('ktp')) missing.push("a 'ktp' document (the owner's identity card) is required");
  if (!kinds.includes('nib') && !kinds.includes('npwp'))
    missing.push("an 'nib' or an 'npwp' document (the business's registration or tax number) is required");
  return missing;
}
