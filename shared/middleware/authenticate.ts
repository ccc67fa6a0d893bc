import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { config } from '../config';
import { AUTH_HEADER_LENGTH_MAX } from '../constants';
import { environmentOf, otherEnvironmentRefusal } from '../domain/environment';
import { AppError } from '../errors';
import { type ApiEvent, type ApiMiddleware, header } from '../http/context';
import type { RouteDefinition } from '../http/route';
import { constantTimeEqualHex, sha256Hex } from '../secrets';
import type { ClientRecord } from '../store/clients';
import { type PrefetchedRequest, prefetchRequest } from '../store/request-reads';
import { idempotencyKeyOf, wellFormedIdempotencyKey } from './idempotency';

const CREDENTIAL = /^Bearer ([A-Za-z0-9_-]{1,64}):([A-Za-z0-9_-]{1,256})$/;

export function parseAuthorization(value: string | undefined): { clientId: string; secret: string } | undefined {
  if (value === undefined || value.length > AUTH_HEADER_LENGTH_MAX) return undefined;
  const match = CREDENTIAL.exec(value.trim());
  return match ? { clientId: match[1]!, secret: match[2]! } : undefined;
}

function ipAllowed(sourceIp: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const family = isIP(sourceIp);
  if (family === 0) return false;
  const list = new BlockList();
  for (const address of allowed) list.addAddress(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return list.check(sourceIp, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Compared against when there is nothing to compare, so every request does the same work. Random
 * per cold start: no presented secret can hash to it (a fixed placeholder's preimage would be known).
 */
const NO_SECRET_SHA256 = randomBytes(32).toString('hex');

/** The hash of the client's previous secret while its grace period after a rotation runs. */
function previousSecretSha256(client: ClientRecord | undefined, nowMs: number): string | undefined {
  const expiresAtMs = client?.previous_secret_expires_at_ms;
  return expiresAtMs !== undefined && expiresAtMs > nowMs ? client?.previous_secret_sha256 : undefined;
}

/**
 * Whether the presented secret is the client's current one, or its previous one within the grace
 * period after a rotation. Both hashes are always compared (unknown clients and clients without a
 * valid previous secret against a placeholder) and combined without short-circuit, so neither the
 * timing nor the answer tells which one matched, or whether the client exists.
 */
export function secretMatches(client: ClientRecord | undefined, secret: string, nowMs: number): boolean {
  const presented = sha256Hex(secret);
  const previousSha256 = previousSecretSha256(client, nowMs);
  const current = constantTimeEqualHex(presented, client?.secret_sha256 ?? NO_SECRET_SHA256);
  const previous = constantTimeEqualHex(presented, previousSha256 ?? NO_SECRET_SHA256);
  return client !== undefined && (Number(current) | (Number(previous) & Number(previousSha256 !== undefined))) === 1;
}

/**
 * Starts the request's one read (client, the route's merchant records, the idempotency record; see
 * store/request-reads.ts) from what the headers name. The rate limit still decides first; this only
 * lets its write and this read travel together. A failed read surfaces when it is awaited.
 */
export function prefetchRequestReads(route: RouteDefinition, event: ApiEvent): Promise<PrefetchedRequest> | undefined {
  const credentials = parseAuthorization(header(event, 'authorization'));
  if (credentials === undefined || otherEnvironment(credentials.clientId) !== undefined) return undefined;
  const key = route.idempotency === 'none' ? undefined : idempotencyKeyOf(event);
  const pending = prefetchRequest({
    clientId: credentials.clientId,
    reads: route.reads ?? [],
    idempotencyKey: key !== undefined && wellFormedIdempotencyKey(key) ? key : undefined,
  });
  pending.catch(() => undefined);
  return pending;
}

/** Why a key of the other environment (by its client id's prefix) is refused here, without a read. */
const otherEnvironment = (clientId: string): string | undefined =>
  otherEnvironmentRefusal(clientId, environmentOf(config().sandbox));

/** Bearer client_id:client_secret (of this environment), then the client checks: active, source IP allowed. */
export function authenticateMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const credentials = parseAuthorization(header(request.event, 'authorization'));
      if (credentials === undefined) {
        throw new AppError(
          'invalid_authorization_header',
          'Expected "Authorization: Bearer <client_id>:<client_secret>"',
        );
      }
      const elsewhere = otherEnvironment(credentials.clientId);
      if (elsewhere !== undefined) throw new AppError('invalid_client', elsewhere);
      const state = request.context.app;
      // The state middleware started the read from this same header.
      const prefetched = await (state.pendingReads ??
        prefetchRequest({ clientId: credentials.clientId, reads: state.route.reads ?? [] }));
      const { client } = prefetched;
      const matches = secretMatches(client, credentials.secret, state.clock.nowMs());
      if (client === undefined || !matches) throw new AppError('invalid_client', 'Unknown client or wrong secret');
      if (!client.active) throw new AppError('client_not_active', 'This API client is deactivated');
      if (!ipAllowed(state.sourceIp, client.allowed_ips)) {
        throw new AppError('ip_not_allowed', 'Requests from this IP address are not allowed for this client');
      }
      state.client = client;
      state.reads = prefetched.reads;
      state.idempotencyRecord = prefetched.idempotencyRecord;
    },
  };
}

export function authorizeMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const { route, client } = request.context.app;
      if (route.permission !== undefined && !client?.permissions.includes(route.permission)) {
        throw new AppError('permission_denied', `This client lacks the ${route.permission} permission`);
      }
    },
  };
}
