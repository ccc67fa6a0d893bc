import type { Page } from 'playwright-core';
import { api } from '../e2e/support';
import {
  BROWSER_TEST_TIMEOUT_MS,
  checkPage,
  dashboardApi,
  newMerchantOwner,
  PHONE,
  useBrowser,
  visible,
} from './support';
import { rupiah } from './support-money';

/**
 * The dashboard's payment-link screens (issue 42) in Chromium: an owner creates a fixed-amount link,
 * sees it listed, copies its URL and checks the WhatsApp share; a customer opens the URL on a phone
 * and pays it by QRIS through the sandbox; back in the dashboard the link shows the payment, its
 * paid amount and `completed`. A reusable open-amount link is made and deactivated. Axe on every page.
 * The merchant has no API client: a dashboard link's payments are the merchant's all the same.
 */
const AMOUNT = 150_000;
/** The checkout page asks for the payment's status every 3 s: its paid screen comes within a few polls. */
const PAID_WAIT_MS = 30_000;

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true });

async function openLinks(page: Page): Promise<void> {
  await menu(page, 'Link pembayaran').click();
  await visible(page.getByRole('heading', { level: 1, name: 'Link pembayaran' }));
}

/** The create form, filled with the fixed amount and a description, sent; the link's page follows. */
async function createFixedLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Buat link pembayaran' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Buat link pembayaran' }));
  await page.getByRole('spinbutton', { name: /^Nominal/ }).fill(String(AMOUNT));
  await page.getByLabel(/^Deskripsi/).fill('Batik tulis');
  await checkPage(page, 'payment-link-create');
  await page.getByRole('button', { name: 'Buat link' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Batik tulis' }));
  const url = (await page.getByRole('link', { name: /\/pay\/pl_/ }).innerText()).trim();
  expect(url).toMatch(/^https?:\/\/[^/]+\/pay\/pl_[0-9A-Z]{26}$/);
  return url;
}

/** The URL copied to the clipboard, and the WhatsApp share opening a chat with the description and the URL. */
async function shareChecks(page: Page, url: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Salin link' }).click();
  await visible(page.getByRole('button', { name: 'Disalin' }));
  expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(url);
  const whatsApp = page.getByRole('link', { name: 'Bagikan lewat WhatsApp' });
  expect(await whatsApp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Batik tulis ${url}`)}`);
  expect(await whatsApp.getAttribute('target')).toBe('_blank');
}

/** A customer's phone pays the link by QRIS: the QR, the sandbox's payment of it, the paid screen. */
async function payOnPhone(customer: Page, owner: Page, url: string, baseUrl: string): Promise<void> {
  await customer.setViewportSize(PHONE);
  await customer.goto(url);
  await visible(customer.getByRole('heading', { name: 'Batik tulis' }));
  await customer.getByRole('radio', { name: /QRIS/ }).check();
  await customer.getByRole('button', { name: 'Bayar' }).click();
  await visible(customer.getByRole('img', { name: /Kode QRIS/ }));
  const linkId = url.split('/pay/')[1]!;
  const payments = await dashboardApi(owner, `/dashboard/v1/payment-links/${linkId}/payments`);
  expect(payments.body.data).toHaveLength(1);
  const partnerReff = payments.body.data[0].partner_reff as string;
  expect((await api(baseUrl, `/sandbox/v1/qris/${partnerReff}/pay`, { body: {} })).status).toBe(200);
  await visible(customer.getByRole('heading', { name: 'Pembayaran berhasil' }), PAID_WAIT_MS);
}

/** A reusable open-amount link through the form, then deactivated on its page after the confirmation. */
async function reusableDeactivated(page: Page): Promise<void> {
  await openLinks(page);
  await page.getByRole('button', { name: 'Buat link pembayaran' }).click();
  await page.getByRole('switch', { name: /^Nominal bebas/ }).check();
  await page.getByLabel(/^Deskripsi/).fill('Donasi');
  await page.getByRole('radio', { name: 'Bisa dipakai berulang' }).check();
  await page.getByRole('spinbutton', { name: /^Pembayaran paling banyak/ }).fill('5');
  await checkPage(page, 'payment-link-create-reusable');
  await page.getByRole('button', { name: 'Buat link' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Donasi' }));
  await visible(page.getByText('Berulang, paling banyak 5 pembayaran'));
  await page.getByRole('button', { name: 'Nonaktifkan link' }).click();
  await checkPage(page, 'payment-link-deactivate-confirm');
  await page.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
  await visible(page.locator('dd').getByText('Dinonaktifkan', { exact: true }));
  await expect(page.getByRole('button', { name: 'Nonaktifkan link' }).count()).resolves.toBe(0);
}

describe('payment links in the dashboard', () => {
  const harness = useBrowser();

  test(
    'an owner creates a link, shares it, a phone pays it by QRIS, the link is completed; a reusable one is deactivated',
    async () => {
      const page = await harness().newPage();
      const { baseUrl } = harness().stack;
      await newMerchantOwner(page);
      await openLinks(page);
      await checkPage(page, 'payment-links-empty');
      const url = await createFixedLink(page);
      await shareChecks(page, url);
      await checkPage(page, 'payment-link-detail');

      await openLinks(page);
      const row = page.getByRole('row').filter({ hasText: 'Batik tulis' });
      await visible(row.getByText('Aktif'));
      await visible(row.getByText('Sekali pakai'));

      await payOnPhone(await harness().newPage(), page, url, baseUrl);

      await row.getByRole('link', { name: 'Batik tulis' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Batik tulis' }));
      await visible(page.getByTestId('link-uses').getByText('1 / 1'));
      await visible(page.getByTestId('link-paid').getByText(rupiah(AMOUNT)));
      await visible(page.locator('dd').getByText('Selesai', { exact: true }));
      const payment = page
        .getByRole('region', { name: /Pembayaran lewat link ini/ })
        .getByRole('row')
        .nth(1);
      await visible(payment.getByText('Dibayar'));
      await visible(payment.getByText(rupiah(AMOUNT)));
      await checkPage(page, 'payment-link-completed');
      await payment.getByRole('link').click();
      await visible(page.getByRole('heading', { level: 1 }));
      expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/transactions\/.+/);

      await reusableDeactivated(page);
      await openLinks(page);
      await visible(page.getByRole('row').filter({ hasText: 'Batik tulis' }).getByText('Selesai'));
      await checkPage(page, 'payment-links-list');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
