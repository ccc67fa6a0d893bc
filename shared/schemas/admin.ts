import * as z from 'zod';
import { RATE_LIMIT_PER_MINUTE_CLIENT_MAX } from '../constants';
import { CHANNEL_SETTINGS, FEE_DEFAULTS, type ChannelSettingKey } from '../channels/registry';
import { PERMISSIONS } from '../domain/permissions';
import { BALANCE_SHARDS_MAX, TX_COUNTER_SHARDS_MAX } from '../domain/tx-seq';
import { KYC_DOCUMENT_CONTENT_TYPES, KYC_DOCUMENT_KINDS } from '../domain/kyc';
import { dateTime, nullableDateTime } from './common';
import { kycStatusSchema, kycSubmittedFieldsShape } from './dashboard-kyc';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

const kycStatus = /* @__PURE__ */ (() => z.enum(['verified', 'unverified']))();
const pin = /* @__PURE__ */ (() => z.string().regex(/^\d{6}$/, 'Must be exactly 6 digits'))();
const balanceShards = /* @__PURE__ */ (() =>
  z.number().int().min(1).max(BALANCE_SHARDS_MAX).meta({
    description:
      "Balance shards: the merchant's balance is split over this many items so its money moves are not all written to one (1 by default). May be raised or lowered; money on shards above a lowered value still counts and is spent",
  }))();
const feeOverride = /* @__PURE__ */ (() =>
  z.strictObject({
    gateway_fee_fixed: z.number().int().min(0).max(1_000_000).optional(),
    platform_fee_fixed: z.number().int().min(0).max(1_000_000).optional(),
    gateway_fee_bps: z.number().int().min(0).max(10_000).optional(),
    platform_fee_bps: z.number().int().min(0).max(10_000).optional(),
  }))();

/** An override per fee key of the channel registry, each part optional. */
const feeOverrides = /* @__PURE__ */ (() =>
  z.strictObject(
    Object.fromEntries(Object.keys(FEE_DEFAULTS).map((key) => [key, feeOverride.optional()])) as Record<
      keyof typeof FEE_DEFAULTS,
      z.ZodOptional<typeof feeOverride>
    >,
  ))();

export const MerchantIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.string().regex(/^m_[A-Za-z0-9]{1,40}$/, 'Unknown merchant id') }))();
export const ClientIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ client_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown client id') }))();
export const DeliveryIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.string().regex(/^wh_[A-Za-z0-9]{1,40}$/, 'Unknown delivery id') }))();

export const CreateMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    name: z.string().trim().min(1).max(100),
    kyc_status: kycStatus.default('verified'),
    pin: pin.optional(),
    tx_counter_shards: z.number().int().min(1).max(TX_COUNTER_SHARDS_MAX).optional().meta({
      description:
        "Sequence counter shards for the merchant's creates (1 by default); fixed at creation, PATCH cannot change it",
    }),
    balance_shards: balanceShards.optional(),
  }))();

/** Each channel setting of the registry: an integer amount in IDR within its range. */
const channelSettings = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(CHANNEL_SETTINGS).map(([key, range]) => [
      key,
      z.number().int().min(range.minIdr).max(range.maxIdr).optional(),
    ]),
  ) as Record<ChannelSettingKey, z.ZodOptional<z.ZodNumber>>)();

export const PatchMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    kyc_status: kycStatus.optional(),
    pin: pin.optional(),
    fees: feeOverrides.optional(),
    ...channelSettings,
    balance_shards: balanceShards.optional(),
  }))();

export const KycDecisionBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      decision: z.enum(['approve', 'reject']),
      reason: z.string().trim().min(1).max(500).optional().meta({
        description: "Why the KYC is rejected, shown to the merchant's users; required with reject",
      }),
    })
    .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
      message: 'A rejection needs its reason',
      path: ['reason'],
    })
    .refine((body) => body.decision === 'reject' || body.reason === undefined, {
      message: 'Only a rejection takes a reason',
      path: ['reason'],
    }))();

export const callbackUrl = /* @__PURE__ */ (() => z.url().max(2048))();
export const clientRateLimit = /* @__PURE__ */ (() =>
  z.number().int().min(1).max(RATE_LIMIT_PER_MINUTE_CLIENT_MAX).nullable().meta({
    description:
      "Requests a minute per source IP for this client's authenticated requests, in place of the default (60); null restores the default",
  }))();

export const clientPermissions = /* @__PURE__ */ (() => z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length))();
export const allowedIps = /* @__PURE__ */ (() => z.array(z.union([z.ipv4(), z.ipv6()])).max(50))();

export const CreateClientBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    permissions: clientPermissions.optional(),
    callback_url: callbackUrl.nullable().optional(),
    allowed_ips: allowedIps.optional(),
    rate_limit_per_minute: clientRateLimit.optional(),
  }))();

export const PatchClientBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    active: z.boolean().optional(),
    permissions: clientPermissions.optional(),
    callback_url: callbackUrl.nullable().optional(),
    allowed_ips: allowedIps.optional(),
    rate_limit_per_minute: clientRateLimit.optional(),
  }))();

export const BalanceAdjustmentBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    amount: z
      .number()
      .int()
      .min(-1_000_000_000_000)
      .max(1_000_000_000_000)
      .refine((value) => value !== 0, 'Must not be zero'),
    note: z.string().trim().min(1).max(200),
  }))();

export const BalanceSchema = /* @__PURE__ */ (() =>
  z
    .object({ available: z.number().int(), held: z.number().int(), pending_settlement: z.number().int() })
    .meta({ id: 'Balance' }))();

export const RotateClientSecretBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    revoke_previous: z.boolean().optional().meta({
      description: 'True ends the previous secret at once (a leaked secret); by default it is accepted 24 hours more',
    }),
  }))();

export const RotateClientSecretResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      client: z.object({
        client_id: z.string(),
        client_secret: z.string().meta({ description: 'The new secret, shown only in this answer' }),
        merchant_id: z.string(),
        permissions: z.array(z.enum(PERMISSIONS)),
        callback_url: z.string().nullable(),
        allowed_ips: z.array(z.string()),
        active: z.boolean(),
      }),
      previous_secret_expires_at: nullableDateTime.meta({
        description:
          'Until then (24 hours) the previous secret is accepted too; rotating again replaces it. Null with revoke_previous: no previous secret is accepted',
      }),
    })
    .meta({ id: 'RotatedClientSecret' }))();

/** Any queue id is accepted here; an id that names no queue of shared/queues.ts is 404 not_found. */
export const QueueParamsSchema = /* @__PURE__ */ (() => z.strictObject({ queue: z.string().min(1).max(64) }))();

export const RedriveQueueResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      queue: z.string(),
      moved: z
        .number()
        .int()
        .min(0)
        .meta({ description: 'Messages moved from the dead-letter queue back to the queue' }),
      drained: z
        .boolean()
        .meta({ description: 'False when the call stopped at its time or count limit with messages left; call again' }),
    })
    .meta({ id: 'RedriveQueueResult' }))();

export const BalanceAdjustmentResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      balance: BalanceSchema,
      transaction: z.object({
        partner_reff: z.string(),
        type: z.literal('adjustment'),
        status: z.literal('paid'),
        amount: z.number().int().positive(),
        direction: z.enum(['credit', 'debit']),
        note: z.string(),
        operator: z.string().meta({ description: 'Who made it: the IAM caller ARN in AWS, `local-admin` locally' }),
        created_at: dateTime,
      }),
    })
    .meta({ id: 'BalanceAdjustment' }))();

export const SuspenseIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ id: z.string().regex(/^sus_[A-Z0-9]{20}$/, 'Unknown suspense id') }))();

export const ResolveSuspenseBodySchema = /* @__PURE__ */ (() =>
  z
    .union([
      z.strictObject({ merchant_id: MerchantIdParamsSchema.shape.id }),
      z.strictObject({ refund: z.literal(true) }),
      z.strictObject({ close: z.literal(true) }),
    ])
    .meta({
      description:
        'Credit the merchant (`{merchant_id}`), return the money to the gateway (`{refund: true}`), or close a payout conflict, which holds no money (`{close: true}`)',
    }))();

export const SuspenseEntrySchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      amount: z.number().int().positive(),
      reason: z.enum([
        'duplicate_payment',
        'amount_mismatch',
        'unknown_reference',
        'not_payable',
        'unknown_virtual_account',
        'below_minimum',
        'fees_exceed_amount',
        'payout_conflict',
      ]),
      detail: z.string(),
      gateway_reference: z.string(),
      partner_reff: z.string().nullable(),
      virtual_account_number: z.string().nullable(),
      bank_code: z.string().nullable(),
      received_at: dateTime,
      state: z.enum(['open', 'credited', 'refunded', 'closed']),
      resolved_at: dateTime.nullable(),
      resolved_by: z.string().nullable(),
      merchant_id: z.string().nullable(),
      transaction_partner_reff: z
        .string()
        .nullable()
        .meta({ description: 'Credited: the adjustment transaction that carried the money to the merchant' }),
      raw_callback: z.string().meta({ description: 'The gateway callback body exactly as it was signed' }),
    })
    .meta({ id: 'SuspenseEntry' }))();

export const ListSuspenseResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(SuspenseEntrySchema), total_open: z.number().int().min(0) })
    .meta({ id: 'SuspenseList' }))();

export const ResolveSuspenseResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), suspense: SuspenseEntrySchema }).meta({ id: 'ResolvedSuspense' }))();

const KycReviewDocumentSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      kind: z.enum(KYC_DOCUMENT_KINDS),
      content_type: z.enum(KYC_DOCUMENT_CONTENT_TYPES),
      status: z.enum(['created', 'submitted']),
      created_at: dateTime,
      size_bytes: z.number().int().nullable().meta({
        description:
          'The size the submission checked; null for a document submitted before submissions pinned their documents',
      }),
      download_url: z.string().meta({
        description:
          'A presigned GET URL of what the submission checked (a copy it pinned), whatever was uploaded later',
      }),
      download_expires_at: dateTime,
    })
    .meta({ id: 'KycReviewDocument' }))();

export const AdminKycReviewResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      merchant: z.object({
        id: z.string(),
        name: z.string(),
        kyc_status: kycStatusSchema(),
        kyc_rejection_reason: z.string().nullable(),
      }),
      submission: z
        .object({
          ...kycSubmittedFieldsShape(),
          document_ids: z.array(z.string()),
          submitted_by: z.object({ sub: z.string(), email: z.string() }),
        })
        .nullable()
        .meta({ description: 'The latest submission; null when the merchant never submitted through the dashboard' }),
      documents: z.array(KycReviewDocumentSchema).meta({ description: "The submission's documents" }),
    })
    .meta({ id: 'AdminKycReviewResponse' }))();
