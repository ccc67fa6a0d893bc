import { partnerReffOfToken } from '../../shared/channels/payment-links/store';
import { createMerchantFixture, invoke, type MerchantFixture } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { pngSize, readQrCode } from '../support/qr-png';

/**
 * The hosted page never sees a partner_reff (DESIGN 19): a link's payment answers carry the QR image
 * by the payment's token, drawn by the service, and a QR string whose reference is the gateway's own.
 */
useGatewaySimulator();

const TOKEN = /^pt_[0-9A-Z]{26}$/;

async function newLink(merchant: MerchantFixture, body: Record<string, unknown>): Promise<string> {
  const response = await invoke('createPaymentLink', {
    auth: merchant.auth,
    body: { description: 'Kopi susu', ...body },
  });
  expect(response.status).toBe(201);
  return response.body.link.link_id as string;
}

const pay = (linkId: string, body: Record<string, unknown>) =>
  invoke('createLinkPayment', { params: { link_id: linkId }, body, headers: { host: 'api.test.local' } });

const qrImage = (token: string) => invoke('getLinkPaymentQr', { params: { token } });

describe('the hosted page sees no partner_reff', () => {
  it("answers a QRIS payment with the image by its token, and no partner_reff anywhere in the page's answers", async () => {
    const merchant = await createMerchantFixture();
    const linkId = await newLink(merchant, { amount: 75_000 });
    const created = await pay(linkId, { method: 'qris' });
    expect(created.status).toBe(201);
    const { token, qr_image_url: imageUrl } = created.body.payment;
    expect(token).toMatch(TOKEN);
    expect(imageUrl).toBe(`http://api.test.local/pay/v1/payments/${token}/qr.png`);
    const partnerReff = (await partnerReffOfToken(token))!;
    const followed = await invoke('getLinkPayment', { params: { token } });
    const view = await invoke('getPublicPaymentLink', { params: { link_id: linkId } });
    for (const answer of [created.body, followed.body, view.body]) {
      expect(JSON.stringify(answer)).not.toContain(partnerReff);
      expect(JSON.stringify(answer)).not.toContain('partner_reff');
    }
    // The merchant still sees the same payment under its partner_reff, with the gateway's own image URL.
    const tx = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: partnerReff } });
    expect(tx.body.transaction).toMatchObject({ payment_link_id: linkId });
  });

  it("keeps the partner_reff out of a VA payment's answers too", async () => {
    const merchant = await createMerchantFixture();
    const linkId = await newLink(merchant, { amount: 60_000, methods: ['va'] });
    const created = await pay(linkId, { method: 'va', bank_code: '014' });
    expect(created.status).toBe(201);
    const partnerReff = (await partnerReffOfToken(created.body.payment.token))!;
    const followed = await invoke('getLinkPayment', { params: { token: created.body.payment.token } });
    for (const answer of [created.body, followed.body]) expect(JSON.stringify(answer)).not.toContain(partnerReff);
  });
});

describe('GET /pay/v1/payments/{token}/qr.png', () => {
  it("answers a PNG of at least 200 x 200 that reads back as the payment's qr_string", async () => {
    const merchant = await createMerchantFixture();
    const linkId = await newLink(merchant, { amount: 45_000 });
    const { payment } = (await pay(linkId, { method: 'qris' })).body;
    const image = await qrImage(payment.token);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const bytes = Buffer.from(String(image.body), 'base64');
    const size = pngSize(bytes);
    expect(size.signature).toBe(true);
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(200);
    expect(readQrCode(bytes)).toBe(payment.qr_string);
  });

  it('answers 404 for an unknown token and for a VA payment (no QR)', async () => {
    const unknown = await qrImage('pt_NOSUCHTOKEN');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    const merchant = await createMerchantFixture();
    const linkId = await newLink(merchant, { amount: 20_000 });
    const va = await pay(linkId, { method: 'va', bank_code: '014' });
    expect((await qrImage(va.body.payment.token)).status).toBe(404);
  });
});
