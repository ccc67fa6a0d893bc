import { AppError } from '../errors';
import type { DashboardUser, Membership, UserAccess } from '../domain/members';
import { type ApiEvent, type ApiMiddleware, header } from '../http/context';
import { listMemberships } from '../store/members';

/** With several memberships, this header names the merchant a request acts on. */
export const MERCHANT_ID_HEADER = 'x-merchant-id';

/** The claims API Gateway's JWT authorizer verified (payload v2 `requestContext.authorizer.jwt.claims`). */
function tokenClaims(event: ApiEvent): Record<string, unknown> | undefined {
  const authorizer = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } })
    .authorizer;
  return authorizer?.jwt?.claims;
}

/**
 * The user an ID token names. The authorizer has checked signature, issuer, audience and expiry;
 * it also lets the pool's access tokens through (they carry the client id), which name no e-mail:
 * the dashboard takes ID tokens only.
 */
export function dashboardUserOf(event: ApiEvent): DashboardUser {
  const claims = tokenClaims(event);
  const { sub, email, token_use: tokenUse, email_verified: emailVerified } = claims ?? {};
  if (tokenUse !== 'id' || typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '')
    throw new AppError('invalid_token', 'Sign in to the dashboard and send its ID token as the Bearer token');
  // API Gateway's authorizer hands claims over as strings ("true"); the local verifier as JSON values.
  return { sub, email, emailVerified: emailVerified === true || emailVerified === 'true' };
}

/**
 * The merchant a request acts on: the one the X-Merchant-Id header names, else the user's only one.
 * A merchant the user is not a member of does not exist for it (404). Where a route acts on no
 * merchant (`required` false), several memberships without the header choose none.
 */
export function chosenMembership(
  event: ApiEvent,
  memberships: readonly Membership[],
  required: boolean,
): Membership | undefined {
  const named = header(event, MERCHANT_ID_HEADER)?.trim();
  if (named !== undefined && named !== '') {
    const found = memberships.find((membership) => membership.merchant_id === named);
    if (found === undefined) throw new AppError('not_found', 'Merchant not found');
    return found;
  }
  if (memberships.length > 1 && !required) return undefined;
  if (memberships.length > 1)
    throw new AppError(
      'merchant_id_required',
      'You belong to several merchants: name the one to act on in the X-Merchant-Id header',
    );
  return memberships[0];
}

/** Whether a member with this role (or a user without a merchant) may call a route of this access. */
function refusal(access: UserAccess, membership: Membership | undefined): string | undefined {
  if (access === 'signedIn') return undefined;
  if (membership === undefined) return 'You are not a member of a merchant yet';
  if (access === 'member' || access.includes(membership.role)) return undefined;
  return `The ${membership.role} role may not do this (${access.join(', ')} may)`;
}

/**
 * Dashboard routes: the signed-in user from the token's claims, its memberships (one read), the
 * merchant acted on and the role check (403 permission_denied).
 */
export function userAuthMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const access = state.route.access;
      if (access === undefined) throw new Error(`Route ${state.route.id}: a dashboard route must declare its access`);
      state.user = dashboardUserOf(request.event);
      state.memberships = await listMemberships(state.user.sub);
      state.membership = chosenMembership(request.event, state.memberships, access !== 'signedIn');
      const refused = refusal(access, state.membership);
      if (refused !== undefined) throw new AppError('permission_denied', refused);
    },
  };
}
