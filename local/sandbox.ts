import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import * as z from 'zod';
import { advanceClock } from '../shared/clock';
import { GATEWAY_CALLBACK_CHANNELS } from '../shared/gateway/port';
import { paidTransactionReff } from '../shared/operations/callbacks';
import { getTransaction } from '../shared/store/transactions';
import { suspenseIdFor } from '../shared/ids';
import { getSuspenseEntry } from '../shared/store/suspense';
import { systemClock } from '../shared/clock';
import { toJakartaIso } from '../shared/time';
import { executePayout, returnPayout } from './sandbox-payouts';
import { qrPng } from '../shared/http/qr-image';
import { readBody, sendJson } from './server';

/** How long a sandbox payment waits for its callback to be applied before answering. */
const APPLY_WAIT_MS = 10_000;
const CLOCK_ADVANCE_SECONDS_MAX = 366 * 24 * 3600;

/** A JSON answer, or an image (the QR code). */
type SandboxAnswer = { status: number; body: unknown } | { status: number; png: Buffer };
type SandboxAction = (parts: { params: string[]; body: unknown; query: URLSearchParams }) => Promise<SandboxAnswer>;

async function forward(
  simulatorUrl: string,
  path: string,
  body: unknown,
  query: URLSearchParams,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const copies = query.get('copies');
  const target = `${simulatorUrl}${path}${copies ? `?copies=${encodeURIComponent(copies)}` : ''}`;
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Waits until a failure or cancellation callback the simulator sent has moved the transaction. */
async function settledStatus(partnerReff: string, from: string): Promise<string | undefined> {
  const deadline = Date.now() + APPLY_WAIT_MS;
  for (;;) {
    const tx = await getTransaction(partnerReff);
    if (tx === undefined || tx.status !== from || Date.now() > deadline) return tx?.status;
    await sleep(50);
  }
}

interface PaymentLanding {
  partner_reff: string | null;
  status: string | null;
  /** Set when the payment matched nothing it could pay and went to suspense. */
  suspense_id?: string;
}

/** The simulator's answer for a payment it sent: the callback's channel and references. */
const SentPaymentSchema = z.object({
  channel: z.enum(GATEWAY_CALLBACK_CHANNELS),
  partner_reff: z.string().nullable(),
  gateway_reference: z.string(),
});

/**
 * Waits until the consumer has applied the payment the simulator sent (its gateway reference):
 * the transaction it pays (a late payment too) or creates exists with it (the callbacks' own rule
 * says which, `paidTransactionReff`), or it went to suspense (a second payment, an unknown
 * reference or VA, another amount).
 */
async function paymentLanding(answer: Record<string, unknown>): Promise<PaymentLanding> {
  const sent = SentPaymentSchema.parse(answer);
  const { partner_reff: partnerReff, gateway_reference: gatewayReference } = sent;
  const reff = paidTransactionReff(sent);
  if (reff === null) throw new Error(`sandbox: payment ${gatewayReference} pays no transaction`);
  const deadline = Date.now() + APPLY_WAIT_MS;
  for (;;) {
    const [tx, suspense] = await Promise.all([getTransaction(reff), getSuspenseEntry(suspenseIdFor(gatewayReference))]);
    if (suspense !== undefined)
      return { partner_reff: partnerReff, status: tx?.status ?? null, suspense_id: suspense.id };
    if (tx !== undefined && tx.gateway_reference === gatewayReference) return { partner_reff: reff, status: tx.status };
    if (Date.now() > deadline)
      return { partner_reff: tx === undefined ? partnerReff : reff, status: tx?.status ?? null };
    await sleep(50);
  }
}

function qrisAction(simulatorUrl: string, action: 'pay' | 'fail' | 'cancel'): SandboxAction {
  return async ({ params, query }) => {
    const partnerReff = params[0]!;
    const before = await getTransaction(partnerReff);
    const forwarded = await forward(
      simulatorUrl,
      `/control/qris/${encodeURIComponent(partnerReff)}/${action}`,
      {},
      query,
    );
    if (forwarded.status !== 200 || before === undefined) return forwarded;
    const gatewayReference = String(forwarded.body.gateway_reference);
    if (action !== 'pay') {
      return {
        status: 200,
        body: {
          ok: true,
          partner_reff: partnerReff,
          status: await settledStatus(partnerReff, before.status),
          gateway_reference: gatewayReference,
        },
      };
    }
    const landing = await paymentLanding(forwarded.body);
    return {
      status: 200,
      body: { ok: true, ...landing, partner_reff: partnerReff, gateway_reference: gatewayReference },
    };
  };
}

/**
 * Pays a VA of any kind, then waits until the callback was applied. The simulator takes or refuses
 * the amount as the VA's kind does (a one-time VA only its exact amount, a late or second payment
 * too; each kind's part under local/simulator/ says its rule).
 */
function vaPay(simulatorUrl: string): SandboxAction {
  return async ({ params, body, query }) => {
    const number = params[0]!;
    const forwarded = await forward(simulatorUrl, `/control/va/${encodeURIComponent(number)}/pay`, body, query);
    if (forwarded.status !== 200) return forwarded;
    const gatewayReference = String(forwarded.body.gateway_reference);
    const landing = await paymentLanding(forwarded.body);
    return {
      status: 200,
      body: { ok: true, virtual_account_number: number, ...landing, gateway_reference: gatewayReference },
    };
  };
}

/**
 * The customer approves an e-wallet cash-in in the wallet app (by the 12-digit reference number the
 * app shows): the simulator sends the signed payment callback, and the answer waits until it was
 * applied (paid, a late payment too, or a second payment in suspense).
 */
function ewalletCashinPay(simulatorUrl: string): SandboxAction {
  return async ({ params, query }) => {
    const referenceNumber = params[0]!;
    const path = `/control/ewallet-cashin/${encodeURIComponent(referenceNumber)}/pay`;
    const forwarded = await forward(simulatorUrl, path, {}, query);
    if (forwarded.status !== 200) return forwarded;
    const gatewayReference = String(forwarded.body.gateway_reference);
    const landing = await paymentLanding(forwarded.body);
    return {
      status: 200,
      body: { ok: true, reference_number: referenceNumber, ...landing, gateway_reference: gatewayReference },
    };
  };
}

/** Any payment callback, as given: 202 at once (the consumer applies it in the background). */
function rawCallback(simulatorUrl: string): SandboxAction {
  return async ({ body, query }) => {
    const forwarded = await forward(simulatorUrl, '/control/callbacks', body, query);
    if (forwarded.status !== 200) return forwarded;
    return { status: 202, body: { ok: true, gateway_reference: forwarded.body.gateway_reference } };
  };
}

function clockAdvance(simulatorUrl: string): SandboxAction {
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
    await forward(simulatorUrl, '/control/clock/advance', { seconds }, new URLSearchParams());
    return { status: 200, body: { ok: true, now: toJakartaIso(nowMs) } };
  };
}

function payoutAction(simulatorUrl: string, action: 'return' | 'execute'): SandboxAction {
  const toSimulator = (path: string, body: unknown) => forward(simulatorUrl, path, body, new URLSearchParams());
  return ({ params, body }) =>
    action === 'return' ? returnPayout(toSimulator, params[0]!, body) : executePayout(toSimulator, params[0]!);
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
  const routes: SandboxRoute[] = [
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/pay$/, qrisAction(simulatorUrl, 'pay')],
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/fail$/, qrisAction(simulatorUrl, 'fail')],
    ['POST', /^\/sandbox\/v1\/qris\/([^/]+)\/cancel$/, qrisAction(simulatorUrl, 'cancel')],
    ['GET', /^\/sandbox\/v1\/qris\/([^/]+)\/image\.png$/, qrisImage],
    ['POST', /^\/sandbox\/v1\/va\/([^/]+)\/pay$/, vaPay(simulatorUrl)],
    ['POST', /^\/sandbox\/v1\/payouts\/([^/]+)\/return$/, payoutAction(simulatorUrl, 'return')],
    ['POST', /^\/sandbox\/v1\/payouts\/([^/]+)\/execute$/, payoutAction(simulatorUrl, 'execute')],
    ['POST', /^\/sandbox\/v1\/ewallet-cashin\/([^/]+)\/pay$/, ewalletCashinPay(simulatorUrl)],
    ['POST', /^\/sandbox\/v1\/callbacks$/, rawCallback(simulatorUrl)],
    ['POST', /^\/sandbox\/v1\/clock\/advance$/, clockAdvance(simulatorUrl)],
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
