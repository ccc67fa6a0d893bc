import * as z from 'zod';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_KINDS, KYC_SUBMISSION_DOCUMENTS_MAX } from '../domain/kyc';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

export const CreateOwnMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    business_name: z.string().trim().min(1).max(100).meta({ description: "The merchant's business name" }),
  }))();

export const CreateKycDocumentBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    kind: z.enum(KYC_DOCUMENT_KINDS).meta({ description: "What the document is: the owner's KTP, NPWP, NIB or deed" }),
    content_type: z
      .enum(KYC_DOCUMENT_CONTENT_TYPES)
      .meta({ description: 'The Content-Type the upload must send (the URL is signed with it)' }),
  }))();

/** `kyd_` and 24 letters or digits (newKycDocumentId). */
export const KYC_DOCUMENT_ID = /^kyd_[A-Za-z0-9]{24}$/;

const digits = (count: string, what: string) =>
  z.string().regex(new RegExp(`^\\d{${count}}$`), `${what}: ${count.replace(',', ' or ')} digits, nothing else`);

export const SubmitKycBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    legal_name: z.string().trim().min(2).max(200).meta({ description: "The business's legal name, as on its deed" }),
    nib: digits('13', 'NIB').meta({ description: 'Nomor Induk Berusaha: 13 digits' }),
    npwp: digits('15,16', 'NPWP').meta({
      description: 'The business tax number: 15 digits, or 16 (the NIK-based form)',
    }),
    address: z.string().trim().min(10).max(500).meta({ description: "The business's registered address" }),
    owner_ktp_number: digits('16', 'NIK').meta({ description: "The owner's NIK (KTP number): 16 digits" }),
    document_ids: z
      .array(z.string().regex(KYC_DOCUMENT_ID, 'Unknown document id'))
      .min(1)
      .max(KYC_SUBMISSION_DOCUMENTS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'Each document id at most once')
      .meta({ description: 'Documents created with POST /dashboard/v1/kyc/documents and uploaded' }),
  }))();
