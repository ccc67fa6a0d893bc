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
  signInViaUi,
  signUpViaUi,
  uniqueEmail,
  useBrowser,
  visible,
  type MerchantOwner,
} from './support';
import { kycVerifiedViaApi } from './support-developer';
import { rupiah } from './support-money';

/** The owner's PIN (set over the dashboard API: the PIN page is another test's subject). */
const PIN = '482915';
const FUNDING_IDR = 1_000_000;
/** Each row's amount, and a transfer's fee (the payouts' fee table). */
const ROW_IDR = 10_000;
const TRANSFER_FEE_IDR = 3_500;
const ROWS = 50;
/** The rows whose account does not exist (a sandbox account ending 0000 is invalid at validation). */
const INVALID_ROWS = [17, 42];
/** Validation and payout of 50 rows run through the local queues (a few seconds); the page reads the batch every 2 s. */
const BATCH_WAIT_MS = 90_000;

const HEADER = 'type,item_reference,bank_code,account_number,product_code,phone_number,amount,note';

/** A 50-row payroll: transfers to BCA accounts that pay, two to accounts that do not exist. */
function payrollCsv(): string {
  const lines = Array.from({ length: ROWS }, (_, index) => {
    const n = index + 1;
    const account = INVALID_ROWS.includes(n) ? `87300${n}0000` : `8730012${String(n).padStart(3, '0')}`;
    return `transfer,emp-${n},014,${account},,,${ROW_IDR},Gaji November`;
  });
  return [HEADER, ...lines].join('\r\n');
}

/** A link of the main menu (Bahasa Indonesia). */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true });

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** KYC approved, money in the available balance, and the PIN: what a batch needs and is not about. */
async function payingMerchant(page: Page, baseUrl: string): Promise<MerchantOwner> {
  const owner = await newMerchantOwner(page);
  await kycVerifiedViaApi(page, owner.merchantId);
  const funded = await api(baseUrl, `/admin/v1/merchants/${owner.merchantId}/balance-adjustments`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-idempotency-key': `fund-${owner.merchantId}` },
    body: { amount: FUNDING_IDR, note: 'browser test: money for a payroll' },
  });
  expect(funded.status).toBe(200);
  expect((await dashboardApi(page, '/dashboard/v1/pin', { method: 'POST', body: { new_pin: PIN } })).status).toBe(200);
  return owner;
}

/** A finance user of the merchant (invited over the API, accepted in the UI), in a browser context of its own. */
async function financeUser(browser: Browser, page: Page, owner: MerchantOwner): Promise<Page> {
  const email = uniqueEmail('finance');
  const invited = await dashboardApi(page, '/dashboard/v1/users', { method: 'POST', body: { email, role: 'finance' } });
  expect(invited.status).toBe(201);
  const context = await browser.newContext({
    viewport: DESKTOP,
    baseURL: new URL(page.url()).origin,
    locale: BROWSER_LOCALE,
  });
  const finance = await context.newPage();
  await signUpViaUi(finance, email);
  await signInViaUi(finance, email);
  await finance.getByRole('button', { name: `Terima: ${owner.businessName}` }).click();
  await visible(finance.getByText('Peran: Keuangan'));
  return finance;
}

/** The page as a phone shows it is no wider than the phone: wide tables scroll in their own box. */
async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  // A string, evaluated in the page: the test's own TypeScript has no DOM.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  await page.setViewportSize(DESKTOP);
  expect(overflow).toBe(0);
}

const availableOf = async (page: Page): Promise<number> =>
  (await dashboardApi(page, '/dashboard/v1/balance')).body.balance.available as number;

/**
 * Batch payouts in Chromium (DESIGN 16): a finance user uploads a CSV (a malformed one first, named
 * by line and column), sees each row checked with the holder's name and why it cannot approve its
 * own batch; the owner approves the valid rows with the PIN (after being told invalid rows need
 * "pay only the valid rows"), follows the batch to completed and downloads the results.
 */
describe('dashboard batch payouts in a browser', () => {
  const harness = useBrowser();

  test(
    'a finance user uploads 50 rows with 2 invalid ones, the owner approves the valid ones, the batch completes',
    async () => {
      const page = await harness().newPage();
      const owner = await payingMerchant(page, harness().stack.baseUrl);
      const finance = await financeUser(harness().browser, page, owner);
      try {
        const batchId = await uploadAsFinance(finance);
        await approveAsOwner(page, batchId);
      } finally {
        await finance.context().close();
      }
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

/** The finance user's part: the upload, the checks, and no approval for the maker. Returns the batch's id. */
async function uploadAsFinance(finance: Page): Promise<string> {
  await menu(finance, 'Pembayaran massal').click();
  await visible(finance.getByRole('heading', { level: 1, name: 'Pembayaran massal' }));
  await visible(finance.getByRole('link', { name: 'Unduh templat CSV' }));
  await checkPage(finance, 'batches-empty');

  // A malformed file: each problem named by its line and column, nothing created.
  const upload = finance.getByRole('form', { name: 'Unggah file CSV' });
  const broken = `${HEADER}\r\ntransfer,emp-1,014,8730012001,,,10.5,\r\ntransfer,emp-1,014,,,,1000,`;
  await upload.getByLabel('File CSV').setInputFiles(csvFile('rusak.csv', broken));
  const problems = upload.getByRole('alert');
  await visible(
    problems.getByText('Baris 2, kolom amount: harus rupiah bulat lebih dari 0, tanpa Rp dan tanpa desimal.'),
  );
  await visible(problems.getByText('Baris 3, kolom account_number: wajib diisi.'));
  expect(await upload.getByRole('button', { name: 'Buat batch' }).isDisabled()).toBe(true);
  await checkPage(finance, 'batches-malformed');

  await upload.getByLabel('File CSV').setInputFiles(csvFile('gaji-november.csv', payrollCsv()));
  await visible(
    upload.getByRole('status').filter({ hasText: `50 baris dalam 1 batch, total ${rupiah(ROWS * ROW_IDR)}` }),
  );
  const reference = `gaji-${Date.now()}`;
  await upload.getByLabel('Referensi').fill(reference);
  await upload.getByRole('button', { name: 'Buat batch' }).click();
  await visible(upload.getByText('1 batch dibuat. Setiap baris sekarang diperiksa:'));
  await upload.getByRole('link', { name: reference }).click();
  await visible(finance.getByRole('heading', { level: 1, name: `Batch ${reference}` }));
  const batchId = new URL(finance.url()).pathname.split('/').pop() ?? '';

  // Checked as inquiries: ready, 48 valid rows with their holders' names, 2 invalid with the reason.
  await visible(finance.getByText('Menunggu persetujuan', { exact: true }), BATCH_WAIT_MS);
  await visible(finance.getByText('50 baris: 48 valid, 2 tidak valid'));
  const rows = finance.getByRole('table', { name: 'Baris batch ini dan hasil pemeriksaannya' }).getByRole('row');
  expect(await rows.count()).toBe(ROWS + 1);
  const validCells = await rows.filter({ hasText: '8730012001' }).getByRole('cell').allInnerTexts();
  expect(validCells[4]).toBe('Valid');
  expect((validCells[5] ?? '').trim().length).toBeGreaterThan(0);
  const invalid = rows.filter({ hasText: '87300170000' });
  await visible(invalid.filter({ hasText: 'Tidak valid' }));
  await checkPage(finance, 'batch-ready-maker');

  // The maker is told why there is no Approve button.
  await visible(finance.getByText(/^Anda membuat batch ini, jadi Anda tidak dapat menyetujuinya/));
  expect(await finance.getByRole('button', { name: 'Setujui' }).count()).toBe(0);
  await fitsPhone(finance);
  return batchId;
}

/** The owner's part: approve with the PIN (ignore_invalid), follow to completed, check the money and the results. */
async function approveAsOwner(page: Page, batchId: string): Promise<void> {
  const before = await availableOf(page);
  await menu(page, 'Pembayaran massal').click();
  await page.locator(`a[href="/dashboard/payout-batches/${batchId}"]`).click();
  const form = page.getByRole('form', { name: 'Setujui dan bayarkan' });
  await visible(form.getByText(`48 baris valid: ${rupiah(48 * (ROW_IDR + TRANSFER_FEE_IDR))}`, { exact: false }));

  // Without "pay only the valid rows": refused in words, nothing held.
  await form.getByLabel('PIN transaksi').fill(PIN);
  await form.getByRole('button', { name: 'Setujui' }).click();
  await visible(form.getByRole('alert').filter({ hasText: 'Batch ini memiliki baris tidak valid' }));
  expect(await availableOf(page)).toBe(before);
  await checkPage(page, 'batch-approve-refused');

  await form.getByLabel(/^Bayarkan hanya baris yang valid/).check();
  await form.getByLabel('PIN transaksi').fill(PIN);
  await form.getByRole('button', { name: 'Setujui' }).click();
  await visible(page.getByText('Selesai', { exact: true }).first(), BATCH_WAIT_MS);
  await visible(page.getByText('50 baris: 48 valid, 2 tidak valid; 48 dibayar, 0 gagal, 0 diproses'));
  await visible(page.getByRole('row').filter({ hasText: '8730012001' }).filter({ hasText: 'Dibayar' }));
  await checkPage(page, 'batch-completed');
  await fitsPhone(page);
  expect(before - (await availableOf(page))).toBe(48 * (ROW_IDR + TRANSFER_FEE_IDR));

  // The results file: every row with its destination, status, holder and transaction.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh hasil (CSV)' }).click();
  const file = await downloading;
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe('row,reference,destination,amount,status,account_holder_name,failure_reason,partner_reff');
  expect(lines).toHaveLength(ROWS + 1);
  expect(lines.filter((line) => line.includes(',paid,'))).toHaveLength(48);
  expect(lines[17]).toMatch(/^17,emp-17,014 87300170000,10000,invalid,,[^,]+,$/);
  expect(lines[1]).toMatch(/^1,emp-1,014 8730012001,10000,paid,[^,]+,,\S+$/);
}
