import { addressKind } from '../shared/domain/ip-address';

/** The admin token `npm start` uses when ADMIN_TOKEN is not set; the README prints it, so it guards nothing. */
export const DEFAULT_ADMIN_TOKEN = 'local-admin-token';

/** Whether a HOST reaches this machine only: a loopback address (IPv6 with or without brackets) or `localhost`. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  if (name === 'localhost') return true;
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  return addressKind(bare) === 'loopback';
}

/**
 * Why the local stack must not start with these settings, or undefined when it may: a HOST other
 * machines can reach (`0.0.0.0`, `::`, a network address or a host name) would hand them the admin
 * API, which credits balances, behind a token everyone knows. A token of one's own, or loopback,
 * and it starts.
 */
export function exposureRefusal(settings: { HOST: string; ADMIN_TOKEN: string }): string | undefined {
  if (isLoopbackHost(settings.HOST) || settings.ADMIN_TOKEN !== DEFAULT_ADMIN_TOKEN) return undefined;
  return (
    `HOST=${settings.HOST} would let other machines reach the admin API, and ADMIN_TOKEN is still the default ` +
    `(${DEFAULT_ADMIN_TOKEN}, printed in the README). Set ADMIN_TOKEN to a secret of your own, ` +
    'or leave HOST unset to listen on 127.0.0.1 only.'
  );
}
