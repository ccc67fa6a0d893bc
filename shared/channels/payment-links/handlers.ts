import { config } from '../../config';
import { AppError } from '../../errors';
import { gatewayFromEnv } from '../../gateway/credentials';
import { header, type ApiEvent, type RequestState } from '../../http/context';
import { CREATED_201, OK_200, recorder, respond } from '../../http/outcome';
import { hitRateLimit } from '../../store/rate-limit';
import { createPaymentLink } from './create';
import { LINK_REQUESTS_PER_MINUTE } from './limits';
import { createLinkPayment, readLinkPayment, readPublicLink } from './pay';
import { deactivatePaymentLink, listPaymentLinks, readPaymentLink, type Page } from './reads';
import type { CreateLinkPaymentBody, CreatePaymentLinkBody } from './schemas';

/**
 * The handler layer of payment links: the merchant's routes (an API client's merchant) and the
 * hosted page's public routes, each limited per source by the stack and per link here.
 */

/**
 * Where the hosted pages are: the configured base (the dashboard's web hosting in AWS), else the
 * address this request came to (the local server serves `/pay/{link_id}` itself).
 */
function baseUrlOf(event: ApiEvent): string {
  const configured = config().payPageBaseUrl;
  if (configured !== undefined) return configured;
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? event.requestContext?.domainName;
  const proto = header(event, 'x-forwarded-proto') ?? 'http';
  return `${proto}://${host ?? 'localhost'}`;
}

type LinkState = RequestState & { params: { link_id: string } };

export const createLinkRoute = async (state: RequestState & { body: CreatePaymentLinkBody }, event: ApiEvent) =>
  respond(
    await createPaymentLink({
      body: state.body,
      merchantId: state.client!.merchant_id,
      clientId: state.client!.client_id,
      clock: state.clock,
      baseUrl: baseUrlOf(event),
      idempotency: recorder(state.idempotency, CREATED_201),
      reads: state.reads,
    }),
    CREATED_201,
  );

export const getLinkRoute = async (state: LinkState, event: ApiEvent) =>
  respond(
    await readPaymentLink(state.client!.merchant_id, state.params.link_id, state.clock.nowMs(), baseUrlOf(event)),
    OK_200,
  );

export const listLinksRoute = async (state: RequestState & { query: Page }, event: ApiEvent) =>
  respond(
    await listPaymentLinks(state.client!.merchant_id, state.query, state.clock.nowMs(), baseUrlOf(event)),
    OK_200,
  );

export const deactivateLinkRoute = async (state: LinkState, event: ApiEvent) =>
  respond(
    await deactivatePaymentLink(state.client!.merchant_id, state.params.link_id, state.clock.nowMs(), baseUrlOf(event)),
    OK_200,
  );

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
