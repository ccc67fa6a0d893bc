import type { PayoutChannelPart } from '../payouts/channel-part';
import { findTransferBank } from './banks';
import type { TransferInquiryBody } from './schemas';

/** The bank transfer's part of the payouts (shared/channels/payouts/): a bank account as destination. */
export const TRANSFER_PAYOUT: PayoutChannelPart<TransferInquiryBody> = {
  label: 'bank transfer',
  reffPrefix: 'TF',
  refundDestinationType: 'bank',
  destinationOfBody: (body) => ({ channel: 'transfer', bankCode: body.bank_code, accountNumber: body.account_number }),
  details: (body, accountName) => {
    const bank = findTransferBank(body.bank_code)!;
    return {
      payment_method: 'BANK_TRANSFER',
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: body.account_number,
      account_name: accountName,
    };
  },
  destinationOfDetails: (detail) => ({
    channel: 'transfer',
    bankCode: detail('bank_code'),
    accountNumber: detail('account_number'),
  }),
  viewFields: (detail) => ({
    bank_code: detail('bank_code'),
    bank_name: detail('bank_name'),
    account_number: detail('account_number'),
    account_name: detail('account_name'),
  }),
};
