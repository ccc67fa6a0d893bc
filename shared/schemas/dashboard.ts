import * as z from 'zod';
import { MEMBER_ROLES } from '../domain/members';

import { allowedIps, callbackUrl, clientPermissions } from './admin';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_KINDS, KYC_SUBMISSION_DOCUMENTS_MAX } from '../domain/kyc';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

export const CreateOwnMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    business_name: z.string().trim().min(1).max(100).meta({ description: "The merchant's business name" }),
  }))();

const MemberRoleSchema = /* @__PURE__ */ (() =>
  z.enum(MEMBER_ROLES).meta({ id: 'MemberRole', description: "A user's role in a merchant" }))();

const MembershipSchema = /* @__PURE__ */ (() =>
  z.object({ merchant_id: z.string(), role: MemberRoleSchema }).meta({ id: 'Membership' }))();

export const DashboardMeResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      user: z.object({ email: z.string(), sub: z.string().meta({ description: "The user's Cognito id" }) }),
      memberships: z.array(MembershipSchema),
    })
    .meta({ id: 'DashboardMeResponse' }))();

const DashboardMerchantSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      business_name: z.string(),
      kyc_status: z.enum(['unverified', 'submitted', 'verified', 'rejected']),
      kyc_rejection_reason: z.string().nullable().meta({ description: 'Why the last KYC submission was rejected' }),
    })
    .meta({ id: 'DashboardMerchant' }))();

export const DashboardMerchantResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), merchant: DashboardMerchantSchema }).meta({ id: 'DashboardMerchantResponse' }))();

export const DashboardBalanceResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      balance: z.object({
        available: z.number().int(),
        held: z.number().int(),
        pending_settlement: z.number().int(),
        currency: z.literal('IDR'),
      }),
    })
    .meta({ id: 'DashboardBalanceResponse' }))();

const memberRole = /* @__PURE__ */ (() =>
  z.enum(MEMBER_ROLES).meta({ description: 'owner (everything, the users), developer, finance or viewer' }))();

export const InviteUserBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    email: z
      .email()
      .max(254)
      .meta({ description: 'Who is invited; compared without case. The invited user signs in with it to accept' }),
    role: memberRole,
  }))();

export const ChangeUserRoleBodySchema = /* @__PURE__ */ (() => z.strictObject({ role: memberRole }))();

export const UserIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    user_id: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown user id')
      .meta({ description: "The user's id (its Cognito sub)" }),
  }))();

export const InvitationIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ invitation_id: z.string().regex(/^inv_[0-9A-Z]{16}$/, 'Unknown invitation id') }))();

export const AUDIT_LOG_PAGE_SIZE_MAX = 100;
export const AUDIT_LOG_PAGE_SIZE_DEFAULT = 20;

export const AuditLogQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(AUDIT_LOG_PAGE_SIZE_MAX)
      .default(AUDIT_LOG_PAGE_SIZE_DEFAULT)
      .meta({ description: `Page size, 1 to ${AUDIT_LOG_PAGE_SIZE_MAX}` }),
    starting_after: z
      .string()
      .max(100)
      .optional()
      .meta({ description: 'The `next_cursor` of the previous page: lists the older entries' }),
  }))();

// An API client of the merchant's own: the admin API's definitions of permissions, IP allow list and
// callback URL (shared/schemas/admin.ts), under the dashboard's field names.
const clientName = /* @__PURE__ */ (() =>
  z.string().trim().min(1).max(100).meta({ description: 'What you call this API client, e.g. "Production server"' }))();

export const CreateOwnClientBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: clientName,
    permissions: clientPermissions.meta({ description: 'What the client may do; a subset of the permissions' }),
    ip_allowlist: allowedIps.optional().meta({ description: 'Source IPs the client may call from; empty: any' }),
    callback_url: callbackUrl.nullable().optional(),
  }))();

export const PatchOwnClientBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: clientName.optional(),
      permissions: clientPermissions.optional(),
      ip_allowlist: allowedIps.optional(),
      callback_url: callbackUrl.nullable().optional(),
      active: z.boolean().optional().meta({ description: 'False deactivates the client: its calls are refused' }),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Name at least one field to change',
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
