import * as z from 'zod';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

export const CreateOwnMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    business_name: z.string().trim().min(1).max(100).meta({ description: "The merchant's business name" }),
  }))();

const MemberRoleSchema = /* @__PURE__ */ (() =>
  z
    .enum(['owner', 'developer', 'finance', 'viewer'])
    .meta({ id: 'MemberRole', description: "A user's role in a merchant" }))();

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
