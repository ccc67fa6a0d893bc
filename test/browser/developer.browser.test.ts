import type { Page } from 'playwright-core';
import { api } from '../e2e/support';
import type { JourneyContext } from './journey/context';
import {
  closeDeveloperReceivers,
  createAndPayQrOverApi,
  createClientViaUi,
  pingViaUi,
  webhookDeliveryAndResendViaUi,
} from './journey/developer';
import {
  BROWSER_TEST_TIMEOUT_MS,
  checkPage,
  dashboardApi,
  newMerchantOwner,
  reopenSignedIn,
  useBrowser,
  visible,
} from './support';
import { kycVerifiedViaApi } from './support-developer';

/**
 * The developer pages in Chromium: API integration (clients, the secret shown once, rotation,
 * settings, deactivation, the KYC gate) and webhooks (delivery log, resend, ping), driven as a
 * merchant does; the KYC and the payment are set up through the API and the sandbox.
 */
describe('dashboard developer pages in a browser', () => {
  const harness = useBrowser();
  afterAll(closeDeveloperReceivers);

  async function openMenu(page: Page, item: string, heading = item): Promise<void> {
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: item }).click();
    await visible(page.getByRole('heading', { level: 1, name: heading }));
  }

  test(
    'before KYC a client cannot be made (readable, with the way to KYC); after it: client, paid QR, its webhook, resend, ping',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page);

      // Unverified: the page says so up front, lists no client, and the API's 403 reads plainly.
      await openMenu(page, 'Integrasi API');
      await visible(page.getByText('Belum ada klien API. Buat yang pertama di bawah.'));
      await visible(page.getByText('Klien API baru dapat dibuat setelah merchant terverifikasi (KYC).').first());
      await checkPage(page, 'integration-unverified');
      await page.getByLabel('Nama', { exact: true }).fill('Terlalu cepat');
      await page.getByRole('button', { name: 'Buat klien' }).click();
      const refused = page.getByRole('alert').filter({ hasText: 'Selesaikan verifikasi (KYC) terlebih dahulu.' });
      await visible(refused);
      expect(await page.getByRole('link', { name: 'Buka verifikasi (KYC)' }).count()).toBe(2);
      await checkPage(page, 'integration-kyc-required');
      expect((await dashboardApi(page, '/dashboard/v1/clients')).body.data).toEqual([]);

      // No client yet: the webhooks page points to the integration page.
      await openMenu(page, 'Webhook');
      await visible(page.getByText('Belum ada klien API.', { exact: false }));
      await checkPage(page, 'webhooks-no-clients');

      // KYC through the API (the KYC page is another test's subject), then a reload of the app (and a sign-in).
      await kycVerifiedViaApi(page, owner.merchantId);
      await reopenSignedIn(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Webhook' }));

      const ctx: JourneyContext = { page, baseUrl: harness().stack.baseUrl, owner };
      await createClientViaUi(ctx);
      await createAndPayQrOverApi(ctx);
      await webhookDeliveryAndResendViaUi(ctx);
      await pingViaUi(ctx);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a client is edited, its secret rotated (old one revoked), deactivated and reactivated; in English too',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page);
      await kycVerifiedViaApi(page, owner.merchantId);
      const baseUrl = harness().stack.baseUrl;
      const ctx: JourneyContext = { page, baseUrl, owner };
      await reopenSignedIn(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Ringkasan' }));
      await createClientViaUi(ctx);
      const { clientId, clientSecret } = ctx.client!;
      const callWith = (secret: string) =>
        api(baseUrl, '/api/v1/transactions', { headers: { authorization: `Bearer ${clientId}:${secret}` } });
      expect((await callWith(clientSecret)).status).toBe(200);

      // The client's own page, from the list.
      await page.getByRole('link', { name: 'Kelola Server kasir' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Integrasi API: Server kasir' }));
      await checkPage(page, 'integration-client');

      // Settings: another name, virtual accounts allowed, an IP allow list, no callback URL.
      const settings = page.getByRole('article', { name: 'Pengaturan' });
      await settings.getByLabel('Nama', { exact: true }).fill('Server gudang');
      await settings.getByRole('checkbox', { name: /Buat virtual account/ }).check();
      await settings.getByLabel('Daftar IP yang diizinkan').fill('203.0.113.7\n198.51.100.0');
      await settings.getByLabel('URL callback (webhook)').fill('');
      await settings.getByRole('button', { name: 'Simpan' }).click();
      await visible(settings.getByRole('status').filter({ hasText: 'Perubahan disimpan.' }));
      await visible(page.getByRole('heading', { level: 1, name: 'Integrasi API: Server gudang' }));
      const [saved] = (await dashboardApi(page, '/dashboard/v1/clients')).body.data;
      expect(saved).toMatchObject({
        name: 'Server gudang',
        permissions: ['qris:create', 'qris:read', 'va:create'],
        ip_allowlist: ['203.0.113.7', '198.51.100.0'],
        callback_url: null,
      });
      // A bad address is refused next to its field.
      await settings.getByLabel('Daftar IP yang diizinkan').fill('bukan-ip');
      await settings.getByRole('button', { name: 'Simpan' }).click();
      await visible(settings.getByRole('alert').filter({ hasText: 'Data tidak valid.' }));
      await visible(settings.getByText('Bukan alamat IP yang valid: bukan-ip'));
      await checkPage(page, 'integration-client-invalid');
      await settings.getByLabel('Daftar IP yang diizinkan').fill('');
      await settings.getByRole('button', { name: 'Simpan' }).click();
      await visible(settings.getByRole('status').filter({ hasText: 'Perubahan disimpan.' }));

      // Rotation with the old secret revoked now: the new secret shown once works, the old one not.
      const rotate = page.getByRole('article', { name: 'Ganti secret' });
      await rotate.getByRole('checkbox', { name: /Cabut secret lama sekarang juga/ }).check();
      await rotate.getByRole('button', { name: 'Ganti secret' }).click();
      await visible(rotate.getByText('Secret lama sudah tidak diterima.'));
      const newSecret = (await rotate.locator('code.secret').textContent())!;
      expect(newSecret).not.toBe(clientSecret);
      await checkPage(page, 'integration-rotated');
      expect((await callWith(clientSecret)).status).toBe(401);
      expect((await callWith(newSecret)).status).toBe(200);
      await rotate.getByRole('button', { name: 'Sudah saya simpan' }).click();
      await visible(rotate.getByRole('button', { name: 'Ganti secret' }));
      expect(await page.getByText(newSecret).count()).toBe(0);

      // Deactivate: the API refuses the client; reactivate: it works again.
      const status = page.getByRole('article', { name: 'Status klien' });
      await status.getByRole('button', { name: 'Nonaktifkan klien' }).click();
      await visible(status.getByRole('status').filter({ hasText: 'Klien dinonaktifkan.' }));
      await visible(status.getByRole('button', { name: 'Aktifkan kembali' }));
      expect((await callWith(newSecret)).body.error).toBe('client_not_active');
      await checkPage(page, 'integration-client-inactive');
      await status.getByRole('button', { name: 'Aktifkan kembali' }).click();
      await visible(status.getByRole('status').filter({ hasText: 'Klien aktif kembali.' }));
      expect((await callWith(newSecret)).status).toBe(200);

      // Without a callback URL the webhooks page says why nothing is sent; ping is off.
      await page.getByRole('link', { name: 'Lihat webhook klien ini' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Webhook' }));
      await visible(page.getByText('Klien ini belum punya URL callback', { exact: false }));
      expect(await page.getByRole('button', { name: 'Kirim ping' }).isDisabled()).toBe(true);
      await visible(page.getByText('Belum ada pengiriman webhook untuk klien ini.'));
      await checkPage(page, 'webhooks-no-callback');

      // English.
      await page.getByLabel('Bahasa').selectOption('en');
      await visible(page.getByRole('heading', { level: 1, name: 'Webhooks' }));
      await visible(page.getByText('This client has no callback URL', { exact: false }));
      await checkPage(page, 'webhooks-en');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API integration' }).click();
      await visible(page.getByRole('table', { name: 'Your API clients' }).getByRole('cell', { name: 'Active' }));
      await checkPage(page, 'integration-en');

      // A failing list shows a readable error with "try again", which recovers.
      let failures = 1;
      await page.route('**/dashboard/v1/clients', (route) =>
        failures-- > 0
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ ok: false, error: 'service_unavailable', message: 'down' }),
            })
          : route.continue(),
      );
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Webhooks' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'unavailable' }));
      await checkPage(page, 'webhooks-error');
      await page.getByRole('button', { name: 'Try again' }).click();
      await visible(page.getByLabel('API client'));
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
