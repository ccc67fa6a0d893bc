import type { JourneyContext } from './journey/context';
import {
  closeDeveloperReceivers,
  createAndPayQrOverApi,
  createClientViaUi,
  pingViaUi,
  webhookDeliveryAndResendViaUi,
} from './journey/developer';
import { kycViaUi } from './journey/kyc';
import { exportViaUi, paidQrInStatementViaUi, paidQrInTransactionsViaUi } from './journey/money';
import {
  cashInPaidViaUi,
  operationsPrerequisites,
  payoutWithPinViaUi,
  viewerCannotCreateClientViaUi,
} from './journey/operations';
import { checkPage, newMerchantOwner, reopenSignedIn, useBrowser, visible } from './support';

/** The whole journey on one slow, loaded machine: every step waits for what it needs to see. */
const JOURNEY_TIMEOUT_MS = 900_000;

/**
 * The merchant's whole journey through the dashboard in Chromium, one merchant from sign-up on, in
 * the order: sign up and create the merchant; KYC with uploads (the operator approves
 * through the admin API); an API client whose secret is copied once; a QR made with that key over
 * the API and paid in the sandbox; seen paid in the transactions and the statement, exported; its
 * webhook delivery seen and resent; a ping; a payout confirmed with the PIN; a cash-in paid in the
 * sandbox; a viewer who cannot create a client; the language switched. Each step is a group's
 * journey step (test/browser/journey/), also run by its group's own test with more states.
 */
describe('the merchant dashboard, the whole journey in a browser', () => {
  const harness = useBrowser();
  afterAll(closeDeveloperReceivers);

  test(
    'sign-up to a paid QR, its webhook, a payout, a cash-in and a viewer, in Bahasa Indonesia, then in English',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page, 'Toko Perjalanan Lengkap');
      const ctx: JourneyContext = { page, baseUrl: harness().stack.baseUrl, owner };

      await kycViaUi(ctx);
      await createClientViaUi(ctx);
      await createAndPayQrOverApi(ctx);
      await paidQrInTransactionsViaUi(ctx);
      await paidQrInStatementViaUi(ctx);
      await exportViaUi(ctx);
      await webhookDeliveryAndResendViaUi(ctx);
      await pingViaUi(ctx);
      // The QR's money is pending settlement, not available: the operator funds the payout.
      await operationsPrerequisites(ctx);
      await payoutWithPinViaUi(ctx);
      await cashInPaidViaUi(ctx);
      await viewerCannotCreateClientViaUi(ctx);

      // The owner switches to English: the menu and the page follow, and the choice is kept.
      await reopenSignedIn(page, '/dashboard/');
      await page.getByLabel('Bahasa').selectOption('en');
      await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
      await visible(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' }));
      await reopenSignedIn(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Overview' }));
      await checkPage(page, 'journey-overview-en');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
