import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkPage, dashboardApi, visible } from '../support';
import { historyNotesTranslated, QR_CUSTOMER, QR_DESCRIPTION, rupiah } from '../support-money';
import type { JourneyContext } from './context';

/**
 * Group A's steps of the whole journey: the paid QR of `ctx.qr` as the merchant sees it in the
 * transactions (and its detail with the status history), in the balance statement, and in a CSV
 * export. Each step starts from the main menu and leaves the page it checked open.
 */

const MENU = { id: 'Menu utama', en: 'Main menu' };

/** A link of the main menu, in either language. */
function menuLink(page: Page, name: RegExp) {
  return page.getByRole('navigation', { name: new RegExp(`^(${MENU.id}|${MENU.en})$`) }).getByRole('link', { name });
}

function qrOf(ctx: JourneyContext): NonNullable<JourneyContext['qr']> {
  if (!ctx.qr) throw new Error('the journey has no paid QR yet (ctx.qr is set by the QR-over-API step)');
  return ctx.qr;
}

/** Waits until the page has shown the answer it was waiting for (nothing is marked busy any more). */
async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** The QR in the list as "paid", found again by its reference prefix, and its detail with the events. */
export async function paidQrInTransactionsViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const qr = qrOf(ctx);
  await menuLink(page, /^(Transaksi|Transactions)$/).click();
  await visible(page.getByRole('heading', { level: 1, name: /^(Transaksi|Transactions)$/ }));
  const table = page.getByRole('table', { name: /^(Transaksi, terbaru lebih dulu|Transactions, newest first)$/ });
  const row = table.getByRole('row').filter({ hasText: qr.partnerReff });
  await visible(row);
  const text = (await row.textContent()) ?? '';
  expect(text).toMatch(/Dibayar|Paid/);
  expect(text).toContain(rupiah(qr.amount));
  // Who paid and for what, as the payment was made over the API.
  expect(text).toContain(QR_CUSTOMER);
  expect(text).toContain(QR_DESCRIPTION);
  await checkPage(page, 'transactions');

  // Filtered by status and by the start of its reference: it alone.
  await page.getByLabel(/^(Awalan referensi|Reference prefix)/).fill(qr.partnerReff.slice(0, -3));
  await page.getByLabel(/^Status$/).selectOption('paid');
  const answered = page.waitForResponse(
    (response) => response.url().includes('/dashboard/v1/transactions?') && response.url().includes('status=paid'),
  );
  await page.getByRole('button', { name: /^(Terapkan filter|Apply filters)$/ }).click();
  await answered;
  await settled(page);
  await visible(page.getByText(/^(Halaman 1 dari 1 \(1 transaksi\)|Page 1 of 1 \(transactions: 1\))$/));
  await visible(row);
  await checkPage(page, 'transactions-filtered');

  await row.getByRole('link', { name: qr.partnerReff }).click();
  await visible(page.getByRole('heading', { level: 1, name: new RegExp(qr.partnerReff) }));
  const events = page.getByRole('table', { name: /^(Riwayat status|Status history)/ });
  await visible(events.getByRole('row').filter({ hasText: 'callback_received' }));
  await visible(events.getByRole('row').filter({ hasText: 'created' }));
  await visible(page.getByRole('definition').filter({ hasText: /^(Dibayar|Paid)$/ }));
  await visible(page.getByRole('definition').filter({ hasText: new RegExp(`^${QR_CUSTOMER}$`) }));
  await visible(page.getByRole('definition').filter({ hasText: new RegExp(`^${QR_DESCRIPTION}$`) }));
  // The service's English notes in the page's language (history-notes.ts): none left in Indonesian.
  if ((await page.locator('html').getAttribute('lang')) === 'id')
    await historyNotesTranslated(page, [
      /^QRIS dibuat$/,
      /^Pembayaran diterima pada .+ WIB \(referensi gateway \S+\)$/,
    ]);
  await checkPage(page, 'transaction-detail');

  // What the page shows is what the service holds.
  const detail = await dashboardApi(page, `/dashboard/v1/transactions/${qr.partnerReff}`, {
    merchantId: ctx.owner.merchantId,
  });
  expect(detail.body.transaction).toMatchObject({ status: 'paid', amount: qr.amount });
  const net = rupiah(detail.body.transaction.fees.net_amount as number);
  await visible(page.getByRole('definition').filter({ hasText: net }));

  // Back to the list with the filters it came from.
  await page.getByRole('link', { name: /Kembali ke daftar transaksi|Back to the transactions/ }).click();
  await visible(page.getByText(/^(Halaman 1 dari 1 \(1 transaksi\)|Page 1 of 1 \(transactions: 1\))$/));
}

/**
 * The payment's credit (the net amount, signed +) in the statement of the pending-settlement
 * bucket (a QR's net waits there until H+1), with the balance after it, between the opening and
 * closing balance; then that bucket's CSV, its header in the page's language.
 */
export async function paidQrInStatementViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const qr = qrOf(ctx);
  await menuLink(page, /^(Mutasi saldo|Statement)$/).click();
  await visible(page.getByRole('heading', { level: 1, name: /^(Mutasi saldo|Statement)$/ }));
  // Available is shown first; the QR's net waits in pending settlement.
  expect(await page.getByRole('radio', { name: /^(Tersedia|Available)$/ }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: /^(Menunggu settlement|Pending settlement)$/ }).check();
  const statement = await dashboardApi(page, '/dashboard/v1/balance/statement?limit=100&bucket=pending_settlement', {
    merchantId: ctx.owner.merchantId,
  });
  const entry = (
    statement.body.entries as { partner_reff: string | null; type: string; amount: number; balance_after: number }[]
  ).find((item) => item.partner_reff === qr.partnerReff && item.type === 'payment');
  expect(entry).toBeDefined();
  expect(entry!.amount).toBeGreaterThan(0);
  const row = page
    .getByRole('table', { name: /^(Mutasi saldo: Menunggu settlement|Balance statement: Pending settlement),/ })
    .getByRole('row')
    .filter({ hasText: qr.partnerReff })
    .filter({ hasText: `+${rupiah(entry!.amount)}` });
  await visible(row);
  expect(await row.first().textContent()).toContain(rupiah(entry!.balance_after));
  const balances = page.locator('dl.statement-balances');
  await visible(
    balances
      .getByRole('definition')
      .first()
      .filter({ hasText: rupiah(statement.body.opening_balance) }),
  );
  await visible(
    balances
      .getByRole('definition')
      .last()
      .filter({ hasText: rupiah(statement.body.closing_balance) }),
  );
  expect(statement.body.closing_balance - statement.body.opening_balance).toBe(
    (statement.body.entries as { amount: number }[]).reduce((sum, item) => sum + item.amount, 0),
  );
  await checkPage(page, 'statement');
  await statementCsvViaUi(page, qr.partnerReff, entry!.amount, statement.body.closing_balance as number);
}

/** The bucket's CSV through the page's button: header in the page's language, the payment's line, the closing line. */
async function statementCsvViaUi(page: Page, partnerReff: string, amount: number, closing: number): Promise<void> {
  const button = page.getByRole('button', { name: /^(Unduh CSV|Download CSV)$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(
    /^statement-pending_settlement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
  const english = (await page.locator('html').getAttribute('lang')) === 'en';
  expect(lines[0]).toBe(
    english
      ? 'at,type,bucket,amount,balance_after,partner_reff,description'
      : 'Waktu (WIB),Jenis,Saldo,Jumlah,Saldo setelahnya,Referensi (partner_reff),Keterangan',
  );
  expect(lines[1]).toMatch(/,opening_balance,pending_settlement,,\d+,,$/);
  expect(lines.find((line) => line.includes(`,${partnerReff},`))).toMatch(
    new RegExp(`,payment,pending_settlement,${amount},`),
  );
  expect(lines.at(-2)).toMatch(new RegExp(`,closing_balance,pending_settlement,,${closing},,$`));
}

/** A CSV export of the last 30 days: progress, then the download, which holds the QR's row as paid. */
export async function exportViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const qr = qrOf(ctx);
  await menuLink(page, /^(Ekspor|Export)$/).click();
  await visible(page.getByRole('heading', { level: 1, name: /^(Ekspor|Export)$/ }));
  await checkPage(page, 'export-form');
  await page.getByRole('button', { name: /^(Buat file CSV|Create CSV file)$/ }).click();
  const ready = page.getByRole('status').filter({ hasText: /File siap|The file is ready/ });
  await visible(ready);
  const link = ready.getByRole('button', { name: /^(Unduh|Download) transactions-.*\.csv$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  // The header line in the page's language; the cells are the API's codes either way.
  const english = (await page.locator('html').getAttribute('lang')) === 'en';
  expect(lines[0]).toBe(
    english
      ? 'partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status'
      : 'Referensi (partner_reff),Jenis,Status,Jumlah,Total biaya,Jumlah bersih,Dibuat (WIB),Dibayar (WIB),Deskripsi,Jumlah direfund,Status refund',
  );
  const line = lines.find((item) => item.startsWith(`${qr.partnerReff},`));
  expect(line).toBeDefined();
  expect(line).toContain(`,qris,paid,${qr.amount},`);
  await checkPage(page, 'export');
}
