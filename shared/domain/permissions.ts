import { CHANNEL_MONEY_OUT_PERMISSIONS, CHANNEL_PERMISSIONS, type ChannelPermission } from '../channels/registry';

/**
 * Permissions of capabilities that are no channel: refunds, approving a batch of payouts and
 * withdrawals to the merchant's settlement account (the `withdrawal` type's permission, named here
 * before its routes came, so its place in the vocabulary stays). Each takes money out.
 */
const CAPABILITY_PERMISSIONS = ['refund:create', 'batch:approve', 'withdrawal:create'] as const;

/**
 * Permissions of capabilities that take no money out themselves: creating a batch of payouts
 * (shared/channels/batches/), which moves nothing until a second client (or user) approves it with
 * `batch:approve` and the PIN; creating payment links (shared/channels/payment-links/), whose
 * payments only bring money in; reading the settlement reports (shared/channels/reports/).
 */
const CAPABILITY_OTHER_PERMISSIONS = ['batch:create', 'link:create', 'report:read'] as const;

export type Permission =
  ChannelPermission | (typeof CAPABILITY_PERMISSIONS)[number] | (typeof CAPABILITY_OTHER_PERMISSIONS)[number];

/** What an API client may do, one permission per contract capability: each channel's, from its registry row, then the other capabilities'. */
export const PERMISSIONS = /* @__PURE__ */ (() =>
  [...CHANNEL_PERMISSIONS, ...CAPABILITY_PERMISSIONS, ...CAPABILITY_OTHER_PERMISSIONS] as [
    Permission,
    ...Permission[],
  ])();

/**
 * The permissions that take money out of the merchant's balance. Only an owner grants them to a
 * client, with the merchant's PIN in the same request (docs/ARCHITECTURE.md, section 15): a
 * developer's session, or a stolen one, cannot make a key that spends.
 */
export const MONEY_OUT_PERMISSIONS: readonly Permission[] = /* @__PURE__ */ (() => [
  ...CHANNEL_MONEY_OUT_PERMISSIONS,
  ...CAPABILITY_PERMISSIONS,
])();

/** The money-out permissions as the API's descriptions name them: `a`, `b`, ... */
export const MONEY_OUT_NAMES = /* @__PURE__ */ (() =>
  MONEY_OUT_PERMISSIONS.map((permission) => `\`${permission}\``).join(', '))();

export const isMoneyOut = (permission: Permission): boolean => MONEY_OUT_PERMISSIONS.includes(permission);

/** What a client may use: its permissions, and whether it is on. */
export interface ClientGrant {
  permissions: readonly Permission[];
  active: boolean;
}

/**
 * The money-out permissions a change grants: those it adds to the client (on or off), and every one
 * the client holds when the change turns it on again, since a deactivated key that spends spends
 * again once it is on. Empty when the change grants no money-out. A new client is a change from
 * nothing held.
 */
export function moneyOutGranted(before: ClientGrant, after: ClientGrant): Permission[] {
  const held = after.permissions.filter(isMoneyOut);
  const turnedOn = after.active && !before.active;
  return [...new Set(turnedOn ? held : held.filter((permission) => !before.permissions.includes(permission)))];
}

/** A client before it exists: nothing held, nothing to turn on. */
export const NO_GRANT: ClientGrant = { permissions: [], active: true };
