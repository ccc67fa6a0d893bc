import { DIGITAL_MARKUP_DEFAULT_IDR } from './limits';
import type { CatalogProduct } from './catalog';

export interface DigitalPrice {
  /** What the merchant pays: for a prepaid product its price, for a postpaid one the admin fee per bill. */
  harga: number;
  provider_price: number;
  markup: number;
}

/** What a merchant's orders are priced with: its own markup, or the platform's default. */
export const markupFor = (merchant: { digital_markup_idr?: number }): number =>
  merchant.digital_markup_idr ?? DIGITAL_MARKUP_DEFAULT_IDR;

/**
 * The price a merchant pays (docs/ARCHITECTURE.md, 14.1): the provider's price plus the merchant's markup. For
 * a `pascabayar` product the provider price is its admin fee, so `harga` is the admin fee the
 * merchant pays on top of each bill.
 */
export function digitalPriceFor(product: CatalogProduct, merchant: { digital_markup_idr?: number }): DigitalPrice {
  const markup = markupFor(merchant);
  const harga = product.provider_price + markup;
  if (!Number.isSafeInteger(product.provider_price) || product.provider_price <= 0) {
    throw new Error(`Product ${product.kode_produk} has no positive integer provider price`);
  }
  if (!Number.isSafeInteger(markup) || markup < 0 || !Number.isSafeInteger(harga))
    throw new Error(`Markup ${markup} cannot price ${product.kode_produk}`);
  return { harga, provider_price: product.provider_price, markup };
}
