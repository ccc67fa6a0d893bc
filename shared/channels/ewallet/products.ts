/** An e-wallet that payouts can top up, addressed by the account holder's phone number. */
export interface EwalletProduct {
  code: string;
  name: string;
  category: 'e-wallet';
}

/** The e-wallets the gateway serves; the codes are the gateway's product codes. */
export const EWALLET_PRODUCTS: readonly EwalletProduct[] = [
  { code: 'OVO', name: 'OVO', category: 'e-wallet' },
  { code: 'GOPAY', name: 'GoPay', category: 'e-wallet' },
  { code: 'DANA', name: 'DANA', category: 'e-wallet' },
  { code: 'SHOPEEPAY', name: 'ShopeePay', category: 'e-wallet' },
  { code: 'LINKAJA', name: 'LinkAja', category: 'e-wallet' },
];

// Built in a pure call, so a bundle that never looks a product up leaves the list out.
const PRODUCTS_BY_CODE: ReadonlyMap<string, EwalletProduct> = /* @__PURE__ */ (() =>
  new Map(EWALLET_PRODUCTS.map((product) => [product.code, product])))();

export function findEwalletProduct(code: string): EwalletProduct | undefined {
  return PRODUCTS_BY_CODE.get(code);
}
