/**
 * How every Lambda bundle is built, kept free of aws-cdk-lib so that the bundle bench
 * (bench/bundles.ts) builds with the very function the stack's assets are built with.
 */
import { cpSync } from 'node:fs';
import * as path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

/** ESM bundles have no `require`; some bundled CommonJS dependencies still call it for Node built-ins. */
export const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * Parts of the AWS SDK's default credential chain a Lambda function never reaches, left out of the
 * bundles (about 110 KB and 8 ms of cold-start CPU each). Lambda puts the execution role's
 * credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN) and
 * sets no AWS_PROFILE, so the chain's first link, fromEnv, answers; the SSO, shared-ini, process,
 * web-identity, container and instance-metadata links behind it (and the token providers and
 * nested STS/SSO clients only they use) are loaded with a dynamic import() the chain never gets to. Were the environment ever without
 * credentials, the chain would fail with a module-not-found error instead of trying those sources,
 * none of which exists in Lambda anyway.
 */
export const LAMBDA_UNUSED_SDK_MODULES: readonly string[] = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/token-providers',
  '@aws-sdk/nested-clients',
  // The container (ECS) and instance-metadata (EC2) sources, tried after the shared config files.
  '@aws-sdk/credential-provider-http',
  '@smithy/credential-provider-imds',
];

/** Where the chunks of a function's bundle sit, beside its `index.mjs`. */
export const CHUNK_DIR = 'chunks';

/**
 * The esbuild options of every function bundle: ESM for node20 (the local Node; the runtime is
 * nodejs22.x), minified, a source map beside every file (without the sources' text), the SDK
 * bundled (the lock file's version is the one that runs) but for LAMBDA_UNUSED_SDK_MODULES.
 *
 * Code splitting: every dynamic `import()` in the function's graph (the SQS, SNS, KMS and Secrets
 * Manager clients, which load on first use, and the SDK's own event-stream support, which no
 * operation of ours uses) becomes a chunk of its own that Node reads only when the import runs.
 * Without it esbuild keeps those modules in the one file and, to evaluate them lazily, wraps every
 * module they share with the DynamoDB client (most of @smithy/core and @aws-sdk/core) in a lazy
 * initialiser: more bytes to parse and a call per module at import, whether or not the lazy client
 * is ever used. Measured by `npm run bench` (bench/bundles.ts) against a build without splitting.
 */
export const SERVICE_BUILD_OPTIONS: Readonly<BuildOptions> = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: [...LAMBDA_UNUSED_SDK_MODULES],
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
  metafile: true,
  logLevel: 'warning',
};

/** A directory copied into a function's bundle (swagger-ui for the docs page). */
export interface BundleAsset {
  /** Directory relative to the repo root. */
  from: string;
  /** Directory name inside the bundle. */
  to: string;
}

export interface BundleRequest {
  /** The repo root: entries, assets and node_modules are resolved from it. */
  root: string;
  /** Handler module relative to the root; it exports `handler`. */
  entry: string;
  /** An empty directory the bundle is written to: `index.mjs` (the handler), chunks/, assets. */
  outDir: string;
  assets?: readonly BundleAsset[];
}

/** The esbuild options of one function's bundle (the bench builds with these too, asynchronously). */
export function functionBuildOptions(request: BundleRequest): BuildOptions {
  return {
    ...SERVICE_BUILD_OPTIONS,
    absWorkingDir: request.root,
    entryPoints: { index: path.join(request.root, request.entry) },
    outdir: request.outDir,
  };
}

/** Builds one function's bundle and copies its assets, synchronously (CDK's local bundling hook is). */
export function bundleFunction(request: BundleRequest): Metafile {
  for (const asset of request.assets ?? []) assertInsideRoot(asset);
  const result = buildSync(functionBuildOptions(request));
  for (const asset of request.assets ?? []) {
    cpSync(path.join(request.root, asset.from), path.join(request.outDir, asset.to), { recursive: true });
  }
  return result.metafile!;
}

function assertInsideRoot(asset: BundleAsset): void {
  for (const dir of [asset.from, asset.to]) {
    const normalized = path.normalize(dir);
    if (path.isAbsolute(normalized) || normalized.startsWith('..') || normalized === '.') {
      throw new Error(`Bundle asset path ${dir} must be a relative directory inside its root`);
    }
  }
}
