import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { advanceClock } from '../shared/clock';
import { dedicatedVaPaymentReff } from '../shared/operations/dedicated-va-payments';
import { getTransaction } from '../shared/store/transactions';
import { getVaNumberLookup } from '../shared/store/virtual-accounts';
import { toJakartaIso } from '../shared/time';
import { readBody, sendJson } from './server';

/** How long a sandbox payment waits for its callback to be applied before answering. */
const APPLY_WAIT_MS = 10_000;
const CLOCK_ADVANCE_SECONDS_MAX = 366 * 24 * 3600;

type SandboxAction = (parts: { params: string[]; body: unknown; query: URLSearchParams }) => Promise<{ status: number; body: unknown }>;

async function forward(simulatorUrl: string, path: string, body: unknown, query: URLSearchParams): Promise<{ status: number; body: Record<string, unknown> }> {
  const copies = query.get('copies');
  const target = `${simulatorUrl}${path}${copies ? `?copies=${encodeURIComponent(copies)}` : ''}`;
  const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Waits until the callback the simulator sent has been applied by the queue consumer. */
async function settledStatus(partnerReff: string, from: string): Promise<string | undefined> {
  const deadline = Date.now() + APPLY_WAIT_MS;
  for (;;) {
    const tx = await getTransaction(partnerReff);
    if (tx === undefined || tx.status !== from || Date.now() > deadline) return tx?.status;
    await sleep(50);
  }
}

function qrisAction(simulatorUrl: string, action: 'pay' | 'fail'): SandboxAction {
  return async ({ params, query }) => {
    const partnerReff = params[0]!;
    const before = await getTransaction(partnerReff);
    const forwarded = await forward(simulatorUrl, `/control/qris/${encodeURIComponent(partnerReff)}/${action}`, {}, query);
    if (forwarded.status !== 200 || before === undefined) return forwarded;
    const status = await settledStatus(partnerReff, before.status);
    return { status: 200, body: { ok: true, partner_reff: partnerReff, status, gateway_reference: forwarded.body.gateway_reference } };
  };
}

/** Waits until a transaction the consumer is about to create exists (a dedicated VA payment). */
async function createdStatus(partnerReff: string): Promise<string | undefined> {
  const deadline = Date.now() + APPLY_WAIT_MS;
  for (;;) {
    const tx = await getTransaction(partnerReff);
    if (tx !== undefined || Date.now() > deadline) return tx?.status;
    await sleep(50);
  }
}

/**
 * Pays a one-time VA (the simulator insists on the exact amount) or a dedicated VA (any amount from
 * 10000), then waits until the callback was applied: the one-time VA's status moved, or the dedicated
 * VA payment's transaction (named after the gateway reference) exists.
 */
function vaPay(simulatorUrl: string): SandboxAction {
  return async ({ params, body, query }) => {
    const number = params[0]!;
    const lookup = await getVaNumberLookup(number);
    const before = lookup?.kind === 'one_time' ? await getTransaction(lookup.partner_reff) : undefined;
    const forwarded = await forward(simulatorUrl, `/control/va/${encodeURIComponent(number)}/pay`, body, query);
    if (forwarded.status !== 200 || lookup === undefined) return forwarded;
    const partnerReff = lookup.kind === 'one_time' ? lookup.partner_reff : dedicatedVaPaymentReff(String(forwarded.body.gateway_reference));
    const status = before !== undefined ? await settledStatus(partnerReff, before.status) : await createdStatus(partnerReff);
    return { status: 200, body: { ok: true, virtual_account_number: number, partner_reff: partnerReff, status, gateway_reference: forwarded.body.gateway_reference } };
  };
}

function clockAdvance(simulatorUrl: string): SandboxAction {
  return async ({ body }) => {
    const seconds = (body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > CLOCK_ADVANCE_SECONDS_MAX) {
      return { status: 422, body: { ok: false, error: 'validation_failed', message: 'The request is invalid', errors: { seconds: [`Must be an integer from 1 to ${CLOCK_ADVANCE_SECONDS_MAX}`] } } };
    }
    const nowMs = advanceClock(seconds);
    await forward(simulatorUrl, '/control/clock/advance', { seconds }, new URLSearchParams());
    return { status: 200, body: { ok: true, now: toJakartaIso(nowMs) } };
  };
}

/** The sandbox API (/sandbox/v1, SANDBOX=1 only, no auth): drives the simulator and the clock. */
export function sandboxRoutes(simulatorUrl: string) {
  const routes: Array<[RegExp, SandboxAction]> = [
    [/^\/sandbox\/v1\/qris\/([^/]+)\/pay$/, qrisAction(simulatorUrl, 'pay')],
    [/^\/sandbox\/v1\/qris\/([^/]+)\/fail$/, qrisAction(simulatorUrl, 'fail')],
    [/^\/sandbox\/v1\/va\/([^/]+)\/pay$/, vaPay(simulatorUrl)],
    [/^\/sandbox\/v1\/clock\/advance$/, clockAdvance(simulatorUrl)],
  ];
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/sandbox/v1/')) return false;
    const found = routes.map(([pattern, action]) => [pattern.exec(url.pathname), action] as const).find(([matched]) => matched !== null);
    if (found === undefined) {
      sendJson(response, 404, { ok: false, error: 'not_found', message: 'No such sandbox endpoint' });
      return true;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, { ok: false, error: 'method_not_allowed', message: 'Sandbox calls are POST' });
      return true;
    }
    const raw = (await readBody(request)) ?? '';
    let body: unknown = {};
    try {
      body = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      sendJson(response, 422, { ok: false, error: 'validation_failed', message: 'The body is not valid JSON', errors: { body: ['Malformed JSON'] } });
      return true;
    }
    const [matched, action] = found;
    const result = await action({ params: matched!.slice(1).map(decodeURIComponent), body, query: url.searchParams });
    sendJson(response, result.status, result.body);
    return true;
  };
}
