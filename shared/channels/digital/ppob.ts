import type { Clock } from '../../clock';
import { PPOB_INQUIRY_VALIDITY_SECONDS } from './limits';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { numericId } from '../../ids';
import type { ClientRecord } from '../../store/clients';
import { getPpobInquiry, putPpobInquiry, useInquiryItem, type PpobInquiryRecord } from './store';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { toJakartaIso } from '../../time';
import { findProduct, type CatalogProduct } from './catalog';
import { destinationOf } from './destination';
import { placeOrder } from './orders';
import type { OrderView } from './order-view';
import type { PpobInquiryBody, PpobOrderBody } from './ppob-schemas';
import { digitalPriceFor } from './pricing';
import type { DigitalProvider } from './provider';

/**
 * Postpaid bills (PPOB): an inquiry asks the biller for the bill and moves no money; it can be paid
 * once, within 30 minutes, by an order that debits its total and is processed like a prepaid order
 * (success emits ppob.paid).
 */
export function inquiryView(record: PpobInquiryRecord) {
  return {
    inquiry_id: record.inquiry_id,
    kode_produk: record.kode_produk,
    tujuan: record.tujuan,
    customer_name: record.customer_name,
    tagihan: record.tagihan,
    admin: record.admin,
    total: record.total,
    due_date: record.due_date,
    expires_at: toJakartaIso(record.expires_at_ms),
  };
}
export type InquiryView = ReturnType<typeof inquiryView>;

export interface PpobInquiryInput {
  client: ClientRecord;
  body: PpobInquiryBody;
  clock: Clock;
  provider: DigitalProvider;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
}

/** An active postpaid product; a prepaid or unknown one is a validation failure, an inactive one 422. */
function postpaidProductOf(kodeProduk: string): Outcome<CatalogProduct> {
  const product = findProduct(kodeProduk);
  if (product === undefined || product.kategori !== 'pascabayar') {
    return refuse('validation_failed', 'The request is invalid', {
      kode_produk: [
        product
          ? 'Not a postpaid product; prepaid products are ordered with POST /tv/orders'
          : 'Unknown product; see GET /tv/products?category=pascabayar',
      ],
    });
  }
  if (product.status !== 'active')
    return refuse('product_inactive', `Product ${product.kode_produk} is not available right now`);
  return done(product);
}

/** POST /tv/ppob/inquiries: 404 not_found when the biller has no bill for the customer. */
export async function inquirePostpaid({
  client,
  body,
  clock,
  provider,
  reads = freshReads,
}: PpobInquiryInput): Promise<Outcome<{ data: InquiryView }>> {
  const postpaid = postpaidProductOf(body.kode_produk);
  if (!postpaid.ok) return postpaid;
  const product = postpaid.value;
  const checked = destinationOf(product, body.tujuan, undefined);
  if (!checked.ok) return checked;
  const destination = checked.value;
  const bill = await provider.inquireBill({ kodeProduk: product.kode_produk, tujuan: destination.tujuan });
  if (bill.kind === 'not_found') return refuse('not_found', `No bill for ${destination.tujuan} at ${product.nama}`);
  const merchant = await reads.merchant(client.merchant_id);
  if (merchant === undefined)
    throw new Error(`Client ${client.client_id} names unknown merchant ${client.merchant_id}`);
  const price = digitalPriceFor(product, merchant);
  const nowMs = clock.nowMs();
  const record: PpobInquiryRecord = {
    inquiry_id: numericId(nowMs),
    merchant_id: merchant.id,
    kode_produk: product.kode_produk,
    tujuan: destination.tujuan,
    customer_name: bill.customerName,
    tagihan: bill.tagihan,
    admin: price.harga,
    provider_admin: price.provider_price,
    markup: price.markup,
    total: bill.tagihan + price.harga,
    due_date: bill.dueDate,
    created_at_ms: nowMs,
    expires_at_ms: nowMs + PPOB_INQUIRY_VALIDITY_SECONDS * 1000,
  };
  await putPpobInquiry(record);
  return done({ data: inquiryView(record) });
}

export interface PpobOrderInput {
  client: ClientRecord;
  body: PpobOrderBody;
  clock: Clock;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
}

/** Why the inquiry cannot be spent by this order, read again after its condition failed. */
async function inquiryRefusal(inquiryId: number, refId: string, nowMs: number) {
  const inquiry = await getPpobInquiry(inquiryId);
  if (inquiry?.used_by !== undefined && inquiry.used_by !== refId)
    return refuse('inquiry_used', `Inquiry ${inquiryId} was already paid by order ${inquiry.used_by}`);
  if (inquiry === undefined || inquiry.expires_at_ms <= nowMs)
    return refuse('inquiry_expired', `Inquiry ${inquiryId} has expired; make a new inquiry`);
  throw new Error(`Inquiry ${inquiryId} refused order ${refId} for no reason it shows`);
}

/** POST /tv/ppob/orders: debits the inquiry's total and processes the payment asynchronously. */
export async function createPpobOrder({
  client,
  body,
  clock,
  reads,
}: PpobOrderInput): Promise<Outcome<{ data: OrderView }>> {
  const nowMs = clock.nowMs();
  const inquiry = await getPpobInquiry(body.inquiry_id);
  if (inquiry === undefined || inquiry.merchant_id !== client.merchant_id)
    return refuse('not_found', 'Inquiry not found');
  const product = findProduct(inquiry.kode_produk);
  if (product === undefined)
    throw new Error(`Inquiry ${inquiry.inquiry_id} names unknown product ${inquiry.kode_produk}`);
  return placeOrder({
    type: 'ppob',
    reads,
    merchantId: inquiry.merchant_id,
    clientId: client.client_id,
    refId: body.ref_id,
    kodeProduk: inquiry.kode_produk,
    productName: product.nama,
    tujuan: inquiry.tujuan,
    harga: inquiry.total,
    providerPrice: inquiry.tagihan + inquiry.provider_admin,
    markup: inquiry.markup,
    nowMs,
    details: {
      inquiry_id: inquiry.inquiry_id,
      customer_name: inquiry.customer_name,
      tagihan: inquiry.tagihan,
      admin: inquiry.admin,
      due_date: inquiry.due_date,
    },
    extraItems: [useInquiryItem(inquiry.inquiry_id, body.ref_id, nowMs)],
    preconditionRefusal: () => inquiryRefusal(inquiry.inquiry_id, body.ref_id, nowMs),
    sameOrder: (existing) => existing.type === 'ppob' && existing.details?.inquiry_id === inquiry.inquiry_id,
  });
}
