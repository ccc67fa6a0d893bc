import type { Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { addressKind, parseCidrList } from '../shared/domain/ip-address';
import { startLocalCognito, type LocalCognito } from './cognito';
import { checkoutRoutes, ensureCheckoutBuilt } from './checkout';
import { dashboardRoutes, ensureDashboardBuilt, localDashboardConfig } from './dashboard';
import { localTokenVerifier } from './id-tokens';
import { ensureDemoData, ensureDemoOwner, DEMO, DEMO_OWNER } from './demo';
import { DEFAULT_ADMIN_TOKEN, exposureRefusal } from './exposure';
import { infraEnvironment, startLocalInfra, type LocalInfra } from './infra';
import { startPollers } from './pollers';
import { sandboxQrImageUrl, sandboxRoutes } from './sandbox';
import { startScheduleTicks } from './schedules';
import { DEFAULT_HOST, startHttpServer, type ExtraRoutes } from './server';
import { startGatewaySimulator } from './simulator';

const LocalEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default(DEFAULT_HOST),
  ADMIN_TOKEN: z.string().min(8).default(DEFAULT_ADMIN_TOKEN),
  DATA_DIR: z.string().min(1).optional(),
  SANDBOX: z.enum(['0', '1']).default('1'),
  // The dashboard of the other environment, linked from this one's (config.json other_environment_url).
  OTHER_ENVIRONMENT_URL: z.url().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SCHEDULE_TICK_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  DYNAMODB_ENDPOINT: z.url().optional(),
  SQS_ENDPOINT: z.url().optional(),
  LOCAL_SECRET_KEY: z.string().min(16).default('local-only-key-for-client-secrets'),
  // Keys the PIN hashes (Secrets Manager in AWS). Changing it makes every stored PIN wrong.
  PIN_PEPPER: z.string().min(16).default('local-only-pepper-for-pin-hashes'),
  // Read by the callback route itself (shared/middleware/gateway-signature.ts); checked here so a typo fails the start.
  GATEWAY_CALLBACK_CIDRS: z
    .string()
    .optional()
    .refine(
      (text) => text === undefined || text.trim() === '' || parseCidrList(text).invalid.length === 0,
      'GATEWAY_CALLBACK_CIDRS must be comma-separated CIDRs',
    ),
});

export interface LocalStack {
  baseUrl: string;
  /** The address and port the HTTP server listens on. */
  bound: AddressInfo;
  /** Stops every part in order; `onStep` hears each part's name before it is stopped. */
  stop(onStep?: (step: string) => void): Promise<void>;
}

const GATEWAY_API_KEY = 'local-gateway-key';
const GATEWAY_CALLBACK_SECRET = 'local-gateway-callback-secret';

/** Starts every part of the local stack; the HTTP server listens last, so /health answers only when all is ready. */
export async function startLocalStack(env: NodeJS.ProcessEnv = process.env): Promise<LocalStack> {
  const settings = LocalEnvSchema.parse(env);
  // Before anything starts: nothing is left to stop, and the message is the whole answer.
  const refused = exposureRefusal(settings);
  if (refused !== undefined) throw new Error(refused);
  const infra: LocalInfra = await startLocalInfra({
    dataDir: settings.DATA_DIR,
    dynamodbEndpoint: settings.DYNAMODB_ENDPOINT,
    sqsEndpoint: settings.SQS_ENDPOINT,
  });
  let cognito: LocalCognito | undefined;
  try {
    cognito = await startLocalCognito({ dataDir: settings.DATA_DIR });
    return await startServices(settings, infra, cognito);
  } catch (error) {
    // Whatever started must not outlive a failed start (DynamoDB Local is a separate JVM).
    await cognito?.stop();
    await infra.stop();
    throw error;
  }
}

/** A URL host that reaches a server listening on `host`: loopback for the wildcard addresses. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/** `127.0.0.1:3000`, `[::1]:3000`; a note when other machines can reach it. */
function describeBound(bound: AddressInfo): string {
  const address = bound.family === 'IPv6' ? `[${bound.address}]:${bound.port}` : `${bound.address}:${bound.port}`;
  return addressKind(bound.address) === 'loopback'
    ? address
    : `${address}   (reachable from other machines, admin and sandbox endpoints included)`;
}

async function startServices(
  settings: z.infer<typeof LocalEnvSchema>,
  infra: LocalInfra,
  cognito: LocalCognito,
): Promise<LocalStack> {
  const baseUrl = `http://${urlHost(settings.HOST)}:${settings.PORT}`;
  const simulator = await startGatewaySimulator({
    port: 0,
    apiKey: GATEWAY_API_KEY,
    callbackSecret: GATEWAY_CALLBACK_SECRET,
    callbackUrl: `${baseUrl}/api/v1/callbacks/gateway`,
    // A checkout page tried against the sandbox shows a QR code a phone can read (docs/ARCHITECTURE.md, 14.4).
    ...(settings.SANDBOX === '1' ? { qrImageUrl: sandboxQrImageUrl(baseUrl) } : {}),
  });
  try {
    return await startApi(settings, infra, cognito, simulator, baseUrl);
  } catch (error) {
    await simulator.stop();
    throw error;
  }
}

/** The handlers' environment: the local table and queues, the settings, the simulator as gateway and provider. */
function configureHandlers(settings: z.infer<typeof LocalEnvSchema>, infra: LocalInfra, simulatorUrl: string): void {
  Object.assign(process.env, infraEnvironment(infra), {
    SANDBOX: settings.SANDBOX,
    ADMIN_TOKEN: settings.ADMIN_TOKEN,
    RATE_LIMIT_PER_MINUTE: String(settings.RATE_LIMIT_PER_MINUTE),
    LOCAL_SECRET_KEY: settings.LOCAL_SECRET_KEY,
    PIN_PEPPER: settings.PIN_PEPPER,
    GATEWAY_BASE_URL: simulatorUrl,
    GATEWAY_API_KEY,
    GATEWAY_CALLBACK_SECRET,
    // The simulator also plays the digital-product provider, under the same API key.
    PROVIDER_BASE_URL: simulatorUrl,
    PROVIDER_API_KEY: GATEWAY_API_KEY,
  });
}

/** The HTTP server: the API, and the dashboard's and (with SANDBOX=1) the sandbox's routes beside it. */
async function startServer(
  settings: z.infer<typeof LocalEnvSchema>,
  infra: LocalInfra,
  cognito: LocalCognito,
  simulatorUrl: string,
  baseUrl: string,
): Promise<Server> {
  const sandbox = settings.SANDBOX === '1' ? sandboxRoutes(simulatorUrl) : async () => false;
  const environment = { sandbox: settings.SANDBOX === '1', otherUrl: settings.OTHER_ENVIRONMENT_URL };
  const dashboard = dashboardRoutes(localDashboardConfig(baseUrl, cognito, environment), infra.sqsEndpoint);
  const checkout = checkoutRoutes();
  const extra: ExtraRoutes = async (request, response, url) =>
    (await dashboard(request, response, url)) ||
    (await checkout(request, response, url)) ||
    sandbox(request, response, url);
  const verifyUserToken = localTokenVerifier(cognito);
  return startHttpServer(settings.PORT, extra, settings.HOST, verifyUserToken).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE')
      throw new Error(`Port ${settings.PORT} is already in use; set PORT to a free port`);
    if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
      throw new Error(`HOST ${settings.HOST} is not an address of this machine`);
    throw error;
  });
}

async function startApi(
  settings: z.infer<typeof LocalEnvSchema>,
  infra: LocalInfra,
  cognito: LocalCognito,
  simulator: Awaited<ReturnType<typeof startGatewaySimulator>>,
  baseUrl: string,
): Promise<LocalStack> {
  configureHandlers(settings, infra, simulator.url);
  await ensureDemoData();
  await ensureDemoOwner(cognito);
  const server = await startServer(settings, infra, cognito, simulator.url, baseUrl);
  const sqsClient = new SQSClient({
    region: process.env.AWS_REGION,
    endpoint: infra.sqsEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const pollers = startPollers(sqsClient, infra.queues);
  const ticks = startScheduleTicks(settings.SCHEDULE_TICK_MS);
  return {
    baseUrl,
    bound: server.address() as AddressInfo,
    stop: async (onStep = () => undefined) => {
      onStep('scheduled jobs');
      await ticks.stop();
      onStep('queue consumers');
      await pollers.stop();
      onStep('HTTP server');
      // close() waits for every open connection; a browser's keep-alive or a streaming download
      // would hold it, so the connections are closed at once (their requests are answered or dropped).
      const closed = new Promise((done) => server.close(done));
      server.closeAllConnections();
      await closed;
      onStep('gateway simulator');
      await simulator.stop();
      onStep('user pool emulator');
      await cognito.stop();
      onStep('DynamoDB Local and the SQS emulator');
      await infra.stop();
    },
  };
}

function banner(stack: LocalStack): string {
  const env = LocalEnvSchema.parse(process.env);
  return [
    '',
    'Merchant payment service (local stack) is ready',
    `  Listening on   ${describeBound(stack.bound)}`,
    `  API base URL   ${stack.baseUrl}/api/v1   (health: ${stack.baseUrl}/api/v1/health; PORT sets the port)`,
    `  API reference  ${stack.baseUrl}/docs   (OpenAPI: ${stack.baseUrl}/openapi.json)`,
    `  Admin API      ${stack.baseUrl}/admin/v1   token: ${env.ADMIN_TOKEN}`,
    `  Sandbox API    ${stack.baseUrl}/sandbox/v1`,
    `  Dashboard      ${stack.baseUrl}/dashboard/   (web app; config: ${stack.baseUrl}/dashboard/config.json, user pool: the cognito-local emulator it names)`,
    `  Checkout page  ${stack.baseUrl}/pay/{link_id}   (a payment link's hosted page; its API: ${stack.baseUrl}/pay/v1)`,
    `  Demo merchant  ${DEMO.merchantName} (${DEMO.merchantId}), PIN ${DEMO.pin}`,
    `  Demo client    ${DEMO.clientId} / ${DEMO.clientSecret}`,
    `  Demo approver  ${DEMO.approverClientId} / ${DEMO.approverClientSecret}   (approves the demo client's payout batches)`,
    `  Demo owner     ${DEMO_OWNER.email} / ${DEMO_OWNER.password}   (dashboard user, owner of ${DEMO.merchantId})`,
    `  Try            curl -s ${stack.baseUrl}/api/v1/transactions -H 'Authorization: Bearer ${DEMO.clientId}:${DEMO.clientSecret}'`,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  // Settings the stack refuses stop the start before the web app's build begins, too.
  const refused = exposureRefusal(LocalEnvSchema.parse(process.env));
  if (refused !== undefined) throw new Error(refused);
  // The web apps build while the stack starts (both take seconds; neither needs the other).
  const [stack] = await Promise.all([
    startLocalStack(),
    ensureDashboardBuilt((line) => process.stdout.write(`${line}\n`)),
    ensureCheckoutBuilt((line) => process.stdout.write(`${line}\n`)),
  ]);
  process.stdout.write(`${banner(stack)}\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the local stack...\n`);
    stack
      .stop((step) => process.stdout.write(`stopping: ${step}\n`))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          process.stderr.write(`error while stopping: ${String(error)}\n`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `Could not start the local stack: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
