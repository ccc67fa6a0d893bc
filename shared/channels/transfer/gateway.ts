/** The transfer payout's part of the gateway's HTTP client: its destination and inquiry path. */

/** A bank account. */
export interface TransferDestination {
  channel: 'transfer';
  bankCode: string;
  accountNumber: string;
}

export const TRANSFER_GATEWAY = {
  inquiryPath: '/v1/transfer/inquiry',
  fields: (destination: TransferDestination): Record<string, string> => ({
    bank_code: destination.bankCode,
    account_number: destination.accountNumber,
  }),
};
