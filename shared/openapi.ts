import * as z from 'zod';
import {
  OpenAPIRegistry,
  OpenApiGeneratorV3,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import {
  API_PREFIX,
  IDEMPOTENCY_KEY_LENGTH_MAX,
  IDEMPOTENCY_TTL_SECONDS,
  RATE_LIMIT_PER_MINUTE_DEFAULT,
} from './constants';
import { config } from './config';
import { ERROR_STATUS, type ErrorCode } from './errors';
import { CODE_NOTES, STATUS_TITLES } from './openapi-notes';
import type { ResponseDefinition, RouteDefinition } from './http/route';
import { fullPath, ROUTES } from './routes';
import { ErrorEnvelopeSchema } from './schemas/common';
import { RESPONSE_SCHEMAS } from './http/response-schemas';
import {
  registerWebhookComponents,
  webhookEventsTable,
  webhookSchemaDefinitions,
  webhooksSection,
} from './openapi-webhooks';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;
type HeaderRefs = Record<string, { $ref: string }>;
type RequestConfig = NonNullable<RouteConfig['request']>;

export const OPENAPI_VERSION = '3.0.3';
export const API_VERSION = '1.0.0';
const SECURITY_SCHEME = 'bearerAuth';

/**
 * Which rows the merchant-facing document describes: merchant routes and unauthenticated ones; the
 * sandbox's own calls (sandboxOnly) only in the sandbox environment's document.
 */
export function isDocumentedRoute(route: RouteDefinition, sandbox = true): boolean {
  if (route.sandboxOnly && !sandbox) return false;
  return (route.auth === 'client' || route.auth === 'public' || route.auth === 'user') && !route.catchAll;
}

/**
 * The dashboard's routes sit beside the API, under `/dashboard/v1`: in the one document they keep
 * their full path (the API's paths are relative to the `/api/v1` server, and both have e.g.
 * `/transactions`), with an operation-level server at the service's root.
 */
const DASHBOARD_SECURITY_SCHEME = 'dashboardAuth';
const DASHBOARD_SERVERS = [{ url: '/', description: 'The service root: dashboard paths are given in full' }];
/** The sandbox's own calls sit under `/sandbox/v1` (DESIGN 18), given in full as the dashboard's are. */
const SANDBOX_SERVERS = [{ url: '/', description: 'The service root: sandbox paths are given in full' }];

/** Errors the dashboard's user check (shared/middleware/user-auth.ts) can answer on a route of this access. */
function userStackErrors(route: RouteDefinition): ErrorCode[] {
  const codes: ErrorCode[] = ['invalid_token'];
  if (route.access !== 'signedIn') codes.push('merchant_id_required', 'not_found');
  if (route.access !== 'signedIn' && route.access !== 'member') codes.push('permission_denied');
  return codes;
}

/** Errors the client middleware stack (auth, client checks, validation, rate limit) can answer on every merchant route. */
const CLIENT_STACK_ERRORS: readonly ErrorCode[] = [
  'invalid_authorization_header',
  'invalid_client',
  'client_not_active',
  'ip_not_allowed',
  'validation_failed',
  'rate_limited',
];
const IDEMPOTENCY_ERRORS: readonly ErrorCode[] = ['idempotency_key_conflict', 'idempotency_key_in_progress'];

type ResponseHeaderName =
  'X-RateLimit-Limit' | 'X-RateLimit-Remaining' | 'X-RateLimit-Reset' | 'Retry-After' | 'X-Idempotency-Replay';
const HEADER_COMPONENTS: Record<
  ResponseHeaderName,
  { description: string; schema: { type: 'integer' | 'string'; enum?: string[] } }
> = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed per window (one minute) for this source IP',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) when the current window ends', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  'X-Idempotency-Replay': {
    description: '`true` when this is the stored response of an earlier request with the same idempotency key',
    schema: { type: 'string', enum: ['true'] },
  },
};

const idempotencyKey = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9:_.-]{1,${IDEMPOTENCY_KEY_LENGTH_MAX}}$`))
  .meta({
    description:
      `Makes the request safe to retry. Valid for ${IDEMPOTENCY_TTL_SECONDS / 3600} hours per API client. ` +
      'The same key and body replay the first response with `X-Idempotency-Replay: true`; ' +
      'the same key with another body answers 409 `idempotency_key_conflict`.',
    example: 'order-2026-11-21-0001',
  });

/** Stripe's name for the same header (docs/ARCHITECTURE.md, 14.4); the middleware reads both. */
const idempotencyKeyAlias = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9:_.-]{1,${IDEMPOTENCY_KEY_LENGTH_MAX}}$`))
  .meta({
    description:
      'Another name for `X-Idempotency-Key` (the header Stripe uses), accepted as the same key: it satisfies an endpoint ' +
      'that requires a key. Sending both headers with different values answers 422 `validation_failed` naming `Idempotency-Key`.',
    example: 'order-2026-11-21-0001',
  });

const API_DESCRIPTION = [
  'Merchant payment API for Indonesian merchants: the endpoints below are the ones this release serves.',
  '',
  '**Authentication:** `Authorization: Bearer <client_id>:<client_secret>` on every merchant endpoint.',
  '',
  '**Errors:** every error body is `{ok: false, error, message}`; clients branch on `error`. ' +
    'Validation failures are 422 `validation_failed` with `errors` mapping each field to its messages.',
  '',
  `**Rate limit:** ${RATE_LIMIT_PER_MINUTE_DEFAULT} requests per minute per source IP; every merchant response carries ` +
    '`X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`, and a 429 carries `Retry-After`.',
  '',
  '**Idempotency:** mutating endpoints take an `X-Idempotency-Key` header (required where the endpoint says so); ' +
    '`Idempotency-Key` is accepted as another name for it.',
  '',
  '**Webhooks:** `x-webhooks` lists every event POSTed to your callback URL, its body and its signature headers.',
].join('\n');

const cachedDocuments = new Map<boolean, OpenApiDocument>();
const cachedJson = new Map<boolean, string>();

/**
 * The OpenAPI 3.0 document of the merchant API, generated from ROUTES once per process and
 * environment: the sandbox's has its own calls (`/sandbox/v1`) besides the API; `sandbox` is the
 * environment's (config) unless given (the generated client describes the sandbox's).
 */
export function buildOpenApiDocument(options: { sandbox?: boolean } = {}): OpenApiDocument {
  const sandbox = options.sandbox ?? config().sandbox;
  let document = cachedDocuments.get(sandbox);
  if (document === undefined) {
    document = generateDocument(ROUTES, sandbox);
    cachedDocuments.set(sandbox, document);
  }
  return document;
}

/** The document serialised once per environment, for the handler that publishes it. */
export function openApiJson(options: { sandbox?: boolean } = {}): string {
  const sandbox = options.sandbox ?? config().sandbox;
  let json = cachedJson.get(sandbox);
  if (json === undefined) {
    json = JSON.stringify(buildOpenApiDocument({ sandbox }));
    cachedJson.set(sandbox, json);
  }
  return json;
}

/** Exported for tests that feed their own table; production code calls buildOpenApiDocument. */
export function generateDocument(routes: readonly RouteDefinition[], sandbox = true): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'client_id:client_secret',
    description: 'client_id:client_secret',
  });
  registry.registerComponent('securitySchemes', DASHBOARD_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "The ID token of a merchant user signed in to the dashboard's Cognito user pool " +
      '(`GET /dashboard/config.json` names the pool and its app client).',
  });
  for (const [name, header] of Object.entries(HEADER_COMPONENTS)) registry.registerComponent('headers', name, header);

  const documented = routes.filter((route) => isDocumentedRoute(route, sandbox));
  for (const route of documented) registry.registerPath(routeConfig(route));

  const webhookRefs = registerWebhookComponents(registry);

  const tags = [...new Set(documented.map((route) => route.tag))].map((name) => ({ name }));
  const document = new OpenApiGeneratorV3([...registry.definitions, ...webhookSchemaDefinitions()]).generateDocument({
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Merchant Payment API',
      version: API_VERSION,
      description: `${API_DESCRIPTION}\n\n${webhookEventsTable(webhookRefs)}`,
    },
    servers: [{ url: API_PREFIX }],
    tags,
  });
  return { ...document, 'x-webhooks': webhooksSection(webhookRefs) };
}

function routeConfig(route: RouteDefinition): RouteConfig {
  const isUser = route.auth === 'user';
  const inFull = isUser || route.sandboxOnly === true;
  return {
    method: route.method.toLowerCase() as RouteConfig['method'],
    path: inFull ? fullPath(route) : route.path,
    ...(inFull ? { servers: route.sandboxOnly ? SANDBOX_SERVERS : DASHBOARD_SERVERS } : {}),
    operationId: route.id,
    summary: route.summary,
    ...withDescription(operationDescription(route)),
    tags: [route.tag],
    // Public routes say so explicitly (an empty list), rather than leaving it unsaid.
    security: securityOf(route),
    request: requestConfig(route),
    responses: { ...successResponses(route), ...errorResponses(route) },
  };
}

function securityOf(route: RouteDefinition): RouteConfig['security'] {
  if (route.auth === 'client') return [{ [SECURITY_SCHEME]: [] }];
  if (route.auth === 'user') return [{ [DASHBOARD_SECURITY_SCHEME]: [] }];
  return [];
}

function withDescription(description: string): { description?: string } {
  return description === '' ? {} : { description };
}

function operationDescription(route: RouteDefinition): string {
  const parts: string[] = [];
  if (route.description !== undefined) parts.push(route.description);
  if (route.auth === 'client') {
    parts.push(
      route.permission === undefined
        ? 'Needs an authenticated, active API client; no particular permission.'
        : `Needs permission \`${route.permission}\`.`,
    );
  }
  if (route.auth === 'user') parts.push(userAccessNote(route));
  if (route.idempotency === 'required')
    parts.push('The `X-Idempotency-Key` header (or `Idempotency-Key`) is required.');
  if (route.idempotency === 'optional')
    parts.push('Send `X-Idempotency-Key` (or `Idempotency-Key`) to make retries safe.');
  return parts.join('\n\n');
}

function userAccessNote(route: RouteDefinition): string {
  const access = route.access ?? 'member';
  if (access === 'signedIn') return 'Dashboard: any signed-in user, with or without a merchant.';
  const who = access === 'member' ? 'any member of the merchant' : `members with the role ${access.join(', ')}`;
  return (
    `Dashboard: ${who}. A user of several merchants names the one to act on in \`X-Merchant-Id\`; ` +
    "another merchant's objects answer 404."
  );
}

const merchantIdHeader = z.string().min(1).max(64).meta({
  description: 'The merchant the request acts on; required when the user belongs to several',
  example: 'm_demo',
});

function requestConfig(route: RouteDefinition): RequestConfig {
  const { body, query, params } = route.request;
  const request: RequestConfig = {};
  if (body !== undefined) request.body = { required: true, content: { 'application/json': { schema: body } } };
  if (query !== undefined) request.query = objectSchema(route, 'query', query);
  if (params !== undefined) request.params = objectSchema(route, 'params', params);
  if (route.idempotency !== 'none') {
    const key = route.idempotency === 'required' ? idempotencyKey : idempotencyKey.optional();
    request.headers = z.object({ 'X-Idempotency-Key': key, 'Idempotency-Key': idempotencyKeyAlias.optional() });
  }
  if (route.auth === 'user' && route.access !== 'signedIn')
    request.headers = z.object({
      ...(request.headers instanceof z.ZodObject ? request.headers.shape : {}),
      'X-Merchant-Id': merchantIdHeader.optional(),
    });
  return request;
}

/** Query and path parameters are expanded field by field, which needs an object schema. */
function objectSchema(route: RouteDefinition, part: string, schema: z.ZodType): z.ZodObject | z.ZodPipe {
  if (schema instanceof z.ZodObject || schema instanceof z.ZodPipe) return schema;
  throw new Error(`Route ${route.id}: request.${part} must be an object schema to appear in the OpenAPI document`);
}

const jsonContent = (name: ResponseDefinition['schema']) =>
  name === undefined ? {} : { 'application/json': { schema: RESPONSE_SCHEMAS[name] } };
const fileContent = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]));

function successResponses(route: RouteDefinition): Record<string, ResponseConfig> {
  const headers = responseHeaders(route, { success: true });
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, definition] of Object.entries(route.responses)) {
    responses[status] = {
      description: definition.description,
      ...(headers === undefined ? {} : { headers }),
      ...(definition.schema === undefined && definition.files === undefined
        ? {}
        : { content: { ...jsonContent(definition.schema), ...fileContent(definition.files ?? []) } }),
    };
  }
  return responses;
}

function errorResponses(route: RouteDefinition): Record<string, ResponseConfig> {
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, codes] of codesByStatus(errorCodes(route))) {
    const headers = responseHeaders(route, {
      success: false,
      retryAfter: status === ERROR_STATUS.rate_limited || status === ERROR_STATUS.service_unavailable,
    });
    responses[String(status)] = {
      description: errorDescription(status, codes),
      ...(headers === undefined ? {} : { headers }),
      content: { 'application/json': { schema: errorSchema(route, status), examples: errorExamples(codes) } },
    };
  }
  return responses;
}

/**
 * In AWS the HTTP API's JWT authorizer refuses a missing, expired or foreign token before the
 * function runs, with its own body (the local server answers the same); the function's own 401 is
 * the envelope.
 */
const AuthorizerRefusalSchema = z
  .object({ message: z.literal('Unauthorized') })
  .meta({ description: "The JWT authorizer's refusal: no token, or one it could not verify" });

function errorSchema(route: RouteDefinition, status: number): z.ZodType {
  if (route.auth === 'user' && status === 401) return z.union([ErrorEnvelopeSchema, AuthorizerRefusalSchema]);
  return ErrorEnvelopeSchema;
}

/** Every error code a route can answer: the middleware stack's, the idempotency layer's, then the row's own. */
export function errorCodes(route: RouteDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.auth === 'client') {
    codes.push(...CLIENT_STACK_ERRORS);
    if (route.permission !== undefined) codes.push('permission_denied');
  } else {
    if (route.auth === 'user') codes.push(...userStackErrors(route));
    if (Object.values(route.request).some((schema) => schema !== undefined)) codes.push('validation_failed');
  }
  if (route.idempotency !== 'none') codes.push(...IDEMPOTENCY_ERRORS);
  // Routes that read a JSON body refuse an oversize body and a non-JSON content type.
  if (route.request.body !== undefined) codes.push('payload_too_large', 'unsupported_media_type');
  // A merchant write can lose every retry to other writes of the same account (a hot merchant): 503, nothing done.
  if (route.auth === 'client' && route.method !== 'GET') codes.push('service_unavailable');
  codes.push(...route.errors, 'internal_error');
  return [...new Set(codes)];
}

function codesByStatus(codes: readonly ErrorCode[]): Array<[number, ErrorCode[]]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a - b);
}

function errorDescription(status: number, codes: readonly ErrorCode[]): string {
  const lines = codes.map((code) => {
    const note = CODE_NOTES[code];
    return note === undefined ? `- \`${code}\`` : `- \`${code}\`: ${note}`;
  });
  return `${STATUS_TITLES[status] ?? 'Error'}. Error codes:\n${lines.join('\n')}`;
}

function errorExamples(codes: readonly ErrorCode[]): Record<string, { summary: string; value: object }> {
  const examples: Record<string, { summary: string; value: object }> = {};
  for (const code of codes) {
    const value: Record<string, unknown> = { ok: false, error: code, message: exampleMessage(code) };
    if (code === 'validation_failed') value.errors = { amount: ['Too small: expected number to be >=10000'] };
    if (code === 'upstream_error') value.upstream_status = 503;
    examples[code] = { summary: code, value };
  }
  return examples;
}

function exampleMessage(code: ErrorCode): string {
  const note = (CODE_NOTES[code] ?? code).replaceAll('`', '');
  return note.charAt(0).toUpperCase() + note.slice(1);
}

/**
 * Rate-limit headers ride on every merchant response because the limiter runs before anything else;
 * the replay header only on what an idempotent request can store and replay.
 */
function responseHeaders(
  route: RouteDefinition,
  kind: { success: boolean; retryAfter?: boolean },
): HeaderRefs | undefined {
  if (route.auth !== 'client') return undefined;
  const names: ResponseHeaderName[] = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
  if (kind.retryAfter === true) names.push('Retry-After');
  if (kind.success && route.idempotency !== 'none') names.push('X-Idempotency-Replay');
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
