import { CreatePaymentLinkBodySchema } from '../channels/payment-links/schemas';
import { LINK_AMOUNT_MAX_IDR, LINK_AMOUNT_MIN_IDR } from '../channels/payment-links/limits';
import type { RouteDefinition } from '../http/route';
import { REQUEST_WRITES } from '../http/table-writes';

export const createPaymentLinkRow = {
  id: 'createPaymentLink',
  method: 'POST',
  path: '/payment-links',
  handler: 'functions/api/create-payment-link.ts',
  auth: 'client',
  permission: 'link:create',
  idempotency: 'optional',
  request: { body: CreatePaymentLinkBodySchema },
  responses: { 201: { description: 'The link, active', schema: 'PaymentLinkResponse' } },
  errors: [],
  summary: 'Create a payment link',
  description:
    'A link to send a customer (chat, social media): its `url` opens a hosted page where the customer pays by QR code or a ' +
    `one-time VA. A fixed \`amount\`, or null for an amount the customer enters (${LINK_AMOUNT_MIN_IDR} to ${LINK_AMOUNT_MAX_IDR} IDR). ` +
    'A single-use link is `completed` by its first paid payment; a reusable one by `max_uses` paid payments, if given. ' +
    'Each payment is a normal QR or one-time VA transaction of yours with `payment_link_id`, with its usual webhooks; ' +
    'VA payments need a KYC-verified merchant, so the page offers VA only then.',
  tag: 'Payment links',
  reads: ['merchant'],
  tableWrites: { prefixes: [...REQUEST_WRITES, 'MLINK#', 'PAYTOKEN#', 'PLINK#'], deletes: true },
} as const satisfies RouteDefinition;
