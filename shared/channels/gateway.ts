import type { GatewayHttp } from '../gateway/http-client';
import { dedicatedVaGateway, type DedicatedVaGateway } from './dedicated-va/gateway';
import { ewalletCashinGateway, type EwalletCashinGateway } from './ewallet-cashin/gateway';
import { payoutGateway, type PayoutGateway } from './payouts/gateway';
import { qrisGateway, type QrisGateway } from './qris/gateway';
import { refundGateway, type RefundGateway } from './refunds/gateway';
import { vaGateway, type VaGateway } from './va/gateway';

/**
 * The gateway port assembled from each channel's part (`shared/channels/<channel>/gateway.ts`: its
 * port methods, request bodies and answer parsing). These modules are adapters (docs/ARCHITECTURE.md,
 * section 2): shared/gateway/port.ts re-exports the port and shared/gateway/http-gateway.ts builds
 * the HTTP client from the parts here.
 */

export type * from './dedicated-va/gateway';
export type * from './ewallet-cashin/gateway';
export type * from './payouts/gateway';
export type * from './qris/gateway';
export type * from './refunds/gateway';
export type * from './va/gateway';

/**
 * The port the domain depends on: what we ask of the upstream payment gateway. The HTTP adapter
 * implements it against the real gateway (and the local simulator); tests may supply a fake.
 *
 * Calls that move no money (QR, VA, inquiries, status) fail with a GatewayFailure carrying the
 * gateway's HTTP status. The call that moves money (executePayout) never throws for a gateway or
 * network problem: it answers one of four outcomes, and only `rejected` may release money; so does
 * refundPayment.
 */
export interface Gateway
  extends QrisGateway, VaGateway, DedicatedVaGateway, EwalletCashinGateway, PayoutGateway, RefundGateway {}

/** Every channel's calls over one HTTP client. */
export function channelGateways(http: GatewayHttp): Gateway {
  return {
    ...qrisGateway(http),
    ...vaGateway(http),
    ...dedicatedVaGateway(http),
    ...ewalletCashinGateway(http),
    ...payoutGateway(http),
    ...refundGateway(http),
  };
}
