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
 * settings, deactivation, the KYC gate, the PIN asked for a money-out permission) and webhooks
 * (delivery log, resend, ping), driven as a merchant does; the KYC, the PIN and the payment are set
 * up through the API and the sandbox.
 */
describe('dashboard developer pages in a browser', () => {
  const harness = useBrowser();
  afterAll(closeDeveloperReceivers);

  async function openMenu(page: Page, item: string, heading = item): Promise<void> {
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: item }).click();
    await visible(page.getByRole('heading', { level: 1, name: heading }));
  }

  test(
    'in the sandbox a new merchant makes a client before any KYC (the first step of its overview); then a paid QR, its webhook, resend, ping',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page);

      // Unverified, in the sandbox (DESIGN 18): the overview's first step is an API key, and KYC is what live needs.
      await visible(page.getByRole('heading', { level: 2, name: 'Mulai dengan kunci API' }));
      await visible(page.getByText('Penarikan dana dan kunci API lingkungan live memerlukan verifikasi (KYC).'));
      await checkPage(page, 'overview-sandbox-unverified');

      // No client yet: the webhooks page points to the integration page.
      await openMenu(page, 'Webhook');
      await visible(page.getByText('Belum ada klien API.', { exact: false }));
      await checkPage(page, 'webhooks-no-clients');

      await openMenu(page, 'Ringkasan');
      await page.getByRole('button', { name: 'Buat kunci API' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Integrasi API' }));
      await visible(page.getByText('Belum ada klien API. Buat yang pertama di bawah.'));
      await visible(page.getByText(/^Sandbox: buat kunci API sekarang/));
      await checkPage(page, 'integration-unverified');
      expect(await page.getByRole('button', { name: 'Buat klien' }).isDisabled()).toBe(false);

      const ctx: JourneyContext = { page, baseUrl: harness().stack.baseUrl, owner };
      await createClientViaUi(ctx);
      expect(ctx.client!.clientId).toMatch(/^sbx_cl_/);
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
  test(
    'an owner ticking a money-out permission is asked for the PIN: a wrong one is refused, the right one grants, and turning the client on again asks again',
    async () => {
      const page = await harness().newPage();
      const owner = await newMerchantOwner(page);
      await kycVerifiedViaApi(page, owner.merchantId);
      const pin = '482915';
      expect((await dashboardApi(page, '/dashboard/v1/pin', { method: 'POST', body: { new_pin: pin } })).status).toBe(
        200,
      );
      await reopenSignedIn(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Ringkasan' }));
      await openMenu(page, 'Integrasi API');

      // A client that only takes money in needs no PIN; ticking a money-out permission asks for it.
      const pinField = page.getByLabel('PIN transaksi');
      await page.getByLabel('Nama', { exact: true }).fill('Server payout');
      expect(await pinField.count()).toBe(0);
      const transfer = page.getByRole('checkbox', { name: /Transfer bank/ });
      await transfer.check();
      await visible(pinField);
      await visible(page.getByText('Izin bertanda "uang keluar" mengeluarkan uang dari saldo Anda', { exact: false }));
      await checkPage(page, 'integration-grant-pin');
      await transfer.uncheck();
      expect(await pinField.count()).toBe(0);
      await transfer.check();

      // A wrong PIN: refused in plain words with the attempts left, nothing created, the field emptied.
      await pinField.fill('000000');
      await page.getByRole('button', { name: 'Buat klien' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'PIN salah. Sisa 4 kali percobaan' }));
      expect(await pinField.inputValue()).toBe('');
      expect((await dashboardApi(page, '/dashboard/v1/clients')).body.data).toEqual([]);
      await checkPage(page, 'integration-grant-pin-wrong');

      // The right PIN: the client is made with the permission, by this owner.
      await pinField.fill(pin);
      await page.getByRole('button', { name: 'Buat klien' }).click();
      const secretBox = page.getByRole('article', { name: 'Secret klien Server payout' });
      await visible(secretBox);
      const [made] = (await dashboardApi(page, '/dashboard/v1/clients')).body.data;
      expect(made).toMatchObject({
        name: 'Server payout',
        permissions: ['qris:create', 'qris:read', 'transfer:create'],
        active: true,
        created_by: { type: 'user', email: owner.email },
      });
      const table = page.getByRole('table', { name: 'Klien API Anda' });
      await visible(table.getByRole('columnheader', { name: 'Dibuat oleh' }));
      await visible(table.getByRole('cell', { name: owner.email }));
      await page.getByRole('button', { name: 'Sudah saya simpan' }).click();

      // Off, then on again: a client that spends is turned on only with the PIN.
      await page.getByRole('link', { name: 'Kelola Server payout' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Integrasi API: Server payout' }));
      const status = page.getByRole('article', { name: 'Status klien' });
      await status.getByRole('button', { name: 'Nonaktifkan klien' }).click();
      await visible(status.getByRole('status').filter({ hasText: 'Klien dinonaktifkan.' }));
      const statusPin = status.getByLabel('PIN transaksi');
      await visible(statusPin);
      await checkPage(page, 'integration-reactivate-pin');
      await statusPin.fill(pin);
      await status.getByRole('button', { name: 'Aktifkan kembali' }).click();
      await visible(status.getByRole('status').filter({ hasText: 'Klien aktif kembali.' }));
      expect((await dashboardApi(page, '/dashboard/v1/clients')).body.data[0].active).toBe(true);

      // Adding another money-out permission in the settings asks for the PIN too.
      const settings = page.getByRole('article', { name: 'Pengaturan' });
      expect(await settings.getByLabel('PIN transaksi').count()).toBe(0);
      await settings.getByRole('checkbox', { name: /Transfer e-wallet/ }).check();
      await settings.getByLabel('PIN transaksi').fill(pin);
      await settings.getByRole('button', { name: 'Simpan' }).click();
      await visible(settings.getByRole('status').filter({ hasText: 'Perubahan disimpan.' }));
      expect(await settings.getByLabel('PIN transaksi').count()).toBe(0);
      expect((await dashboardApi(page, '/dashboard/v1/clients')).body.data[0].permissions).toEqual([
        'qris:create',
        'qris:read',
        'transfer:create',
        'ewallet:create',
      ]);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
