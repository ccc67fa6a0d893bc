import { systemClock } from '../shared/clock';
import { adminAdjustBalance, adminCreateMerchant } from '../shared/operations/admin';
import { adminCreateClient } from '../shared/operations/admin-clients';

export const DEMO = {
  merchantId: 'm_demo',
  merchantName: 'Demo Merchant',
  pin: '123456',
  openingBalanceIdr: 10_000_000,
  clientId: 'demo_client',
  clientSecret: 'demo_secret_0123456789abcdefghijklmnop',
} as const;

/** Demo data, created idempotently at every start: a fixed id for each record and for the opening posting. */
export async function ensureDemoData(): Promise<void> {
  const steps = [
    () =>
      adminCreateMerchant(
        { id: DEMO.merchantId, name: DEMO.merchantName, kyc_status: 'verified', pin: DEMO.pin },
        systemClock,
      ),
    () =>
      adminCreateClient(DEMO.merchantId, { client_id: DEMO.clientId, client_secret: DEMO.clientSecret }, systemClock),
    () =>
      adminAdjustBalance({
        merchantId: DEMO.merchantId,
        amountIdr: DEMO.openingBalanceIdr,
        note: 'Opening sandbox balance',
        operator: { id: 'local-demo', mayCredit: true },
        clock: systemClock,
        reference: `opening-${DEMO.merchantId}`,
      }),
  ];
  for (const step of steps) {
    const outcome = await step();
    if (!outcome.ok) throw new Error(`Demo data: ${outcome.code}: ${outcome.message}`);
  }
}
