import type { Clock } from '../../clock';
import { ORDER_REDRIVE_AFTER_SECONDS } from './limits';
import { holdPostings } from '../../domain/ledger';
import { done, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { isOrderType } from '../../domain/transaction-state';
import type { OrderType } from '../registry';
import { createTransaction } from '../../engine/create';
import { derivedPartnerReff, numericId } from '../../ids';
import { logger } from '../../logger';
import type { ClientRecord } from '../../store/clients';
import { recentOrderItem } from './store';
import { getBalance } from '../../store/merchants';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import { sendMessages } from '../../store/queue';
import {
  getTransaction,
  recordOrderBalance,
  type NewTransaction,
  type TransactionRecord,
} from '../../store/transactions';
import type { TxItem } from '../../store/transact';
import { findProduct, type CatalogProduct } from './catalog';
import { destinationOf, type Destination } from './destination';
import { orderView, orderWebhookBody, type OrderView } from './order-view';
import type { CreateOrderBody } from './order-schemas';
import { digitalPriceFor } from './pricing';

/**
 * Digital orders (release 1.5.0) on the money engine: an order holds its price from the available
 * balance at once (so `saldo` shows the debit), in the same move that writes the order, its
 * `order.pending` webhook and its place on the due index; the orders queue then takes it to the
 * provider. Success posts the hold to the provider and the markup; failure returns it, in the
 * transaction that marks the order failed (shared/channels/digital/fulfil.ts).
 */

/** An order's transaction is named after the merchant's ref_id: the ref_id is unique per merchant by construction. */
export const orderReff = (merchantId: string, refId: string): string =>
  derivedPartnerReff('TV', `order:${merchantId}:${refId}`);

export interface OrderDraft {
  type: OrderType;
  /** The counter as the request read it, else read when the order is written. */
  reads?: MerchantReads;
  merchantId: string;
  clientId: string;
  refId: string;
  kodeProduk: string;
  productName: string;
  tujuan: string;
  serverId?: string;
  /** What the merchant pays: provider price + markup. */
  harga: number;
  providerPrice: number;
  markup: number;
  nowMs: number;
  /** Channel-specific details kept on the order (the postpaid bill). */
  details?: Record<string, string | number>;
  /** Written with the order; a false condition is refused with `preconditionRefusal`. */
  extraItems: TxItem[];
  preconditionRefusal: () => Promise<Refusal>;
  /** Whether an existing order under the same ref_id is this very request (else 409 duplicate_ref_id). */
  sameOrder: (existing: TransactionRecord) => boolean;
}

function orderTransaction(draft: OrderDraft, partnerReff: string, seq: number): NewTransaction {
  const description = `${draft.productName} to ${draft.tujuan}`;
  return {
    record: {
      partner_reff: partnerReff,
      id: numericId(draft.nowMs),
      merchant_id: draft.merchantId,
      client_id: draft.clientId,
      type: draft.type,
      status: 'pending',
      amount: draft.harga,
      // The markup is the platform's fee; the provider's price is what the order passes on.
      fees: { gateway_fee: 0, platform_fee: draft.markup, total_fee: draft.markup, net_amount: draft.providerPrice },
      seq,
      event_count: 1,
      created_at_ms: draft.nowMs,
      updated_at_ms: draft.nowMs,
      description,
      details: {
        ref_id: draft.refId,
        kode_produk: draft.kodeProduk,
        product_name: draft.productName,
        tujuan: draft.tujuan,
        ...(draft.serverId === undefined ? {} : { server_id: draft.serverId }),
        sn: null,
        ...(draft.details ?? {}),
      },
    },
    createdEvent: {
      event_type: 'created',
      from: null,
      to: 'pending',
      source: 'api',
      description: `Order ${draft.refId}: ${description}, ${draft.harga} held`,
      at_ms: draft.nowMs,
    },
    // The safety net: if the queue message is lost (a crash right after the commit), the order sweep hands it over again.
    due: { kind: 'order', atMs: draft.nowMs + ORDER_REDRIVE_AFTER_SECONDS * 1000 },
  };
}

/** Hands an order to the orders queue; if that fails, the order sweep does it once the order is due. */
export async function enqueueOrder(partnerReff: string): Promise<void> {
  try {
    await sendMessages('orders', [{ partner_reff: partnerReff }]);
  } catch (error) {
    logger.warn('order not handed to the orders queue; the order sweep will', { partnerReff, error: String(error) });
  }
}

/**
 * Writes an order as one move (hold + order + event + order.pending outbox + extra items), then
 * hands it to the queue and answers it with the balance right after the debit. A retry with the
 * same ref_id and body answers the order that exists; another body under that ref_id is 409.
 */
export async function placeOrder(draft: OrderDraft): Promise<Outcome<{ data: OrderView }>> {
  const partnerReff = orderReff(draft.merchantId, draft.refId);
  const created = await createTransaction({
    merchantId: draft.merchantId,
    kind: 'hold',
    reads: draft.reads,
    build: (seq) => orderTransaction(draft, partnerReff, seq),
    postings: (record, moveId) => holdPostings(record.merchant_id, moveId, record.amount),
    webhook: (record) => ({
      event: 'order.pending',
      clientId: record.client_id,
      partnerReff,
      body: orderWebhookBody('order.pending', record),
    }),
    extraItems: () => draft.extraItems,
  });
  switch (created.kind) {
    case 'insufficient_balance':
      return refuse('insufficient_balance', `The available balance does not cover the price (${draft.harga})`);
    case 'precondition_failed':
      return draft.preconditionRefusal();
    case 'idempotency_lost':
      throw new Error(`Order ${partnerReff} carries no idempotency completion, yet lost one`);
    case 'already_applied':
      if (!draft.sameOrder(created.record))
        return refuse('duplicate_ref_id', `ref_id ${draft.refId} is already used by another order`);
      return done({ data: orderView(created.record) });
    case 'created': {
      const balance = await getBalance(draft.merchantId);
      const saldo = balance?.available ?? null;
      if (saldo !== null) await recordOrderBalance(partnerReff, saldo);
      await enqueueOrder(partnerReff);
      return done({ data: orderView({ ...created.record, ...(saldo === null ? {} : { saldo_owner: saldo }) }) });
    }
  }
}

export interface CreateOrderInput {
  client: ClientRecord;
  body: CreateOrderBody;
  clock: Clock;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
}

interface Orderable {
  product: CatalogProduct;
  destination: Destination;
}

/** The body's prepaid product, active, and a destination it can reach; else the contract's refusal. */
function orderableOf(body: CreateOrderBody): Outcome<Orderable> {
  const product = findProduct(body.kode_produk);
  if (product === undefined)
    return refuse('validation_failed', 'The request is invalid', {
      kode_produk: ['Unknown product; see GET /tv/products'],
    });
  if (product.kategori === 'pascabayar') {
    return refuse('validation_failed', 'The request is invalid', {
      kode_produk: ['A postpaid product: use POST /tv/ppob/inquiries, then POST /tv/ppob/orders'],
    });
  }
  if (product.status !== 'active')
    return refuse('product_inactive', `Product ${product.kode_produk} is not available right now`);
  const destination = destinationOf(product, body.tujuan, body.server_id);
  if (!destination.ok) return destination;
  return done({ product, destination: destination.value });
}

/** POST /tv/orders: product, destination, then the order (422 product_inactive / invalid_msisdn / insufficient_balance, 409 duplicates). */
export async function createDigitalOrder({
  client,
  body,
  clock,
  reads = freshReads,
}: CreateOrderInput): Promise<Outcome<{ data: OrderView }>> {
  const orderable = orderableOf(body);
  if (!orderable.ok) return orderable;
  const { product, destination } = orderable.value;
  const merchant = await reads.merchant(client.merchant_id);
  if (merchant === undefined)
    throw new Error(`Client ${client.client_id} names unknown merchant ${client.merchant_id}`);
  const price = digitalPriceFor(product, merchant);
  const nowMs = clock.nowMs();
  return placeOrder({
    type: 'digital',
    reads,
    merchantId: merchant.id,
    clientId: client.client_id,
    refId: body.ref_id,
    kodeProduk: product.kode_produk,
    productName: product.nama,
    tujuan: destination.tujuan,
    serverId: destination.serverId,
    harga: price.harga,
    providerPrice: price.provider_price,
    markup: price.markup,
    nowMs,
    extraItems: [recentOrderItem(merchant.id, product.kode_produk, destination.tujuan, body.ref_id, nowMs)],
    preconditionRefusal: async () =>
      refuse(
        'duplicate_recent_order',
        `An order for ${product.kode_produk} to ${destination.tujuan} was placed less than 60 seconds ago; wait, or check that order`,
      ),
    sameOrder: (existing) =>
      existing.type === 'digital' &&
      existing.details?.kode_produk === product.kode_produk &&
      existing.details?.tujuan === destination.tujuan &&
      (existing.details?.server_id ?? undefined) === destination.serverId,
  });
}

/** GET /tv/orders/{ref_id}: the caller's own order only; another merchant's is 404 like an unknown one. */
export async function readDigitalOrder(merchantId: string, refId: string): Promise<Outcome<{ data: OrderView }>> {
  const tx = await getTransaction(orderReff(merchantId, refId));
  if (tx === undefined || tx.merchant_id !== merchantId || !isOrderType(tx.type))
    return refuse('not_found', 'Order not found');
  return done({ data: orderView(tx) });
}

interface BalanceView {
  saldo: number;
  currency: 'IDR';
  held: number;
  pending_settlement: number;
}

/**
 * GET /tv/balance: the shared balance every channel debits and credits. `saldo` is the contract's
 * available balance; `held` (payouts in flight) and `pending_settlement` (paid QRs until H+1) let a
 * merchant see where the rest of its money is without asking an operator (docs/ARCHITECTURE.md, 14.4).
 */
export async function readDigitalBalance(merchantId: string): Promise<Outcome<{ data: BalanceView }>> {
  const balance = await getBalance(merchantId);
  if (balance === undefined) return refuse('not_found', 'Merchant not found');
  return done({
    data: {
      saldo: balance.available,
      currency: 'IDR',
      held: balance.held,
      pending_settlement: balance.pending_settlement,
    },
  });
}
