import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire as createModuleRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_PREFIX } from '../constants';
import { AppError, errorBody, notFound } from '../errors';

/** Where the page and its assets are served; absolute, so the page works under `/docs` and `/api/v1/docs`. */
export const DOCS_PATH = '/docs';
export const OPENAPI_URL = `${API_PREFIX}/openapi.json`;
/** The folder the Lambda bundle copies swagger-ui-dist into, next to the handler. */
const BUNDLED_ASSET_FOLDER = './swagger-ui/';
const ASSET_PATH = new RegExp(`${DOCS_PATH}/(.*)$`);
const ASSET_CACHE_CONTROL = 'public, max-age=86400';
const PAGE_CACHE_CONTROL = 'public, max-age=300';

/**
 * The only files the asset route serves. A name is looked up in this table and never joined to a
 * path as given, so `../package.json` and friends cannot reach the file system.
 */
export const DOCS_ASSETS: Readonly<Record<string, { contentType: string; binary: boolean }>> = {
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', binary: false },
  'swagger-ui-bundle.js': { contentType: 'application/javascript; charset=utf-8', binary: false },
  'swagger-ui-standalone-preset.js': { contentType: 'application/javascript; charset=utf-8', binary: false },
  'favicon-16x16.png': { contentType: 'image/png', binary: true },
  'favicon-32x32.png': { contentType: 'image/png', binary: true },
};
/** Our own initializer (the package's one points at the petstore demo), served like an asset. */
const INITIALIZER = 'swagger-initializer.js';

/**
 * Swagger UI runs without any inline script and with connect-src 'self', so the page can neither load
 * nor call anything outside our origin. validatorUrl is null because the default badge calls a public
 * validator service.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const INITIALIZER_SOURCE = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_URL)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout'
  });
};
`;

const DOCS_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Merchant Payment API reference</title>
  <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-16x16.png" sizes="16x16">
  <style>html { box-sizing: border-box; overflow-y: scroll; } *, *:before, *:after { box-sizing: inherit; } body { margin: 0; background: #fafafa; }</style>
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${DOCS_PATH}/swagger-ui-bundle.js" charset="UTF-8"></script>
  <script src="${DOCS_PATH}/swagger-ui-standalone-preset.js" charset="UTF-8"></script>
  <script src="${DOCS_PATH}/${INITIALIZER}" charset="UTF-8"></script>
</body>
</html>
`;

/** Answers the page for `/docs` and one allow-listed file for `/docs/{asset}`. */
export async function docsResponse(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const asset = requestedAsset(event);
  if (asset === undefined || asset === '') return docsPageResponse();
  return assetResponse(asset);
}

/** The `{asset}` path parameter, or the rest of the path when a server routes without parameters. */
function requestedAsset(event: APIGatewayProxyEventV2): string | undefined {
  const fromRoute = event.pathParameters?.asset;
  if (fromRoute !== undefined) return fromRoute;
  return ASSET_PATH.exec(event.rawPath ?? '')?.[1];
}

export function docsPageResponse(): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 200,
    headers: securityHeaders({ 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL }),
    body: DOCS_HTML,
  };
}

export async function assetResponse(name: string): Promise<APIGatewayProxyStructuredResultV2> {
  if (name === INITIALIZER) {
    const headers = { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': PAGE_CACHE_CONTROL };
    return { statusCode: 200, headers: securityHeaders(headers), body: INITIALIZER_SOURCE };
  }
  const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
  if (asset === undefined) return jsonResponse(404, errorBody(notFound('Asset')));
  const content = await readAsset(name);
  return {
    statusCode: 200,
    headers: securityHeaders({ 'content-type': asset.contentType, 'cache-control': ASSET_CACHE_CONTROL }),
    body: content.toString(asset.binary ? 'base64' : 'utf8'),
    isBase64Encoded: asset.binary,
  };
}

/** The answer of a public route that failed unexpectedly: the contract's envelope, nothing internal. */
export function internalErrorResponse(): APIGatewayProxyStructuredResultV2 {
  return jsonResponse(500, errorBody(new AppError('internal_error', 'Internal error')));
}

function jsonResponse(statusCode: number, body: object): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function securityHeaders(headers: Record<string, string>): Record<string, string> {
  return { ...headers, 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' };
}

/** Files are read once per process; the allow-list bounds the cache to a few megabytes. */
const assetCache = new Map<string, Promise<Buffer>>();

function readAsset(name: string): Promise<Buffer> {
  let content = assetCache.get(name);
  if (content === undefined) {
    content = readFile(join(assetDirectory(), name));
    // A failed read is not cached, so a transient error does not poison the process.
    content.catch(() => assetCache.delete(name));
    assetCache.set(name, content);
  }
  return content;
}

let cachedAssetDirectory: string | undefined;

/**
 * In a Lambda bundle the files sit in `swagger-ui/` next to the handler; locally (tsx, jest) they are
 * read from the installed swagger-ui-dist package.
 */
export function assetDirectory(): string {
  cachedAssetDirectory ??= bundledAssetDirectory() ?? packageAssetDirectory();
  return cachedAssetDirectory;
}

function bundledAssetDirectory(): string | undefined {
  try {
    const directory = fileURLToPath(new URL(BUNDLED_ASSET_FOLDER, import.meta.url));
    return existsSync(join(directory, 'swagger-ui-bundle.js')) ? directory : undefined;
  } catch {
    // import.meta.url is missing when the code is bundled as CommonJS; the package lookup still works.
    return undefined;
  }
}

function packageAssetDirectory(): string {
  return dirname(createModuleRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}
