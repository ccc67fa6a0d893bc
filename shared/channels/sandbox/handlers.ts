import { advanceClock } from '../../clock';
import { config } from '../../config';
import { AppError } from '../../errors';
import { loadGatewayApiKey } from '../../gateway/credentials';
import type { OperationResult, RequestState } from '../../http/context';
import { unitScheduler } from '../../store/retry';
import { toJakartaIso } from '../../time';
import { ownsPayout } from './ownership';
import { executePayout, returnPayout } from './payouts';
import { forward, type SandboxAnswer, type SandboxSimulator } from './simulator';

/**
 * The handler layer of the deployed /sandbox/v1 (DESIGN 18), and what each payment channel's route
 * (a file of its own here, named after the channel) uses: behind the merchant's own API key,
 * each call first checks that the object it names is the caller's merchant's (404 `not_found`
 * otherwise, as for an object that does not exist), then drives the simulator at GATEWAY_BASE_URL
 * with the gateway key. Served only in the sandbox environment: anywhere else 404, as for a route
 * that is not deployed.
 */

/** What the rows give: their path parameters, body and `copies` query, each where the row has one. */
export type State = RequestState & { params?: Record<string, string>; body?: unknown; query?: { copies?: string } };

export const param = (state: State, name: string): string => state.params![name]!;

/** The simulator the gateway variables name: in the sandbox stage, the simulator's own HTTP API. */
export async function simulator(): Promise<SandboxSimulator> {
  const url = process.env.GATEWAY_BASE_URL;
  if (url === undefined || url === '') throw new Error('sandbox: GATEWAY_BASE_URL is not set');
  return { url, apiKey: await loadGatewayApiKey(), scheduler: unitScheduler() };
}

export function sandboxOnly(): void {
  if (!config().sandbox) throw new AppError('not_found', 'No such endpoint');
}

export const notYours = (what: string): AppError =>
  new AppError('not_found', `No ${what} of yours with this reference`);

/**
 * The simulator's or the call's answer as the route's: a success as it is; a refusal of the object
 * as 404, of the request (already paid, another amount, a payout not paid) as 422; anything else
 * (the simulator refusing our key, failing) as 502 `upstream_error`.
 */
export function answered(answer: SandboxAnswer): OperationResult {
  if (answer.status >= 200 && answer.status < 300) return { statusCode: answer.status, body: answer.body };
  const message =
    typeof answer.body.message === 'string' ? answer.body.message : `The simulator answered ${answer.status}`;
  if (answer.status === 404) throw new AppError('not_found', message);
  if (answer.status === 409 || answer.status === 422) {
    const errors = answer.body.errors as Record<string, string[]> | undefined;
    throw new AppError('validation_failed', message, errors === undefined ? {} : { errors });
  }
  throw new AppError('upstream_error', 'The gateway simulator failed', { upstreamStatus: answer.status });
}

export const copies = (state: State): URLSearchParams =>
  new URLSearchParams(state.query?.copies === undefined ? {} : { copies: state.query.copies });

/** POST /sandbox/v1/payouts/{partner_reff}/{return|execute}. */
export const payoutRoute = (action: 'return' | 'execute') => async (state: State) => {
  sandboxOnly();
  const partnerReff = param(state, 'partner_reff');
  if (!(await ownsPayout(state.client!.merchant_id, partnerReff))) throw notYours('payout');
  const sim = await simulator();
  return answered(
    action === 'return' ? await returnPayout(sim, partnerReff, state.body) : await executePayout(sim, partnerReff),
  );
};

/**
 * POST /sandbox/v1/clock/advance: refused when deployed, where one clock serves every merchant (a
 * merchant moving it would expire and settle other merchants' payments): 403 `permission_denied`;
 * time is moved in the local stack (`npm start`). Not deployed (tests), the local stack's action.
 */
export async function clockAdvanceRoute(state: State) {
  sandboxOnly();
  if (config().deployed)
    throw new AppError(
      'permission_denied',
      "The deployed sandbox's clock is shared by every merchant and cannot be moved; move time in the local stack (npm start, POST /sandbox/v1/clock/advance)",
    );
  const { seconds } = state.body as { seconds: number };
  const nowMs = advanceClock(seconds);
  await forward(await simulator(), '/control/clock/advance', { seconds });
  return { statusCode: 200, body: { ok: true, now: toJakartaIso(nowMs) } };
}

/** GET /sandbox/v1/clock: the service clock. */
export async function clockReadRoute(state: State): Promise<OperationResult> {
  sandboxOnly();
  return { statusCode: 200, body: { ok: true, now: toJakartaIso(state.clock.nowMs()) } };
}
