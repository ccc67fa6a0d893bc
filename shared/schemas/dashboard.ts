import * as z from 'zod';
import { allowedIps, callbackUrl, clientPermissions } from './admin';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

export const CreateOwnMerchantBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    business_name: z.string().trim().min(1).max(100).meta({ description: "The merchant's business name" }),
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
