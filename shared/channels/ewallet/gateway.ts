/** The e-wallet payout's part of the gateway's HTTP client: its destination and inquiry path. */

/** An e-wallet account named by product and phone number. */
export interface EwalletDestination {
  channel: 'ewallet';
  productCode: string;
  phoneNumber: string;
}

export const EWALLET_GATEWAY = {
  inquiryPath: '/v1/ewallet/inquiry',
  fields: (destination: EwalletDestination): Record<string, string> => ({
    product_code: destination.productCode,
    phone_number: destination.phoneNumber,
  }),
};
