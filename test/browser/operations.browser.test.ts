import {
  operationsPrerequisites,
  auditLogViaUi,
  cashInPaidViaUi,
  payoutWithPinViaUi,
  usersRolesViaUi,
  viewerCannotCreateClientViaUi,
} from './journey/operations';
import type { JourneyContext } from './journey/context';
import { BROWSER_TEST_TIMEOUT_MS, checkPage, newMerchantOwner, reopenSignedIn, useBrowser, visible } from './support';

/**
 * Group C's pages in Chromium, for a fresh merchant (KYC verified and money added through the
 * admin API, as their prerequisites): PIN and payout, e-wallet cash-in paid in the sandbox, users
 * and roles with a viewer who signs in, and the audit log.
 */
describe('dashboard finance and owner pages in a browser', () => {
  const harness = useBrowser();

  test(
    'an owner sets a PIN, pays out, takes a cash-in, invites a viewer and reads the audit log',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page);
      const ctx: JourneyContext = { page, baseUrl: harness().stack.baseUrl, owner };
      await operationsPrerequisites(ctx);
      await reopenSignedIn(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Ringkasan' }));

      await payoutWithPinViaUi(ctx);
      await cashInPaidViaUi(ctx);
      await viewerCannotCreateClientViaUi(ctx);
      await usersRolesViaUi(ctx);
      await auditLogViaUi(ctx);
    },
    BROWSER_TEST_TIMEOUT_MS * 2,
  );

  test(
    'a new merchant sees the empty and refused states of the pages',
    async () => {
      const page = await harness().newPage();
      await newMerchantOwner(page);
      // Before KYC a cash-in is refused with a readable message.
      await reopenSignedIn(page, '/dashboard/cash-in');
      await visible(page.getByRole('heading', { level: 1, name: 'Cash-in e-wallet' }));
      await page.getByLabel('Jumlah (Rp)').fill('25000');
      await page.getByLabel('Nomor ponsel pelanggan').fill('081234567890');
      await page.getByRole('button', { name: 'Buat permintaan' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'Selesaikan verifikasi (KYC) terlebih dahulu.' }));
      await visible(page.getByRole('main').getByRole('link', { name: 'Verifikasi (KYC)' }));
      await checkPage(page, 'cashin-kyc-required');
      // Only the merchant's creation in the audit log.
      await reopenSignedIn(page, '/dashboard/audit-log');
      await visible(page.getByRole('cell', { name: 'Merchant dibuat' }));
      // No invitation yet.
      await reopenSignedIn(page, '/dashboard/users');
      await visible(page.getByText('Tidak ada undangan tertunda.'));
      await checkPage(page, 'users');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
