import * as z from 'zod';
import {
  DEVICE_APP_VERSION_LENGTH_MAX,
  DEVICE_NAME_LENGTH_MAX,
  DEVICE_PLATFORMS,
  DEVICE_TOKEN_LENGTH_MAX,
} from '../constants';
import { dateTime } from './common';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/** Push tokens (FCM, APNs, web push) are printable ASCII without spaces; anything else is refused. */
const pushToken = /* @__PURE__ */ (() =>
  z
    .string()
    .min(1)
    .max(DEVICE_TOKEN_LENGTH_MAX)
    .regex(/^[\x21-\x7E]+$/, 'Must be printable ASCII without spaces')
    .meta({ description: 'The push token of the device', example: 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx' }))();

export const RegisterDeviceBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      token: pushToken,
      platform: z.enum(DEVICE_PLATFORMS),
      app_version: z.string().trim().min(1).max(DEVICE_APP_VERSION_LENGTH_MAX).optional(),
      device_name: z.string().trim().min(1).max(DEVICE_NAME_LENGTH_MAX).optional(),
    })
    .meta({ id: 'RegisterDeviceRequest' }))();
export type RegisterDeviceBody = z.infer<typeof RegisterDeviceBodySchema>;

export const DeviceTokenParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    token: pushToken.meta({ description: 'The push token, URL-encoded' }),
  }))();

export const DeviceSchema = /* @__PURE__ */ (() =>
  z
    .object({
      token: z.string(),
      platform: z.enum(DEVICE_PLATFORMS),
      app_version: z.string().nullable(),
      device_name: z.string().nullable(),
      active: z.boolean(),
      last_seen_at: dateTime,
      created_at: dateTime,
    })
    .meta({ id: 'Device' }))();

export const DeviceResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), device: DeviceSchema }).meta({ id: 'DeviceResponse' }))();
