import { channelGateways, type Gateway } from '../channels/gateway';
import type { JsonApiOptions } from '../upstream/json-api';
import { GatewayHttp } from './http-client';

export type HttpGatewayOptions = JsonApiOptions;

/**
 * The Gateway port over the gateway's JSON HTTP API: the generic client (./http-client.ts) with each
 * channel's calls (shared/channels/gateway.ts). It never logs; the API key only goes into the header.
 */
export type HttpGateway = Gateway;
export const HttpGateway = class {
  constructor(options: HttpGatewayOptions) {
    Object.assign(this, channelGateways(new GatewayHttp(options)));
  }
} as new (options: HttpGatewayOptions) => Gateway;
