import * as z from 'zod';
import type { TransferDestination } from '../../shared/channels/transfer/gateway';
import { findTransferBank } from '../../shared/channels/transfer/banks';
import {
  ACCOUNT_NUMBER_LENGTH_MAX,
  ACCOUNT_NUMBER_LENGTH_MIN,
  TRANSFER_AMOUNT_MAX_IDR,
  TRANSFER_AMOUNT_MIN_IDR,
} from '../../shared/channels/transfer/limits';
import { accountNameFor } from './names';
import type { SimPayoutChannel } from './payout-channel';

/** The bank transfer payout's part of the gateway simulator: POST /v1/transfer/inquiry and its payouts. */
export const TRANSFER_SIM: SimPayoutChannel<TransferDestination> = {
  channel: 'transfer',
  amount: z.number().int().min(TRANSFER_AMOUNT_MIN_IDR).max(TRANSFER_AMOUNT_MAX_IDR),
  fields: {
    bank_code: z.string().refine((code) => findTransferBank(code) !== undefined, 'Unknown bank code'),
    account_number: z.string().min(ACCOUNT_NUMBER_LENGTH_MIN).max(ACCOUNT_NUMBER_LENGTH_MAX),
  },
  toDestination: (fields) => ({
    channel: 'transfer',
    bankCode: fields.bank_code!,
    accountNumber: fields.account_number!,
  }),
  view: (destination) => ({ bank_code: destination.bankCode, account_number: destination.accountNumber }),
  number: (destination) => destination.accountNumber,
  institution: (destination) => destination.bankCode,
  inquiryAnswer: (destination) => ({
    account_name: accountNameFor(`transfer:${destination.bankCode}:${destination.accountNumber}`),
    bank_name: findTransferBank(destination.bankCode)?.name,
  }),
  reasons: {
    refused: 'The destination bank rejected the transfer',
    unconfirmed: 'The destination bank did not confirm the transfer',
  },
};
