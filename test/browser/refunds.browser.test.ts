import type { Browser, Page } from 'playwright-core';
import { ADMIN_TOKEN, api } from '../e2e/support';
import {
  BROWSER_LOCALE,
  BROWSER_TEST_TIMEOUT_MS,
  checkPage,
  dashboardApi,
  DESKTOP,
  newMerchantOwner,
  PHONE,
  reopenSignedIn,
  signInViaUi,
  signUpViaUi,
  uniqueEmail,
  useBrowser,
  visible,
  type MerchantOwner,
} from './support';
import { kycVerifiedViaApi } from './support-developer';
import { paidQrOverApi, pickBank, rupiah } from './support-money';

/** The owner's PIN (set over the dashboard API: the PIN page is another test's subject). */
const PIN = '482915';
/** What the operator credits: refunds are paid from the available balance, never from money pending settlement. */
const FUNDING_IDR = 500_000;
/** A sandbox bank account the gateway pays at once (README, payouts: only its magic endings do otherwise). */
const PAYING_ACCOUNT = '8730012345';
/** The sandbox gateway confirms a refund on the rail about a second later; the page reads it again every 2 s. */
const REFUND_END_WAIT_MS = 30_000;

/** A link of the main menu (Bahasa Indonesia). */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true });

/**
 * What the refunds need and are not about, through the APIs as the merchant and the operator would:
 * KYC approved, money in the available balance, the PIN, and an API client that takes QR and VA
 * payments (no money-out permission, so it needs no PIN).
 */
async function refundingMerchant(page: Page, baseUrl: string) {
  const owner = await newMerchantOwner(page);
  await kycVerifiedViaApi(page, owner.merchantId);
  const funded = await api(baseUrl, `/admin/v1/merchants/${owner.merchantId}/balance-adjustments`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-idempotency-key': `fund-${owner.merchantId}` },
    body: { amount: FUNDING_IDR, note: 'browser test: money to refund' },
  });
  expect(funded.status).toBe(200);
  expect((await dashboardApi(page, '/dashboard/v1/pin', { method: 'POST', body: { new_pin: PIN } })).status).toBe(200);
  const created = await dashboardApi(page, '/dashboard/v1/clients', {
    method: 'POST',
    body: { name: 'Kasir', permissions: ['qris:create', 'qris:read', 'va:create', 'va:read'] },
  });
  expect(created.status).toBe(201);
  const client = { clientId: created.body.client.client_id, clientSecret: created.body.client.client_secret };
  return { owner, client };
}

/** A one-time BCA VA made with the client's key and paid its exact amount in the sandbox. */
async function paidVaOverApi(baseUrl: string, client: { clientId: string; clientSecret: string }, amount: number) {
  const key = { authorization: `Bearer ${client.clientId}:${client.clientSecret}` };
  const created = await api(baseUrl, '/api/v1/payments/va', { headers: key, body: { amount, bank_code: '014' } });
  expect(created.status).toBe(201);
  const { partner_reff: partnerReff, virtual_account_number: van } = created.body.payment;
  expect((await api(baseUrl, `/sandbox/v1/va/${van}/pay`, { body: { amount } })).status).toBe(200);
  return partnerReff as string;
}

const availableOf = async (page: Page): Promise<number> =>
  (await dashboardApi(page, '/dashboard/v1/balance')).body.balance.available as number;

/** Opens a transaction's detail from the list, as a user finds it. */
async function openTransaction(page: Page, partnerReff: string): Promise<void> {
  await menu(page, 'Transaksi').click();
  await page.getByRole('link', { name: partnerReff }).click();
  await visible(page.getByRole('heading', { level: 1, name: new RegExp(partnerReff) }));
}

/** The description of a term of the details list (`<dt>term</dt><dd>...</dd>`). */
const detailOf = (page: Page, term: string) => page.locator('dl.details dt').filter({ hasText: term }).locator('+ dd');

/** The page as a phone shows it is no wider than the phone: wide tables scroll in their own box. */
async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  // A string, evaluated in the page: the test's own TypeScript has no DOM.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  const section = page.getByRole('region', { name: /^(Refund|Refunds)$/ });
  const right = await section.evaluate((element) => element.getBoundingClientRect().right);
  await page.setViewportSize(DESKTOP);
  expect({ overflow, sectionInside: right <= PHONE.width }).toEqual({ overflow: 0, sectionInside: true });
}

/**
 * Refunds in Chromium (DESIGN 15): an owner refunds part of a paid QR back on its rail (pending,
 * then succeeded by the sandbox gateway's callback about a second later) and sees the amounts in the
 * detail and the list; a VA payment is refunded to a bank account with the PIN, after a wrong PIN is
 * refused in words; a viewer sees the refunds but no Refund action.
 */
describe('dashboard refunds in a browser', () => {
  const harness = useBrowser();

  test(
    'an owner refunds part of a paid QR: pending, then succeeded, with the amounts in the detail and the list',
    async () => {
      const page = await harness().newPage();
      const baseUrl = harness().stack.baseUrl;
      const { client } = await refundingMerchant(page, baseUrl);
      const qr = await paidQrOverApi(baseUrl, client, 25_000);
      await reopenSignedIn(page);
      const before = await availableOf(page);

      await openTransaction(page, qr.partnerReff);
      const section = page.getByRole('region', { name: 'Refund', exact: true });
      await visible(section.getByText(/^Pembayaran QRIS dan e-wallet dikembalikan ke pelanggan/));
      await visible(section.getByText(`Sisa yang dapat di-refund: ${rupiah(25_000)}`));
      await visible(section.getByText('Belum ada refund untuk pembayaran ini.'));
      await visible(detailOf(page, 'Status refund').filter({ hasText: 'Belum di-refund' }));
      await checkPage(page, 'refund-detail');

      await section.getByRole('button', { name: 'Refund', exact: true }).click();
      const form = page.getByRole('form', { name: 'Refund pembayaran ini' });
      const amount = form.getByLabel('Jumlah refund (Rp)');
      expect(await (await visible(amount)).inputValue()).toBe('25000');
      await amount.fill('10000');
      await form.getByLabel('Alasan').fill('Satu barang habis');
      await checkPage(page, 'refund-form');
      await fitsPhone(page);

      // The refunds' list is held until the pending state has been checked: the gateway's callback
      // comes about a second later, and the page would show its end at the next read.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const listRoute = '**/dashboard/v1/transactions/*/refunds';
      await page.route(listRoute, async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue();
      });
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/refunds') && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Kirim refund' }).click();
      const created = (await (await answered).json()).refund;
      expect(created).toMatchObject({ status: 'pending', method: 'original', amount: 10_000, fee: 0 });
      const outcome = section.getByRole('status');
      await visible(outcome.filter({ hasText: `Refund ${rupiah(10_000)} diajukan dan menunggu konfirmasi.` }));
      await checkPage(page, 'refund-pending');
      release();

      // The page reads the refunds again while one is pending: succeeded, without a reload.
      await visible(outcome.filter({ hasText: `Refund ${rupiah(10_000)} berhasil` }), REFUND_END_WAIT_MS);
      await page.unroute(listRoute);
      const row = section
        .getByRole('table', { name: 'Refund pembayaran ini, terbaru lebih dulu' })
        .getByRole('row')
        .filter({ hasText: 'Satu barang habis' });
      await visible(row.filter({ hasText: 'Berhasil' }));
      const text = await row.innerText();
      expect(text).toContain(rupiah(10_000));
      expect(text).toContain('Lewat jalur pembayaran asal');
      expect(text).toContain('Selesai');
      await visible(detailOf(page, 'Sudah di-refund').filter({ hasText: rupiah(10_000) }));
      await visible(detailOf(page, 'Status refund').filter({ hasText: 'Sebagian' }));
      await visible(section.getByText(`Sisa yang dapat di-refund: ${rupiah(15_000)}`));
      await checkPage(page, 'refund-succeeded');
      await fitsPhone(page);

      // What the page shows is what the service holds, and the balance paid exactly the refund.
      const detail = await dashboardApi(page, `/dashboard/v1/transactions/${qr.partnerReff}`);
      expect(detail.body.transaction).toMatchObject({
        status: 'paid',
        refunded_amount: 10_000,
        refund_status: 'partial',
      });
      expect(detail.body.transaction.events.map((event: { event_type: string }) => event.event_type)).toEqual(
        expect.arrayContaining(['refund_requested', 'refund_succeeded']),
      );
      expect(before - (await availableOf(page))).toBe(10_000);

      // The list says it too, in both languages.
      await page.getByRole('link', { name: 'Kembali ke daftar transaksi' }).click();
      const listed = page.getByRole('row').filter({ hasText: qr.partnerReff });
      await visible(listed.filter({ hasText: `Refund sebagian: ${rupiah(10_000)}` }));
      await checkPage(page, 'transactions-refunded');
      await page.getByLabel('Bahasa').selectOption('en');
      await visible(listed.filter({ hasText: `Partly refunded: ${rupiah(10_000)}` }));
      await page.getByRole('link', { name: qr.partnerReff }).click();
      const english = page.getByRole('region', { name: 'Refunds', exact: true });
      await visible(
        english.getByRole('row').filter({ hasText: 'Succeeded' }).filter({ hasText: "Back on the payment's rail" }),
      );
      await visible(english.getByText(`Left to refund: ${rupiah(15_000)}`));
      await checkPage(page, 'refund-succeeded-en');
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'a VA payment is refunded to a bank account with the PIN after a wrong PIN is refused, and a viewer sees no Refund action',
    async () => {
      const page = await harness().newPage();
      const baseUrl = harness().stack.baseUrl;
      const { owner, client } = await refundingMerchant(page, baseUrl);
      const reff = await paidVaOverApi(baseUrl, client, 150_000);
      await reopenSignedIn(page);
      const before = await availableOf(page);

      await openTransaction(page, reff);
      const section = page.getByRole('region', { name: 'Refund', exact: true });
      await visible(section.getByText(/^Pembayaran virtual account dikembalikan lewat transfer/));
      await section.getByRole('button', { name: 'Refund', exact: true }).click();
      const form = page.getByRole('form', { name: 'Refund pembayaran ini' });
      await form.getByLabel('Jumlah refund (Rp)').fill('100000');
      await form.getByLabel('Alasan').fill('Pesanan dibatalkan');
      await visible(form.getByRole('group', { name: 'Refund ke' }));
      await pickBank(form, 'central asia');
      await form.getByLabel('Nomor rekening').fill(PAYING_ACCOUNT);
      await visible(form.getByText('Biaya transfer ditahan dari saldo tersedia bersama jumlah refund.'));
      const pin = form.getByLabel('PIN transaksi');

      // A wrong PIN: told plainly, with the attempts left; nothing held, no refund made.
      await pin.fill('000000');
      await form.getByRole('button', { name: 'Kirim refund' }).click();
      await visible(form.getByRole('alert').filter({ hasText: 'PIN salah. Sisa 4 kali percobaan' }));
      expect(await pin.inputValue()).toBe('');
      expect(await availableOf(page)).toBe(before);
      expect((await dashboardApi(page, `/dashboard/v1/transactions/${reff}/refunds`)).body.data).toEqual([]);
      await checkPage(page, 'refund-wrong-pin');
      await fitsPhone(page);

      // The right PIN: paid out at once (the account pays), its transfer fee held and paid with it.
      await pin.fill(PIN);
      await form.getByRole('button', { name: 'Kirim refund' }).click();
      await visible(section.getByRole('status').filter({ hasText: `Refund ${rupiah(100_000)} berhasil` }));
      const row = section.getByRole('row').filter({ hasText: 'Pesanan dibatalkan' });
      await visible(row.filter({ hasText: 'Berhasil' }));
      const text = await row.innerText();
      expect(text).toContain(`Transfer ke Bank Central Asia (BCA) ${PAYING_ACCOUNT}, a.n.`);
      expect(text).toContain(rupiah(3_500));
      await visible(detailOf(page, 'Sudah di-refund').filter({ hasText: rupiah(100_000) }));
      await visible(section.getByText(`Sisa yang dapat di-refund: ${rupiah(50_000)}`));
      await checkPage(page, 'refund-va-succeeded');
      expect(before - (await availableOf(page))).toBe(100_000 + 3_500);

      await viewerSeesNoRefundAction(harness().browser, page, owner, reff);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

/** A viewer of the merchant (invited over the API, accepted in the UI) sees the refunds and why there is no action. */
async function viewerSeesNoRefundAction(browser: Browser, page: Page, owner: MerchantOwner, reff: string) {
  const email = uniqueEmail('viewer');
  const invited = await dashboardApi(page, '/dashboard/v1/users', { method: 'POST', body: { email, role: 'viewer' } });
  expect(invited.status).toBe(201);
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: new URL(page.url()).origin,
    locale: BROWSER_LOCALE,
  });
  try {
    const viewer = await context.newPage();
    await signUpViaUi(viewer, email);
    await signInViaUi(viewer, email);
    await viewer.getByRole('button', { name: `Terima: ${owner.businessName}` }).click();
    await visible(viewer.getByText('Peran: Peninjau'));
    await openTransaction(viewer, reff);
    const section = viewer.getByRole('region', { name: 'Refund', exact: true });
    await visible(section.getByText('Hanya pemilik atau bagian keuangan yang dapat me-refund pembayaran.'));
    await visible(section.getByRole('row').filter({ hasText: 'Pesanan dibatalkan' }).filter({ hasText: 'Berhasil' }));
    expect(await section.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await checkPage(viewer, 'refund-viewer');
  } finally {
    await context.close();
  }
}
