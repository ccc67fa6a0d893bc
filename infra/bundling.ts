/**
 * esbuild settings every Lambda bundle shares, kept free of aws-cdk-lib so the bundle bench
 * (bench/bundles.ts) builds with exactly what the stack asks NodejsFunction for.
 */

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
