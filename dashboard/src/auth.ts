import { cognitoEndpoint, type DashboardConfig } from './config-shape';

/**
 * The Cognito user pool over its JSON API with fetch (no AWS SDK in the browser: it would triple the
 * first page's size). Only the calls the dashboard needs: sign-up, password sign-in, the TOTP
 * challenge and the TOTP set-up, the refresh of the tokens and the revocation at sign-out.
 */

/**
 * The tokens of a signed-in user; the ID token is the API's bearer token. The app keeps them in
 * memory only (session.tsx): never in sessionStorage or localStorage, where a script could read them.
 */
export interface Tokens {
  idToken: string;
  accessToken: string;
  /** Renews the ID and access tokens (REFRESH_TOKEN_AUTH) and is revoked at sign-out. */
  refreshToken?: string;
  /** Milliseconds since the epoch when the ID token stops being accepted. */
  expiresAt: number;
}

/** A refusal of the user pool: `code` is Cognito's exception name (NotAuthorizedException, ...). */
export class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }
}

/** The first of `values` that is there, as text: Cognito's fields are strings; anything else shows as JSON. */
function firstText(...values: unknown[]): string {
  const value = values.find((candidate) => candidate !== undefined && candidate !== null);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function call<T>(config: DashboardConfig, action: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(cognitoEndpoint(config), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CognitoError('NetworkError', 'The sign-in service cannot be reached');
  }
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok) {
    const type = firstText(json.__type, json.code, 'UnknownError');
    // AWS sends "prefix#NotAuthorizedException" in some regions; the emulator sends the bare name.
    throw new CognitoError(type.split('#').pop() ?? type, firstText(json.message, json.Message, response.statusText));
  }
  return json as T;
}

interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
}

/** The `exp` claim of a JWT in milliseconds (cognito-local sends no ExpiresIn; the token always says). */
function expiryOf(jwt: string): number {
  try {
    const payload = jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
  } catch {
    return Date.now() + 3_600_000;
  }
}

/** The tokens of an answer; a refresh's answer has no refresh token, so the one used is kept. */
function tokensOf(result: AuthenticationResult, refreshToken = result.RefreshToken): Tokens {
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    ...(refreshToken ? { refreshToken } : {}),
    expiresAt: expiryOf(result.IdToken),
  };
}

export async function signUp(config: DashboardConfig, email: string, password: string): Promise<void> {
  await call(config, 'SignUp', {
    ClientId: config.cognito.client_id,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
}

/**
 * Signed in, or a TOTP code is needed first (the session names the half-done sign-in), or (a pool
 * that requires MFA, a user without it yet) the TOTP set-up must be done before any token is given.
 */
export type SignInResult =
  | { kind: 'signed-in'; tokens: Tokens }
  | { kind: 'mfa'; session: string; username: string }
  | { kind: 'mfa-setup'; session: string; username: string }
  | { kind: 'unsupported'; challenge: string };

interface InitiateAuthAnswer {
  AuthenticationResult?: AuthenticationResult;
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
}

function signInResult(answer: InitiateAuthAnswer, username: string): SignInResult {
  if (answer.AuthenticationResult) return { kind: 'signed-in', tokens: tokensOf(answer.AuthenticationResult) };
  if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session)
    return { kind: 'mfa', session: answer.Session, username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username };
  // MFA_SETUP offers the factors in MFAS_CAN_SETUP; the pool allows TOTP only (infra/identity.ts).
  if (answer.ChallengeName === 'MFA_SETUP' && answer.Session)
    return {
      kind: 'mfa-setup',
      session: answer.Session,
      username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username,
    };
  return { kind: 'unsupported', challenge: answer.ChallengeName ?? 'unknown' };
}

export async function signIn(config: DashboardConfig, email: string, password: string): Promise<SignInResult> {
  const answer = await call<InitiateAuthAnswer>(config, 'InitiateAuth', {
    ClientId: config.cognito.client_id,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  }).catch((error: unknown) => {
    // cognito-local answers a wrong password with InvalidPasswordException; AWS with NotAuthorizedException.
    if (error instanceof CognitoError && error.code === 'InvalidPasswordException')
      throw new CognitoError('NotAuthorizedException', error.message);
    throw error;
  });
  return signInResult(answer, email);
}

/** Answers the SOFTWARE_TOKEN_MFA challenge with the 6-digit code of the authenticator app. */
export async function answerMfa(
  config: DashboardConfig,
  challenge: { session: string; username: string },
  code: string,
): Promise<SignInResult> {
  const answer = await call<InitiateAuthAnswer>(config, 'RespondToAuthChallenge', {
    ClientId: config.cognito.client_id,
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    Session: challenge.session,
    ChallengeResponses: { USERNAME: challenge.username, SOFTWARE_TOKEN_MFA_CODE: code },
  });
  return signInResult(answer, challenge.username);
}

/**
 * The MFA_SETUP challenge, step 1: AssociateSoftwareToken with the challenge's Session (there is no
 * access token yet). Returns the secret for the authenticator app and the Session of step 2.
 */
export async function startMfaSetup(
  config: DashboardConfig,
  challenge: { session: string; username: string },
): Promise<{ secret: string; session: string; username: string }> {
  const answer = await call<{ SecretCode: string; Session?: string }>(config, 'AssociateSoftwareToken', {
    Session: challenge.session,
  });
  return { secret: answer.SecretCode, session: answer.Session ?? challenge.session, username: challenge.username };
}

/**
 * The MFA_SETUP challenge, step 2: VerifySoftwareToken with that Session and the app's first code
 * (its answer carries a new Session), then RespondToAuthChallenge MFA_SETUP with the new Session:
 * the tokens. Cognito answers a wrong code with CodeMismatchException, or with Status ERROR.
 */
export async function finishMfaSetup(
  config: DashboardConfig,
  setup: { session: string; username: string },
  code: string,
): Promise<SignInResult> {
  const verified = await call<{ Status?: string; Session?: string }>(config, 'VerifySoftwareToken', {
    Session: setup.session,
    UserCode: code,
    FriendlyDeviceName: 'dashboard',
  });
  if (verified.Status === 'ERROR') throw new CognitoError('CodeMismatchException', 'The code was not accepted');
  const answer = await call<InitiateAuthAnswer>(config, 'RespondToAuthChallenge', {
    ClientId: config.cognito.client_id,
    ChallengeName: 'MFA_SETUP',
    Session: verified.Session ?? setup.session,
    ChallengeResponses: { USERNAME: setup.username },
  });
  const result = signInResult(answer, setup.username);
  if (result.kind === 'signed-in')
    // TOTP as the preferred factor, so each later sign-in asks for a code (SOFTWARE_TOKEN_MFA). The
    // user is signed in either way: a failure here must not lose the tokens just earned.
    await call(config, 'SetUserMFAPreference', {
      AccessToken: result.tokens.accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }).catch(() => undefined);
  return result;
}

/** Starts the TOTP set-up: the secret to type or scan into an authenticator app. */
export async function associateSoftwareToken(config: DashboardConfig, tokens: Tokens): Promise<string> {
  const answer = await call<{ SecretCode: string }>(config, 'AssociateSoftwareToken', {
    AccessToken: tokens.accessToken,
  });
  return answer.SecretCode;
}

/** Confirms the set-up with a first code, then makes TOTP the user's preferred (required) second step. */
export async function verifySoftwareToken(config: DashboardConfig, tokens: Tokens, code: string): Promise<void> {
  await call(config, 'VerifySoftwareToken', {
    AccessToken: tokens.accessToken,
    UserCode: code,
    FriendlyDeviceName: 'dashboard',
  });
  await call(config, 'SetUserMFAPreference', {
    AccessToken: tokens.accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
}

/** The `otpauth://` URI an authenticator app reads (as a QR code or pasted). */
export function otpauthUri(email: string, secret: string, issuer = 'Merchant Dashboard'): string {
  const label = encodeURIComponent(`${issuer}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

/**
 * New ID and access tokens for the refresh token (REFRESH_TOKEN_AUTH). Cognito refuses a revoked or
 * expired refresh token with NotAuthorizedException: the user signs in again.
 */
export async function refreshTokens(config: DashboardConfig, tokens: Tokens): Promise<Tokens> {
  if (!tokens.refreshToken) throw new CognitoError('NotAuthorizedException', 'No refresh token');
  const answer = await call<InitiateAuthAnswer>(config, 'InitiateAuth', {
    ClientId: config.cognito.client_id,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
  });
  if (!answer.AuthenticationResult) throw new CognitoError('NotAuthorizedException', 'The refresh gave no tokens');
  return tokensOf(answer.AuthenticationResult, answer.AuthenticationResult.RefreshToken ?? tokens.refreshToken);
}

/**
 * Sign-out's RevokeToken: the refresh token, and the access tokens issued with it, stop working at
 * once (the pool's web client has token revocation on, infra/identity.ts). The ID token a stolen
 * copy holds still expires on its own within the hour.
 */
export async function revokeTokens(config: DashboardConfig, tokens: Tokens): Promise<void> {
  if (!tokens.refreshToken) return;
  await call(config, 'RevokeToken', { ClientId: config.cognito.client_id, Token: tokens.refreshToken });
}
