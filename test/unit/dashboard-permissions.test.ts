import {
  MONEY_OUT_PERMISSIONS as DASHBOARD_MONEY_OUT,
  moneyOutAdded,
  PERMISSIONS as DASHBOARD_PERMISSIONS,
} from '../../dashboard/src/permissions';
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
