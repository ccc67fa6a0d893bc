import * as z from 'zod';
import type { EwalletDestination } from '../../shared/channels/ewallet/gateway';
import {
  EWALLET_AMOUNT_MAX_IDR,
  EWALLET_AMOUNT_MIN_IDR,
  EWALLET_PHONE_PATTERN,
} from '../../shared/channels/ewallet/limits';
import { EWALLET_PRODUCTS, findEwalletProduct } from '../../shared/channels/ewallet/products';
import { accountNameFor } from './names';
import type { SimPayoutChannel } from './payout-channel';

/** The e-wallet payout's part of the gateway simulator: POST /v1/ewallet/inquiry and its payouts. */
export const EWALLET_SIM: SimPayoutChannel<EwalletDestination> = {
  channel: 'ewallet',
  amount: z.number().int().min(EWALLET_AMOUNT_MIN_IDR).max(EWALLET_AMOUNT_MAX_IDR),
  fields: {
    product_code: z.string().refine((code) => findEwalletProduct(code) !== undefined, {
      message: `Must be one of ${EWALLET_PRODUCTS.map((product) => product.code).join(', ')}`,
    }),
    phone_number: z.string().regex(EWALLET_PHONE_PATTERN, 'Must be an Indonesian mobile number'),
  },
  toDestination: (fields) => ({
    channel: 'ewallet',
    productCode: fields.product_code!,
    phoneNumber: fields.phone_number!,
  }),
  view: (destination) => ({ product_code: destination.productCode, phone_number: destination.phoneNumber }),
  number: (destination) => destination.phoneNumber,
  institution: (destination) => destination.productCode,
  inquiryAnswer: (destination) => ({
    account_name: accountNameFor(`ewallet:${destination.productCode}:${destination.phoneNumber}`),
  }),
  reasons: {
    refused: 'The e-wallet provider rejected the top-up',
    unconfirmed: 'The e-wallet provider did not confirm the top-up',
  },
};
