import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { LocalCognito } from './cognito';

/** The claims of a verified ID token (the shape API Gateway's JWT authorizer hands a function). */
export type TokenClaims = Record<string, unknown>;

/**
 * Checks a dashboard bearer token the way the HTTP API's JWT authorizer does in AWS: signed by a key
 * of the pool's JWKS, issued by the pool, for the dashboard's app client (`aud`, else `client_id`),
 * not expired. What the function then requires of the claims (an ID token, its `sub` and `email`)
 * is shared code (shared/middleware/user-auth.ts).
 * Answers undefined for any token that fails.
 */
export function localTokenVerifier(
  pool: Pick<LocalCognito, 'issuer' | 'clientId' | 'jwksUri'>,
): (token: string) => Promise<TokenClaims | undefined> {
  const verifier = JwtVerifier.create(
    {
      issuer: pool.issuer,
      jwksUri: pool.jwksUri,
      // API Gateway's JWT authorizer takes a token whose `aud` or, failing that, `client_id` names an
      // audience: Cognito's ID tokens carry `aud`, its access tokens `client_id`.
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audience = payload.aud ?? payload.client_id;
        if (audience !== pool.clientId) throw new Error('The token is for another app client');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: loopbackFetcher }) },
  );
  return async (token) => {
    try {
      return await verifier.verify(token);
    } catch {
      return undefined;
    }
  };
}

/**
 * The emulator serves its JWKS over plain HTTP on the loopback address; aws-jwt-verify's own fetcher
 * only speaks HTTPS. Everything else (key selection by `kid`, refetch on an unknown key, the checks)
 * is the library's.
 */
const loopbackFetcher: Fetcher = {
  fetch: async (uri) => {
    const url = new URL(uri);
    if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      throw new Error(`The local verifier fetches JWKS from the loopback emulator only, not ${uri}`);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS fetch answered ${response.status}`);
    return response.arrayBuffer();
  },
};
