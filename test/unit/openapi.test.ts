import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { handler as docsHandler } from '../../functions/api/docs';
import { handler as openApiHandler } from '../../functions/api/openapi';
import type { RouteDefinition } from '../../shared/http/route';
import { buildOpenApiDocument, errorCodes, generateDocument } from '../../shared/openapi';
import { ROUTES } from '../../shared/routes';
import { PageQuerySchema } from '../../shared/schemas/common';

type Json = Record<string, any>;

const doc = buildOpenApiDocument() as Json;
const routes = ROUTES as readonly RouteDefinition[];
const documented = routes.filter(
  (route) => (route.auth === 'client' || route.auth === 'public' || route.auth === 'user') && !route.catchAll,
);
/**
 * Where a route sits in the document: dashboard routes by their full path (they share paths like
 * /transactions with the API), and the sandbox's own calls too (the unit tier runs as the sandbox).
 */
const documentedPath = (route: RouteDefinition): string =>
  route.auth === 'user' ? `/dashboard/v1${route.path}` : route.sandboxOnly ? `/sandbox/v1${route.path}` : route.path;
const undocumented = routes.filter((route) => route.auth === 'admin' || route.auth === 'gateway');
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

function operation(method: string, path: string): Json {
  const found = doc.paths?.[path]?.[method];
  if (found === undefined) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

function operations(): Array<{ method: string; path: string; op: Json }> {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op: op as Json })),
  );
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => collectRefs(child, refs));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

function event(rawPath: string, pathParameters?: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `GET ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: {},
    pathParameters,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'GET', path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'req-1',
      routeKey: `GET ${rawPath}`,
      stage: '$default',
      time: '21/Nov/2026:10:04:05 +0000',
      timeEpoch: 0,
    },
  };
}

function header(result: APIGatewayProxyStructuredResultV2, name: string): string | undefined {
  const value = result.headers?.[name];
  return value === undefined ? undefined : String(value);
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.0.x declaring version 1.0.0 under the /api/v1 server', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Merchant Payment API', version: '1.0.0' });
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('is memoized: the same document is returned on every call', () => {
    expect(buildOpenApiDocument()).toBe(buildOpenApiDocument());
  });

  it("lists the sandbox's own calls (/sandbox/v1) only in the sandbox environment's document", () => {
    const sandboxPaths = (sandbox: boolean) =>
      Object.keys(buildOpenApiDocument({ sandbox }).paths ?? {}).filter((path) => path.startsWith('/sandbox/v1/'));
    expect(sandboxPaths(true)).toContain('/sandbox/v1/qris/{partner_reff}/pay');
    expect(sandboxPaths(false)).toEqual([]);
  });

  it.each(documented.map((route) => [route.method, documentedPath(route), route]))(
    'documents %s %s from the route table',
    (method, path, route) => {
      const op = operation(String(method).toLowerCase(), String(path));
      const row = route;
      expect(op.operationId).toBe(row.id);
      expect(op.summary).toBe(row.summary);
      expect(op.tags).toEqual([row.tag]);
      for (const status of Object.keys(row.responses)) expect(op.responses[status]).toBeDefined();
      for (const code of errorCodes(row)) expect(JSON.stringify(op.responses)).toContain(`\`${code}\``);
      if (row.auth === 'client') expect(op.security).toEqual([{ bearerAuth: [] }]);
      else if (row.auth === 'user') {
        expect(op.security).toEqual([{ dashboardAuth: [] }]);
        expect(op.servers).toEqual([expect.objectContaining({ url: '/' })]);
      } else expect(op.security).toEqual([]); // public, said explicitly (Redocly's security-defined rule)
    },
  );

  it.each(undocumented.map((route) => [route.auth, route.method, route.path, route.id]))(
    'leaves out the %s route %s %s',
    (_auth, method, path, id) => {
      expect(doc.paths[String(path)]?.[String(method).toLowerCase()]).toBeUndefined();
      expect(operations().map(({ op }) => op.operationId)).not.toContain(id);
    },
  );

  it('has exactly one operation per documented route', () => {
    expect(operations()).toHaveLength(documented.length);
  });

  it("documents a dashboard route's user check: the authorizer's bare 401, the merchant header and the role refusal", () => {
    const op = operation('get', '/dashboard/v1/balance');
    const unauthorized = JSON.stringify(op.responses['401']);
    expect(unauthorized).toContain('Unauthorized');
    expect(unauthorized).toContain('`invalid_token`');
    expect(op.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'X-Merchant-Id', required: false })]),
    );
    expect(doc.components.securitySchemes.dashboardAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const signedIn = operation('post', '/dashboard/v1/merchants');
    expect(JSON.stringify(signedIn.parameters ?? [])).not.toContain('X-Merchant-Id');
    expect(JSON.stringify(signedIn.responses)).not.toContain('`permission_denied`');
  });

  it('describes POST /qris: body with amount minimum 10000, the idempotency header and its error statuses', () => {
    const op = operation('post', '/qris');
    const bodyRef: string = op.requestBody.content['application/json'].schema.$ref;
    const body = doc.components.schemas[bodyRef.split('/').pop()!];
    expect(op.requestBody.required).toBe(true);
    expect(body.properties.amount).toMatchObject({ type: 'integer', minimum: 10000 });
    expect(body.required).toContain('amount');

    const key = op.parameters.find(
      (parameter: Json) => parameter.in === 'header' && parameter.name === 'X-Idempotency-Key',
    );
    expect(key).toMatchObject({ required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9:_.-]{1,128}$' } });
    const alias = op.parameters.find(
      (parameter: Json) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
    );
    expect(alias).toMatchObject({ required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9:_.-]{1,128}$' } });
    expect(alias.description).toContain('Another name for `X-Idempotency-Key`');

    expect(Object.keys(op.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '409', '422', '429', '500', '502']),
    );
    expect(op.responses['409'].description).toContain('idempotency_key_conflict');
    expect(op.responses['409'].description).toContain('idempotency_key_in_progress');
    expect(op.responses['403'].description).toContain('permission_denied');
    expect(op.responses['502'].description).toContain('upstream_error');
    expect(op.responses['201'].headers).toHaveProperty('X-Idempotency-Replay');
  });

  it('puts rate-limit headers on every merchant response and Retry-After on 429', () => {
    const op = operation('post', '/qris');
    for (const response of Object.values(op.responses as Json)) {
      expect(Object.keys(response.headers)).toEqual(
        expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
      );
    }
    expect(op.responses['429'].headers).toHaveProperty('Retry-After');
    expect(op.responses['422'].headers).not.toHaveProperty('Retry-After');
  });

  it('describes GET /transactions with per_page and page query parameters', () => {
    const op = operation('get', '/transactions');
    const query = op.parameters.filter((parameter: Json) => parameter.in === 'query');
    expect(query.map((parameter: Json) => parameter.name).sort()).toEqual(['page', 'per_page']);
    expect(query.find((parameter: Json) => parameter.name === 'per_page').schema).toMatchObject({
      minimum: 1,
      maximum: 100,
      default: 20,
    });
    expect(op.parameters.some((parameter: Json) => /Idempotency-Key$/.test(parameter.name))).toBe(false);
  });

  it('keeps the query schema behaviour (metadata only): defaults still apply', () => {
    expect(PageQuerySchema.parse({})).toEqual({ per_page: 20, page: 1 });
  });

  it('describes GET /transactions/{partner_reff} with its path parameter and 404', () => {
    const op = operation('get', '/transactions/{partner_reff}');
    expect(op.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'partner_reff', in: 'path', required: true })]),
    );
    expect(op.responses['404'].description).toContain('not_found');
    expect(op.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('shares one Error schema with ok, error and message required', () => {
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(expect.arrayContaining(['ok', 'error', 'message']));
    expect(Object.keys(error.properties)).toEqual(
      expect.arrayContaining(['ok', 'error', 'message', 'errors', 'upstream_status']),
    );
  });

  it('declares bearer auth with client_id:client_secret', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      description: 'client_id:client_secret',
    });
  });

  describe('rows added later', () => {
    const orderRow: RouteDefinition = {
      id: 'createDigitalOrder',
      method: 'POST',
      path: '/tv/orders',
      handler: 'functions/api/create-digital-order.ts',
      auth: 'client',
      permission: 'digital:create',
      idempotency: 'required',
      request: { body: z.strictObject({ ref_id: z.string(), kode_produk: z.string(), tujuan: z.string() }) },
      responses: { 202: { description: 'Order accepted', schema: 'Ok' } },
      errors: ['kyc_required', 'duplicate_recent_order', 'insufficient_balance', 'product_inactive'],
      summary: 'Order a digital product',
      tag: 'Digital products',
    };
    const devicesRow: RouteDefinition = {
      id: 'disableDevice',
      method: 'DELETE',
      path: '/devices/{token}',
      handler: 'functions/api/disable-device.ts',
      auth: 'client',
      idempotency: 'none',
      request: { params: z.strictObject({ token: z.string().max(255) }) },
      responses: { 200: { description: 'Device disabled' } },
      errors: ['not_found'],
      summary: 'Disable a device',
      tag: 'Devices',
    };
    const generated = generateDocument([orderRow, devicesRow]) as Json;

    it('requires the idempotency header where the row says required', () => {
      const op = generated.paths['/tv/orders'].post;
      const key = op.parameters.find((parameter: Json) => parameter.name === 'X-Idempotency-Key');
      expect(key).toMatchObject({ in: 'header', required: true });
      expect(op.parameters.find((parameter: Json) => parameter.name === 'Idempotency-Key')).toMatchObject({
        in: 'header',
        required: false,
      });
      expect(op.responses['202'].headers).toHaveProperty('X-Idempotency-Replay');
    });

    it('groups the row errors with the middleware errors by their status', () => {
      const { responses } = generated.paths['/tv/orders'].post;
      expect(responses['403'].description).toMatch(/client_not_active[\s\S]*permission_denied[\s\S]*kyc_required/);
      expect(responses['409'].description).toMatch(/idempotency_key_conflict[\s\S]*duplicate_recent_order/);
      expect(responses['422'].description).toMatch(
        /validation_failed[\s\S]*insufficient_balance[\s\S]*product_inactive/,
      );
      expect(responses['404']).toBeUndefined();
      expect(responses['502']).toBeUndefined();
    });

    it('omits permission_denied and idempotency errors when the row has neither', () => {
      const op = generated.paths['/devices/{token}'].delete;
      expect(op.responses['403'].description).not.toContain('permission_denied');
      expect(op.responses['409']).toBeUndefined();
      expect(op.responses['404'].description).toContain('not_found');
      expect(op.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'path', required: true })]);
    });

    it('lists the tags of the documented rows in table order', () => {
      expect(generated.tags).toEqual([{ name: 'Digital products' }, { name: 'Devices' }]);
    });
  });

  describe('webhooks (x-webhooks)', () => {
    const EVENT_NAMES = [
      'transaction.paid',
      'transaction.failed',
      'transaction.expired',
      'transaction.cancelled',
      'va.paid',
      'order.pending',
      'order.success',
      'order.failed',
      'ppob.paid',
      'refund.succeeded',
      'refund.failed',
      'batch.completed',
      'report.ready',
      'report.failed',
      'webhook.ping',
    ];
    const webhooks = doc['x-webhooks'] as Json;
    const schemaOf = (ref: string): Json => doc.components.schemas[ref.replace('#/components/schemas/', '')];

    it('comes after the paths and lists exactly the fifteen event names', () => {
      expect(Object.keys(doc).indexOf('x-webhooks')).toBeGreaterThan(Object.keys(doc).indexOf('paths'));
      expect(Object.keys(webhooks).sort()).toEqual([...EVENT_NAMES].sort());
    });

    it.each(EVENT_NAMES)(
      'lists %s with its payload schema in the description /docs renders (Swagger UI shows no x-webhooks)',
      (name) => {
        const ref: string = (webhooks[name].post as Json).requestBody.content['application/json'].schema.$ref;
        expect(doc.info.description).toContain(`| \`${name}\` |`);
        expect(doc.info.description).toContain(`\`${ref.split('/').pop()}\` |`);
      },
    );

    it.each(EVENT_NAMES)('documents %s as a POST whose body is a component schema naming that event', (name) => {
      const post = webhooks[name].post as Json;
      const ref: string = post.requestBody.content['application/json'].schema.$ref;
      expect(ref).toMatch(/^#\/components\/schemas\/\w+$/);
      const schema = schemaOf(ref);
      expect(schema.type).toBe('object');
      expect(schema.properties.event.enum).toContain(name);
      expect(schema.required).toContain('event');
      expect(post.responses['200'].description).toEqual(expect.any(String));
    });

    it('gives each payload the fields its sender writes', () => {
      const fields = (name: string) =>
        Object.keys(
          schemaOf(webhooks[name].post.requestBody.content['application/json'].schema.$ref).properties,
        ).sort();
      expect(fields('transaction.paid')).toEqual(['event', 'partner_reff', 'transaction']);
      expect(fields('va.paid')).toEqual(['event', 'partner_reff', 'transaction', 'virtual_account']);
      expect(fields('order.success')).toEqual(['event', 'order', 'ref_id']);
      expect(fields('ppob.paid')).toEqual(['event', 'order', 'ref_id']);
      expect(fields('webhook.ping')).toEqual(['event', 'sent_at']);
      expect(fields('batch.completed')).toEqual(['batch', 'event']);
      expect(fields('report.ready')).toEqual(['event', 'report']);
      expect(fields('report.failed')).toEqual(['event', 'report']);
      expect(Object.keys(doc.components.schemas.WebhookTransaction.properties)).toEqual(
        expect.arrayContaining([
          'partner_reff',
          'type',
          'status',
          'amount',
          'fees',
          'bank_code',
          'payment_method',
          'paid_at',
          'failed_at',
          'expires_at',
          'created_at',
        ]),
      );
    });

    it('describes every signature header on every event, the V2 one with its format and the replay window', () => {
      const names = [
        'X-Webhook-Event',
        'X-Webhook-Delivery',
        'X-Webhook-Attempt',
        'X-Webhook-Signature',
        'X-Webhook-Timestamp',
        'X-Webhook-Signature-V2',
      ];
      for (const name of EVENT_NAMES) {
        const refs = (webhooks[name].post.parameters as Json[]).map((parameter) => parameter.$ref);
        expect(refs).toEqual(names.map((header) => `#/components/parameters/${header}`));
      }
      for (const header of names)
        expect(doc.components.parameters[header]).toMatchObject({ in: 'header', name: header, required: true });
      expect(doc.components.parameters['X-Webhook-Signature-V2'].description).toMatch(
        /t=.*v1=.*<t>\.<raw body>[\s\S]*5 minutes/,
      );
    });

    it('keeps the payload components in a document built from other rows', () => {
      const generated = generateDocument([]) as Json;
      expect(Object.keys(generated['x-webhooks'])).toHaveLength(EVENT_NAMES.length);
      for (const ref of collectRefs(generated['x-webhooks'])) {
        const [, kind, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref)!;
        expect(generated.components[kind!]?.[name!]).toBeDefined();
      }
    });
  });

  describe('structure', () => {
    it('resolves every $ref to a component', () => {
      const refs = collectRefs(doc);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) {
        const match = /^#\/components\/(\w+)\/([^/]+)$/.exec(ref);
        expect(match).not.toBeNull();
        expect(doc.components[match![1]!]?.[match![2]!]).toBeDefined();
      }
    });

    it('gives every operation a unique operationId and at least one response', () => {
      const ids = operations().map(({ op }) => op.operationId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { op } of operations()) expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    });

    it('declares every path template parameter as a required path parameter, and no others', () => {
      for (const { path, op } of operations()) {
        const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort();
        const declared = (op.parameters ?? []).filter((parameter: Json) => parameter.in === 'path');
        expect(declared.map((parameter: Json) => parameter.name).sort()).toEqual(inTemplate);
        for (const parameter of declared) expect(parameter.required).toBe(true);
      }
    });

    it('uses only OpenAPI 3.0 schema keywords (no 3.1 type arrays, const or null type)', () => {
      const text = JSON.stringify(doc);
      expect(text).not.toMatch(/"type":\[/);
      expect(text).not.toMatch(/"type":"null"/);
      expect(text).not.toMatch(/"const":/);
    });

    it('uses only 3-digit status codes', () => {
      for (const { op } of operations())
        for (const status of Object.keys(op.responses)) expect(status).toMatch(/^[1-5]\d\d$/);
    });
  });
});

describe('GET /openapi.json handler', () => {
  it('answers the document as cacheable JSON', async () => {
    const result = await openApiHandler(event('/openapi.json'));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('application/json');
    expect(header(result, 'cache-control')).toBe('public, max-age=300');
    expect(JSON.parse(result.body!)).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});

describe('GET /docs handler', () => {
  it('answers an HTML page that loads swagger-ui from this origin and points at /api/v1/openapi.json', async () => {
    const result = await docsHandler(event('/docs'));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toMatch(/^text\/html/);
    expect(result.body).toContain('/docs/swagger-ui-bundle.js');
    expect(result.body).toContain('/docs/swagger-ui.css');
    expect(result.body).not.toMatch(/https?:\/\//);
    const initializer = await docsHandler(event('/docs/swagger-initializer.js', { asset: 'swagger-initializer.js' }));
    expect(initializer.body).toContain('"/api/v1/openapi.json"');
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).not.toMatch(/https?:\/\//);
  });

  it('forbids loading or calling anything outside the origin', async () => {
    const result = await docsHandler(event('/api/v1/docs'));
    expect(header(result, 'content-security-policy')).toContain("connect-src 'self'");
    expect(header(result, 'content-security-policy')).toContain("script-src 'self'");
  });

  it.each([
    ['swagger-ui-bundle.js', 'application/javascript'],
    ['swagger-ui-standalone-preset.js', 'application/javascript'],
    ['swagger-ui.css', 'text/css'],
  ])('serves %s as %s', async (asset, contentType) => {
    const result = await docsHandler(event(`/docs/${asset}`, { asset }));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toContain(contentType);
    expect(result.body!.length).toBeGreaterThan(1000);
    expect(result.isBase64Encoded).toBe(false);
  });

  it('serves the favicons base64-encoded as image/png', async () => {
    const result = await docsHandler(event('/docs/favicon-32x32.png', { asset: 'favicon-32x32.png' }));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toBe('image/png');
    expect(result.isBase64Encoded).toBe(true);
    expect(Buffer.from(result.body!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('finds the asset from the raw path when the server passes no path parameters', async () => {
    const result = await docsHandler(event('/docs/swagger-ui.css'));
    expect(result.statusCode).toBe(200);
    expect(header(result, 'content-type')).toContain('text/css');
  });

  it.each([
    '../package.json',
    'package.json',
    'index.html',
    'swagger-ui-bundle.js.map',
    '..%2Fpackage.json',
    'toString',
    '__proto__',
  ])('refuses %s with a 404 JSON envelope', async (asset) => {
    const result = await docsHandler(event(`/docs/${asset}`, { asset }));
    expect(result.statusCode).toBe(404);
    expect(header(result, 'content-type')).toBe('application/json');
    expect(JSON.parse(result.body!)).toEqual({ ok: false, error: 'not_found', message: 'Asset not found' });
  });
});
