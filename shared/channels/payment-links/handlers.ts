import { config } from '../../config';
import { header, type ApiEvent, type RequestState } from '../../http/context';
import { CREATED_201, OK_200, recorder, respond } from '../../http/outcome';
import { createPaymentLink } from './create';
import { deactivatePaymentLink, listPaymentLinks, readPaymentLink, type Page } from './reads';
import type { CreatePaymentLinkBody } from './schemas';

/**
 * The handler layer of the merchant's payment-link routes (an API client's merchant); the hosted
 * page's public routes are page-handlers.ts.
 */

/** The address this request came to: the API's own origin (its custom domain, or execute-api's). */
export function requestOrigin(event: ApiEvent): string {
  const host = header(event, 'x-forwarded-host') ?? header(event, 'host') ?? event.requestContext?.domainName;
  const proto = header(event, 'x-forwarded-proto') ?? 'http';
  return `${proto}://${host ?? 'localhost'}`;
}

/**
 * Where the hosted pages are: the configured base (the dashboard's web hosting in AWS), else the
 * address this request came to (the local server serves `/pay/{link_id}` itself).
 */
export const baseUrlOf = (event: ApiEvent): string => config().payPageBaseUrl ?? requestOrigin(event);

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
