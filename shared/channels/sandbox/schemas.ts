import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX, SIMULATOR_CALLBACK_COPIES_MAX } from '../../constants';
import { dateTime } from '../../schemas/common';

// The deployed /sandbox/v1 calls' bodies and answers (DESIGN 18), the same as the local sandbox
// API's (LOCAL.md). Each definition is built in a pure call, so a bundle drops the ones it does not use.

const reference = (description: string) => z.string().min(1).max(256).meta({ description });

export const SandboxPartnerReffParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ partner_reff: reference('The partner_reff of one of your transactions') }))();

/** `?copies=N`: the callback is delivered N times at once, byte-identical (a gateway's retry storm). */
export const SandboxCopiesQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    copies: z
      .string()
      .regex(/^\d{1,2}$/, 'A whole number')
      .optional()
      .meta({
        description: `How many identical copies of the callback are delivered at once (1 to ${SIMULATOR_CALLBACK_COPIES_MAX})`,
      }),
  }))();

export const SandboxPayoutReturnBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    reason: z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX).optional().meta({ description: "The bank's reason" }),
  }))();

export const SandboxRawCallbackBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      partner_reff: z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX).optional(),
      virtual_account_number: z
        .string()
        .regex(/^\d{6,32}$/, 'Digits only, 6 to 32')
        .optional(),
      bank_code: z
        .string()
        .regex(/^\d{3}$/, 'Three digits')
        .optional(),
      amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      gateway_reference: z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX).optional(),
    })
    .refine((body) => body.partner_reff !== undefined || body.virtual_account_number !== undefined, {
      message: 'Give a partner_reff, a virtual_account_number, or both',
      path: ['partner_reff'],
    }))();

export type SandboxRawCallbackBody = z.infer<typeof SandboxRawCallbackBodySchema>;

export const SandboxClockAdvanceBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    seconds: z
      .number()
      .int()
      .min(1)
      .max(366 * 24 * 3600),
  }))();

/** The state a sandbox payment or payout call left the transaction in, once our consumer applied its callback. */
export const SandboxPaymentResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      partner_reff: z.string().nullable(),
      status: z
        .string()
        .nullable()
        .optional()
        .meta({ description: 'The transaction status once the callback was applied (or after 10 seconds)' }),
      gateway_reference: z.string(),
      suspense_id: z
        .string()
        .optional()
        .meta({ description: 'Set when the payment matched nothing and went to suspense' }),
      virtual_account_number: z.string().optional(),
      reference_number: z.string().optional(),
    })
    .meta({ id: 'SandboxPaymentResponse' }))();

export const SandboxCallbackResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), gateway_reference: z.string() }).meta({ id: 'SandboxCallbackResponse' }))();

export const SandboxClockResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), now: dateTime.meta({ description: 'The service clock, Asia/Jakarta' }) })
    .meta({ id: 'SandboxClockResponse' }))();
