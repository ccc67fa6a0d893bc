import * as z from 'zod';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_KINDS } from '../domain/kyc';
import { dateTime } from './common';

/** GET /dashboard/v1/kyc: the owner's own last submission, for the form to start from after a rejection. */
export const DashboardKycResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      kyc_status: z.enum(['unverified', 'submitted', 'verified', 'rejected']),
      kyc_rejection_reason: z.string().nullable().meta({ description: "The operator's reason when `rejected`" }),
      submission: z
        .object({
          legal_name: z.string(),
          nib: z.string(),
          npwp: z.string(),
          address: z.string(),
          owner_ktp_number: z.string(),
          submitted_at: dateTime,
        })
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
