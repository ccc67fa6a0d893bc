import { AppError } from '../../errors';
import { gatewayFromEnv } from '../../gateway/credentials';
import type { ApiEvent, OperationResult, RequestState } from '../../http/context';
import { CREATED_201, OK_200, respond } from '../../http/outcome';
import { qrPng } from '../../http/qr-image';
import type { BinaryResult } from '../../http/response';
import { hitRateLimit } from '../../store/rate-limit';
import { LINK_REQUESTS_PER_MINUTE } from './limits';
import { requestOrigin } from './handlers';
import { createLinkPayment, qrStringOfToken, readLinkPayment, readPublicLink } from './pay';
import type { CreateLinkPaymentBody } from './schemas';

/**
 * The handler layer of the hosted page's public routes (auth 'payer'): no credentials; each source
 * is limited by the stack (as a merchant is), each link here.
 */

type LinkState = RequestState & { params: { link_id: string } };
type TokenState = RequestState & { params: { token: string } };

/**
 * A payment's QR image, on this API by the payment's token (the route below): absolute, so that the
 * page may load it from wherever the page is served.
 */
const qrImageUrlOf =
  (event: ApiEvent) =>
  (token: string): string =>
    `${requestOrigin(event)}/pay/v1/payments/${encodeURIComponent(token)}/qr.png`;

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
  return respond(await readPublicLink(state.params.link_id, nowMs, await gatewayFromEnv()), OK_200);
}

export async function createLinkPaymentRoute(state: LinkState & { body: CreateLinkPaymentBody }, event: ApiEvent) {
  await limitLink(state.params.link_id, state.clock.nowMs());
  const outcome = await createLinkPayment({
    linkId: state.params.link_id,
    body: state.body,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    qrImageUrl: qrImageUrlOf(event),
  });
  return respond(outcome, CREATED_201);
}

export const linkPaymentRoute = async (state: TokenState, event: ApiEvent) =>
  respond(await readLinkPayment(state.params.token, qrImageUrlOf(event), state.clock.nowMs()), OK_200);

/**
 * GET /pay/v1/payments/{token}/qr.png: the QR code of the payment's qr_string, drawn here rather
 * than the gateway's image fetched by the browser (whose URL may name the partner_reff). The string
 * of a payment never changes, so the browser may keep the image while the QR is valid.
 */
export async function linkPaymentQrRoute(state: TokenState): Promise<OperationResult | BinaryResult> {
  const found = await qrStringOfToken(state.params.token);
  if (!found.ok) return respond(found, OK_200);
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=3600' },
    bytes: await qrPng(found.value.qrString),
  };
}
