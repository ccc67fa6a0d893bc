import { BlockList, isIP } from 'node:net';
import { AUTH_HEADER_LENGTH_MAX } from '../constants';
import { AppError } from '../errors';
import { type ApiMiddleware, header } from '../http/context';
import { constantTimeEqualHex, sha256Hex } from '../secrets';
import { type ClientRecord, getClient } from '../store/clients';

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
 * Starts reading the client named in the header. The rate limit still decides first; this only
 * lets its write and this read travel together. A failed read surfaces when it is awaited.
 */
export function prefetchClient(authorization: string | undefined): Promise<ClientRecord | undefined> | undefined {
  const credentials = parseAuthorization(authorization);
  if (credentials === undefined) return undefined;
  const pending = getClient(credentials.clientId);
  pending.catch(() => undefined);
  return pending;
}

/** Bearer client_id:client_secret, then the client checks: active, source IP allowed. */
export function authenticateMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const credentials = parseAuthorization(header(request.event, 'authorization'));
      if (credentials === undefined) {
        throw new AppError('invalid_authorization_header', 'Expected "Authorization: Bearer <client_id>:<client_secret>"');
      }
      const client = await (request.context.app.pendingClient ?? getClient(credentials.clientId));
      // The hash is compared even for unknown clients so timing does not reveal which ids exist.
      const matches = constantTimeEqualHex(sha256Hex(credentials.secret), client?.secret_sha256 ?? sha256Hex('unknown-client'));
      if (client === undefined || !matches) throw new AppError('invalid_client', 'Unknown client or wrong secret');
      if (!client.active) throw new AppError('client_not_active', 'This API client is deactivated');
      if (!ipAllowed(request.context.app.sourceIp, client.allowed_ips)) {
        throw new AppError('ip_not_allowed', 'Requests from this IP address are not allowed for this client');
      }
      request.context.app.client = client;
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
