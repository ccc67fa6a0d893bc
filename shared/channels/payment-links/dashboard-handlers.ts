import type { ApiEvent, RequestState } from '../../http/context';
import { OK_200, respond } from '../../http/outcome';
import { baseUrlOf } from './handlers';
import { deactivatePaymentLink, listPaymentLinkPayments, listPaymentLinks, readPaymentLink, type Page } from './reads';
import type { LinkPaymentsQuery } from './schemas';

/**
 * The dashboard's payment-link reads and deactivate: the API's operations (reads.ts) for the
 * signed-in user's merchant (the create is dashboard-create-handlers.ts, so that only its function
 * carries the merchant's clients).
 */

type LinkState = RequestState & { params: { link_id: string } };
export const merchantOf = (state: RequestState): string => state.membership!.merchant_id;

export const dashboardGetLinkRoute = async (state: LinkState, event: ApiEvent) =>
  respond(
    await readPaymentLink(merchantOf(state), state.params.link_id, state.clock.nowMs(), baseUrlOf(event)),
    OK_200,
  );

export const dashboardListLinksRoute = async (state: RequestState & { query: Page }, event: ApiEvent) =>
  respond(await listPaymentLinks(merchantOf(state), state.query, state.clock.nowMs(), baseUrlOf(event)), OK_200);

export const dashboardDeactivateLinkRoute = async (state: LinkState, event: ApiEvent) =>
  respond(
    await deactivatePaymentLink(merchantOf(state), state.params.link_id, state.clock.nowMs(), baseUrlOf(event)),
    OK_200,
  );

export const dashboardLinkPaymentsRoute = async (state: LinkState & { query: LinkPaymentsQuery }) =>
  respond(await listPaymentLinkPayments(merchantOf(state), state.params.link_id, state.query), OK_200);
