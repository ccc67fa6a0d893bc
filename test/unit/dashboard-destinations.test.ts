import {
  EWALLET_PRODUCTS as DASHBOARD_EWALLETS,
  TRANSFER_BANKS as DASHBOARD_BANKS,
} from '../../dashboard/src/destinations';
import { EWALLET_PRODUCTS } from '../../shared/channels/ewallet/products';
import { TRANSFER_BANKS } from '../../shared/channels/transfer/banks';

/** The web app keeps copies of the payout destinations (it may not import the service): they must not drift. */
describe("the dashboard's payout destinations", () => {
  test('the banks are the service list, same codes, names and active marks, same order', () => {
    expect(DASHBOARD_BANKS).toEqual(TRANSFER_BANKS.map((bank) => ({ ...bank })));
  });

  test('the e-wallets are the service list', () => {
    expect(DASHBOARD_EWALLETS).toEqual(EWALLET_PRODUCTS.map(({ code, name }) => ({ code, name })));
  });
});
