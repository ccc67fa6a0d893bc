import type { Page } from 'playwright-core';
import { api } from '../e2e/support';
import type { JourneyContext } from './journey/context';
import { exportViaUi, paidQrInStatementViaUi, paidQrInTransactionsViaUi } from './journey/money';
import { BROWSER_TEST_TIMEOUT_MS, checkPage, newMerchantOwner, reopenSignedIn, useBrowser, visible } from './support';
import { kycVerifiedViaApi } from './support-developer';
import { createClientOverApi, paidQrOverApi, rupiah } from './support-money';

const DAY_MS = 86_400_000;

/** A link of the main menu (Bahasa Indonesia). */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true });

/**
 * The money views in Chromium: a verified merchant's QR, made with its own API key and paid in the
 * sandbox, seen paid in the transactions (with its status history), in the statement and in a CSV
 * export, and drawn in the overview's chart; and what a new merchant sees before any money moves:
 * loading, empty lists, a refused filter, an unknown reference.
 */
describe('dashboard money views in a browser', () => {
  const harness = useBrowser();

  test(
    'a paid QR shows in the transactions, its detail, the statement, the export and the overview chart',
    async () => {
      const page = await harness().newPage();
      const baseUrl = harness().stack.baseUrl;
      // The browser's clock three days behind the service's (a laptop's wrong date, or the sandbox
      // clock moved ahead): the dashboard counts its days by the service's clock, so the payment made
      // today by the service is in the chart and the export all the same.
      const serviceMs = Date.parse((await api(baseUrl, '/sandbox/v1/clock')).body.now);
      await page.clock.setFixedTime(serviceMs - 3 * DAY_MS);
      const owner = await newMerchantOwner(page, 'Warung Uang Masuk');
      // The prerequisites through the APIs: KYC approved, an API client, its QR paid in the sandbox.
      await kycVerifiedViaApi(page, owner.merchantId);
      const client = await createClientOverApi(page);
      const qr = await paidQrOverApi(baseUrl, client, 25_000);
      const ctx: JourneyContext = { page, baseUrl, owner, client, qr };
      // The app read the merchant before the approval: a reload shows it verified, as a user would see.
      await reopenSignedIn(page);
      await visible(page.getByText('Status verifikasi: Terverifikasi'));

      await paidQrInTransactionsViaUi(ctx);
      await paidQrInStatementViaUi(ctx);
      await exportViaUi(ctx);

      // The overview's chart: one QRIS payment today, in the summary and in the table alternative.
      await menu(page, 'Ringkasan').click();
      await visible(page.getByText(new RegExp(`^Pembayaran: 1, total ${rupiah(25_000)} \\(`)));
      await visible(page.getByRole('img', { name: 'Pembayaran masuk 30 hari terakhir' }));
      await page.getByText('Lihat data sebagai tabel').click();
      const day = page
        .getByRole('table', { name: /^Pembayaran masuk per hari dan kanal/ })
        .getByRole('row')
        .filter({ hasText: 'QRIS' })
        .filter({ hasText: rupiah(25_000) });
      await visible(day);
      await checkPage(page, 'overview-chart');

      // The same pages in English.
      await page.getByLabel('Bahasa').selectOption('en');
      await visible(page.getByText(new RegExp(`^Payments: 1, total ${rupiah(25_000)} \\(`)));
      await checkPage(page, 'overview-chart-en');
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' }).click();
      await visible(page.getByRole('table', { name: 'Transactions, newest first' }).getByText('Paid'));
      await checkPage(page, 'transactions-en');
      await page.getByRole('link', { name: qr.partnerReff }).click();
      await visible(page.getByRole('heading', { level: 2, name: 'Status history' }));
      await checkPage(page, 'transaction-detail-en');
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Statement', exact: true })
        .click();
      await page.getByRole('radio', { name: 'Pending settlement' }).check();
      await visible(
        page
          .getByRole('table', { name: 'Balance statement: Pending settlement, newest first' })
          .getByText('Payment')
          .first(),
      );
      await checkPage(page, 'statement-en');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a new merchant sees loading, empty lists, readable refusals and an unknown reference',
    async () => {
      const page = await harness().newPage();
      await newMerchantOwner(page);
      await visible(page.getByText('Belum ada pembayaran masuk dalam 30 hari terakhir.'));
      await checkPage(page, 'overview-chart-empty');

      // Loading: the list's answer is held until the loading state has been checked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/dashboard/v1/transactions?*', async (route) => {
        await held;
        await route.continue();
      });
      await menu(page, 'Transaksi').click();
      await visible(page.getByRole('heading', { level: 1, name: 'Transaksi' }));
      await visible(page.getByText('Memuat…'));
      await checkPage(page, 'transactions-loading');
      release();
      // In the sandbox a new merchant starts with its opening test balance: one adjustment, and
      // nothing else (no QR payment), which a filter shows as its empty state.
      await visible(page.getByRole('table').getByText('Penyesuaian'));
      await page.unroute('**/dashboard/v1/transactions?*');
      await page.getByLabel('Jenis').selectOption('qris');
      await page.getByRole('button', { name: 'Terapkan filter' }).click();
      await visible(page.getByText('Tidak ada transaksi yang cocok dengan filter ini.'));
      await checkPage(page, 'transactions-empty');

      // Days are typed dd/mm/yyyy whatever the browser's locale; a day the calendar lacks is said
      // under the field and nothing is asked of the service.
      const from = page.getByLabel('Dari tanggal');
      expect(await from.getAttribute('placeholder')).toBe('hh/bb/tttt');
      await from.fill('31/02/2026');
      await page.getByRole('button', { name: 'Terapkan filter' }).click();
      await visible(page.getByText('Tanggal itu tidak ada di kalender.'));
      expect(await from.getAttribute('aria-invalid')).toBe('true');
      await checkPage(page, 'transactions-date-invalid');

      // A range that ends before it starts: the service refuses it, the page says why.
      await page.getByLabel('Dari tanggal').fill('20/11/2026');
      await page.getByLabel('Sampai tanggal').fill('01/11/2026');
      await page.getByRole('button', { name: 'Terapkan filter' }).click();
      await visible(page.getByRole('alert').getByText('Data tidak valid. Periksa kolom yang ditandai.'));
      await checkPage(page, 'transactions-error');

      // filter_too_broad needs more than 10,000 transactions: its answer is given here by the test.
      await page.route('**/dashboard/v1/transactions?*', (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, error: 'filter_too_broad', message: 'The filter would read too much' }),
        }),
      );
      await page.getByLabel('Status').selectOption('paid');
      await page.getByLabel('Dari tanggal').fill('01/09/2026');
      await page.getByLabel('Sampai tanggal').fill('20/11/2026');
      await page.getByRole('button', { name: 'Terapkan filter' }).click();
      await visible(page.getByRole('alert').getByText('Filter terlalu luas. Persempit pencarian.'));
      await visible(page.getByText('Pilih rentang tanggal yang lebih pendek, atau tambahkan jenis atau status.'));
      await checkPage(page, 'transactions-too-broad');
      await page.unroute('**/dashboard/v1/transactions?*');
      await page.getByRole('button', { name: 'Hapus filter' }).click();
      await visible(page.getByRole('table').getByText('Penyesuaian'));

      await reopenSignedIn(page, '/dashboard/transactions/QR-NO-SUCH-REFERENCE');
      await visible(page.getByRole('alert').getByText(/^Transaksi dengan referensi ini tidak ada di merchant Anda/));
      await checkPage(page, 'transaction-not-found');

      // A range before the merchant existed: no entry (the opening balance is today's).
      await menu(page, 'Mutasi saldo').click();
      await page.getByLabel('Dari tanggal').fill('01/01/2026');
      await page.getByLabel('Sampai tanggal').fill('31/01/2026');
      await page.getByRole('button', { name: 'Tampilkan' }).click();
      await visible(page.getByText('Belum ada mutasi pada rentang tanggal ini.'));
      await checkPage(page, 'statement-empty');

      // The export while the file has not arrived: the progress, then the (empty) file.
      let send: () => void = () => undefined;
      const sent = new Promise<void>((resolve) => (send = resolve));
      await page.route('**/dashboard/v1/transactions/export*', async (route) => {
        await sent;
        await route.continue();
      });
      await menu(page, 'Ekspor').click();
      await page.getByLabel('Dari tanggal').fill('01/01/2026');
      await page.getByLabel('Sampai tanggal').fill('31/01/2026');
      await page.getByRole('button', { name: 'Buat file CSV' }).click();
      await visible(page.getByRole('progressbar', { name: 'Kemajuan ekspor' }));
      await visible(page.getByText('0 baris diterima (0 B)'));
      await checkPage(page, 'export-running');
      send();
      await visible(page.getByRole('status').getByText(/^Tidak ada transaksi pada rentang dan filter ini/));
      await page.unroute('**/dashboard/v1/transactions/export*');
      await checkPage(page, 'export-empty');
      await page.getByLabel('Dari tanggal').fill('20/11/2026');
      await page.getByLabel('Sampai tanggal').fill('01/11/2026');
      await page.getByRole('button', { name: 'Buat file CSV' }).click();
      await visible(page.getByRole('alert').getByText('Data tidak valid. Periksa kolom yang ditandai.'));
      await checkPage(page, 'export-error');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
