import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { freePort, LOOPBACK } from './infra';

/**
 * The dashboard's user pool, locally: the `cognito-local` emulator (npm) as a child process, with
 * one user pool (e-mail as user name) and one app client (USER_PASSWORD_AUTH), created at the first
 * start and found again when DATA_DIR keeps the emulator's data. Locally sign-up needs no e-mail
 * confirmation: the emulator calls a PreSignUp trigger, which a small Lambda-invoke endpoint here
 * answers with "confirm and verify the e-mail" (in AWS the pool sends a code instead).
 */
export const LOCAL_USER_POOL_NAME = 'merchant-dashboard';
export const LOCAL_USER_POOL_CLIENT_NAME = 'dashboard-web';
/** The region the emulator reports; any name works, the clients only need to agree. */
export const LOCAL_COGNITO_REGION = 'local';
const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const PRE_SIGN_UP_FUNCTION = 'local-pre-sign-up';
const READY_TIMEOUT_MS = 60_000;
const EMULATOR_START = fileURLToPath(new URL('../node_modules/cognito-local/lib/bin/start.js', import.meta.url));

export interface LocalCognito {
  /** The emulator's endpoint: the Cognito JSON API, and `<endpoint>/<pool>/.well-known/jwks.json`. */
  endpoint: string;
  region: string;
  userPoolId: string;
  clientId: string;
  /** The `iss` claim of the pool's tokens. */
  issuer: string;
  jwksUri: string;
  stop(): Promise<void>;
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ region: LOCAL_COGNITO_REGION, endpoint, credentials: CREDENTIALS });
}

/** Answers the emulator's PreSignUp invocation: confirm the user and mark the e-mail verified. */
function preSignUpEndpoint(request: IncomingMessage, response: ServerResponse): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const known = request.method === 'POST' && request.url?.includes(`/functions/${PRE_SIGN_UP_FUNCTION}/`);
    if (!known) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"unknown function"}');
      return;
    }
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    const answer = { ...event, response: { autoConfirmUser: true, autoVerifyEmail: true, autoVerifyPhone: false } };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
}

async function listen(server: Server): Promise<number> {
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

function writeEmulatorConfig(dir: string, endpoint: string, lambdaEndpoint: string): void {
  mkdirSync(join(dir, '.cognito'), { recursive: true });
  const config = {
    TriggerFunctions: { PreSignUp: PRE_SIGN_UP_FUNCTION },
    LambdaClient: { endpoint: lambdaEndpoint, region: LOCAL_COGNITO_REGION, credentials: CREDENTIALS },
    TokenConfig: { IssuerDomain: endpoint },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  writeFileSync(join(dir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
}

async function waitReady(client: CognitoIdentityProviderClient, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error('cognito-local exited before it was ready');
    try {
      await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`cognito-local was not ready within ${READY_TIMEOUT_MS} ms`, { cause: error });
      await sleep(100);
    }
  }
}

/** The pool and app client, created once; found by name when the emulator kept its data. */
async function ensurePool(client: CognitoIdentityProviderClient): Promise<{ userPoolId: string; clientId: string }> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const userPoolId =
    pools.UserPools?.find((pool) => pool.Name === LOCAL_USER_POOL_NAME)?.Id ??
    (
      await client.send(
        new CreateUserPoolCommand({
          PoolName: LOCAL_USER_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          MfaConfiguration: 'OPTIONAL',
        }),
      )
    ).UserPool!.Id!;
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const clientId =
    clients.UserPoolClients?.find((candidate) => candidate.ClientName === LOCAL_USER_POOL_CLIENT_NAME)?.ClientId ??
    (
      await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: LOCAL_USER_POOL_CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      )
    ).UserPoolClient!.ClientId!;
  return { userPoolId, clientId };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
}

/**
 * Starts the emulator on a free loopback port. With `dataDir` its users and pool survive a restart
 * (`<dataDir>/cognito`); without, they live in a temporary directory removed at stop.
 */
export async function startLocalCognito(options: { dataDir?: string } = {}): Promise<LocalCognito> {
  const dir = options.dataDir ? resolve(options.dataDir, 'cognito') : mkdtempSync(join(tmpdir(), 'payments-cognito-'));
  mkdirSync(dir, { recursive: true });
  const lambda = createServer(preSignUpEndpoint);
  const lambdaPort = await listen(lambda);
  const port = await freePort();
  const endpoint = `http://${LOOPBACK}:${port}`;
  writeEmulatorConfig(dir, endpoint, `http://${LOOPBACK}:${lambdaPort}`);
  const child = spawn(process.execPath, [EMULATOR_START], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: LOOPBACK, DEBUG: '' },
    stdio: 'ignore',
  });
  const client = cognitoClient(endpoint);
  const stop = async () => {
    client.destroy();
    await stopChild(child);
    await new Promise((done) => lambda.close(done));
    if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitReady(client, child);
    const { userPoolId, clientId } = await ensurePool(client);
    return {
      endpoint,
      region: LOCAL_COGNITO_REGION,
      userPoolId,
      clientId,
      issuer: `${endpoint}/${userPoolId}`,
      jwksUri: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
