import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle connection open: longer than any client keeps one (Node's
 * fetch keeps an idle socket 4 s, or the server's `Keep-Alive: timeout` hint less 1 s), so the
 * client always closes an idle socket first. With Node's default of 5 s, a client whose own timer
 * fired late on a busy machine sent its next request on a socket the server was closing, and the
 * request failed with "other side closed" (seen in the e2e tier under load). 65 s, as load balancers
 * in front of Node servers are set.
 */
export const LOCAL_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout (and a headers timeout above it, as Node requires) to a local server. */
export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = LOCAL_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = LOCAL_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
