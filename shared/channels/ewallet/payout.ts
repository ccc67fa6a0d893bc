import { normalizedPhone } from '../payouts/phone';
import type { PayoutChannelPart } from '../payouts/channel-part';
import { findEwalletProduct } from './products';
import type { EwalletInquiryBody } from './schemas';

/** The e-wallet's part of the payouts (shared/channels/payouts/): an e-wallet account named by product and phone. */
export const EWALLET_PAYOUT: PayoutChannelPart<EwalletInquiryBody> = {
  label: 'e-wallet',
  reffPrefix: 'EW',
  refundDestinationType: 'ewallet',
  destinationOfBody: (body) => ({
    channel: 'ewallet',
    productCode: body.product_code,
    phoneNumber: normalizedPhone(body.phone_number),
  }),
  details: (body, accountName) => {
    const product = findEwalletProduct(body.product_code)!;
    return {
      payment_method: 'EWALLET',
      product_code: product.code,
      product_name: product.name,
      phone_number: body.phone_number,
      account_name: accountName,
    };
  },
  destinationOfDetails: (detail) => ({
    channel: 'ewallet',
    productCode: detail('product_code'),
    phoneNumber: normalizedPhone(detail('phone_number')),
  }),
  viewFields: (detail) => ({
    product_code: detail('product_code'),
    phone_number: detail('phone_number'),
    account_name: detail('account_name'),
  }),
};
