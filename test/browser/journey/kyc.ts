import type { Locator, Page, Request, Response as PlaywrightResponse } from 'playwright-core';
import { ADMIN_TOKEN } from '../../e2e/support';
import { checkPage, dashboardApi, visible } from '../support';
import type { JourneyContext } from './context';

/** Small stand-ins for scans: the service checks the declared type, size and presence, not the picture. */
export const PDF_SCAN = Buffer.from('%PDF-1.4\n% a scan of a document, for the browser test\n%%EOF\n');
export const PNG_SCAN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A document's upload as the web app makes it, from the test process: a multipart POST of the
 * presigned form's fields (`upload_fields` of POST /dashboard/v1/kyc/documents), then the file.
 */
export function postKycUpload(
  created: { upload_url: string; upload_fields: Record<string, string> },
  bytes: Buffer | string,
  contentType: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(created.upload_fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'scan');
  return fetch(created.upload_url, { method: 'POST', body: form });
}

/** Whether a request of the page is a KYC document's upload: a multipart POST to storage, not to the API. */
export const isKycUpload = (request: Request): boolean =>
  request.method() === 'POST' &&
  (request.headers()['content-type'] ?? '').startsWith('multipart/form-data') &&
  !new URL(request.url()).pathname.startsWith('/dashboard/');

/** The business details a merchant types, valid for the API's rules (NIB 13, NPWP 15, NIK 16 digits). */
export const KYC_DETAILS = {
  legalName: 'PT Warung Peramban Sejahtera',
  nib: '1234567890123',
  npwp: '012345678901234',
  address: 'Jl. Merdeka No. 1, Bandung, Jawa Barat',
  ownerKtp: '3273010101900001',
};

/** Opens the KYC page from the main menu (Bahasa Indonesia). */
export async function openKycPage(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Verifikasi (KYC)' }).click();
  await visible(page.getByRole('heading', { level: 1, name: 'Verifikasi (KYC)' }));
}

/**
 * Fills the business details, uploads the owner's KTP (PDF) and the NIB (PNG) with their progress
 * bars reaching 100 %, and submits: the page then says "under review". Bahasa Indonesia labels.
 */
export async function fillAndSubmitKycViaUi(page: Page, name: string): Promise<void> {
  await page.getByLabel('Nama badan usaha').fill(KYC_DETAILS.legalName);
  await page.getByRole('textbox', { name: /^NIB/ }).fill(KYC_DETAILS.nib);
  await page.getByRole('textbox', { name: /^NPWP/ }).fill(KYC_DETAILS.npwp);
  await page.getByLabel('Alamat usaha').fill(KYC_DETAILS.address);
  await page.getByLabel('NIK pemilik (nomor KTP)').fill(KYC_DETAILS.ownerKtp);

  // Each file goes to storage as a multipart POST of its presigned form, which storage accepts (204).
  const uploads: number[] = [];
  const onResponse = (response: PlaywrightResponse) => {
    if (isKycUpload(response.request())) uploads.push(response.status());
  };
  page.on('response', onResponse);
  await page
    .getByLabel('KTP pemilik')
    .setInputFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: PDF_SCAN });
  await page.getByLabel('NIB usaha').setInputFiles({ name: 'nib.png', mimeType: 'image/png', buffer: PNG_SCAN });
  // The progress bars end full and each document says it is uploaded, with its file name.
  await visible(page.getByText('Terunggah: ktp.pdf'));
  await visible(page.getByText('Terunggah: nib.png'));
  page.off('response', onResponse);
  expect(uploads).toEqual([204, 204]);
  for (const document of ['KTP pemilik', 'NIB usaha']) {
    const bar = page.getByRole('progressbar', { name: `Unggahan ${document}` });
    expect(await bar.getAttribute('value')).toBe('100');
  }
  await checkPage(page, `${name}-uploaded`);

  await page.getByRole('button', { name: 'Kirim untuk ditinjau' }).click();
  await visible(page.getByRole('status').filter({ hasText: 'Data KYC terkirim' }));
  await visible(page.getByRole('heading', { level: 2, name: 'Status: Sedang ditinjau' }));
  // The form is gone: a submitted KYC cannot be changed while under review.
  expect(await page.getByRole('button', { name: 'Kirim untuk ditinjau' }).count()).toBe(0);
}

/** The operator's decision through the admin API (no UI for operators). */
export async function operatorDecides(
  baseUrl: string,
  merchantId: string,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
): Promise<void> {
  const response = await fetch(`${baseUrl}/admin/v1/merchants/${merchantId}/kyc`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(decision),
  });
  if (!response.ok) throw new Error(`admin KYC decision: HTTP ${response.status} ${await response.text()}`);
}

/**
 * The journey's KYC step: the signed-in owner (on any page) opens KYC, uploads the documents and
 * submits ("under review"); the operator approves; a reload shows "verified" on the page and the
 * API agrees.
 */
/**
 * Focuses the tab (a `focus` event, as when the user comes back to it) until `locator` shows: the
 * first focus may come before the app has learnt that the KYC is submitted and started watching.
 */
async function focusUntilVisible(page: Page, locator: Locator): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    if (await locator.isVisible()) return;
    await locator.waitFor({ state: 'visible', timeout: 500 }).catch(() => undefined);
  }
  await visible(locator);
}

export async function kycViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await openKycPage(page);
  await visible(page.getByRole('heading', { level: 2, name: 'Status: Belum diverifikasi' }));
  await checkPage(page, 'kyc-unverified');
  await fillAndSubmitKycViaUi(page, 'kyc');
  await checkPage(page, 'kyc-submitted');
  const submitted = await dashboardApi(page, '/dashboard/v1/merchant');
  expect(submitted.body.merchant).toMatchObject({ id: ctx.owner.merchantId, kyc_status: 'submitted' });

  await operatorDecides(ctx.baseUrl, ctx.owner.merchantId, { decision: 'approve' });
  // No reload: while its KYC is submitted the app reads the merchant again when the tab is focused
  // (and every 15 s), so the approval appears on the page as it is.
  await focusUntilVisible(page, page.getByRole('heading', { level: 2, name: 'Status: Terverifikasi' }));
  await visible(page.getByText('Usaha Anda sudah terverifikasi.'));
  await checkPage(page, 'kyc-verified');
  const verified = await dashboardApi(page, '/dashboard/v1/merchant');
  expect(verified.body.merchant).toMatchObject({ kyc_status: 'verified', kyc_rejection_reason: null });
}
