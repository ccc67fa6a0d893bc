import type { SimulatorClock } from './clock';
import type { SimulatorContext } from './context';
import { DedicatedVaBook } from './dedicated-va';
import { dedicatedVaGatewayRoutes } from './dedicated-va-api';
import { DigitalBook } from './digital';
import { digitalRoutes } from './digital-api';
import { EwalletCashinBook } from './ewallet-cashin';
import { ewalletCashinControlRoutes, ewalletCashinGatewayRoutes } from './ewallet-cashin-api';
import type { Route } from './http';
import { payoutRoutes } from './payout-api';
import { QrisBook } from './qris';
import { qrisControlRoutes, qrisGatewayRoutes, qrisPublicRoutes } from './qris-api';
import type { RawPaymentTaker } from './raw-payment';
import { RefundBook } from './refunds';
import { refundRoutes } from './refunds-api';
import { VaBook } from './va';
import { vaControlRoutes, vaGatewayRoutes } from './va-api';

/**
 * The gateway simulator's channel parts, listed once: each channel's book (what the gateway knows of
 * its payments, in memory) and its routes, and the order in which the parts are asked to take a raw
 * payment. The simulator plays the gateway, and the digital-product provider our HttpProvider calls
 * (/v1/digital, /v1/ppob) under the same API key. The rest of the simulator names no channel. A
 * new channel's part is a book (`<channel>.ts`) and routes (`<channel>-api.ts`) added here
 * (docs/ARCHITECTURE.md, section 12); a payout channel's is listed in ./payout-channels.ts instead.
 */

/** What the channels' parts take from the simulator's options. */
export interface ChannelPartsOptions {
  /**
   * The `qr_image_url` of a created QR, by partner_reff. The local stack points it at its sandbox
   * endpoint (README, local stack reference), which serves the same image; without it the simulator serves /qr/{id}.png.
   */
  qrImageUrl?: (partnerReff: string) => string;
  /** How long a refund back on a payment's rail stays pending before it succeeds and calls back (default 1 s). */
  refundCallbackDelayMs?: number;
}

/**
 * Every channel's book, over the simulator's one clock (`baseUrl` is the simulator's, known once it
 * listens). Each operation checks and changes its book
 * synchronously, so concurrent control calls for the same QR or VA see each other's effect and only
 * one of them can pay it.
 */
export function channelBooks(clock: SimulatorClock, options: ChannelPartsOptions, baseUrl: () => string) {
  const va = new VaBook(clock);
  return {
    qris: new QrisBook(
      clock,
      (record) => options.qrImageUrl?.(record.partnerReff) ?? `${baseUrl()}/qr/${record.qrisId}.png`,
    ),
    va,
    dedicatedVa: new DedicatedVaBook(clock, va),
    ewalletCashin: new EwalletCashinBook(clock),
    /** Refunds back on a payment's rail (QRIS, e-wallet cash-in). */
    refunds: new RefundBook(clock, options.refundCallbackDelayMs),
    /** The digital-product provider's orders and bill payments. */
    digital: new DigitalBook(() => clock.nowMs()),
  };
}

export type ChannelBooks = ReturnType<typeof channelBooks>;

/**
 * Who takes a raw payment (POST /control/callbacks), asked in this order: a one-time VA (by number
 * or partner_reff), then any other VA number (a dedicated VA's), then a cash-in's partner_reff, and
 * last a QR payment, which takes whatever names no VA number.
 */
export const rawPaymentTakers = (books: ChannelBooks): RawPaymentTaker[] => [
  books.va,
  books.dedicatedVa,
  books.ewalletCashin,
  books.qris,
];

/** The channels' routes: gateway API (/v1), public (the QR image) and control (/control). */
export function channelRoutes(ctx: SimulatorContext, books: ChannelBooks): Route[] {
  return [
    ...qrisGatewayRoutes(books.qris),
    ...vaGatewayRoutes(books.va),
    ...dedicatedVaGatewayRoutes(books.dedicatedVa),
    ...ewalletCashinGatewayRoutes(books.ewalletCashin),
    ...qrisPublicRoutes(books.qris),
    ...payoutRoutes(ctx),
    ...refundRoutes(ctx, books.refunds),
    ...digitalRoutes(ctx, books.digital),
    ...qrisControlRoutes(ctx, books.qris),
    ...vaControlRoutes(ctx, books.va),
    ...ewalletCashinControlRoutes(ctx, books.ewalletCashin),
  ];
}
