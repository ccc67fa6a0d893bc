import * as z from 'zod';
import { GATEWAY_DEDICATED_VA_BANK_CODES } from './limits';
import { dateTime } from '../../schemas/common';
import { WebhookTransactionSchema } from '../../schemas/webhooks';
import { webhookEventsOf } from '../registry';
import { bankCode } from '../va/schemas';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

const DEDICATED_BANKS: readonly string[] = GATEWAY_DEDICATED_VA_BANK_CODES;

export const CreateDedicatedVaBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      bank_code: bankCode
        .refine(
          (code) => DEDICATED_BANKS.includes(code),
          `Dedicated virtual accounts are offered for banks ${DEDICATED_BANKS.join(' and ')} only`,
        )
        .meta({ description: `Bank code; dedicated VAs exist for ${DEDICATED_BANKS.join(' and ')}`, example: '002' }),
    })
    .meta({ id: 'CreateDedicatedVaRequest' }))();
export type CreateDedicatedVaBody = z.infer<typeof CreateDedicatedVaBodySchema>;

export const DedicatedVaIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    id: z.coerce
      .number()
      .int()
      .min(1)
      .max(Number.MAX_SAFE_INTEGER)
      .meta({ description: 'The dedicated VA id (integer)', example: 7312345678901234 }),
  }))();

export const DedicatedVaSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.number().int(),
      bank_code: z.string(),
      bank_name: z.string(),
      virtual_account_number: z.string(),
      account_name: z.string(),
      status: z.enum(['active']),
      created_at: dateTime,
    })
    .meta({ id: 'DedicatedVa' }))();

export const DedicatedVaResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), virtual_account: DedicatedVaSchema }).meta({ id: 'DedicatedVaResponse' }))();

export const ListDedicatedVasResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), data: z.array(DedicatedVaSchema) }).meta({ id: 'ListDedicatedVasResponse' }))();

/** The body of `va.paid` (built by webhook.ts): the `dedicated_va` transaction and the VA it arrived on. */
export const VaPaidWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({
      event: z.enum(webhookEventsOf('born_final')),
      partner_reff: z.string(),
      transaction: WebhookTransactionSchema,
      virtual_account: DedicatedVaSchema,
    })
    .meta({
      id: 'VaPaidWebhook',
      description: 'Money arrived on a dedicated VA: its `dedicated_va` transaction and the VA',
    }))();
