import * as z from 'zod';
import { kycStatusSchema } from './dashboard-kyc';
import { MEMBER_ROLES } from '../domain/members';

import { PIN_LENGTH } from '../constants';
import { MONEY_OUT_NAMES, PERMISSIONS } from '../domain/permissions';
import { allowedIps, callbackUrl, clientPermissions } from './admin';
import { dateTime, nullableDateTime } from './common';
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

/** An invitation as the invited user sees it: which merchant, whose, with which role. */
const ReceivedInvitationSchema = /* @__PURE__ */ (() =>
  z
    .object({
      invitation_id: z.string(),
      merchant_id: z.string(),
      business_name: z.string().meta({ description: "The inviting merchant's business name" }),
      role: MemberRoleSchema,
      invited_by: z.string().meta({ description: "The inviting owner's e-mail" }),
    })
    .meta({ id: 'ReceivedInvitation' }))();

export const DashboardMeResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      user: z.object({ email: z.string(), sub: z.string().meta({ description: "The user's Cognito id" }) }),
      memberships: z.array(MembershipSchema).meta({ description: 'The merchants the user belongs to (accepted)' }),
      invitations: z.array(ReceivedInvitationSchema).meta({
        description:
          "The pending invitations of the user's e-mail (verified e-mails only), oldest first: none is a " +
          'membership until accepted',
      }),
      server_time: dateTime.meta({
        description:
          "The service's clock when it answered: the dashboard counts its days (the overview's 30 days, the " +
          "export's default range) by it, not by the browser's clock",
      }),
    })
    .meta({ id: 'DashboardMeResponse' }))();

const DashboardMerchantSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      business_name: z.string(),
      kyc_status: kycStatusSchema(),
      kyc_rejection_reason: z.string().nullable().meta({ description: 'Why the last KYC submission was rejected' }),
    })
    .meta({ id: 'DashboardMerchant' }))();

export const DashboardMerchantResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), merchant: DashboardMerchantSchema }).meta({ id: 'DashboardMerchantResponse' }))();

export const AcceptedInvitationResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      membership: MembershipSchema,
      merchant: DashboardMerchantSchema,
    })
    .meta({ id: 'AcceptedInvitationResponse' }))();

export const DeclinedInvitationResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), invitation: ReceivedInvitationSchema }).meta({ id: 'DeclinedInvitationResponse' }))();

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

const DashboardUserSchema = /* @__PURE__ */ (() =>
  z
    .object({
      user_id: z.string().meta({ description: "The user's Cognito sub" }),
      email: z.string(),
      role: MemberRoleSchema,
      joined_at: dateTime,
    })
    .meta({ id: 'DashboardUser' }))();

const DashboardInvitationSchema = /* @__PURE__ */ (() =>
  z
    .object({
      invitation_id: z.string(),
      email: z.string().meta({ description: 'The invited e-mail, lower case' }),
      role: MemberRoleSchema,
      invited_at: dateTime,
      invited_by: z.string().meta({ description: "The inviting owner's e-mail" }),
    })
    .meta({ id: 'DashboardInvitation' }))();

export const ListDashboardUsersResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      users: z.array(DashboardUserSchema).meta({ description: 'The members, oldest first' }),
      invitations: z.array(DashboardInvitationSchema).meta({ description: 'The pending invitations, oldest first' }),
    })
    .meta({ id: 'ListDashboardUsersResponse' }))();

export const DashboardUserResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), user: DashboardUserSchema }).meta({ id: 'DashboardUserResponse' }))();

export const DashboardInvitationResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), invitation: DashboardInvitationSchema })
    .meta({ id: 'DashboardInvitationResponse' }))();

const AuditEntrySchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      at: dateTime,
      actor: z
        .discriminatedUnion('kind', [
          z.object({ kind: z.literal('user'), sub: z.string(), email: z.string() }),
          z.object({ kind: z.literal('operator') }),
        ])
        .meta({ description: 'A dashboard user (its Cognito sub and e-mail), or the platform operator' }),
      action: z.string().meta({ description: 'What was done, `<object>.<verb>`', example: 'user.role_changed' }),
      target: z.string().nullable().meta({ description: 'The object changed (a client id, a user id, a document id)' }),
      // Any JSON values: the OpenAPI generator would render z.unknown() as a bare `nullable`, which OpenAPI 3.0 refuses.
      details: z.record(z.string(), z.unknown()).meta({
        description: 'What changed; never a secret, PIN or token',
        additionalProperties: true,
      }),
    })
    .meta({ id: 'AuditEntry' }))();

export const AuditLogResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      entries: z.array(AuditEntrySchema).meta({ description: 'Newest first' }),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'Pass as `starting_after` for the next, older page; null on the last page' }),
    })
    .meta({ id: 'AuditLogResponse' }))();

const memberRole = /* @__PURE__ */ (() =>
  z.enum(MEMBER_ROLES).meta({ description: 'owner (everything, the users), developer, finance or viewer' }))();

export const InviteUserBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    email: z
      .email()
      .max(254)
      .meta({ description: 'Who is invited; compared without case. The invited user signs in with it to accept' }),
    role: memberRole.default('viewer'),
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

const grantPin = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`)
    .meta({
      description:
        "The merchant's transaction PIN, judged as a payout confirm judges it (a wrong one counts toward the same lock). " +
        `Required when the request grants a money-out permission (${MONEY_OUT_NAMES}): only an owner may, and only with it`,
      example: '482915',
    }))();

export const CreateOwnClientBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: clientName,
    permissions: clientPermissions.meta({ description: 'What the client may do; a subset of the permissions' }),
    ip_allowlist: allowedIps.optional().meta({ description: 'Source IPs the client may call from; empty: any' }),
    callback_url: callbackUrl.nullable().optional(),
    pin: grantPin.optional(),
  }))();

const dashboardClientFields = /* @__PURE__ */ (() => ({
  client_id: z.string(),
  name: z.string().nullable().meta({ description: 'Null for a client made without a name' }),
  permissions: z.array(z.enum(PERMISSIONS)),
  ip_allowlist: z.array(z.string()).meta({ description: 'Source IPs the client may call from; empty: any' }),
  callback_url: z.string().nullable(),
  active: z.boolean(),
  created_at: dateTime,
  created_by: z
    .object({
      type: z.enum(['user', 'operator']).meta({ description: 'A dashboard user, or the operator (admin API)' }),
      user_id: z.string().optional().meta({ description: "The user's Cognito sub (a user only)" }),
      email: z.string().optional().meta({ description: "The user's e-mail (a user only)" }),
    })
    .nullable()
    .meta({
      description:
        'Who made the client; removing that user deactivates its clients that hold a money-out permission. Null for a client made before this was recorded',
    }),
  previous_secret_expires_at: nullableDateTime.meta({
    description: 'Until then the secret before the last rotation is accepted too; null when none is',
  }),
}))();

const DashboardClientSchema = /* @__PURE__ */ (() => z.object(dashboardClientFields).meta({ id: 'DashboardClient' }))();

const DashboardClientWithSecretSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ...dashboardClientFields,
      client_secret: z.string().meta({ description: 'The secret, shown only in this answer (and to its replay)' }),
    })
    .meta({ id: 'DashboardClientWithSecret' }))();

export const ListDashboardClientsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(DashboardClientSchema).meta({ description: 'Oldest first' }) })
    .meta({ id: 'ListDashboardClientsResponse' }))();

export const DashboardClientResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), client: DashboardClientSchema }).meta({ id: 'DashboardClientResponse' }))();

export const DashboardCreatedClientResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), client: DashboardClientWithSecretSchema })
    .meta({ id: 'DashboardCreatedClientResponse' }))();

export const DashboardRotatedClientSecretResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      client: DashboardClientWithSecretSchema,
      previous_secret_expires_at: nullableDateTime.meta({
        description:
          'Until then (24 hours) the previous secret is accepted too; rotating again replaces it. Null with revoke_previous: no previous secret is accepted',
      }),
    })
    .meta({ id: 'DashboardRotatedClientSecretResponse' }))();

export const PatchOwnClientBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      name: clientName.optional(),
      permissions: clientPermissions.optional(),
      ip_allowlist: allowedIps.optional(),
      callback_url: callbackUrl.nullable().optional(),
      active: z.boolean().optional().meta({ description: 'False deactivates the client: its calls are refused' }),
      pin: grantPin.optional(),
    })
    .refine((body) => Object.entries(body).some(([field, value]) => field !== 'pin' && value !== undefined), {
      message: 'Name at least one field to change',
    }))();
export const CreateKycDocumentBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    kind: z.enum(KYC_DOCUMENT_KINDS).meta({ description: "What the document is: the owner's KTP, NPWP, NIB or deed" }),
    content_type: z
      .enum(KYC_DOCUMENT_CONTENT_TYPES)
      .meta({ description: "The file's type: the upload's policy requires it as the form's Content-Type field" }),
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

export const KycDocumentUploadResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      document_id: z.string().meta({ description: 'Name it in `document_ids` of POST /dashboard/v1/kyc' }),
      upload_url: z.string().meta({
        description:
          'Where to upload the file: a presigned POST (multipart/form-data) with every field of `upload_fields`, then the file as the last field, `file`',
      }),
      upload_fields: z.record(z.string(), z.string()).meta({
        description:
          'The form fields of the presigned POST, sent as they are: its key, Content-Type, policy and signature. The policy admits the declared content type only and at most 10 MiB (10,485,760 bytes); storage answers 403 or 400 EntityTooLarge otherwise',
      }),
      expires_at: dateTime.meta({ description: 'After this the POST is refused; create another document' }),
    })
    .meta({ id: 'KycDocumentUploadResponse' }))();
