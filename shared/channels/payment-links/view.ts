import type { TransactionRecord } from '../../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';
import { LINK_AMOUNT_MAX_IDR, LINK_AMOUNT_MIN_IDR } from './limits';
import type { LINK_PAYMENT_STATUSES, LINK_STATUSES } from './schemas';
import type { PaymentLinkRecord } from './store';

export type LinkStatus = (typeof LINK_STATUSES)[number];
export type LinkPaymentStatus = (typeof LINK_PAYMENT_STATUSES)[number];

/**
 * A link's status, derived on every read so that nothing has to write it when time passes: turned
 * off by the merchant, then paid as often as it may be, then past its expiry.
 */
export function linkStatusOf(link: PaymentLinkRecord, nowMs: number): LinkStatus {
  if (link.deactivated_at_ms !== undefined) return 'inactive';
  const usesMax = link.reusable ? link.max_uses : 1;
  if (usesMax !== null && link.payments_count >= usesMax) return 'completed';
  if (link.expires_at_ms !== null && nowMs >= link.expires_at_ms) return 'expired';
  return 'active';
}

/** The hosted page of a link: the service's public base and `/pay/{link_id}`. */
export const linkUrl = (baseUrl: string, linkId: string): string => `${baseUrl.replace(/\/+$/, '')}/pay/${linkId}`;

/** The merchant's view of its link (`PaymentLink` in the OpenAPI document). */
export function linkView(link: PaymentLinkRecord, nowMs: number, baseUrl: string) {
  return {
    link_id: link.link_id,
    url: linkUrl(baseUrl, link.link_id),
    status: linkStatusOf(link, nowMs),
    amount: link.amount,
    description: link.description,
    methods: link.methods,
    reusable: link.reusable,
    max_uses: link.max_uses,
    expires_at: toJakartaIsoOrNull(link.expires_at_ms ?? undefined),
    customer_name: link.customer_name ?? null,
    payments_count: link.payments_count,
    paid_amount: link.paid_amount,
    created_at: toJakartaIso(link.created_at_ms),
    deactivated_at: toJakartaIsoOrNull(link.deactivated_at_ms),
  };
}
export type LinkView = ReturnType<typeof linkView>;

/** What the page shows of a link: the merchant's name and the link's terms, nothing else. */
export function publicLinkView(link: PaymentLinkRecord, merchantName: string, nowMs: number) {
  return {
    link_id: link.link_id,
    merchant_name: merchantName,
    description: link.description,
    amount: link.amount,
    amount_min: link.amount ?? LINK_AMOUNT_MIN_IDR,
    amount_max: link.amount ?? LINK_AMOUNT_MAX_IDR,
    methods: link.methods,
    status: linkStatusOf(link, nowMs),
    expires_at: toJakartaIsoOrNull(link.expires_at_ms ?? undefined),
  };
}

/** Paid and settled are paid to the customer; whatever ended without money is over. */
export function linkPaymentStatusOf(tx: Pick<TransactionRecord, 'status'>): LinkPaymentStatus {
  if (tx.status === 'paid' || tx.status === 'settled') return 'paid';
  if (tx.status === 'waiting_payment' || tx.status === 'created') return 'waiting_payment';
  return 'expired';
}

/**
 * A payment as the page follows it: how to pay it and its state, never its partner_reff. The QR
 * image is the service's own, by the token (`qrImageUrl`), not the gateway's image URL, which may
 * name the partner_reff.
 */
export function linkPaymentView(tx: TransactionRecord, token: string, qrImageUrl: (token: string) => string) {
  const detail = (field: string): string | undefined =>
    tx.details?.[field] == null ? undefined : String(tx.details[field]);
  const isQris = tx.type === 'qris';
  return {
    token,
    method: isQris ? ('qris' as const) : ('va' as const),
    amount: tx.amount,
    status: linkPaymentStatusOf(tx),
    expires_at: toJakartaIso(tx.expires_at_ms ?? tx.created_at_ms),
    ...(isQris && tx.qris ? { qr_string: tx.qris.qr_string, qr_image_url: qrImageUrl(token) } : {}),
    ...(isQris
      ? {}
      : {
          virtual_account_number: detail('virtual_account_number'),
          bank_code: detail('bank_code'),
          bank_name: detail('bank_name'),
        }),
  };
}
export type LinkPaymentView = ReturnType<typeof linkPaymentView>;
