import type { Clock } from '../clock';
import { registeredDevice, tokenSuffix, type Device } from '../domain/devices';
import { done, refuse, type Outcome } from '../domain/outcome';
import { logger } from '../logger';
import type { RegisterDeviceBody } from '../schemas/devices';
import { sha256Hex } from '../secrets';
import type { ClientRecord } from '../store/clients';
import { disableDevice, getDevice, saveDevice } from '../store/devices';
import { RETRY, withRetry } from '../store/transact';
import { deviceView } from '../views/device';

/**
 * POST /devices: registers the token for the caller's merchant, refreshes it when already theirs,
 * or re-binds it when another merchant held it (see registeredDevice). Each write is conditioned on
 * the owner read just before, so concurrent registrations of one token settle on one owner.
 */
export async function registerDevice(
  client: ClientRecord,
  body: RegisterDeviceBody,
  clock: Clock,
): Promise<Outcome<{ device: unknown }>> {
  const tokenHash = sha256Hex(body.token);
  const registration = {
    token: body.token,
    tokenHash,
    merchantId: client.merchant_id,
    clientId: client.client_id,
    platform: body.platform,
    appVersion: body.app_version,
    deviceName: body.device_name,
  };
  const device = await withRetry(async (): Promise<Device | typeof RETRY> => {
    const previous = await getDevice(tokenHash);
    const next = registeredDevice(previous, registration, clock.nowMs());
    if (!(await saveDevice(next, previous?.merchant_id))) return RETRY;
    if (previous !== undefined && previous.merchant_id !== next.merchant_id) {
      logger.info('device re-bound to another merchant', {
        device: tokenSuffix(body.token),
        from: previous.merchant_id,
        to: next.merchant_id,
      });
    }
    return next;
  });
  return done({ device: deviceView(device) });
}

/** DELETE /devices/{token}: disables the merchant's device; unknown or another merchant's is 404. */
export async function unregisterDevice(merchantId: string, token: string): Promise<Outcome<Record<string, never>>> {
  if (!(await disableDevice(sha256Hex(token), merchantId))) return refuse('not_found', 'Device not found');
  return done({});
}
