import {
  CognitoError,
  finishMfaSetup,
  refreshTokens,
  revokeTokens,
  signIn,
  startMfaSetup,
} from '../../dashboard/src/auth';
import type { DashboardConfig } from '../../dashboard/src/config-shape';

/**
 * The sign-in's MFA_SETUP challenge (a pool that requires TOTP, a user without it yet) against a
 * fake fetch that answers as the Cognito JSON API does (API reference: InitiateAuth,
 * AssociateSoftwareToken, VerifySoftwareToken, RespondToAuthChallenge). cognito-local cannot run
 * this challenge, so this is its only test: the real pool is exercised in staging.
 */
const CONFIG: DashboardConfig = {
  api_base: 'https://api.example.test',
  cognito: { region: 'ap-southeast-3', user_pool_id: 'ap-southeast-3_pool', client_id: 'client-123' },
};
const ENDPOINT = 'https://cognito-idp.ap-southeast-3.amazonaws.com/';

/** A JWT whose payload says exp (the signature is never checked by the app). */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}
const EXP = 2_000_000_000;
const ID_TOKEN = jwt({ sub: 'user-sub-1', exp: EXP, token_use: 'id' });

interface Call {
  url: string;
  action: string;
  contentType: string | null;
  body: Record<string, any>;
}

/** Answers each Cognito action in turn from `script`; records every call. */
function fakeCognito(script: Record<string, (body: Record<string, any>) => { status?: number; json: unknown }>) {
  const calls: Call[] = [];
  const fetchFake = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const action = (headers.get('x-amz-target') ?? '').replace('AWSCognitoIdentityProviderService.', '');
    // The dashboard sends its Cognito calls as a URL string with a JSON body.
    const body = JSON.parse(init?.body as string) as Record<string, any>;
    calls.push({
      url: input instanceof Request ? input.url : input.toString(),
      action,
      contentType: headers.get('content-type'),
      body,
    });
    const handler = script[action];
    if (!handler) throw new Error(`unexpected Cognito action ${action}`);
    const { status = 200, json } = handler(body);
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
    });
  };
  return { calls, fetchFake };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The happy path's answers, each Session a new opaque string as Cognito's are. */
const HAPPY = {
  InitiateAuth: () => ({
    json: {
      ChallengeName: 'MFA_SETUP',
      Session: 'session-1',
      ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: 'user-sub-1' },
    },
  }),
  AssociateSoftwareToken: () => ({ json: { SecretCode: 'JBSWY3DPEHPK3PXP', Session: 'session-2' } }),
  VerifySoftwareToken: () => ({ json: { Status: 'SUCCESS', Session: 'session-3' } }),
  RespondToAuthChallenge: () => ({
    json: {
      ChallengeParameters: {},
      AuthenticationResult: {
        IdToken: ID_TOKEN,
        AccessToken: 'access-token-1',
        RefreshToken: 'refresh',
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      },
    },
  }),
  SetUserMFAPreference: () => ({ json: {} }),
};

describe('dashboard sign-in: the MFA_SETUP challenge', () => {
  test('password sign-in, set-up with the Session, verify with the new Session, respond MFA_SETUP: tokens', async () => {
    const { calls, fetchFake } = fakeCognito(HAPPY);
    globalThis.fetch = fetchFake;

    const first = await signIn(CONFIG, 'owner@example.test', 'Secret-pass-1');
    expect(first).toEqual({ kind: 'mfa-setup', session: 'session-1', username: 'user-sub-1' });
    if (first.kind !== 'mfa-setup') throw new Error('unreachable');

    const setup = await startMfaSetup(CONFIG, first);
    expect(setup).toEqual({ secret: 'JBSWY3DPEHPK3PXP', session: 'session-2', username: 'user-sub-1' });

    const done = await finishMfaSetup(CONFIG, setup, '123456');
    expect(done).toEqual({
      kind: 'signed-in',
      tokens: { idToken: ID_TOKEN, accessToken: 'access-token-1', refreshToken: 'refresh', expiresAt: EXP * 1000 },
    });

    // What was sent, in order: every call to the region's endpoint in the JSON 1.1 protocol.
    expect(calls.map((call) => call.action)).toEqual([
      'InitiateAuth',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'RespondToAuthChallenge',
      'SetUserMFAPreference',
    ]);
    for (const call of calls) {
      expect(call.url).toBe(ENDPOINT);
      expect(call.contentType).toBe('application/x-amz-json-1.1');
    }
    expect(calls[0]!.body).toEqual({
      ClientId: 'client-123',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'owner@example.test', PASSWORD: 'Secret-pass-1' },
    });
    // No access token exists yet: the challenge's Session authorizes the set-up.
    expect(calls[1]!.body).toEqual({ Session: 'session-1' });
    expect(calls[2]!.body).toEqual({ Session: 'session-2', UserCode: '123456', FriendlyDeviceName: 'dashboard' });
    expect(calls[3]!.body).toEqual({
      ClientId: 'client-123',
      ChallengeName: 'MFA_SETUP',
      Session: 'session-3',
      ChallengeResponses: { USERNAME: 'user-sub-1' },
    });
    expect(calls[4]!.body).toEqual({
      AccessToken: 'access-token-1',
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
  });

  test('a wrong code: CodeMismatchException, and the same set-up can take another code', async () => {
    let attempts = 0;
    const { calls, fetchFake } = fakeCognito({
      ...HAPPY,
      VerifySoftwareToken: (body) =>
        ++attempts === 1
          ? {
              status: 400,
              json: { __type: 'CodeMismatchException', message: 'Invalid code received for user' },
            }
          : { json: { Status: 'SUCCESS', Session: `session-verified-${body.UserCode}` } },
    });
    globalThis.fetch = fetchFake;
    const setup = { secret: 'JBSWY3DPEHPK3PXP', session: 'session-2', username: 'user-sub-1' };

    const wrong = await finishMfaSetup(CONFIG, setup, '000000').catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(CognitoError);
    expect((wrong as CognitoError).code).toBe('CodeMismatchException');
    expect(calls.map((call) => call.action)).toEqual(['VerifySoftwareToken']);

    const right = await finishMfaSetup(CONFIG, setup, '654321');
    expect(right.kind).toBe('signed-in');
    expect(calls.find((call) => call.action === 'RespondToAuthChallenge')!.body.Session).toBe(
      'session-verified-654321',
    );
  });

  test('Status ERROR from VerifySoftwareToken is a wrong code too, and nothing is answered', async () => {
    const { calls, fetchFake } = fakeCognito({
      ...HAPPY,
      VerifySoftwareToken: () => ({ json: { Status: 'ERROR' } }),
    });
    globalThis.fetch = fetchFake;
    const error = await finishMfaSetup(CONFIG, { session: 's', username: 'u' }, '111111').catch((e: unknown) => e);
    expect((error as CognitoError).code).toBe('CodeMismatchException');
    expect(calls.map((call) => call.action)).toEqual(['VerifySoftwareToken']);
  });

  test('an expired challenge session is reported by its code (the page asks to sign in again)', async () => {
    const { fetchFake } = fakeCognito({
      ...HAPPY,
      AssociateSoftwareToken: () => ({
        status: 400,
        json: {
          __type: 'com.amazonaws.cognito.identity.idp.model#NotAuthorizedException',
          message: 'Invalid session for the user, session is expired.',
        },
      }),
    });
    globalThis.fetch = fetchFake;
    const error = await startMfaSetup(CONFIG, { session: 'old', username: 'u' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CognitoError);
    expect((error as CognitoError).code).toBe('NotAuthorizedException');
  });

  test('a failed MFA preference after the tokens keeps the user signed in', async () => {
    const { fetchFake } = fakeCognito({
      ...HAPPY,
      SetUserMFAPreference: () => ({ status: 500, json: { __type: 'InternalErrorException', message: 'boom' } }),
    });
    globalThis.fetch = fetchFake;
    const result = await finishMfaSetup(CONFIG, { session: 'session-2', username: 'user-sub-1' }, '123456');
    expect(result.kind).toBe('signed-in');
  });

  test('a user who already has TOTP gets SOFTWARE_TOKEN_MFA, not the set-up', async () => {
    const { fetchFake } = fakeCognito({
      InitiateAuth: () => ({
        json: {
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: 'mfa-session',
          ChallengeParameters: { USER_ID_FOR_SRP: 'user-sub-1' },
        },
      }),
    });
    globalThis.fetch = fetchFake;
    expect(await signIn(CONFIG, 'owner@example.test', 'pw')).toEqual({
      kind: 'mfa',
      session: 'mfa-session',
      username: 'user-sub-1',
    });
  });
});

describe('dashboard session: refresh and sign-out (DESIGN 21)', () => {
  const signedIn = { idToken: 'old-id', accessToken: 'old-access', refreshToken: 'refresh-1', expiresAt: 0 };
  const NEW_ID_TOKEN = jwt({ sub: 'user-sub-1', exp: EXP + 3600, token_use: 'id' });

  test('refreshes with REFRESH_TOKEN_AUTH and keeps the refresh token, which the answer does not repeat', async () => {
    const { calls, fetchFake } = fakeCognito({
      InitiateAuth: () => ({ json: { AuthenticationResult: { IdToken: NEW_ID_TOKEN, AccessToken: 'new-access' } } }),
    });
    globalThis.fetch = fetchFake;
    expect(await refreshTokens(CONFIG, signedIn)).toEqual({
      idToken: NEW_ID_TOKEN,
      accessToken: 'new-access',
      refreshToken: 'refresh-1',
      expiresAt: (EXP + 3600) * 1000,
    });
    expect(calls.map((call) => [call.url, call.action, call.body])).toEqual([
      [
        ENDPOINT,
        'InitiateAuth',
        { ClientId: 'client-123', AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'refresh-1' } },
      ],
    ]);
  });

  test('a revoked refresh token is refused with NotAuthorizedException', async () => {
    const { fetchFake } = fakeCognito({
      InitiateAuth: () => ({
        status: 400,
        json: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
      }),
    });
    globalThis.fetch = fetchFake;
    const error = await refreshTokens(CONFIG, signedIn).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CognitoError);
    expect((error as CognitoError).code).toBe('NotAuthorizedException');
  });

  test('sign-out revokes the refresh token with RevokeToken; without one there is nothing to revoke', async () => {
    const { calls, fetchFake } = fakeCognito({ RevokeToken: () => ({ json: {} }) });
    globalThis.fetch = fetchFake;
    await revokeTokens(CONFIG, signedIn);
    expect(calls.map((call) => [call.action, call.body])).toEqual([
      ['RevokeToken', { ClientId: 'client-123', Token: 'refresh-1' }],
    ]);
    await revokeTokens(CONFIG, { idToken: 'x', accessToken: 'y', expiresAt: 0 });
    expect(calls).toHaveLength(1);
  });
});
