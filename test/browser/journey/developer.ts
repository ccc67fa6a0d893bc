import { api, eventually, startReceiver } from '../../e2e/support';
import { checkPage, idTokenOf, visible } from '../support';
import type { JourneyContext } from './context';
import { QR_CUSTOMER, QR_DESCRIPTION } from '../support-money';

/**
 * Group B's steps of the whole journey (API integration and webhooks), each driving the UI as a
 * merchant does and checking behind it through the API. They share one JourneyContext; the owner
 * must be signed in on ctx.page with a KYC verified merchant.
 */

/** The webhook receivers the steps started, closed by closeDeveloperReceivers() after the tests. */
const receivers: { close(): Promise<void> }[] = [];

export async function closeDeveloperReceivers(): Promise<void> {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
}

/** A webhook body as the receiver got it: `{event, partner_reff, transaction}` or `{event: 'webhook.ping', sent_at}`. */
interface Webhook {
  event: string;
  partner_reff?: string;
}

/** The webhooks the journey's receiver got, parsed. */
export function receivedWebhooks(ctx: JourneyContext): Webhook[] {
  return (ctx.callbackReceiver?.received() ?? []).map((entry) => JSON.parse((entry as { body: string }).body));
}

async function openMenu(ctx: JourneyContext, item: string, heading: string): Promise<void> {
  const { page } = ctx;
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: item }).click();
  await visible(page.getByRole('heading', { level: 1, name: heading }));
}

/**
 * Creates an API client on the API integration page with a callback URL of a receiver this step
 * starts, copies the secret shown once (the clipboard holds what the page shows) and keeps it in
 * ctx.client.
 */
export async function createClientViaUi(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const receiver = await startReceiver(200);
  receivers.push(receiver);
  ctx.callbackReceiver = { url: receiver.url, received: () => receiver.received };

  await openMenu(ctx, 'Integrasi API', 'Integrasi API');
  await page.getByLabel('Nama', { exact: true }).fill('Server kasir');
  // QRIS create and read are ticked for a new client; the others are not.
  expect(await page.getByRole('checkbox', { name: /Buat QRIS/ }).isChecked()).toBe(true);
  expect(await page.getByRole('checkbox', { name: /Transfer bank/ }).isChecked()).toBe(false);
  await page.getByLabel('URL callback (webhook)').fill(receiver.url);
  await page.getByRole('button', { name: 'Buat klien' }).click();

  const secretBox = page.getByRole('article', { name: 'Secret klien Server kasir' });
  await visible(secretBox);
  await visible(secretBox.getByText('Secret ini tidak akan ditampilkan lagi', { exact: false }));
  await checkPage(page, 'integration-secret');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.baseUrl });
  await secretBox.getByRole('button', { name: 'Salin' }).click();
  await visible(secretBox.getByRole('button', { name: 'Disalin' }));
  const clientSecret = await page.evaluate(() => (globalThis as any).navigator.clipboard.readText() as Promise<string>);
  const shown = await secretBox.locator('code.secret').textContent();
  expect(clientSecret).toBe(shown);
  const clientId = (await secretBox.locator('dd code').first().textContent())!;

  // The list shows the client (active, with its callback URL), never its secret.
  const table = page.getByRole('table', { name: 'Klien API Anda' });
  await visible(table.getByRole('link', { name: 'Kelola Server kasir' }));
  expect(await table.textContent()).toContain(receiver.url);
  expect(await table.textContent()).not.toContain(clientSecret);
  await page.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await visible(page.getByRole('heading', { level: 2, name: 'Buat klien API' }));
  expect(await page.getByText(clientSecret).count()).toBe(0);
  await checkPage(page, 'integration-list');

  const listed = await api(ctx.baseUrl, '/dashboard/v1/clients', {
    headers: { authorization: `Bearer ${await idTokenOf(page)}` },
  });
  expect(listed.body.data).toEqual([
    expect.objectContaining({
      client_id: clientId,
      name: 'Server kasir',
      permissions: ['qris:create', 'qris:read'],
      callback_url: receiver.url,
      active: true,
    }),
  ]);
  ctx.client = { clientId, clientSecret };
}

/**
 * A QR created over the merchant API with the client's credentials (as the merchant's server
 * does), paid in the sandbox; waits for its transaction.paid webhook at the receiver.
 */
export async function createAndPayQrOverApi(ctx: JourneyContext): Promise<void> {
  if (!ctx.client) throw new Error('createClientViaUi first');
  const amount = 25_000;
  const created = await api(ctx.baseUrl, '/api/v1/qris', {
    headers: { authorization: `Bearer ${ctx.client.clientId}:${ctx.client.clientSecret}` },
    body: { amount, customer_name: QR_CUSTOMER, description: QR_DESCRIPTION },
  });
  expect(created.status).toBe(201);
  const partnerReff = created.body.transaction.partner_reff as string;
  const paid = await api(ctx.baseUrl, `/sandbox/v1/qris/${partnerReff}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  await eventually(async () =>
    receivedWebhooks(ctx).find((hook) => hook.event === 'transaction.paid' && hook.partner_reff === partnerReff)
      ? true
      : undefined,
  );
  ctx.qr = { partnerReff, amount };
}

/**
 * The webhooks page shows the QR's delivery (delivered, HTTP 200, latency, WIB time); "resend"
 * sends it again, which the receiver gets and the page reports.
 */
export async function webhookDeliveryAndResendViaUi(ctx: JourneyContext): Promise<void> {
  if (!ctx.client || !ctx.qr) throw new Error('createClientViaUi and createAndPayQrOverApi first');
  const { page } = ctx;
  await openMenu(ctx, 'Webhook', 'Webhook');
  await page.getByLabel('Klien API').selectOption(ctx.client.clientId);
  const table = page.getByRole('table', { name: '15 pengiriman terakhir' });
  const row = table.getByRole('row').filter({ hasText: ctx.qr.partnerReff });
  await visible(row.filter({ hasText: 'transaction.paid' }));
  const cells = await row.first().getByRole('cell').allTextContents();
  expect(cells).toEqual([
    expect.stringMatching(/^\d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/),
    `transaction.paid${ctx.qr.partnerReff}`,
    'Terkirim · HTTP 200',
    expect.stringMatching(/^\d+ ms$/),
    '1',
    'Kirim ulang',
  ]);
  await checkPage(page, 'webhooks-deliveries');

  const before = receivedWebhooks(ctx).filter((hook) => hook.partner_reff === ctx.qr!.partnerReff).length;
  await row
    .first()
    .getByRole('button', { name: `Kirim ulang transaction.paid ${ctx.qr.partnerReff}` })
    .click();
  await visible(page.getByRole('status').filter({ hasText: /^Dikirim ulang: Terkirim, HTTP 200, \d+ ms\.$/ }));
  await eventually(async () =>
    receivedWebhooks(ctx).filter((hook) => hook.partner_reff === ctx.qr!.partnerReff).length > before
      ? true
      : undefined,
  );
  // The log now shows the second attempt of that delivery.
  await visible(row.filter({ hasText: /Terkirim · HTTP 200\d+ ms2/ }));
  await checkPage(page, 'webhooks-resent');
}

/** "Send a ping" on the webhooks page: the receiver gets webhook.ping, the page shows HTTP 200 and the latency. */
export async function pingViaUi(ctx: JourneyContext): Promise<void> {
  if (!ctx.client) throw new Error('createClientViaUi first');
  const { page } = ctx;
  if (!page.url().includes('/dashboard/webhooks')) await openMenu(ctx, 'Webhook', 'Webhook');
  await page.getByLabel('Klien API').selectOption(ctx.client.clientId);
  await page.getByRole('button', { name: 'Kirim ping' }).click();
  await visible(page.getByRole('status').filter({ hasText: /^Ping: HTTP 200, \d+ ms\.$/ }));
  await eventually(async () =>
    receivedWebhooks(ctx).some((hook) => hook.event === 'webhook.ping') ? true : undefined,
  );
  await checkPage(page, 'webhooks-ping');
}
