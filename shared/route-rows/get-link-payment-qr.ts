import { PaymentTokenParamsSchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';

export const getLinkPaymentQrRow = {
  // Matched as its own path: the literal last segment `qr.png` never reads as a token.
  id: 'getLinkPaymentQr',
  method: 'GET',
  path: '/payments/{token}/qr.png',
  handler: 'functions/api/get-link-payment-qr.ts',
  auth: 'payer',
  idempotency: 'none',
  request: { params: PaymentTokenParamsSchema },
  responses: { 200: { description: "The QR code of the payment's `qr_string`, a PNG", files: ['image/png'] } },
  errors: ['not_found'],
  summary: "A link payment's QR image (its qr_string drawn), by the payment's token",
  description:
    "What `qr_image_url` of a payment made from a link points to: the QR code of its `qr_string`, at least 200 x 200. A VA payment's token, or an unknown one, is 404.",
  tag: 'Payment links',
} as const satisfies RouteDefinition;
