import {
  canManageSettlementAccounts,
  MONEY_OUT_PERMISSIONS as DASHBOARD_MONEY_OUT,
  moneyOutAdded,
  pageAllowed,
  PERMISSIONS as DASHBOARD_PERMISSIONS,
  SETTLEMENT_ACCOUNT_MANAGERS,
} from '../../dashboard/src/permissions';
import { dashboardAddSettlementAccountRow } from '../../shared/route-rows/dashboard-add-settlement-account';
import { dashboardRemoveSettlementAccountRow } from '../../shared/route-rows/dashboard-remove-settlement-account';
import { MONEY_OUT_PERMISSIONS, PERMISSIONS } from '../../shared/domain/permissions';

/** The web app keeps copies of the permission lists (it may not import the service): they must not drift. */
describe("the dashboard's permissions", () => {
  test('are the service vocabulary, in its order', () => {
    expect(DASHBOARD_PERMISSIONS).toEqual([...PERMISSIONS]);
  });

  test('mark as money-out exactly the service money-out permissions', () => {
    expect([...DASHBOARD_MONEY_OUT].sort()).toEqual([...MONEY_OUT_PERMISSIONS].sort());
  });

  test('ask for the PIN only for a money-out permission the client does not hold yet', () => {
    expect(moneyOutAdded([], ['qris:create', 'transfer:create'])).toEqual(['transfer:create']);
    expect(moneyOutAdded(['transfer:create'], ['transfer:create', 'va:read'])).toEqual([]);
    expect(moneyOutAdded(['transfer:create'], ['ewallet:create'])).toEqual(['ewallet:create']);
  });
});

/** Settlement accounts (DESIGN 17): only an owner adds or removes one; a page's roles decide who opens it. */
describe("the dashboard's settlement accounts and pages by role", () => {
  test('only an owner may add or remove a settlement account, as the API allows', () => {
    expect(canManageSettlementAccounts('owner')).toBe(true);
    for (const role of ['finance', 'viewer', 'developer'] as const)
      expect(canManageSettlementAccounts(role)).toBe(false);
    expect(canManageSettlementAccounts(undefined)).toBe(false);
    for (const row of [dashboardAddSettlementAccountRow, dashboardRemoveSettlementAccountRow])
      expect([...row.access].sort()).toEqual([...SETTLEMENT_ACCOUNT_MANAGERS].sort());
  });

  test('a page with roles is for those roles only (opened by address, another role sees "not available")', () => {
    expect(pageAllowed(['owner', 'finance'], 'finance')).toBe(true);
    expect(pageAllowed(['owner', 'finance'], 'viewer')).toBe(false);
    expect(pageAllowed(['owner', 'finance'], undefined)).toBe(false);
    expect(pageAllowed(undefined, 'viewer')).toBe(true);
  });
});
