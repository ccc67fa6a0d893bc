import type { Page } from 'playwright-core';
import { api, DEMO_AUTH } from '../e2e/support';
import { BROWSER_TEST_TIMEOUT_MS, checkPage, PHONE, useBrowser, visible } from './support';

/**
 * The hosted checkout page of a payment link (`/pay/{link_id}`, DESIGN 19) on a phone-sized
 * viewport: a link made with the demo client's key, paid by QRIS and by VA through the sandbox as a
 * customer would, the page following the payment to its paid screen; a link turned off; axe on
 * every screen; the switch to English. The page asks for the payment's status every 3 s: the tests
 * wait for what the customer sees, never for a time.
 */
/** The payment's status appears within a few polls of the sandbox's paid callback. */
const PAID_WAIT_MS = 30_000;

const merchantApi = (baseUrl: string, path: string, body?: unknown) =>
  api(baseUrl, path, {
    ...(body === undefined ? {} : { body }),
    headers: { authorization: DEMO_AUTH, 'x-idempotency-key': `checkout-${Math.random().toString(36).slice(2)}` },
  });

async function newLink(baseUrl: string, body: Record<string, unknown>): Promise<string> {
  const created = await merchantApi(baseUrl, '/api/v1/payment-links', { description: 'Batik tulis', ...body });
  expect(created.status).toBe(201);
  return created.body.link.link_id as string;
}

/** The link's payment as the merchant sees it (the page never learns its partner_reff): among the newest, by its detail. */
async function linkTransaction(baseUrl: string, linkId: string) {
  const listed = await merchantApi(baseUrl, '/api/v1/transactions?per_page=10');
  for (const item of listed.body.data as Array<{ partner_reff: string }>) {
    const detail = await merchantApi(baseUrl, `/api/v1/transactions/${encodeURIComponent(item.partner_reff)}`);
    if (detail.body.transaction?.payment_link_id === linkId) return item;
  }
  throw new Error(`no transaction of link ${linkId} among the newest 10`);
}

/** The customer's phone, on the link's page. */
async function openLink(newPage: () => Promise<Page>, linkId: string): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize(PHONE);
  await page.goto(`/pay/${linkId}`);
  return page;
}

describe('the hosted checkout page', () => {
  const harness = useBrowser();

  it(
    'pays a link by QRIS: the QR with its countdown, paid in the sandbox, then the paid screen',
    async () => {
      const { stack } = harness();
      const newPage = () => harness().newPage();
      const linkId = await newLink(stack.baseUrl, { amount: 150_000 });
      const page = await openLink(newPage, linkId);
      await visible(page.getByRole('heading', { name: 'Batik tulis' }));
      await visible(page.getByText('Demo Merchant'));
      await visible(page.getByText(/Rp\s150\.000/));
      await checkPage(page, 'checkout-link');
      await page.getByRole('radio', { name: /QRIS/ }).check();
      await page.getByRole('button', { name: 'Bayar' }).click();
      const qr = await visible(page.getByRole('img', { name: /Kode QRIS untuk membayar Rp\s150\.000/ }));
      await page.waitForFunction(
        (image) => (image as { naturalWidth: number }).naturalWidth >= 200,
        await qr.elementHandle(),
      );
      await visible(page.getByText(/^Berlaku \d\d:\d\d lagi$/));
      await visible(page.getByRole('status').filter({ hasText: 'Menunggu pembayaran' }));
      await checkPage(page, 'checkout-qris');
      const tx = await linkTransaction(stack.baseUrl, linkId);
      expect((await api(stack.baseUrl, `/sandbox/v1/qris/${tx.partner_reff}/pay`, { body: {} })).status).toBe(200);
      await visible(page.getByRole('heading', { name: 'Pembayaran berhasil' }), PAID_WAIT_MS);
      await checkPage(page, 'checkout-paid');
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Tautan sudah dibayar' }));
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  it(
    'pays a link by VA: the bank chosen, the number copied, paid in the sandbox, then the paid screen',
    async () => {
      const { stack } = harness();
      const newPage = () => harness().newPage();
      const linkId = await newLink(stack.baseUrl, { amount: 75_000, methods: ['va'] });
      const page = await openLink(newPage, linkId);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await visible(page.getByRole('radio', { name: /Virtual account/ }));
      await page.getByLabel('Bank', { exact: true }).selectOption('014');
      await page.getByRole('button', { name: 'Bayar' }).click();
      await visible(page.getByText('Nomor virtual account'));
      const number = (await (await visible(page.locator('.va-digits'))).innerText()).trim();
      expect(number).toMatch(/^\d+$/);
      await page.getByRole('button', { name: 'Salin Nomor virtual account' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Tersalin' }));
      expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(number);
      await checkPage(page, 'checkout-va');
      const paid = await api(stack.baseUrl, `/sandbox/v1/va/${number}/pay`, { body: { amount: 75_000 } });
      expect(paid.status).toBe(200);
      await visible(page.getByRole('heading', { name: 'Pembayaran berhasil' }), PAID_WAIT_MS);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  it(
    'shows a link turned off as inactive, an unknown link as not found, and switches to English',
    async () => {
      const { stack } = harness();
      const newPage = () => harness().newPage();
      const linkId = await newLink(stack.baseUrl, { amount: 20_000 });
      const off = await merchantApi(stack.baseUrl, `/api/v1/payment-links/${linkId}/deactivate`, {});
      expect(off.status).toBe(200);
      const page = await openLink(newPage, linkId);
      await visible(page.getByRole('heading', { name: 'Tautan tidak aktif' }));
      await checkPage(page, 'checkout-inactive');
      await page.getByRole('button', { name: 'English' }).click();
      await visible(page.getByRole('heading', { name: 'Link not active' }));
      expect(await page.evaluate(() => (globalThis as any).document.documentElement.lang)).toBe('en');
      await page.goto('/pay/pl_NOSUCHLINK0000000000000000');
      // The choice is remembered on this phone.
      await visible(page.getByRole('heading', { name: 'Link not found' }));
      await checkPage(page, 'checkout-not-found');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});
