import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHttpServer } from '../../local/server';
import { closeServer } from '../support/http';
import { invoke } from '../support/harness';

/**
 * The local admin token (DESIGN 21): whatever is presented in its place, malformed or not, the answer
 * is 401 invalid_client, through the real handlers and over HTTP through the local server. The
 * token of this tier is `test-admin-token` (test/support/test-env.mjs).
 */
const TOKEN = 'test-admin-token';

const MALFORMED: Array<[string, string]> = [
  ['a non-ASCII token of the same length in characters', `${TOKEN.slice(0, -1)}é`],
  ['the token with a non-ASCII character added', `${TOKEN}é`],
  ['an emoji of the same length in UTF-16 units', `${TOKEN.slice(0, -2)}😀`],
  ['a lone surrogate', `${TOKEN.slice(0, -1)}\ud800`],
  ['only non-ASCII characters', 'ééééééééééééééé'],
  ['a NUL in the token', `${TOKEN.slice(0, 4)}\u0000${TOKEN.slice(5)}`],
  ['an empty token', ''],
  ['a very long token', 'x'.repeat(100_000)],
  ['the token twice', `${TOKEN}${TOKEN}`],
];

describe('admin token: every malformed token is 401', () => {
  it.each(MALFORMED)('answers 401 invalid_client through the real handlers for %s', async (_label, token) => {
    for (const [routeId, options] of [
      ['adminAudit', {}],
      ['adminCreateMerchant', { body: { name: 'Nope' } }],
    ] as const) {
      const response = await invoke(routeId, { ...options, headers: { authorization: `Bearer ${token}` } });
      expect([response.status, response.body]).toEqual([
        401,
        { ok: false, error: 'invalid_client', message: expect.any(String) },
      ]);
    }
  });

  it('still admits the token itself', async () => {
    const response = await invoke('adminAudit', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
  });
});

describe('admin token over HTTP (the local server)', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = await startHttpServer(0, async () => false);
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await closeServer(server);
  });

  /** GET /admin/v1/audit with the Authorization header as these exact bytes. */
  function getAudit(authorization: Buffer): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, path: '/admin/v1/audit', method: 'GET' }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      });
      sent.on('error', reject);
      // Latin-1 is the encoding that hands these bytes to the socket unchanged.
      sent.setHeader('Authorization', authorization.toString('latin1'));
      sent.end();
    });
  }

  it.each([
    ['a Latin-1 byte in place of the last character', Buffer.from(`Bearer ${TOKEN.slice(0, -1)}\u00e9`, 'latin1')],
    ['UTF-8 bytes in place of the last character', Buffer.from(`Bearer ${TOKEN.slice(0, -1)}é`, 'utf8')],
    ['a token of only bytes above 0x7f', Buffer.alloc(TOKEN.length + 7, 0xff)],
  ])('answers 401 invalid_client for %s', async (_label, authorization) => {
    const answered = await getAudit(authorization);
    expect(answered).toEqual({
      status: 401,
      body: { ok: false, error: 'invalid_client', message: expect.any(String) },
    });
  });

  it('answers 200 for the token', async () => {
    expect((await getAudit(Buffer.from(`Bearer ${TOKEN}`))).status).toBe(200);
  });
});
