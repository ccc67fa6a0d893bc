import { done, refuse, type Outcome } from '../../domain/outcome';
import type { MerchantRecord } from '../../store/merchants';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { CATALOG, type CatalogProduct, findProduct } from './catalog';
import type { ListDigitalProductsQuery } from './product-schemas';
import { productFields, productView, type ProductField, type ProductView } from './product-views';

export interface DigitalProductPage {
  data: ProductView[];
  meta: { page: number; per_page: number; total: number };
}

/** The merchant prices are made for; an API client always belongs to one, so its absence is a bug. */
async function pricedMerchant(merchantId: string, reads: MerchantReads): Promise<MerchantRecord> {
  const merchant = await reads.merchant(merchantId);
  if (merchant === undefined) throw new Error(`Merchant ${merchantId} of an authenticated client does not exist`);
  return merchant;
}

/** Every filter given must match: category exactly, operator by name in any case, search in name or code. */
export function matchesQuery(
  product: CatalogProduct,
  query: Pick<ListDigitalProductsQuery, 'category' | 'operator' | 'search'>,
): boolean {
  if (query.category !== undefined && product.kategori !== query.category) return false;
  if (query.operator !== undefined && product.operator.toLowerCase() !== query.operator.toLowerCase()) return false;
  if (query.search === undefined) return true;
  const needle = query.search.toLowerCase();
  return product.nama.toLowerCase().includes(needle) || product.kode_produk.toLowerCase().includes(needle);
}

/**
 * GET /tv/products: the catalog in its own order, filtered, one page of it, priced for the merchant.
 * Inactive products are listed too (status `inactive`), so merchants see why they cannot order them.
 */
export async function listDigitalProducts(
  merchantId: string,
  query: ListDigitalProductsQuery,
  reads: MerchantReads = freshReads,
): Promise<Outcome<DigitalProductPage>> {
  const merchant = await pricedMerchant(merchantId, reads);
  const matching = CATALOG.filter((product) => matchesQuery(product, query));
  const start = (query.page - 1) * query.per_page;
  const data = matching.slice(start, start + query.per_page).map((product) => productView(product, merchant));
  return done({ data, meta: { page: query.page, per_page: query.per_page, total: matching.length } });
}

/** GET /tv/products/{kode}: the product priced for the merchant, with the inputs an order needs. */
export async function getDigitalProduct(
  merchantId: string,
  kode: string,
  reads: MerchantReads = freshReads,
): Promise<Outcome<{ data: ProductView & { fields: ProductField[] } }>> {
  const product = findProduct(kode);
  if (product === undefined) return refuse('not_found', 'Digital product not found');
  const merchant = await pricedMerchant(merchantId, reads);
  return done({ data: { ...productView(product, merchant), fields: productFields(product) } });
}
