/**
 * The channel registry: one row per transaction type, the lists that used to be written by hand in
 * several places are derived from it (docs/ARCHITECTURE.md, section 12). Plain data that imports
 * only the channels' limit constants (kernel settings): the domain, the engine and the adapters read
 * it (the layer rules treat it as part of the domain), and every Lambda bundle may carry it.
 */
import { GATEWAY_VA_AMOUNT_MAX_IDR, VA_AMOUNT_MAX_IDR, VA_AMOUNT_MIN_IDR } from '../constants';
import { DEDICATED_VA_PAYMENT_MIN_IDR } from './dedicated-va/limits';
import { DIGITAL_MARKUP_MAX_IDR } from './digital/limits';
import { EWALLET_CASHIN_AMOUNT_MAX_IDR, EWALLET_CASHIN_AMOUNT_MIN_IDR } from './ewallet-cashin/limits';
import { EWALLET_AMOUNT_MAX_IDR, EWALLET_AMOUNT_MIN_IDR } from './ewallet/limits';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from './qris/limits';
import { TRANSFER_AMOUNT_MAX_IDR, TRANSFER_AMOUNT_MIN_IDR } from './transfer/limits';
import { WITHDRAWAL_AMOUNT_MAX_IDR, WITHDRAWAL_AMOUNT_MIN_IDR } from './withdrawals/limits';

/** Which way the merchant's money moves: in (a payment), out (a payout), or neither (an order, an adjustment). */
export type ChannelDirection = 'in' | 'out' | 'none';
/** The state machine table of shared/domain/transaction-state.ts a type runs on. */
export type ChannelMachine = 'inbound' | 'payout' | 'order' | 'born_final';
/** The row of the push wording (shared/domain/push-message.ts). */
export type ChannelPushWording = 'inbound' | 'payout' | 'other';
/**
 * How a paid payment of a type is refunded (shared/channels/refunds/, docs/ARCHITECTURE.md, section 17):
 * `original` back through the payment's own rail (within REFUND_ORIGINAL_WINDOW_DAYS of `paid_at`),
 * `payout` as a bank or e-wallet payout to an account the merchant names (no window).
 */
export type RefundMethod = 'original' | 'payout';

/**
 * The fee defaults of each fee key (docs/ARCHITECTURE.md, 14.1; shared/domain/fees.ts reads them as
 * `DEFAULT_FEES`, and a merchant record may override any part per key). A row names its key in `fees`.
 */
export const FEE_DEFAULTS = {
  qris: { gateway_fee_bps: 70, platform_fee_bps: 30 },
  va: { gateway_fee_fixed: 4000, platform_fee_fixed: 1000 },
  transfer: { gateway_fee_fixed: 2500, platform_fee_fixed: 1000 },
  ewallet: { gateway_fee_bps: 100, gateway_fee_min: 1000, platform_fee_fixed: 500 },
  ewallet_cashin: { gateway_fee_bps: 150, platform_fee_bps: 50 },
} as const;

/** A range of amounts in IDR, both ends included. */
export interface AmountRange {
  minIdr: number;
  maxIdr: number;
}

/**
 * The per-merchant settings of the channels: integer amounts in IDR an operator sets through the
 * admin API (`PATCH /admin/v1/merchants/{id}`, within the range here), kept on the merchant record
 * under their key and shown in the admin's merchant view once set. Absent, the channel applies its
 * default (the channel reads its own setting).
 */
export const CHANNEL_SETTINGS = {
  /** What the merchant's digital products cost above the provider price (digital/pricing.ts; default DIGITAL_MARKUP_DEFAULT_IDR). */
  digital_markup_idr: { minIdr: 0, maxIdr: DIGITAL_MARKUP_MAX_IDR },
} as const satisfies Record<string, AmountRange>;
export type ChannelSettingKey = keyof typeof CHANNEL_SETTINGS;
/** The channel settings a merchant record may carry. */
export type ChannelSettings = Partial<Record<ChannelSettingKey, number>>;
export const CHANNEL_SETTING_KEYS = /* @__PURE__ */ (() => Object.keys(CHANNEL_SETTINGS) as ChannelSettingKey[])();

export interface ChannelEntry {
  /** Its folder under shared/channels/, or null for a type no channel owns. */
  folder: string | null;
  direction: ChannelDirection;
  machine: ChannelMachine;
  /** The gateway reports its outcome through POST /callbacks/gateway. */
  gatewayCallback: boolean;
  /** What a gateway callback for it names: its partner_reff, its VA number, or both (null: no callback). */
  callbackReferences: 'partner_reff' | 'virtual_account' | 'both' | null;
  /** When money paid in may be withdrawn: next_day (pending settlement until H+1), immediate, or null (none paid in by callback). */
  settlement: 'next_day' | 'immediate' | null;
  /** The webhook's `payment_method` when the transaction's details name none. */
  paymentMethod: string | null;
  /** The webhook events whose body carries a transaction of this type (of CHANNEL_WEBHOOK_EVENT_NOTES). */
  webhookEvents: readonly ChannelWebhookEvent[];
  push: ChannelPushWording;
  /** The key of the fee defaults (shared/domain/fees.ts) it is charged by, or null if it has no fee rule. */
  fees: keyof typeof FEE_DEFAULTS | null;
  /**
   * Every amount its fees are ever computed for, both ends included (null without a fee rule). The
   * admin API refuses a fee override that would take a whole amount of a key's ranges
   * (shared/domain/fee-bound.ts).
   */
  feeAmounts: AmountRange | null;
  /** The permissions an API client may hold for it (shared/domain/permissions.ts lists them in row order). */
  permissions: readonly string[];
  /**
   * Those of its permissions that take money out of the merchant's balance (a payout, a purchase paid
   * from it): only an owner grants them to a client, with the merchant's PIN (docs/ARCHITECTURE.md, section 15).
   */
  moneyOutPermissions: readonly string[];
  /** The OpenAPI tag of its routes, or null if it has none. */
  tag: string | null;
  /** How a paid transaction of this type is refunded, or null when it cannot be (payouts, orders, adjustments). */
  refund: RefundMethod | null;
  /**
   * A payout type's destination: `any` destination the merchant names and verifies by inquiry first
   * (transfer, e-wallet: their inquiry and confirm routes, batch rows, refund destinations), or the
   * merchant's `own` settlement accounts (withdrawals: no inquiry, one call with the PIN). Null for types that are not payouts.
   */
  payoutTo: 'any' | 'own' | null;
}

/**
 * The webhook events the channels send, each with the note the OpenAPI document's table of events
 * gives it (shared/openapi.ts, in this order); a row names those whose body carries its transactions.
 */
export const CHANNEL_WEBHOOK_EVENT_NOTES = {
  'transaction.paid': 'A transaction became paid: an inbound payment was received or a payout was executed.',
  'transaction.failed': 'A transaction became failed; a failed payout has its hold returned to the balance.',
  'transaction.expired':
    'A transaction became expired: a QR or one-time VA never paid, or a payout inquiry never confirmed.',
  'transaction.cancelled': 'A transaction became cancelled.',
  'va.paid': 'Money arrived on a dedicated virtual account: a new `dedicated_va` transaction.',
  'order.pending': 'A digital order or postpaid payment was accepted and debited; the provider is working on it.',
  'order.success': 'A digital order succeeded; `order.sn` carries the serial number (a PLN token for PLN products).',
  'order.failed': 'A digital order or postpaid payment failed; its price was returned to the balance.',
  'ppob.paid': 'A postpaid bill payment succeeded.',
} as const;
export type ChannelWebhookEvent = keyof typeof CHANNEL_WEBHOOK_EVENT_NOTES;

/**
 * The webhook events of refunds (shared/channels/refunds/), with their notes: their body carries a
 * refund of a payment, not a transaction, so no row names them; the rows' `refund` says which types
 * have refunds at all.
 */
export const REFUND_WEBHOOK_EVENT_NOTES = {
  'refund.succeeded': 'A refund succeeded: the money reached the customer (its amount and fee left the balance).',
  'refund.failed': 'A refund failed; its amount and fee were returned to the available balance.',
} as const;
export type RefundWebhookEvent = keyof typeof REFUND_WEBHOOK_EVENT_NOTES;
export const REFUND_WEBHOOK_EVENTS = /* @__PURE__ */ (() =>
  Object.keys(REFUND_WEBHOOK_EVENT_NOTES) as [RefundWebhookEvent, ...RefundWebhookEvent[]])();

const FINAL_TRANSACTION_EVENTS = [
  'transaction.paid',
  'transaction.failed',
  'transaction.expired',
  'transaction.cancelled',
] as const;
const PAYOUT_EVENTS = ['transaction.paid', 'transaction.failed', 'transaction.expired'] as const;

/** The order of the rows is the order of the `type` enum in the OpenAPI document. */
export const CHANNELS = {
  qris: {
    folder: 'qris',
    direction: 'in',
    machine: 'inbound',
    gatewayCallback: true,
    callbackReferences: 'partner_reff',
    settlement: 'next_day',
    paymentMethod: 'QRIS',
    webhookEvents: FINAL_TRANSACTION_EVENTS,
    push: 'inbound',
    fees: 'qris',
    feeAmounts: { minIdr: QRIS_AMOUNT_MIN_IDR, maxIdr: QRIS_AMOUNT_MAX_IDR },
    permissions: ['qris:create', 'qris:read'],
    moneyOutPermissions: [],
    tag: 'Inbound payments',
    refund: 'original',
    payoutTo: null,
  },
  va: {
    folder: 'va',
    direction: 'in',
    machine: 'inbound',
    gatewayCallback: true,
    callbackReferences: 'both',
    settlement: 'immediate',
    paymentMethod: null,
    webhookEvents: FINAL_TRANSACTION_EVENTS,
    push: 'inbound',
    fees: 'va',
    feeAmounts: { minIdr: VA_AMOUNT_MIN_IDR, maxIdr: VA_AMOUNT_MAX_IDR },
    permissions: ['va:create', 'va:read'],
    moneyOutPermissions: [],
    tag: 'Inbound payments',
    refund: 'payout',
    payoutTo: null,
  },
  dedicated_va: {
    folder: 'dedicated-va',
    direction: 'in',
    machine: 'born_final',
    gatewayCallback: true,
    callbackReferences: 'virtual_account',
    settlement: null,
    paymentMethod: null,
    webhookEvents: ['va.paid'],
    push: 'inbound',
    fees: 'va',
    // Priced by the VA rule: any amount the gateway carries, from the dedicated VA's minimum up.
    feeAmounts: { minIdr: DEDICATED_VA_PAYMENT_MIN_IDR, maxIdr: GATEWAY_VA_AMOUNT_MAX_IDR },
    permissions: [],
    moneyOutPermissions: [],
    tag: 'Inbound payments',
    refund: 'payout',
    payoutTo: null,
  },
  transfer: {
    folder: 'transfer',
    direction: 'out',
    machine: 'payout',
    gatewayCallback: true,
    callbackReferences: 'partner_reff',
    settlement: null,
    paymentMethod: null,
    webhookEvents: PAYOUT_EVENTS,
    push: 'payout',
    fees: 'transfer',
    feeAmounts: { minIdr: TRANSFER_AMOUNT_MIN_IDR, maxIdr: TRANSFER_AMOUNT_MAX_IDR },
    permissions: ['transfer:create'],
    moneyOutPermissions: ['transfer:create'],
    tag: 'Payouts',
    refund: null,
    payoutTo: 'any',
  },
  ewallet: {
    folder: 'ewallet',
    direction: 'out',
    machine: 'payout',
    gatewayCallback: true,
    callbackReferences: 'partner_reff',
    settlement: null,
    paymentMethod: null,
    webhookEvents: PAYOUT_EVENTS,
    push: 'payout',
    fees: 'ewallet',
    feeAmounts: { minIdr: EWALLET_AMOUNT_MIN_IDR, maxIdr: EWALLET_AMOUNT_MAX_IDR },
    permissions: ['ewallet:create'],
    moneyOutPermissions: ['ewallet:create'],
    tag: 'Payouts',
    refund: null,
    payoutTo: 'any',
  },
  withdrawal: {
    folder: 'withdrawals',
    direction: 'out',
    machine: 'payout',
    gatewayCallback: true,
    callbackReferences: 'partner_reff',
    settlement: null,
    paymentMethod: null,
    webhookEvents: PAYOUT_EVENTS,
    push: 'payout',
    // A withdrawal pays the merchant's own bank account: fees as a bank payout's (DESIGN 17).
    fees: 'transfer',
    feeAmounts: { minIdr: WITHDRAWAL_AMOUNT_MIN_IDR, maxIdr: WITHDRAWAL_AMOUNT_MAX_IDR },
    // Its permission, `withdrawal:create` (money out), was named among the capabilities'
    // (shared/domain/permissions.ts) before its routes came, and stays there in its place.
    permissions: [],
    moneyOutPermissions: [],
    tag: 'Payouts',
    refund: null,
    payoutTo: 'own',
  },
  ewallet_cashin: {
    folder: 'ewallet-cashin',
    direction: 'in',
    machine: 'inbound',
    gatewayCallback: true,
    callbackReferences: 'partner_reff',
    settlement: 'immediate',
    paymentMethod: 'EWALLET',
    webhookEvents: FINAL_TRANSACTION_EVENTS,
    push: 'inbound',
    fees: 'ewallet_cashin',
    feeAmounts: { minIdr: EWALLET_CASHIN_AMOUNT_MIN_IDR, maxIdr: EWALLET_CASHIN_AMOUNT_MAX_IDR },
    permissions: [],
    moneyOutPermissions: [],
    tag: 'Dashboard',
    refund: 'original',
    payoutTo: null,
  },
  digital: {
    folder: 'digital',
    direction: 'none',
    machine: 'order',
    gatewayCallback: false,
    callbackReferences: null,
    settlement: null,
    paymentMethod: null,
    webhookEvents: ['order.pending', 'order.success', 'order.failed'],
    push: 'other',
    fees: null,
    feeAmounts: null,
    permissions: ['digital:read', 'digital:create'],
    moneyOutPermissions: ['digital:create'],
    tag: 'Digital products',
    refund: null,
    payoutTo: null,
  },
  ppob: {
    folder: 'digital',
    direction: 'none',
    machine: 'order',
    gatewayCallback: false,
    callbackReferences: null,
    settlement: null,
    paymentMethod: null,
    webhookEvents: ['order.pending', 'ppob.paid', 'order.failed'],
    push: 'other',
    fees: null,
    feeAmounts: null,
    permissions: ['digital:ppob'],
    moneyOutPermissions: ['digital:ppob'],
    tag: 'Digital products',
    refund: null,
    payoutTo: null,
  },
  adjustment: {
    folder: null,
    direction: 'none',
    machine: 'born_final',
    gatewayCallback: false,
    callbackReferences: null,
    settlement: null,
    paymentMethod: null,
    webhookEvents: [],
    push: 'other',
    fees: null,
    feeAmounts: null,
    permissions: [],
    moneyOutPermissions: [],
    tag: null,
    refund: null,
    payoutTo: null,
  },
} as const satisfies Record<string, ChannelEntry>;

export type TransactionType = keyof typeof CHANNELS;
type Rows = typeof CHANNELS;
type TypesWhere<P extends keyof ChannelEntry, V> = {
  [K in TransactionType]: Rows[K][P] extends V ? K : never;
}[TransactionType];

/** Types paid in by a customer (QR, one-time and dedicated VA). */
export type InboundType = TypesWhere<'direction', 'in'>;
export type PayoutType = TypesWhere<'machine', 'payout'>;
/** Payout types to any destination the merchant names, verified by an inquiry first (transfer, e-wallet). */
export type InquiryPayoutType = TypesWhere<'payoutTo', 'any'>;
/** Types created waiting for the customer's payment (QR, one-time VA). */
export type WaitingPaymentType = TypesWhere<'machine', 'inbound'>;
export type OrderType = TypesWhere<'machine', 'order'>;
export type GatewayCallbackType = TypesWhere<'gatewayCallback', true>;
export type FeeChannel = NonNullable<Rows[TransactionType]['fees']>;
export type ChannelPermission = Rows[TransactionType]['permissions'][number];
/** Types whose paid transactions may be refunded, and those refunded back through the payment's own rail. */
export type RefundableType = TypesWhere<'refund', RefundMethod>;
export type OriginalRefundType = TypesWhere<'refund', 'original'>;

const typesWhere = <T extends TransactionType>(keep: (entry: ChannelEntry) => boolean): [T, ...T[]] =>
  (Object.keys(CHANNELS) as TransactionType[]).filter((type) => keep(CHANNELS[type])) as [T, ...T[]];

export const TRANSACTION_TYPES = /* @__PURE__ */ (() =>
  Object.keys(CHANNELS) as [TransactionType, ...TransactionType[]])();
export const INBOUND_TYPES = /* @__PURE__ */ (() => typesWhere<InboundType>((entry) => entry.direction === 'in'))();
export const PAYOUT_TYPES = /* @__PURE__ */ (() => typesWhere<PayoutType>((entry) => entry.machine === 'payout'))();
/** The payout types with an inquiry (`payoutTo: 'any'`): their inquiry and confirm routes, batch rows, refund destinations. */
export const INQUIRY_PAYOUT_TYPES = /* @__PURE__ */ (() =>
  typesWhere<InquiryPayoutType>((entry) => entry.payoutTo === 'any'))();
export const ORDER_TYPES = /* @__PURE__ */ (() => typesWhere<OrderType>((entry) => entry.machine === 'order'))();
export const GATEWAY_CALLBACK_TYPES = /* @__PURE__ */ (() =>
  typesWhere<GatewayCallbackType>((entry) => entry.gatewayCallback))();
/** The types refunded back through the payment's own rail: the channels a gateway refund call and its callbacks name. */
export const ORIGINAL_REFUND_TYPES = /* @__PURE__ */ (() =>
  typesWhere<OriginalRefundType>((entry) => entry.refund === 'original'))();
/** Every channel's permissions, in the order of the rows. */
export const CHANNEL_PERMISSIONS = /* @__PURE__ */ (() =>
  Object.values(CHANNELS).flatMap((entry: ChannelEntry) => entry.permissions) as [
    ChannelPermission,
    ...ChannelPermission[],
  ])();

/** Every channel's money-out permissions (ChannelEntry.moneyOutPermissions), in the order of the rows. */
export const CHANNEL_MONEY_OUT_PERMISSIONS = /* @__PURE__ */ (() =>
  Object.values(CHANNELS).flatMap((entry: ChannelEntry) => entry.moneyOutPermissions) as ChannelPermission[])();

/**
 * The permission the contract names for reading transactions, their details and events (every type's,
 * not only QR ones): the QR row's read permission, whatever its name.
 */
export const TRANSACTIONS_READ_PERMISSION = CHANNELS.qris.permissions[1];

type EventsOfMachine<M extends ChannelMachine> = Rows[TypesWhere<'machine', M>]['webhookEvents'][number];

/** The webhook events whose body carries a transaction running on one of these machines, each once, in row order. */
export function webhookEventsOf<M extends ChannelMachine>(
  ...machines: M[]
): [EventsOfMachine<M>, ...EventsOfMachine<M>[]] {
  const entries = Object.values(CHANNELS) as ChannelEntry[];
  const events = entries
    .filter((entry) => (machines as ChannelMachine[]).includes(entry.machine))
    .flatMap((entry) => entry.webhookEvents);
  return [...new Set(events)] as [EventsOfMachine<M>, ...EventsOfMachine<M>[]];
}
