import type * as z from 'zod';
import type { Permission } from '../domain/permissions';
import type { ErrorCode } from '../errors';
export { PERMISSIONS, type Permission } from '../domain/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type IdempotencyMode = 'none' | 'optional' | 'required';
/**
 * client: merchant API client (Bearer client_id:client_secret) behind the full middleware stack.
 * gateway: the upstream gateway's signed callback. admin: operators (IAM in AWS, ADMIN_TOKEN locally).
 * public: no authentication (health).
 */
export type AuthMode = 'client' | 'gateway' | 'admin' | 'public';

export interface ResponseDefinition {
  description: string;
  schema?: z.ZodType;
}

export interface RouteDefinition {
  /** Stable identifier: the handler looks its row up by it, CDK names the function after it. */
  id: string;
  method: HttpMethod;
  /** Path below the prefix (`/api/v1` for client and gateway routes, `/admin/v1` for admin), `{param}` style. */
  path: string;
  /** Handler module relative to the repo root; it exports `handler`. */
  handler: string;
  auth: AuthMode;
  permission?: Permission;
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
  sends?: Array<'callbacks' | 'webhooks'>;
  /** Calls the upstream gateway (needs its URL and key). */
  usesGateway?: boolean;
  /** Further absolute paths (e.g. `/openapi.json`) served by the same handler, method and auth. */
  extraPaths?: string[];
  /** Directories copied into the Lambda bundle: `from` relative to the repo root, `to` inside the bundle. */
  bundleAssets?: Array<{ from: string; to: string }>;
  /** Answers every request no other row matches (API Gateway's $default route); not in the OpenAPI document. */
  catchAll?: boolean;
}
