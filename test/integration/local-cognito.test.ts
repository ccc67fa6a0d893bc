import { generateKeyPairSync, createSign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { refreshTokens, revokeTokens, signIn, signUp } from '../../dashboard/src/auth';
import type { DashboardConfig } from '../../dashboard/src/config-shape';
import { cognitoClient, startLocalCognito, type LocalCognito } from '../../local/cognito';
import { DEMO, DEMO_OWNER, ensureDemoOwner } from '../../local/demo';
import { localTokenVerifier } from '../../local/id-tokens';
import { invoke } from '../support/harness';
import { listeningOnPort, LOOPBACK_ADDRESSES } from '../support/listening';

/**
 * The dashboard's identity, locally: the cognito-local emulator with its pool and app client, sign-up
 * without an e-mail code, ID tokens checked against the emulator's JWKS the way API Gateway's
 * JWT authorizer checks them in AWS (signature, issuer, audience, expiry), and the web app's own
 * refresh and sign-out calls (RevokeToken) against it.
 */
const START_TIMEOUT_MS = 120_000;
const PASSWORD = 'Local-Passw0rd!';

async function signUpAndSignIn(pool: LocalCognito, email: string, clientId = pool.clientId) {
  const client = cognitoClient(pool.endpoint);
  const signedUp = await client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: PASSWORD }));
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  client.destroy();
  return { signedUp, tokens: auth.AuthenticationResult! };
}

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with the pool's claims and key id, signed by a key that is not the pool's. */
function forged(idToken: string): string {
  const [header, payload] = idToken.split('.');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${signer.sign(privateKey).toString('base64url')}`;
}

describe('the local user pool (cognito-local)', () => {
  let pool: LocalCognito;

  beforeAll(async () => {
    pool = await startLocalCognito();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await pool?.stop();
  }, 30_000);

  it('listens on loopback only', () => {
    const sockets = listeningOnPort(Number(new URL(pool.endpoint).port));
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets) expect(LOOPBACK_ADDRESSES).toContain(socket.address);
  });

  it('confirms a sign-up at once and issues an ID token the local verifier accepts, with sub and email', async () => {
    const { signedUp, tokens } = await signUpAndSignIn(pool, 'first@merchant.test');
    expect(signedUp.UserConfirmed).toBe(true);
    const claims = await localTokenVerifier(pool)(tokens.IdToken!);
    expect(claims).toMatchObject({
      sub: signedUp.UserSub,
      email: 'first@merchant.test',
      email_verified: true,
      token_use: 'id',
      aud: pool.clientId,
      iss: pool.issuer,
    });
  });

  it('refuses a changed payload, a forged signature and a token of another app client', async () => {
    const verify = localTokenVerifier(pool);
    const { tokens } = await signUpAndSignIn(pool, 'second@merchant.test');
    // As API Gateway's authorizer, it lets the pool's access token through (its client_id names the
    // client); the dashboard functions refuse it for not being an ID token.
    expect(await verify(tokens.AccessToken!)).toMatchObject({ token_use: 'access', client_id: pool.clientId });
    const [header, payload, signature] = tokens.IdToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(
      await verify(`${header}.${base64url({ ...claims, email: 'owner@demo.test' })}.${signature}`),
    ).toBeUndefined();
    expect(await verify(forged(tokens.IdToken!))).toBeUndefined();
    expect(await verify('not-a-token')).toBeUndefined();

    const client = cognitoClient(pool.endpoint);
    const other = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: pool.userPoolId,
        ClientName: 'another-app',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    client.destroy();
    const elsewhere = await signUpAndSignIn(pool, 'third@merchant.test', other.UserPoolClient!.ClientId);
    expect(await verify(elsewhere.tokens.IdToken!)).toBeUndefined();
    expect(await verify(elsewhere.tokens.AccessToken!)).toBeUndefined();
  });

  it('seeds the demo owner once: it signs in with the printed password and owns the demo merchant', async () => {
    const sub = await ensureDemoOwner(pool);
    expect(await ensureDemoOwner(pool)).toBe(sub);
    const client = cognitoClient(pool.endpoint);
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: pool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: DEMO_OWNER.email, PASSWORD: DEMO_OWNER.password },
      }),
    );
    client.destroy();
    const claims = await localTokenVerifier(pool)(auth.AuthenticationResult!.IdToken!);
    expect(claims).toMatchObject({ sub, email: DEMO_OWNER.email, email_verified: true });
    const me = await invoke('dashboardMe', { claims: claims! });
    expect(me.body.memberships).toEqual([{ merchant_id: DEMO.merchantId, role: 'owner' }]);
    // The owner count came with the membership, once: the owner cannot demote itself.
    const demote = await invoke('dashboardChangeUserRole', {
      claims: claims!,
      params: { user_id: sub },
      body: { role: 'viewer' },
    });
    expect([demote.status, demote.body.error]).toEqual([409, 'last_owner']);
  });

  it("revokes the dashboard's refresh token at sign-out: the same token refreshes before, not after", async () => {
    const config: DashboardConfig = {
      api_base: 'http://127.0.0.1:1',
      cognito: {
        endpoint: pool.endpoint,
        region: pool.region,
        user_pool_id: pool.userPoolId,
        client_id: pool.clientId,
      },
    };
    const email = 'revoked@merchant.test';
    await signUp(config, email, PASSWORD);
    const first = await signIn(config, email, PASSWORD);
    const other = await signIn(config, email, PASSWORD);
    if (first.kind !== 'signed-in' || other.kind !== 'signed-in') throw new Error('expected tokens');
    expect(first.tokens.refreshToken).toEqual(expect.any(String));

    const renewed = await refreshTokens(config, first.tokens);
    expect(renewed.refreshToken).toBe(first.tokens.refreshToken);
    expect(await localTokenVerifier(pool)(renewed.idToken)).toMatchObject({ email, token_use: 'id' });

    await revokeTokens(config, first.tokens);
    await expect(refreshTokens(config, first.tokens)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(revokeTokens(config, first.tokens)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    // Only that session ends: another sign-in's refresh token still works.
    expect((await refreshTokens(config, other.tokens)).idToken).toEqual(expect.any(String));
  });

  it('refuses a second sign-up of the same e-mail', async () => {
    await signUpAndSignIn(pool, 'twice@merchant.test');
    await expect(signUpAndSignIn(pool, 'twice@merchant.test')).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
  });
});

describe('the local user pool with DATA_DIR', () => {
  it(
    'keeps its pool, app client and users across a restart',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cognito-data-'));
      try {
        const first = await startLocalCognito({ dataDir });
        const { signedUp } = await signUpAndSignIn(first, 'kept@merchant.test');
        await first.stop();
        const second = await startLocalCognito({ dataDir });
        try {
          expect([second.userPoolId, second.clientId]).toEqual([first.userPoolId, first.clientId]);
          const client = cognitoClient(second.endpoint);
          const auth = await client.send(
            new InitiateAuthCommand({
              ClientId: second.clientId,
              AuthFlow: 'USER_PASSWORD_AUTH',
              AuthParameters: { USERNAME: 'kept@merchant.test', PASSWORD },
            }),
          );
          client.destroy();
          expect(await localTokenVerifier(second)(auth.AuthenticationResult!.IdToken!)).toMatchObject({
            sub: signedUp.UserSub,
          });
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );
});
