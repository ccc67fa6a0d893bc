import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ADMIN_TOKEN, api } from '../e2e/support';
import {
  BROWSER_TEST_TIMEOUT_MS,
  checkPage,
  dashboardApi,
  DESKTOP,
  newMerchantOwner,
  PHONE,
  useBrowser,
  visible,
} from './support';
import { kycVerifiedViaApi } from './support-developer';
import { dayTyped, historyNotesTranslated, pickBank, rupiah } from './support-money';

/** The owner's PIN (set over the dashboard API: the PIN page is another test's subject). */
const PIN = '482915';
/** What the operator credits, so there is a balance to withdraw. */
const FUNDING_IDR = 1_000_000;
/** What a merchant has once funded: the sandbox's opening test balance (shared/operations/opening-balance.ts) and the funding. */
const AVAILABLE_IDR = 10_000_000 + FUNDING_IDR;
const WITHDRAWAL_IDR = 250_000;
/** A sandbox bank account the gateway pays at once (LOCAL.md: only its magic endings do otherwise). */
const OWN_ACCOUNT = '8730012345';
/** A new settlement account is usable 24 hours after it was added: the sandbox clock moves a minute past that. */
const PAST_WAIT_SECONDS = 24 * 3600 + 60;
/** The local stack's reports queue makes a two-day file within seconds; the page reads the report every 2 s. */
const RANGE_REPORT_WAIT_MS = 30_000;

/** A link of the main menu (Bahasa Indonesia). */
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true });

const openPage = async (page: Page, link: string, heading = link) => {
  await menu(page, link).click();
  await visible(page.getByRole('heading', { level: 1, name: heading }));
};

/** The page as a phone shows it is no wider than the phone (DESIGN 16): nothing scrolls sideways but a table's own box. */
async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  // A string, evaluated in the page: the test's own TypeScript has no DOM.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  await page.setViewportSize(DESKTOP);
  expect(overflow).toBe(0);
}

/** What the pages need and are not about, through the APIs: KYC approved, a balance, the PIN. */
async function fundedOwner(page: Page, baseUrl: string) {
  const owner = await newMerchantOwner(page);
  await kycVerifiedViaApi(page, owner.merchantId);
  const funded = await api(baseUrl, `/admin/v1/merchants/${owner.merchantId}/balance-adjustments`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'x-idempotency-key': `fund-${owner.merchantId}` },
    body: { amount: FUNDING_IDR, note: 'browser test: money to withdraw' },
  });
  expect(funded.status).toBe(200);
  expect((await dashboardApi(page, '/dashboard/v1/pin', { method: 'POST', body: { new_pin: PIN } })).status).toBe(200);
  return owner;
}

/**
 * The merchant's own money in Chromium (DESIGN 17): the owner adds a settlement account (checked by
 * the bank, the holder's name shown) and is told it is usable only 24 hours later; the Withdraw page
 * offers no account until the sandbox clock has moved past them; then a withdrawal with the PIN (a
 * wrong one refused in words first) is paid and its transaction opened; the day's report shows it
 * and its CSV holds its line. The auto-withdraw settings are saved with the PIN, and a report of a
 * range of days is made in the background and downloaded. Every new page passes axe and fits a
 * 390 px wide phone.
 */
describe('the merchant’s own money in a browser', () => {
  const harness = useBrowser();

  test(
    'an owner adds a settlement account, withdraws to it after 24 hours and downloads the day’s report',
    async () => {
      const page = await harness().newPage();
      const baseUrl = harness().stack.baseUrl;
      await fundedOwner(page, baseUrl);

      const account = await addAccountViaUi(page);
      await withdrawRefusedBeforeTheWait(page, account);

      const advanced = await api(baseUrl, '/sandbox/v1/clock/advance', { body: { seconds: PAST_WAIT_SECONDS } });
      expect(advanced.status).toBe(200);
      await openPage(page, 'Rekening pencairan');
      await visible(page.getByText('Siap dipakai untuk tarik saldo.'));

      const partnerReff = await withdrawViaUi(page);
      // The service's Jakarta day (its clock's ISO time is in +07:00), read after the withdrawal.
      const day = ((await api(baseUrl, '/sandbox/v1/clock')).body.now as string).slice(0, 10);
      await reportViaUi(page, day, partnerReff);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );

  test(
    'an owner saves the auto-withdraw settings with the PIN and gets a report of two days made in the background',
    async () => {
      const page = await harness().newPage();
      const baseUrl = harness().stack.baseUrl;
      await fundedOwner(page, baseUrl);
      const added = await dashboardApi(page, '/dashboard/v1/settlement-accounts', {
        method: 'POST',
        body: { bank_code: '014', account_number: OWN_ACCOUNT },
      });
      expect(added.status).toBe(201);
      await autoWithdrawViaUi(page);

      await openPage(page, 'Laporan settlement');
      const day = ((await api(baseUrl, '/sandbox/v1/clock')).body.now as string).slice(0, 10);
      await rangeReportViaUi(page, day);
    },
    BROWSER_TEST_TIMEOUT_MS,
  );
});

/** Adds the account on its page: the holder's name from the bank, and the notice of when it becomes usable. */
async function addAccountViaUi(page: Page): Promise<string> {
  await openPage(page, 'Rekening pencairan');
  await visible(page.getByText('Belum ada rekening pencairan. Tambahkan satu untuk menarik saldo.'));
  await checkPage(page, 'settlement-accounts-empty');
  const form = page.getByRole('form', { name: 'Tambah rekening' });
  await pickBank(form, 'bca');
  await form.getByLabel('Nomor rekening').fill(OWN_ACCOUNT);
  await form.getByRole('button', { name: 'Periksa dan tambahkan' }).click();
  await visible(page.getByRole('status').filter({ hasText: `Rekening Bank Central Asia (BCA) ${OWN_ACCOUNT} a.n.` }));
  const item = page.getByRole('article', { name: `Bank Central Asia (BCA) ${OWN_ACCOUNT}` });
  await visible(item.getByText(/^Rekening baru: dapat dipakai untuk tarik saldo mulai .* WIB \(24 jam setelah/));
  await visible(item.getByRole('button', { name: `Hapus rekening ${OWN_ACCOUNT}` }));
  await checkPage(page, 'settlement-accounts');
  await fitsPhone(page);
  const listed = (await dashboardApi(page, '/dashboard/v1/settlement-accounts')).body.data;
  expect(listed).toEqual([expect.objectContaining({ account_number: OWN_ACCOUNT, usable: false })]);
  return listed[0].id as string;
}

/** Within the 24 hours the page offers no account, and the service refuses one anyway. */
async function withdrawRefusedBeforeTheWait(page: Page, accountId: string): Promise<void> {
  await openPage(page, 'Tarik saldo');
  await visible(page.getByText('Belum ada rekening yang siap dipakai.'));
  await visible(page.getByText(new RegExp(`^Bank Central Asia \\(BCA\\) ${OWN_ACCOUNT}: dapat dipakai mulai`)));
  expect(await page.getByRole('button', { name: 'Tarik saldo' }).count()).toBe(0);
  await checkPage(page, 'withdraw-not-ready');
  const early = await dashboardApi(page, '/dashboard/v1/withdrawals', {
    method: 'POST',
    body: { settlement_account_id: accountId, amount: WITHDRAWAL_IDR, pin: PIN },
  });
  expect(early).toMatchObject({ status: 422, body: { error: 'settlement_account_not_ready' } });
}

/** The withdrawal, on a phone: a wrong PIN told plainly, then paid, the balance lower, the transaction opened. */
async function withdrawViaUi(page: Page): Promise<string> {
  await openPage(page, 'Tarik saldo');
  await visible(page.getByText(`Saldo tersedia: ${rupiah(AVAILABLE_IDR)}`));
  await page.setViewportSize(PHONE);
  const form = page.getByRole('form', { name: 'Tarik saldo' });
  const account = form.getByLabel('Rekening tujuan');
  expect(await account.inputValue()).not.toBe('');
  await form.getByLabel('Jumlah (Rp)').fill(String(WITHDRAWAL_IDR));
  const pin = form.getByLabel('PIN transaksi');
  await pin.fill('000000');
  await form.getByRole('button', { name: 'Tarik saldo' }).click();
  await visible(form.getByRole('alert').filter({ hasText: 'PIN salah. Sisa 4 kali percobaan' }));
  expect(await pin.inputValue()).toBe('');
  await checkPage(page, 'withdraw-wrong-pin');

  await pin.fill(PIN);
  await form.getByRole('button', { name: 'Tarik saldo' }).click();
  const result = page.getByRole('article', { name: 'Hasil tarik saldo' });
  await visible(result.getByRole('status').filter({ hasText: 'Berhasil: dana sudah dikirim.' }));
  await visible(result.getByText(rupiah(WITHDRAWAL_IDR)));
  const partnerReff = (await result.locator('code').innerText()).trim();
  await checkPage(page, 'withdraw-paid');
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBe(0);
  await page.setViewportSize(DESKTOP);

  const balance = (await dashboardApi(page, '/dashboard/v1/balance')).body.balance;
  expect(balance.available).toBeLessThan(AVAILABLE_IDR - WITHDRAWAL_IDR + 1);
  await result.getByRole('button', { name: 'Lihat detail transaksi' }).click();
  await visible(page.getByRole('heading', { level: 1, name: new RegExp(partnerReff) }));
  await visible(page.getByText('Penarikan saldo').first());
  // A payout's history in Bahasa Indonesia: held for the account, then executed by the gateway.
  await historyNotesTranslated(page, [
    /^Penarikan ke rekening pencairan \S+ oleh .+; jumlah dan biaya ditahan$/,
    /^Gateway sudah menjalankan pembayaran keluar \(referensi gateway \S+\)$/,
  ]);
  return partnerReff;
}

/** The day's report shows the withdrawal; its CSV (BOM, header) holds the withdrawal's line. */
async function reportViaUi(page: Page, day: string, partnerReff: string): Promise<void> {
  expect(partnerReff).toMatch(/\S/);
  await openPage(page, 'Laporan settlement');
  const date = page.getByLabel('Tanggal (WIB)');
  expect(await (await visible(date)).inputValue()).toBe(dayTyped(day));
  const report = page.getByRole('article', { name: `Laporan ${day}` });
  const available = report.getByRole('table', { name: 'Tersedia: saldo awal, pergerakan dan saldo akhir' });
  await visible(available.getByRole('row').filter({ hasText: 'Tarik saldo' }).filter({ hasText: '-Rp' }));
  await visible(available.getByRole('row').filter({ hasText: 'Saldo akhir' }));
  await checkPage(page, 'report');
  await fitsPhone(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`settlement-${day}.csv`);
  await visible(report.getByRole('status').filter({ hasText: `File settlement-${day}.csv diunduh.` }));
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('date,bucket,line,kind,channel,count,amount');
  expect(lines).toEqual(
    expect.arrayContaining([expect.stringMatching(`^${day},available,movement,withdrawals,,1,-\\d+$`)]),
  );
  expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(`^${day},available,closing,`)]));
}

/** A report of the last two days, made in the background: pending, then ready with a link to a file that holds both days. */
async function rangeReportViaUi(page: Page, day: string): Promise<void> {
  const from = new Date(Date.parse(`${day}T12:00:00+07:00`) - 86_400_000).toISOString().slice(0, 10);
  const section = page.getByRole('region', { name: 'Rentang hari' });
  await section.getByLabel('Dari tanggal').fill(dayTyped(from));
  await section.getByLabel('Sampai tanggal').fill(dayTyped(day));
  await section.getByRole('button', { name: 'Buat laporan' }).click();
  const ready = section.getByRole('status').filter({ hasText: `Laporan ${from} sampai ${day} siap.` });
  await visible(ready, RANGE_REPORT_WAIT_MS);
  await checkPage(page, 'report-range-ready');
  const link = ready.getByRole('button', { name: 'Unduh laporan (CSV)' });
  const file = await fetch((await link.getAttribute('href')) ?? 'about:blank');
  expect(file.status).toBe(200);
  const lines = (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('date,bucket,line,kind,channel,count,amount');
  for (const [date, line] of [
    [from, 'opening'],
    [day, 'closing'],
  ])
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(`^${date},available,${line},`)]));
}

/** The auto-withdraw settings, saved with the PIN: the state and the next run shown. */
async function autoWithdrawViaUi(page: Page): Promise<void> {
  await openPage(page, 'Tarik saldo otomatis');
  await visible(page.getByText('Belum diatur.'));
  const form = page.getByRole('form', { name: 'Tarik saldo otomatis' });
  await form.getByLabel('Setiap minggu, pada hari tertentu').check();
  await form.getByLabel('Senin').check();
  await form.getByLabel('Kamis').check();
  await form.getByLabel('Cadangan yang tetap di saldo (Rp)').fill('200000');
  await form.getByLabel('Jumlah minimum (Rp)').fill('50000');
  await form.getByLabel('Rekening tujuan').selectOption({ label: `Bank Central Asia (BCA) ${OWN_ACCOUNT}` });
  await checkPage(page, 'auto-withdraw-form');
  await fitsPhone(page);
  await form.getByLabel('PIN transaksi').fill(PIN);
  await form.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await visible(page.getByText('Pengaturan tarik saldo otomatis disimpan.'));
  await visible(
    page.getByRole('status').filter({ hasText: 'Status: aktif' }).filter({ hasText: 'Penarikan berikutnya:' }),
  );
  await checkPage(page, 'auto-withdraw-saved');
  const saved = (await dashboardApi(page, '/dashboard/v1/auto-withdraw')).body.auto_withdraw;
  expect(saved).toMatchObject({
    enabled: true,
    schedule: 'weekly',
    weekdays: [1, 4],
    reserve_amount: 200_000,
    min_amount: 50_000,
  });
}
