import type { IncomingMessage, ServerResponse } from 'node:http';
import { advanceClock, systemClock } from '../shared/clock';
import { loadGatewayApiKey } from '../shared/gateway/credentials';
import { systemScheduler } from '../shared/scheduler';
import { getTransaction } from '../shared/store/transactions';
import { toJakartaIso } from '../shared/time';
import { ewalletCashinPay } from '../shared/channels/sandbox/ewallet-cashin';
import { rawCallback } from '../shared/channels/sandbox/payments';
import { qrisAct } from '../shared/channels/sandbox/qris';
import { vaPay } from '../shared/channels/sandbox/va';
import { executePayout, returnPayout } from '../shared/channels/sandbox/payouts';
import { forward, type SandboxSimulator } from '../shared/channels/sandbox/simulator';
import { qrPng } from '../shared/http/qr-image';
import { readBody, sendJson } from './server';

/**
 * The local sandbox API (LOCAL.md): /sandbox/v1 without auth, a thin adapter over the sandbox's
 * actions (shared/channels/sandbox/), which the deployed sandbox serves behind the merchant's key.
 */

const CLOCK_ADVANCE_SECONDS_MAX = 366 * 24 * 3600;

/** A JSON answer, or an image (the QR code). */
type SandboxAnswer = { status: number; body: unknown } | { status: number; png: Buffer };
type SandboxAction = (parts: { params: string[]; body: unknown; query: URLSearchParams }) => Promise<SandboxAnswer>;
type Simulator = () => Promise<SandboxSimulator>;

/**
 * The local simulator with the gateway key the handlers use (GATEWAY_API_KEY); the local simulator
 * does not ask for it on control calls, so a stack without one still drives it.
 */
const localSimulator =
  (url: string): Simulator =>
  async () => ({
    url,
    apiKey: await loadGatewayApiKey().catch(() => 'local'),
    scheduler: systemScheduler,
  });

function qrisAction(sim: Simulator, action: 'pay' | 'fail' | 'cancel'): SandboxAction {
  return async ({ params, query }) => qrisAct(await sim(), params[0]!, action, query);
}

function vaPayAction(sim: Simulator): SandboxAction {
  return async ({ params, body, query }) => vaPay(await sim(), params[0]!, body, query);
}

function ewalletCashinPayAction(sim: Simulator): SandboxAction {
  return async ({ params, query }) => ewalletCashinPay(await sim(), params[0]!, query);
}

function rawCallbackAction(sim: Simulator): SandboxAction {
  return async ({ body, query }) => rawCallback(await sim(), body, query);
}

function clockAdvance(sim: Simulator): SandboxAction {
  return async ({ body }) => {
    const seconds = (body as { seconds?: unknown } | undefined)?.seconds;
    if (
      typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > CLOCK_ADVANCE_SECONDS_MAX
    ) {
      return {
        status: 422,
        body: {
          ok: false,
          error: 'validation_failed',
          message: 'The request is invalid',
          errors: { seconds: [`Must be an integer from 1 to ${CLOCK_ADVANCE_SECONDS_MAX}`] },
        },
      };
    }
    const nowMs = advanceClock(seconds);
    await forward(await sim(), '/control/clock/advance', { seconds });
    return { status: 200, body: { ok: true, now: toJakartaIso(nowMs) } };
  };
}

function payoutAction(sim: Simulator, action: 'return' | 'execute'): SandboxAction {
  return async ({ params, body }) =>
    action === 'return' ? returnPayout(await sim(), params[0]!, body) : executePayout(await sim(), params[0]!);
}

/** GET /sandbox/v1/clock: the service clock, which runs ahead of the wall clock after an advance. */
const clockNow: SandboxAction = async () => ({
  status: 200,
  body: { ok: true, now: toJakartaIso(systemClock.nowMs()) },
});

/** GET /sandbox/v1/qris/{partner_reff}/image.png: a real QR code of the QR's qr_string, what `qr_image_url` points to locally. */
const qrisImage: SandboxAction = async ({ params }) => {
  const qrString = (await getTransaction(params[0]!))?.qris?.qr_string;
  if (qrString === undefined)
    return { status: 404, body: { ok: false, error: 'not_found', message: 'No QR payment with this partner_reff' } };
  return { status: 200, png: await qrPng(qrString) };
};

/** Where a created QR's image points when the sandbox is on: the route above, on the local API at `baseUrl`. */
export const sandboxQrImageUrl =
  (baseUrl: string) =>
  (partnerReff: string): string =>
    `${baseUrl}/sandbox/v1/qris/${encodeURIComponent(partnerReff)}/image.png`;

type SandboxRoute = [method: 'GET' | 'POST', pattern: RegExp, action: SandboxAction];

function send(response: ServerResponse, answer: SandboxAnswer): void {
  if ('png' in answer) {
    response.writeHead(answer.status, {
      'content-type': 'image/png',
      'content-length': String(answer.png.length),
      'cache-control': 'no-store',
    });
    response.end(answer.png);
    return;
  }
  sendJson(response, answer.status, answer.body);
}

/** The body of a POST: empty means `{}`; undefined when it is not JSON. */
function parseBody(raw: string): { value: unknown } | undefined {
  try {
    return { value: raw.trim() === '' ? {} : JSON.parse(raw) };
  } catch {
    return undefined;
  }
}

/**
 * The body of a request to a sandbox route of `method`, or undefined once the request is answered:
 * 405 for another method, 422 for a POST body that is not JSON.
 */
async function requestBody(
  request: IncomingMessage,
  response: ServerResponse,
  method: string,
): Promise<{ value: unknown } | undefined> {
  if (request.method !== method) {
    sendJson(
      response,
      405,
      { ok: false, error: 'method_not_allowed', message: `This sandbox call is ${method}` },
      { allow: method },
    );
    return undefined;
  }
  const body = method === 'POST' ? parseBody((await readBody(request)) ?? '') : { value: {} };
  if (body === undefined) {
    sendJson(response, 422, {
      ok: false,
      error: 'validation_failed',
      message: 'The body is not valid JSON',
      errors: { body: ['Malformed JSON'] },
    });
  }
  return body;
}

/** The sandbox API (/sandbox/v1, SANDBOX=1 only, no auth): drives the simulator and the clock. */
export function sandboxRoutes(simulatorUrl: string) {
  const sim = localSimulator(simulatorUrl);
  const routes: SandboxRoute[] = [
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/pay$/, qrisAction(sim, 'pay')],
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/fail$/, qrisAction(sim, 'fail')],
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/cancel$/, qrisAction(sim, 'cancel')],
    ['GET', /^\/sandbox\/v1\/qris\/([^/]+)\/image\.png$/, qrisImage],
    ['POST', /^\/sandbox\/v1\/va\/([^/]+)\/pay$/, vaPayAction(sim)],
    ['POST', /^\/sandbox\/v1\/payouts\/([^/]+)\/return$/, payoutAction(sim, 'return')],
    ['POST', /^\/sandbox\/v1\/payouts\/([^/]+)\/execute$/, payoutAction(sim, 'execute')],
    ['POST', /^\/sandbox\/v1\/ewallet-cashin\/([^/]+)\/pay$/, ewalletCashinPayAction(sim)],
    ['POST', /^\/sandbox\/v1\/callbacks$/, rawCallbackAction(sim)],
    ['POST', /^\/sandbox\/v1\/clock\/advance$/, clockAdvance(sim)],
    ['GET', /^\/sandbox\/v1\/clock$/, clockNow],
  ];
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/sandbox/v1/')) return false;
    const found = routes
      .map(([method, pattern, action]) => [method, pattern.exec(url.pathname), action] as const)
      .find(([, matched]) => matched !== null);
    if (found === undefined) {
      sendJson(response, 404, { ok: false, error: 'not_found', message: 'No such sandbox endpoint' });
      return true;
    }
    const [method, matched, action] = found;
    const body = await requestBody(request, response, method);
    if (body === undefined) return true;
    send(
      response,
      await action({ params: matched!.slice(1).map(decodeURIComponent), body: body.value, query: url.searchParams }),
    );
    return true;
  };
}
