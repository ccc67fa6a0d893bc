import type { Locator, Page } from 'playwright-core';
import { notePatternOf } from '../../dashboard/src/history-notes';
import { api } from '../e2e/support';
import type { JourneyContext } from './journey/context';
import { dashboardApi } from './support';

/**
 * The prerequisites of the money pages, set up through the APIs as a merchant and the operator
 * would (none of them is the subject of the money tests): an API client, and a QR created with that
 * client's key and paid in the sandbox (the KYC: kycVerifiedViaApi in support-developer.ts).
 */

/** `Rp 1.250.000`, as the dashboard writes an amount (to find it on the page). */
export function rupiah(amount: number): string {
  return `${amount < 0 ? '-' : ''}Rp ${Math.abs(amount).toLocaleString('id-ID')}`;
}

/** An ISO day as a user types it in a date field of the dashboard: `dd/mm/yyyy`. */
export function dayTyped(iso: string): string {
  return iso.split('-').reverse().join('/');
}

/** An API client of the signed-in owner's merchant, made with the dashboard API. */
export async function createClientOverApi(page: Page): Promise<NonNullable<JourneyContext['client']>> {
  const created = await dashboardApi(page, '/dashboard/v1/clients', {
    method: 'POST',
    body: { name: 'Kasir online', permissions: ['qris:create', 'qris:read'] },
  });
  expect(created.status).toBe(201);
  return { clientId: created.body.client.client_id, clientSecret: created.body.client.client_secret };
}

/** A QR made with the client's key over the merchant API, paid in the sandbox; read back "paid". */
/** Who paid for the QR paidQrOverApi makes, and for what: the transactions list and detail show both. */
export const QR_CUSTOMER = 'Budi Santoso';
export const QR_DESCRIPTION = 'Pesanan browser';

export async function paidQrOverApi(
  baseUrl: string,
  client: NonNullable<JourneyContext['client']>,
  amount: number,
): Promise<NonNullable<JourneyContext['qr']>> {
  const key = { authorization: `Bearer ${client.clientId}:${client.clientSecret}` };
  const created = await api(baseUrl, '/api/v1/qris', {
    headers: key,
    body: { amount, customer_name: QR_CUSTOMER, description: QR_DESCRIPTION },
  });
  expect(created.status).toBe(201);
  const partnerReff = created.body.transaction.partner_reff as string;
  expect((await api(baseUrl, `/sandbox/v1/qris/${partnerReff}/pay`, { method: 'POST' })).status).toBe(200);
  const read = await api(baseUrl, `/api/v1/transactions/${partnerReff}`, { headers: key });
  expect(read.body.transaction.status).toBe('paid');
  return { partnerReff, amount };
}

/**
 * The open transaction's status history in Bahasa Indonesia: no note left as the service's English
 * (none matches a pattern of dashboard/src/history-notes.ts), and each of `expected` in some note.
 */
export async function historyNotesTranslated(page: Page, expected: RegExp[]): Promise<void> {
  const rows = page.getByRole('table', { name: /^Riwayat status/ }).locator('tbody tr');
  await rows.first().waitFor();
  const notes = (await rows.locator('td:last-child').allInnerTexts()).map((text) => text.trim());
  expect(notes.filter((note) => notePatternOf(note) !== undefined)).toEqual([]);
  for (const pattern of expected) expect(notes.some((note) => pattern.test(note))).toBe(true);
}

/** BCA as the dashboard's bank picker writes it. */
export const BCA = 'Bank Central Asia (BCA) (014)';

/**
 * Picks a bank in the dashboard's bank picker (a combobox of the active banks): types the search
 * ("bca", "014"), then clicks the option; `keyboard` picks the first match with ArrowDown and Enter instead.
 */
export async function pickBank(scope: Page | Locator, search: string, option = BCA, keyboard = false): Promise<void> {
  const box = scope.getByRole('combobox', { name: 'Bank', exact: true });
  await box.fill(search);
  if (keyboard) {
    await box.press('ArrowDown');
    await box.press('Enter');
  } else await scope.getByRole('option', { name: option, exact: true }).click();
  expect(await box.inputValue()).toBe(option);
}
