import type * as z from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_SIGNATURE_V2_HEADER,
  WEBHOOK_TIMEOUT_MS,
  WEBHOOK_TIMESTAMP_HEADER,
} from './constants';
import { CHANNEL_WEBHOOK_EVENT_NOTES, REFUND_WEBHOOK_EVENT_NOTES } from './channels/registry';
import { WEBHOOK_EVENT_SCHEMAS } from './http/response-schemas';
import type { WebhookEventName } from './schemas/webhooks';

/**
 * The webhooks' part of the OpenAPI document (shared/openapi.ts): what the service POSTs to a
 * client's callback URL, as `x-webhooks` entries, their header components, the payload schemas and
 * the table of events in the API description.
 */

type Definition = OpenAPIRegistry['definitions'][number];

type WebhookHeaderName =
  | 'X-Webhook-Event'
  | 'X-Webhook-Delivery'
  | 'X-Webhook-Attempt'
  | 'X-Webhook-Signature'
  | typeof WEBHOOK_TIMESTAMP_HEADER
  | typeof WEBHOOK_SIGNATURE_V2_HEADER;

const WEBHOOK_HEADERS: Record<
  WebhookHeaderName,
  { description: string; schema: { type: 'string'; pattern?: string } }
> = {
  'X-Webhook-Event': { description: 'The event name, the same as `event` in the body', schema: { type: 'string' } },
  'X-Webhook-Delivery': {
    description: 'The delivery id, the same on every attempt and resend; also the event id of GET /events',
    schema: { type: 'string', pattern: '^wh_[A-Za-z0-9]{1,40}$' },
  },
  'X-Webhook-Attempt': {
    description: 'Attempt number of this delivery, from 1',
    schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
  },
  'X-Webhook-Signature': {
    description: 'Hex HMAC-SHA256 of the raw body keyed with your client secret. Compare it in constant time.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
  [WEBHOOK_TIMESTAMP_HEADER]: {
    description: 'Unix time (seconds) at which this attempt was signed and sent',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  [WEBHOOK_SIGNATURE_V2_HEADER]: {
    description:
      '`t=<X-Webhook-Timestamp>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with your client secret>`. ' +
      `Recompute v1 over the raw bytes, compare in constant time, and refuse a \`t\` more than ${WEBHOOK_SIGNATURE_TOLERANCE_SECONDS / 60} minutes from your clock: that refuses replays.`,
    schema: { type: 'string', pattern: '^t=[0-9]+,v1=[0-9a-f]{64}$' },
  },
};

/** The note of each event in the table of events: the channels' events (from the registry), the refunds', a batch's end, a report ready or failed, then the probe. */
const WEBHOOK_EVENT_NOTES: Record<WebhookEventName, string> = {
  ...CHANNEL_WEBHOOK_EVENT_NOTES,
  ...REFUND_WEBHOOK_EVENT_NOTES,
  'batch.completed':
    'Every row of a payout batch is final (each row also sent its own `transaction.paid` or `transaction.failed`); sent to the client that created the batch.',
  'report.ready':
    'An asynchronous report (POST /reports) is ready: its `download_url` expires; GET /reports/{report_id} gives a fresh one.',
  'report.failed':
    'An asynchronous report could not be produced: `failure` is `production_failed` (every attempt failed) or `timed_out` (still pending an hour after it was asked for). Ask for it again.',
  'webhook.ping': 'A test probe sent by POST /webhooks/ping (or an operator).',
};

/** A retry delay as a reader says it: `15 min`, `3 h`. */
const delayText = (seconds: number): string => (seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`);

const WEBHOOK_DELIVERY_NOTE =
  'Answer with a direct 2xx (200, 201 or 204). Any other status, a redirect or no answer within ' +
  `${WEBHOOK_TIMEOUT_MS / 1000} seconds is a failed attempt, retried after ${WEBHOOK_RETRY_DELAYS_SECONDS.map(delayText).join(', ')} ` +
  '(a webhook.ping is sent once, never retried). ' +
  'The body is the same bytes on every attempt and resend; verify the signature over the raw bytes before parsing them.';

/** Registers the webhook headers; answers each event's payload reference. */
export function registerWebhookComponents(registry: OpenAPIRegistry): Record<WebhookEventName, { $ref: string }> {
  for (const [name, header] of Object.entries(WEBHOOK_HEADERS)) {
    registry.registerComponent('parameters', name, { in: 'header', name, required: true, ...header });
  }
  const refs: Partial<Record<WebhookEventName, { $ref: string }>> = {};
  for (const [event, schema] of Object.entries(WEBHOOK_EVENT_SCHEMAS) as Array<[WebhookEventName, z.ZodObject]>) {
    refs[event] = { $ref: `#/components/schemas/${payloadSchemaId(schema)}` };
  }
  return refs as Record<WebhookEventName, { $ref: string }>;
}

function payloadSchemaId(schema: z.ZodObject): string {
  const id = schema.meta()?.id;
  if (typeof id !== 'string') throw new Error('Every webhook payload schema needs a component id (.meta({ id }))');
  return id;
}

/**
 * The payload schemas as definitions of their own: each carries its component id (`.meta({ id })`),
 * so it is generated as that component even when no route refers to it.
 */
export const webhookSchemaDefinitions = (): Definition[] =>
  [...new Set(Object.values(WEBHOOK_EVENT_SCHEMAS))].map((schema) => ({ type: 'schema', schema }));

/**
 * The webhook events as a table in the API description: /docs (Swagger UI, OpenAPI 3.0) does not
 * render `x-webhooks`, but it renders this, and each payload schema is in its Schemas section.
 */
export function webhookEventsTable(refs: Record<WebhookEventName, { $ref: string }>): string {
  const rows = (Object.keys(WEBHOOK_EVENT_NOTES) as WebhookEventName[]).map(
    (event) => `| \`${event}\` | ${WEBHOOK_EVENT_NOTES[event]} | \`${refs[event].$ref.split('/').pop()}\` |`,
  );
  return [
    '**Webhook events** (full definitions under `x-webhooks`):',
    '',
    '| event | sent when | payload schema |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** One OpenAPI 3.1-style webhook entry per event, in the 3.0 extension Redocly and other tools read. */
export function webhooksSection(refs: Record<WebhookEventName, { $ref: string }>): Record<string, unknown> {
  const parameters = (Object.keys(WEBHOOK_HEADERS) as WebhookHeaderName[]).map((name) => ({
    $ref: `#/components/parameters/${name}`,
  }));
  const entries = (Object.keys(refs) as WebhookEventName[]).map((event): [string, unknown] => [
    event,
    {
      post: {
        operationId: `webhook-${event.replace('.', '-')}`,
        summary: `${event} webhook`,
        description: `${WEBHOOK_EVENT_NOTES[event]}\n\n${WEBHOOK_DELIVERY_NOTE}`,
        tags: ['Webhooks'],
        // The signature headers authenticate the sender to you; there is no security scheme to declare.
        security: [],
        parameters,
        requestBody: { required: true, content: { 'application/json': { schema: refs[event] } } },
        responses: {
          '200': { description: 'Received: any direct 2xx acknowledges the webhook; nothing in the answer is read' },
        },
      },
    },
  ]);
  return Object.fromEntries(entries);
}
