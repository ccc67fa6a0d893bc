/**
 * The merchant payment service's TypeScript client: a typed API client (openapi-fetch over types
 * generated from the service's OpenAPI document) and webhook verification for receivers.
 */
export {
  API_PREFIX,
  apiBaseUrl,
  createMerchantClient,
  type MerchantClient,
  type MerchantClientOptions,
} from './merchant-client.js';
export {
  verifyWebhook,
  type FetchHeadersLike,
  type PlainWebhookHeaders,
  type VerifyWebhookOptions,
  type WebhookHeaders,
  type WebhookRawBody,
  type WebhookRefusal,
  type WebhookVerification,
} from './verify-webhook.js';
export type { components, operations, paths } from './schema.js';
