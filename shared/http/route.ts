import type * as z from 'zod';
import type { KycDocumentsAccess } from '../constants';
import type { UserAccess } from '../domain/members';
import type { Permission } from '../domain/permissions';
import type { ErrorCode } from '../errors';
import type { MerchantRead } from '../store/request-reads';
import type { ResponseSchemaName } from './response-schemas';
import type { TableWrites } from './table-writes';
export { PERMISSIONS, type Permission } from '../domain/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type IdempotencyMode = 'none' | 'optional' | 'required';
/**
 * client: merchant API client (Bearer client_id:client_secret) behind the full middleware stack.
 * gateway: the upstream gateway's signed callback. admin: operators (IAM in AWS, ADMIN_TOKEN locally).
 * public: no authentication (health). payer: the customer on a payment link's hosted page (no
 * credentials; under `/pay/v1`, rate limited per source like a merchant route). user: a merchant user signed in to the dashboard (Cognito ID
 * token, checked by API Gateway's JWT authorizer in AWS and by the local server locally; the route's
 * `access` says which members may call it).
 */
export type AuthMode = 'client' | 'gateway' | 'admin' | 'public' | 'payer' | 'user';

/** How a route's function uses the table; see RouteDefinition.tableAccess. */
export type TableAccess = 'none' | 'read' | 'readWrite';

/** How a function uses the client-secrets KMS key; see RouteDefinition.secretsKey. */
export type SecretsKeyUse = 'encrypt' | 'decrypt' | 'encryptDecrypt';

export interface ResponseDefinition {
  description: string;
  /**
   * The body's schema, by its name in RESPONSE_SCHEMAS (shared/http/response-schemas.ts): a name,
   * not the schema, so that a handler importing its row does not evaluate a schema only the OpenAPI
   * document reads.
   */
  schema?: ResponseSchemaName;
  /** Media types of files the route answers instead of JSON when asked (the settlement report's CSV and XLSX). */
  files?: readonly string[];
}

export interface RouteDefinition {
  /**
   * Stable identifier: CDK names the function after it, and the row is the module
   * shared/route-rows/<id in kebab case>.ts exporting `<id>Row`, which the handler imports.
   */
  id: string;
  method: HttpMethod;
  /** Path below the prefix (`/api/v1` for client and gateway routes, `/admin/v1` for admin, `/dashboard/v1` for user, `/pay/v1` for payer), `{param}` style. */
  path: string;
  /** Handler module relative to the repo root; it exports `handler`. */
  handler: string;
  auth: AuthMode;
  permission?: Permission;
  /** Dashboard (auth 'user') routes: who may call it (shared/domain/members.ts). */
  access?: UserAccess;
  idempotency: IdempotencyMode;
  request: {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
  };
  /** Success responses by status. */
  responses: Record<number, ResponseDefinition>;
  /** Error codes this route produces besides the ones the middleware stack adds. */
  errors: ErrorCode[];
  summary: string;
  description?: string;
  tag: string;
  /** Extra AWS permissions the handler needs beyond the table (queues it sends to). */
  sends?: Array<'callbacks' | 'webhooks' | 'orders' | 'batches' | 'reports'>;
  /** Calls the upstream gateway (needs its URL and key). */
  usesGateway?: boolean;
  /** Calls the digital-product provider (needs its URL and key): postpaid inquiries. */
  usesProvider?: boolean;
  /** Further absolute paths (e.g. `/openapi.json`) served by the same handler, method and auth. */
  extraPaths?: string[];
  /** Directories copied into the Lambda bundle: `from` relative to the repo root, `to` inside the bundle. */
  bundleAssets?: Array<{ from: string; to: string }>;
  /** Answers every request no other row matches (API Gateway's $default route); not in the OpenAPI document. */
  catchAll?: boolean;
  /** Served only in the sandbox environment (DESIGN 18): deployed by `-c stage=sandbox` alone, listed in the OpenAPI document only when SANDBOX=1. */
  sandboxOnly?: boolean;
  /**
   * What the route's function may do in the table. By default a GET route reads (a merchant route
   * also counts its rate-limit hit) and any other route reads and writes; `none` for routes that
   * never touch the table, whose functions then get no table grant at all.
   */
  tableAccess?: TableAccess;
  /** What a read-write route's function writes (required then, and only then): see TableWrites. */
  tableWrites?: TableWrites;
  /**
   * Use of the client-secrets KMS key: `encrypt` for routes that create client secrets, `decrypt`
   * for routes that sign webhooks with them, `encryptDecrypt` for the rotation, which shows a replay
   * the secret it sealed in the idempotency record. Absent: no access to the key.
   */
  secretsKey?: SecretsKeyUse;
  /**
   * Moves the dead letters of the queues it `sends` to back to those queues (operator redrive): it
   * reads each queue's redrive policy and consumes that queue's dead-letter queue.
   */
  redrivesDeadLetters?: boolean;
  /** Use of the KYC documents bucket (KycDocumentsAccess, shared/constants.ts); absent: no access to the bucket. */
  kycDocuments?: KycDocumentsAccess;
  /** Hashes or verifies merchant PINs: needs the PIN pepper secret (shared/pin-hash.ts). */
  pinHashes?: boolean;
  /**
   * Merchant records the route's operation needs, fetched in the same read as the API client (and
   * the idempotency record when a key is sent): see shared/store/request-reads.ts. A route that
   * names none reads only the client.
   */
  reads?: MerchantRead[];
  /** The largest body the route reads, when REQUEST_BODY_BYTES_MAX (64 KiB) does not fit (a batch of 1,000 payouts). */
  bodyBytesMax?: number;
  /**
   * Memory of the route's function when the default (512 MB, infra/function.ts) does not fit: more
   * for CPU-bound work, since Lambda's CPU share grows with memory.
   */
  memorySizeMb?: 1024;
}
