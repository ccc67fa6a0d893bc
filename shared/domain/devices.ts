import { DEVICE_TOKEN_SUFFIX_CHARS, type DEVICE_PLATFORMS } from '../constants';

export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

/** A push device. It belongs to one merchant at a time; the token identifies it. */
export interface Device {
  /** The push token itself: needed to address the device; never logged in full. */
  token: string;
  token_hash: string;
  merchant_id: string;
  client_id: string;
  platform: DevicePlatform;
  app_version: string | null;
  device_name: string | null;
  active: boolean;
  last_seen_at_ms: number;
  created_at_ms: number;
}

export interface DeviceRegistration {
  token: string;
  tokenHash: string;
  merchantId: string;
  clientId: string;
  platform: DevicePlatform;
  appVersion?: string;
  deviceName?: string;
}

/**
 * The device after a registration. The same merchant registering a known token refreshes it:
 * last_seen_at moves, it is active again, and fields sent replace the stored ones (fields left out
 * stay). A token held by another merchant is re-bound: the device changed hands, so it starts over
 * as a new registration of the caller and the previous merchant stops receiving its notifications.
 */
export function registeredDevice(previous: Device | undefined, input: DeviceRegistration, nowMs: number): Device {
  const refresh = previous !== undefined && previous.merchant_id === input.merchantId;
  return {
    token: input.token,
    token_hash: input.tokenHash,
    merchant_id: input.merchantId,
    client_id: input.clientId,
    platform: input.platform,
    app_version: input.appVersion ?? (refresh ? previous.app_version : null),
    device_name: input.deviceName ?? (refresh ? previous.device_name : null),
    active: true,
    last_seen_at_ms: nowMs,
    created_at_ms: refresh ? previous.created_at_ms : nowMs,
  };
}

/** The only part of a push token that may appear in logs and operator views. */
export function tokenSuffix(token: string): string {
  return token.length <= DEVICE_TOKEN_SUFFIX_CHARS
    ? '*'.repeat(token.length)
    : `…${token.slice(-DEVICE_TOKEN_SUFFIX_CHARS)}`;
}
