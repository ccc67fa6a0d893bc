import * as z from 'zod';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_KINDS } from '../domain/kyc';
import { dateTime } from './common';

/** A merchant's KYC states (shared/store/merchants.ts KycStatus), as every read shows them. */
export const kycStatusSchema = () => z.enum(['unverified', 'submitted', 'verified', 'rejected']);

/** A KYC submission's fields as the owner's read and the operator's review both show them. */
export const kycSubmittedFieldsShape = () => ({
  legal_name: z.string(),
  nib: z.string(),
  npwp: z.string(),
  address: z.string(),
  owner_ktp_number: z.string(),
  submitted_at: dateTime,
});

/** GET /dashboard/v1/kyc: the owner's own last submission, for the form to start from after a rejection. */
export const DashboardKycResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      kyc_status: kycStatusSchema(),
      kyc_rejection_reason: z.string().nullable().meta({ description: "The operator's reason when `rejected`" }),
      submission: z
        .object(kycSubmittedFieldsShape())
        .nullable()
        .meta({ description: 'The latest submission; null before the first' }),
      documents: z
        .array(
          z
            .object({
              id: z.string().meta({ description: 'Name it in `document_ids` of POST /dashboard/v1/kyc again' }),
              kind: z.enum(KYC_DOCUMENT_KINDS),
              content_type: z.enum(KYC_DOCUMENT_CONTENT_TYPES),
              size_bytes: z.number().int().nullable().meta({ description: 'The size the submission checked' }),
              reusable: z.boolean().meta({
                description:
                  'true: a resubmission may name it again without uploading (the copy the submission checked is kept); false: upload it again',
              }),
            })
            .meta({ id: 'DashboardKycDocument' }),
        )
        .meta({ description: "The latest submission's documents (no file names are kept)" }),
    })
    .meta({ id: 'DashboardKycResponse' }))();
