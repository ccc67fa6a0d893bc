import * as z from 'zod';
import { PERMISSIONS } from '../http/route';

const kycStatus = z.enum(['verified', 'unverified']);
const pin = z.string().regex(/^\d{6}$/, 'Must be exactly 6 digits');
const feeOverride = z.strictObject({
  gateway_fee_fixed: z.number().int().min(0).max(1_000_000).optional(),
  platform_fee_fixed: z.number().int().min(0).max(1_000_000).optional(),
  gateway_fee_bps: z.number().int().min(0).max(10_000).optional(),
  platform_fee_bps: z.number().int().min(0).max(10_000).optional(),
});

export const MerchantIdParamsSchema = z.strictObject({ id: z.string().regex(/^m_[A-Za-z0-9]{1,40}$/, 'Unknown merchant id') });
export const ClientIdParamsSchema = z.strictObject({ client_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown client id') });
export const DeliveryIdParamsSchema = z.strictObject({ id: z.string().regex(/^wh_[A-Za-z0-9]{1,40}$/, 'Unknown delivery id') });

export const CreateMerchantBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  kyc_status: kycStatus.default('verified'),
  pin: pin.optional(),
});

export const PatchMerchantBodySchema = z.strictObject({
  kyc_status: kycStatus.optional(),
  pin: pin.optional(),
  fees: z.strictObject({ qris: feeOverride.optional(), va: feeOverride.optional(), transfer: feeOverride.optional(), ewallet: feeOverride.optional() }).optional(),
});

export const callbackUrl = z.url().max(2048);
export const CreateClientBodySchema = z.strictObject({
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
  callback_url: callbackUrl.nullable().optional(),
  allowed_ips: z.array(z.union([z.ipv4(), z.ipv6()])).max(50).optional(),
});

export const PatchClientBodySchema = z.strictObject({
  active: z.boolean().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).optional(),
  callback_url: callbackUrl.nullable().optional(),
  allowed_ips: z.array(z.union([z.ipv4(), z.ipv6()])).max(50).optional(),
});

export const BalanceAdjustmentBodySchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((value) => value !== 0, 'Must not be zero'),
  note: z.string().trim().min(1).max(200),
});

export const BalanceSchema = z
  .object({ available: z.number().int(), held: z.number().int(), pending_settlement: z.number().int() })
  .meta({ id: 'Balance' });
