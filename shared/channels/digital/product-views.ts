import type { CatalogProduct, DestinationKind } from './catalog';
import { digitalPriceFor } from './pricing';

/** One input an order for the product needs, so a merchant's app can draw its form. */
export interface ProductField {
  name: 'tujuan' | 'server_id';
  label: string;
  type: 'string';
  required: boolean;
}

/** How the destination is called where Indonesian customers type it. */
const TUJUAN_LABELS: Record<DestinationKind, string> = {
  msisdn: 'Nomor HP',
  emoney_phone: 'Nomor HP terdaftar di e-wallet',
  game_account: 'User ID',
  pln_meter: 'Nomor meter / ID pelanggan',
  customer_number: 'Nomor pelanggan',
};

/** The contract's catalog item; `harga` is this merchant's price (its markup included). */
export function productView(product: CatalogProduct, merchant: { digital_markup_idr?: number }) {
  return {
    kode_produk: product.kode_produk,
    nama: product.nama,
    kategori: product.kategori,
    operator: product.operator,
    harga: digitalPriceFor(product, merchant).harga,
    status: product.status,
    butuh_server_id: product.butuh_server_id,
  };
}

export type ProductView = ReturnType<typeof productView>;

/** The order inputs: always `tujuan`, and `server_id` for games played on several servers. */
export function productFields(product: CatalogProduct): ProductField[] {
  const tujuan: ProductField = {
    name: 'tujuan',
    label: TUJUAN_LABELS[product.destination],
    type: 'string',
    required: true,
  };
  if (!product.butuh_server_id) return [tujuan];
  return [tujuan, { name: 'server_id', label: 'Server ID', type: 'string', required: true }];
}
