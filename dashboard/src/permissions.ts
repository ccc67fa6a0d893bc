import type { components } from '../../client/schema';

export type Permission = components['schemas']['DashboardClient']['permissions'][number];
export type MemberRole = components['schemas']['MemberRole'];

/**
 * Who adds and removes settlement accounts (DESIGN 17): the owner only. Finance sees the list, a
 * viewer not even the page; the API refuses the others with 403 anyway. A copy of the service's
 * route rows' `access`; a unit test fails when they drift.
 */
export const SETTLEMENT_ACCOUNT_MANAGERS: readonly MemberRole[] = ['owner'];

export const canManageSettlementAccounts = (role: MemberRole | undefined): boolean =>
  role !== undefined && SETTLEMENT_ACCOUNT_MANAGERS.includes(role);

/** Whether a page (its row's `roles`; none = every role) is for the signed-in member's role. */
export const pageAllowed = (roles: readonly MemberRole[] | undefined, role: MemberRole | undefined): boolean =>
  roles === undefined || (role !== undefined && roles.includes(role));

/** Every permission a client may hold, in the API's order; a Record so a new one is a type error until listed. */
const PERMISSION_ORDER: Record<Permission, true> = {
  'qris:create': true,
  'qris:read': true,
  'va:create': true,
  'va:read': true,
  'transfer:create': true,
  'ewallet:create': true,
  'digital:read': true,
  'digital:create': true,
  'digital:ppob': true,
  'refund:create': true,
  'batch:approve': true,
  'withdrawal:create': true,
  'batch:create': true,
  'link:create': true,
  'report:read': true,
};
export const PERMISSIONS = Object.keys(PERMISSION_ORDER) as Permission[];

/**
 * The permissions that take money out of the merchant's balance: only an owner grants them, with
 * the merchant's PIN. A copy of the service's list (the app may not import the service); a unit
 * test fails when they drift.
 */
export const MONEY_OUT_PERMISSIONS: readonly Permission[] = [
  'transfer:create',
  'ewallet:create',
  'digital:create',
  'digital:ppob',
  'refund:create',
  'batch:approve',
  'withdrawal:create',
];

export const isMoneyOut = (permission: Permission): boolean => MONEY_OUT_PERMISSIONS.includes(permission);

/**
 * The money-out permissions a client would get that it does not hold now (`held`; none for a new
 * client): what saving them grants, which takes an owner and the PIN. Turning a client on again
 * grants every one it holds (see the client's status panel).
 */
export const moneyOutAdded = (held: readonly Permission[], next: readonly Permission[]): Permission[] =>
  next.filter((permission) => isMoneyOut(permission) && !held.includes(permission));
