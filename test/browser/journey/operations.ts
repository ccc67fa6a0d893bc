import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ADMIN_TOKEN, eventually } from '../../e2e/support';
import {
  BROWSER_LOCALE,
  checkPage,
  dashboardApi,
  DESKTOP,
  PHONE,
  reopenSignedIn,
  signInViaUi,
  signUpViaUi,
  uniqueEmail,
  visible,
} from '../support';
import { BCA, pickBank } from '../support-money';
import type { JourneyContext } from './context';

/**
 * Group C's steps of the dashboard journey (finance and owner pages): PIN and payout, e-wallet
 * cash-in, users and roles (a viewer invited and signed in), the audit log. Each drives the UI as
 * the owner does on `ctx.page` and checks the money against the API.
 */

/** The PIN the journey's owner sets (and confirms payouts with). */
export const JOURNEY_PIN = '482915';
/** A sandbox bank account that pays at once (README, payouts: only endings 0000/1111/2222/3333/5000/9999 do otherwise). */
const PAYING_ACCOUNT = '1234567890';
/** A sandbox e-wallet number (no forced outcome). */
const WALLET_PHONE = '081234567890';
const PAYOUT_AMOUNT = 50_000;
const CASHIN_AMOUNT = 25_000;

const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;

async function menu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name, exact: true }).click();
  await visible(page.getByRole('heading', { level: 1, name, exact: true }));
}

async function admin(ctx: JourneyContext, method: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${ctx.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      'content-type': 'application/json',
      'x-idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * What group C's pages need and are not about: a verified KYC (payouts and cash-in refuse without
 * it) and money to pay out. Through the admin API, as the operator would; idempotent enough to run
 * again in the whole journey (only tops up when the available balance is short).
 */
export async function operationsPrerequisites(ctx: JourneyContext): Promise<void> {
  const merchant = await dashboardApi(ctx.page, '/dashboard/v1/merchant');
  if (merchant.body?.merchant?.kyc_status !== 'verified')
    await admin(ctx, 'PATCH', `/admin/v1/merchants/${ctx.owner.merchantId}`, { kyc_status: 'verified' });
  const balance = await dashboardApi(ctx.page, '/dashboard/v1/balance');
  if (balance.body.balance.available < 1_000_000)
    await admin(ctx, 'POST', `/admin/v1/merchants/${ctx.owner.merchantId}/balance-adjustments`, {
      amount: 1_000_000,
      note: 'browser test: money to pay out',
    });
}

async function availableBalance(page: Page): Promise<number> {
  return (await dashboardApi(page, '/dashboard/v1/balance')).body.balance.available as number;
}

/** The PIN page: a first PIN with no current one; a PIN already set asks for it (the journey never sets one twice). */
async function setPinViaUi(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Buat atau ganti PIN transaksi' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'PIN transaksi' }));
  await checkPage(page, 'pin');
  await page.getByLabel('PIN baru (6 digit)').fill(JOURNEY_PIN);
  await page.getByLabel('Ulangi PIN baru').fill(JOURNEY_PIN);
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'PIN disimpan' }));
  await checkPage(page, 'pin-saved');
  await page.getByRole('link', { name: 'Kembali ke penarikan dana' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Penarikan dana' }));
}

/**
 * Sets the PIN (first time), pays out to a bank account that pays, with one wrong PIN first (the
 * attempts left are shown), sees "paid" and the available balance drop by amount + fee (checked
 * against the API too).
 */
export async function payoutWithPinViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await menu(page, 'Penarikan dana');
  await setPinViaUi(page);

  const before = await availableBalance(page);
  await visible(page.getByText(`Saldo tersedia: ${rupiah(before)}`));
  await checkPage(page, 'payouts');
  // The bank picker: a defunct bank is not offered; typing a code and Enter picks the active one.
  await page.getByRole('combobox', { name: 'Bank', exact: true }).fill('lippo');
  await visible(page.getByRole('status').getByText('Tidak ada bank aktif yang cocok.'));
  await pickBank(page, '014', BCA, true);
  await page.getByLabel('Nomor rekening').fill(PAYING_ACCOUNT);
  await page.getByLabel('Jumlah (Rp)').fill(String(PAYOUT_AMOUNT));
  await page.getByRole('button', { name: 'Periksa tujuan' }).click();

  // The review: the destination's name from the inquiry, amount, fee, total; nothing moved yet.
  const review = await visible(page.getByRole('article', { name: 'Periksa sebelum mengirim' }));
  const reviewText = await review.innerText();
  expect(reviewText).toContain('Bank Central Asia (BCA) 1234567890');
  expect(reviewText).toContain(rupiah(PAYOUT_AMOUNT));
  expect(await availableBalance(page)).toBe(before);
  await checkPage(page, 'payout-review');

  // A wrong PIN: told plainly, with the attempts left.
  await page.getByLabel('PIN transaksi').fill('000000');
  await page.getByRole('button', { name: 'Kirim dana' }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'PIN salah. Sisa 4 kali percobaan' }));
  await checkPage(page, 'payout-wrong-pin');

  await page.getByLabel('PIN transaksi').fill(JOURNEY_PIN);
  await page.getByRole('button', { name: 'Kirim dana' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'Berhasil: dana sudah dikirim.' }));

  // The balance dropped by the amount and its fee, in the API and on the page.
  const after = await availableBalance(page);
  expect(before - after).toBeGreaterThanOrEqual(PAYOUT_AMOUNT);
  await visible(page.getByText(`Saldo tersedia: ${rupiah(after)}`));
  await checkPage(page, 'payout-result');
  await payoutReceiptViaUi(ctx);
}

/**
 * The payout's receipt, from its transaction's "Receipt" link: the fields a bank receipt shows,
 * checked at both widths; printed (print media), the menu, header and buttons are hidden.
 */
async function payoutReceiptViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const list = await dashboardApi(page, '/dashboard/v1/transactions?type=transfer');
  const reff = (list.body.data as { partner_reff: string }[])[0]!.partner_reff;
  const tx = (await dashboardApi(page, `/dashboard/v1/transactions/${reff}`)).body.transaction;
  await menu(page, 'Transaksi');
  await page.getByRole('link', { name: reff, exact: true }).click();
  await page.getByRole('link', { name: 'Bukti transfer' }).click();
  const receipt = await visible(page.getByRole('article', { name: 'Bukti penarikan dana' }));
  const text = await receipt.innerText();
  for (const expected of [
    ctx.owner.businessName,
    reff,
    'Bank Central Asia (BCA)',
    PAYING_ACCOUNT,
    tx.payout.account_name as string,
    rupiah(PAYOUT_AMOUNT),
    rupiah(tx.fees.total_fee as number),
    rupiah(PAYOUT_AMOUNT + (tx.fees.total_fee as number)),
    'Dibayar',
    ...(tx.payout.gateway_reference ? [tx.payout.gateway_reference as string] : []),
  ])
    expect(text).toContain(expected);
  expect(text).toMatch(/\d{2}[.:]\d{2} WIB/);
  expect(text).not.toContain('belum final');
  await checkPage(page, 'payout-receipt');
  await page.setViewportSize(PHONE);
  await checkPage(page, 'payout-receipt-phone');
  await page.setViewportSize(DESKTOP);
  const menuNav = page.getByRole('navigation', { name: 'Menu utama' });
  const print = page.getByRole('button', { name: 'Cetak' });
  expect([await menuNav.isVisible(), await print.isVisible()]).toEqual([true, true]);
  await page.emulateMedia({ media: 'print' });
  expect([await menuNav.isVisible(), await print.isVisible(), await receipt.isVisible()]).toEqual([false, false, true]);
  expect(await page.locator('header').first().isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
}

/**
 * A cash-in request: the 12-digit reference number (copied with its button) and expiry in WIB;
 * the customer pays in the sandbox; "check the status" shows it paid.
 */
export async function cashInPaidViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await menu(page, 'Cash-in e-wallet');
  await checkPage(page, 'cashin');
  await page.getByLabel('Jumlah (Rp)').fill(String(CASHIN_AMOUNT));
  await page.getByLabel('E-wallet', { exact: true }).selectOption('DANA');
  await page.getByLabel('Nomor ponsel pelanggan').fill(WALLET_PHONE);
  await page.getByLabel('Keterangan (opsional)').fill('Pesanan meja 7');
  await page.getByRole('button', { name: 'Buat permintaan' }).click();

  const result = await visible(page.getByRole('article', { name: 'Permintaan dibuat' }));
  const reference = (await visible(result.getByText(/^\d{12}$/))).first();
  const referenceNumber = (await reference.innerText()).trim();
  await visible(result.getByText('Menunggu persetujuan pelanggan'));
  expect(await result.innerText()).toMatch(/\d{2}[.:]\d{2} WIB/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
  await page.getByRole('button', { name: 'Salin nomor referensi' }).click();
  await visible(page.getByRole('button', { name: 'Disalin' }));
  expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText() as Promise<string>)).toBe(
    referenceNumber,
  );
  await checkPage(page, 'cashin-result');

  // The customer approves in the wallet app (the sandbox); the payment callback lands.
  const paid = await fetch(`${ctx.baseUrl}/sandbox/v1/ewallet-cashin/${referenceNumber}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(paid.status).toBeLessThan(300);
  const list = await dashboardApi(page, '/dashboard/v1/transactions?type=ewallet_cashin');
  const partnerReff = (list.body.data as { partner_reff: string }[])[0]!.partner_reff;
  await eventually(async () => {
    const detail = await dashboardApi(page, `/dashboard/v1/transactions/${partnerReff}`);
    return detail.body.transaction?.status === 'paid' ? true : undefined;
  });
  await page.getByRole('button', { name: 'Periksa status' }).click();
  await visible(result.getByText('Dibayar', { exact: true }));
  await checkPage(page, 'cashin-paid');
}

/**
 * The owner invites a viewer on the users page; the viewer signs up with that e-mail and signs in
 * (in a browser context of its own), is no member yet and sees the invitation (merchant, role, who
 * sent it), accepts it, then sees the merchant, has no "API integration" in the menu, and the API
 * refuses it an API client (403 permission_denied). The owner then sees the viewer joined.
 */
export async function viewerCannotCreateClientViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const viewerEmail = uniqueEmail('viewer');
  await menu(page, 'Pengguna');
  await visible(page.getByRole('table', { name: 'Pengguna' }).getByText(ctx.owner.email));
  await page
    .getByRole('form', { name: 'Undang pengguna' })
    .getByLabel(/^E-mail/)
    .fill(viewerEmail);
  await page.getByRole('form', { name: 'Undang pengguna' }).getByLabel('Peran', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Kirim undangan' }).click();
  await visible(page.getByRole('status').filter({ hasText: `Undangan untuk ${viewerEmail} dibuat.` }));
  const invitations = page.getByRole('table', { name: 'Undangan tertunda' });
  await visible(invitations.getByRole('row').filter({ hasText: viewerEmail }).filter({ hasText: 'Peninjau' }));
  await checkPage(page, 'users-invited');

  const browser = page.context().browser()!;
  const viewerContext = await browser.newContext({ viewport: DESKTOP, baseURL: ctx.baseUrl, locale: BROWSER_LOCALE });
  try {
    const viewer = await viewerContext.newPage();
    await signUpViaUi(viewer, viewerEmail);
    await signInViaUi(viewer, viewerEmail);
    // A pending invitation is no membership (DESIGN 21): the viewer decides.
    const invitation = await visible(viewer.getByRole('article', { name: ctx.owner.businessName }));
    expect(await invitation.innerText()).toContain(
      `${ctx.owner.email} mengundang Anda ke ${ctx.owner.businessName} sebagai Peninjau.`,
    );
    await visible(invitation.getByText(`ID merchant: ${ctx.owner.merchantId}`));
    expect((await dashboardApi(viewer, '/dashboard/v1/me')).body.memberships).toEqual([]);
    await checkPage(viewer, 'invitation-pending');
    await invitation.getByRole('button', { name: `Terima: ${ctx.owner.businessName}` }).click();
    await visible(viewer.getByRole('heading', { level: 1, name: 'Ringkasan' }));
    await visible(viewer.getByText(ctx.owner.businessName));
    await visible(viewer.getByText('Peran: Peninjau'));
    const menuLinks = viewer.getByRole('navigation', { name: 'Menu utama' }).getByRole('link');
    await visible(menuLinks.first());
    const names = await menuLinks.allInnerTexts();
    expect(names).not.toContain('Integrasi API');
    expect(names).not.toContain('Penarikan dana');
    expect(names).not.toContain('Pengguna');
    await checkPage(viewer, 'viewer-overview');
    const refused = await dashboardApi(viewer, '/dashboard/v1/clients', {
      method: 'POST',
      body: { name: 'Viewer tries', permissions: [] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');

    // A page the role cannot use, opened by its address (a link inside the app: tokens live in
    // memory, so a reload would sign in again): a clear refusal, no form, no bank list.
    // A string, evaluated in the page: the test's own TypeScript has no DOM.
    await viewer.evaluate(
      "(() => { const a = document.createElement('a'); a.href = '/dashboard/payouts'; a.textContent = 'go'; document.body.append(a); a.click(); a.remove(); })()",
    );
    await visible(viewer.getByRole('heading', { level: 1, name: 'Penarikan dana' }));
    await visible(viewer.getByRole('alert').filter({ hasText: 'tidak tersedia untuk peran Anda (Peninjau)' }));
    expect(await viewer.getByRole('form').count()).toBe(0);
    expect(await viewer.getByRole('combobox', { name: /Bank/ }).count()).toBe(0);
    await checkPage(viewer, 'viewer-payouts-refused');

    // The merchant id, in the account menu with a copy button.
    await viewer.getByText(viewerEmail, { exact: true }).click();
    await visible(viewer.getByText(ctx.owner.merchantId, { exact: true }));
    await visible(viewer.getByRole('button', { name: 'Salin ID merchant' }));
  } finally {
    await viewerContext.close();
  }

  // The viewer accepted the invitation: a member now, no longer pending.
  await reopenSignedIn(page);
  const members = page.getByRole('table', { name: 'Pengguna' });
  await visible(members.getByRole('row').filter({ hasText: viewerEmail }));
  expect(await page.getByRole('table', { name: 'Undangan tertunda' }).count()).toBe(0);
  await visible(page.getByText('Tidak ada undangan tertunda.'));
}

/**
 * The rest of the users page: the last owner cannot become a viewer (409 last_owner, in words),
 * an invitation cancelled, and a member's role changed and then the member removed.
 */
export async function usersRolesViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await menu(page, 'Pengguna');
  await page.getByLabel(`Peran ${ctx.owner.email}`).selectOption('viewer');
  await page.getByRole('button', { name: `Ubah peran: ${ctx.owner.email}` }).click();
  await visible(
    page.getByRole('alert').filter({ hasText: 'Pemilik terakhir tidak dapat dihapus atau diubah perannya.' }),
  );
  await checkPage(page, 'users-last-owner');

  const invited = uniqueEmail('finance');
  await page
    .getByRole('form', { name: 'Undang pengguna' })
    .getByLabel(/^E-mail/)
    .fill(invited);
  await page
    .getByRole('form', { name: 'Undang pengguna' })
    .getByLabel('Peran', { exact: true })
    .selectOption('finance');
  await page.getByRole('button', { name: 'Kirim undangan' }).click();
  await visible(page.getByRole('row').filter({ hasText: invited }));
  await page.getByRole('button', { name: `Batalkan undangan ${invited}` }).click();
  await visible(page.getByRole('status').filter({ hasText: `Undangan untuk ${invited} dibatalkan.` }));
  // The list is loaded again after the cancel: the row goes once the new list is shown.
  await page.getByRole('row').filter({ hasText: invited }).waitFor({ state: 'detached' });
  const pending = await dashboardApi(page, '/dashboard/v1/users');
  expect(pending.body.invitations.map((invitation: { email: string }) => invitation.email)).not.toContain(invited);
}

/** The audit log shows the PIN set and the invitation (newest first, who, when in WIB). */
export async function auditLogViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await menu(page, 'Log audit');
  const log = await visible(page.getByRole('table', { name: 'Log audit, terbaru di atas' }));
  await visible(log.getByRole('row').filter({ hasText: 'PIN transaksi dibuat' }).filter({ hasText: ctx.owner.email }));
  await visible(log.getByRole('row').filter({ hasText: 'Pengguna diundang' }));
  expect(await log.innerText()).toMatch(/WIB/);
  await checkPage(page, 'audit-log');
  await page.getByLabel('Bahasa').selectOption('en');
  await visible(page.getByRole('heading', { level: 1, name: 'Audit log' }));
  await visible(page.getByRole('cell', { name: 'Transaction PIN set' }));
  await checkPage(page, 'audit-log-en');
  await page.getByLabel('Language').selectOption('id');
  await visible(page.getByRole('heading', { level: 1, name: 'Log audit' }));
}
