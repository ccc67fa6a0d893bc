import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A server that answers every request with one fixed status and JSON body, for as long as `use` runs. */
export async function withFixedAnswerAt<T>(
  status: number,
  body: string,
  use: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const server = createServer((_request, response) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body),
  );
  const port = await listenOnFreePort(server);
  try {
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    await closeServer(server);
  }
}

/** POSTs JSON with a bearer key and returns the status and the parsed answer (the simulator's input-handling tests). */
export async function postJson(url: string, body: unknown, bearer: string): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
