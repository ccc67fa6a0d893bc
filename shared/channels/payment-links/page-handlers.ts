import { AppError } from '../../errors';
import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { CREATED_201, OK_200, respond } from '../../http/outcome';
import { hitRateLimit } from '../../store/rate-limit';
import { LINK_REQUESTS_PER_MINUTE } from './limits';
import { createLinkPayment, readLinkPayment, readPublicLink } from './pay';
import type { CreateLinkPaymentBody } from './schemas';

/**
 * The handler layer of the hosted page's public routes (auth 'payer'): no credentials; each source
 * is limited by the stack (as a merchant is), each link here.
 */

type LinkState = RequestState & { params: { link_id: string } };

/**
 * One link's requests from every source together, in the same fixed window as the source limit:
 * a link shared widely (or guessed at by many hosts) cannot make payments without bound.
 */
async function limitLink(linkId: string, nowMs: number): Promise<void> {
  const hit = await hitRateLimit(`link#${linkId}`, nowMs);
  if (hit.count <= LINK_REQUESTS_PER_MINUTE) return;
  const retryAfterSeconds = Math.max(1, hit.resetAtSeconds - Math.floor(nowMs / 1000));
  throw new AppError(
    'rate_limited',
    `Too many requests for this link: at most ${LINK_REQUESTS_PER_MINUTE} per minute`,
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}

export async function publicLinkRoute(state: LinkState) {
  const nowMs = state.clock.nowMs();
  await limitLink(state.params.link_id, nowMs);
  return respond(await readPublicLink(state.params.link_id, nowMs), OK_200);
}

export async function createLinkPaymentRoute(state: LinkState & { body: CreateLinkPaymentBody }) {
  await limitLink(state.params.link_id, state.clock.nowMs());
  const outcome = await createLinkPayment({
    linkId: state.params.link_id,
    body: state.body,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
  });
  return respond(outcome, CREATED_201);
}

export const linkPaymentRoute = async (state: RequestState & { params: { token: string } }) =>
  respond(await readLinkPayment(state.params.token), OK_200);
