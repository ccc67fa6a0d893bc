import * as z from 'zod';
import { BANK_CODE_LENGTH_MAX } from '../../constants';
import { amountIdr } from '../../schemas/common';
import { findTransferBank } from './banks';
import {
  ACCOUNT_NUMBER_LENGTH_MAX,
  ACCOUNT_NUMBER_LENGTH_MIN,
  TRANSFER_AMOUNT_MAX_IDR,
  TRANSFER_AMOUNT_MIN_IDR,
} from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

// A field that fails on its length is not looked at further, so the caller gets one message.
export const TransferInquiryBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(TRANSFER_AMOUNT_MIN_IDR, TRANSFER_AMOUNT_MAX_IDR),
      bank_code: z
        .string()
        .trim()
        .min(1, { abort: true })
        .max(BANK_CODE_LENGTH_MAX, { abort: true })
        .refine((code) => findTransferBank(code) !== undefined, 'Unknown bank; use a code from GET /transfer/banks')
        .meta({ description: 'One of the codes from GET /transfer/banks', example: '014' }),
      account_number: z
        .string()
        .trim()
        .min(ACCOUNT_NUMBER_LENGTH_MIN)
        .max(ACCOUNT_NUMBER_LENGTH_MAX)
        .regex(/^[0-9A-Za-z-]+$/, 'Digits, letters and hyphens only')
        .meta({
          description: `Destination account, ${ACCOUNT_NUMBER_LENGTH_MIN} to ${ACCOUNT_NUMBER_LENGTH_MAX} characters`,
          example: '1234567890',
        }),
    })
    .meta({ id: 'TransferInquiryRequest' }))();
export type TransferInquiryBody = z.infer<typeof TransferInquiryBodySchema>;

export const TransferBanksResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          active: z.boolean().meta({
            description:
              'false for a bank that no longer exists (merged or closed): still accepted as before, but no longer worth offering; its clearing code usually routes to the successor',
          }),
        }),
      ),
    })
    .meta({ id: 'TransferBanksResponse' }))();
