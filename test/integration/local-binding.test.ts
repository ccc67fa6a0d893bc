import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { startLocalInfra, type LocalInfra } from '../../local/infra';
import { startHttpServer } from '../../local/server';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { closeServer } from '../support/http';
import { listeningOnPort, listeningSocketsOf, LOOPBACK_ADDRESSES, type ListeningSocket } from '../support/listening';

/**
 * docs/ARCHITECTURE.md, 14.3: the local stack's DynamoDB Local and SQS emulator accept connections from this
 * machine only; so do the gateway simulator (its control calls have no auth) and, unless HOST says
 * otherwise, the HTTP server. Checked against what the kernel lists as listening (/proc/net/tcp*),
 * and by connecting to the ports through an address of this machine that is not loopback.
 */
const onLinux = existsSync('/proc/net/tcp');
const describeOnLinux = onLinux ? describe : describe.skip;
const START_TIMEOUT_MS = 180_000;

const portOf = (url: string): number => Number(new URL(url).port);
const addressesOf = (sockets: ListeningSocket[]): string[] => [...new Set(sockets.map((socket) => socket.address))];

/** An IPv4 address of this machine that is not loopback (the developer's network), if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')?.address;
}

/** How a TCP connection to address:port ends: 'connected', or the error code. */
function tryConnect(address: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describeOnLinux('the local stack binds to loopback', () => {
  let infra: LocalInfra;
  let simulator: GatewaySimulator;
  let server: Server;

  beforeAll(async () => {
    infra = await startLocalInfra({ tableName: 'binding-check', queuePrefix: 'binding-' });
    simulator = await startGatewaySimulator({
      port: 0,
      apiKey: 'binding-key',
      callbackSecret: 'binding-secret',
      callbackUrl: 'http://127.0.0.1:9/unused',
    });
    server = await startHttpServer(0, async () => false);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await closeServer(server);
    await simulator?.stop();
    await infra?.stop();
  }, 30_000);

  it('DynamoDB Local: every socket its JVM listens on is a loopback address, its endpoint port among them', () => {
    expect(infra.dynamodbProcessId).toEqual(expect.any(Number));
    const sockets = listeningSocketsOf(infra.dynamodbProcessId!);
    expect(sockets.map((socket) => socket.port)).toContain(portOf(infra.dynamodbEndpoint));
    for (const address of addressesOf(sockets)) expect(LOOPBACK_ADDRESSES).toContain(address);
  });

  it.each([
    ['the SQS emulator', () => portOf(infra.sqsEndpoint)],
    ['the gateway simulator', () => simulator.port],
    ['the HTTP server (default HOST)', () => (server.address() as { port: number }).port],
  ])('%s listens on loopback only', (_name, port) => {
    const sockets = listeningOnPort(port());
    expect(sockets.length).toBeGreaterThan(0);
    for (const address of addressesOf(sockets)) expect(LOOPBACK_ADDRESSES).toContain(address);
  });

  it('refuses connections to each of them through an address of this machine that is not loopback', async () => {
    const external = externalAddress();
    if (external === undefined) return; // No network interface but loopback: nothing else can reach them.
    const ports = [
      portOf(infra.dynamodbEndpoint),
      portOf(infra.sqsEndpoint),
      simulator.port,
      (server.address() as { port: number }).port,
    ];
    for (const port of ports) {
      expect(await tryConnect('127.0.0.1', port)).toBe('connected');
      expect([port, await tryConnect(external, port)]).toEqual([port, 'ECONNREFUSED']);
    }
  });
});
