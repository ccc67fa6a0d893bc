import * as z from 'zod';
import { PIN_LENGTH } from '../../constants';
import { amountIdr, dateTime } from '../../schemas/common';
import { PAYOUT_INQUIRY_BODY_SCHEMAS, WITHDRAWAL_DESTINATION } from '../payouts/channels';
import { WITHDRAWAL_AMOUNT_MAX_IDR, WITHDRAWAL_AMOUNT_MIN_IDR } from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

const pin = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`)
    .meta({ description: 'The merchant transaction PIN', example: '123456' }))();

const accountId = /* @__PURE__ */ (() =>
  z.string().trim().min(1).max(64).meta({
    description: 'A settlement account id from GET /dashboard/v1/settlement-accounts',
    example: 'sa_3K9M2X7Q',
  }))();

/** The bank account to add: the destination fields of a bank payout's inquiry, checked as it checks them. */
export const AddSettlementAccountBodySchema = /* @__PURE__ */ (() =>
  PAYOUT_INQUIRY_BODY_SCHEMAS[WITHDRAWAL_DESTINATION].omit({ amount: true }).meta({
    id: 'AddSettlementAccountRequest',
  }))();
export type AddSettlementAccountBody = z.infer<typeof AddSettlementAccountBodySchema>;

export const SettlementAccountParamsSchema = /* @__PURE__ */ (() => z.strictObject({ account_id: accountId }))();

export const WithdrawalBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      settlement_account_id: accountId,
      amount: amountIdr(WITHDRAWAL_AMOUNT_MIN_IDR, WITHDRAWAL_AMOUNT_MAX_IDR),
      pin,
    })
    .meta({ id: 'WithdrawalRequest' }))();
export type WithdrawalBody = z.infer<typeof WithdrawalBodySchema>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const AutoWithdrawBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      enabled: z.boolean(),
      schedule: z.enum(['daily', 'weekly']),
      weekdays: z
        .array(z.number().int().min(1).max(7))
        .min(1)
        .max(7)
        .optional()
        .meta({ description: 'For `weekly`: ISO weekdays, 1 Monday to 7 Sunday', example: [1, 4] }),
      time: z
        .string()
        .regex(HHMM, 'HH:MM, 00:00 to 23:59')
        .meta({ description: 'Jakarta time (WIB)', example: '17:00' }),
      reserve_amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({
        description: 'IDR left in the available balance after the withdrawal and its fee',
        example: 1_000_000,
      }),
      min_amount: amountIdr(WITHDRAWAL_AMOUNT_MIN_IDR, WITHDRAWAL_AMOUNT_MAX_IDR).meta({
        description: 'No withdrawal below this amount: the run waits for the next one',
        example: 100_000,
      }),
      settlement_account_id: accountId,
      pin,
    })
    .refine((body) => body.schedule !== 'weekly' || (body.weekdays?.length ?? 0) > 0, {
      message: 'A weekly schedule names its weekdays',
      path: ['weekdays'],
    })
    .meta({ id: 'AutoWithdrawRequest' }))();
export type AutoWithdrawBody = z.infer<typeof AutoWithdrawBodySchema>;

const SettlementAccountSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string(),
      bank_code: z.string(),
      bank_name: z.string(),
      account_number: z.string(),
      account_name: z.string().meta({ description: "The holder's name as the bank's inquiry gave it" }),
      created_at: dateTime,
      usable_at: dateTime.meta({
        description: 'Withdrawals to it are allowed from then on (24 hours after it was added)',
      }),
      usable: z.boolean(),
    })
    .meta({ id: 'SettlementAccount' }))();

export const SettlementAccountResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), account: SettlementAccountSchema }).meta({ id: 'SettlementAccountResponse' }))();

export const SettlementAccountListResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(SettlementAccountSchema) })
    .meta({ id: 'SettlementAccountListResponse' }))();

export const AutoWithdrawResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      auto_withdraw: z
        .object({
          enabled: z.boolean(),
          schedule: z.enum(['daily', 'weekly']),
          weekdays: z.array(z.number().int()).optional(),
          time: z.string(),
          reserve_amount: z.number().int(),
          min_amount: z.number().int(),
          settlement_account_id: z.string(),
          next_run_at: dateTime.nullable(),
        })
        .nullable()
        .meta({ description: 'Null until the settings are first saved' }),
    })
    .meta({ id: 'AutoWithdrawResponse' }))();
