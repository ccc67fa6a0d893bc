import { checkPin } from '../channels/payouts/pin';
import type { Clock } from '../clock';
import type { DashboardUser, Membership } from '../domain/members';
import { refuse, type Refusal } from '../domain/outcome';
import type { Permission } from '../domain/permissions';
import { memberRoleCheckItem } from '../store/members';
import { getMerchant } from '../store/merchants';
import type { RequiredChecks } from './clients';

/**
 * Who may give an API client a permission that takes money out (docs/ARCHITECTURE.md, section 15):
 * an owner, with the merchant's PIN in the same request, judged as a payout confirm judges it (the
 * same attempt reservation, count and lock, so grants are no way around the payouts' lock, and a
 * wrong PIN here counts toward it). A developer's session, or a stolen one without the PIN, can
 * make and edit clients that read and take money in, never one that spends.
 */

export interface GrantRequest {
  membership: Membership;
  user: DashboardUser;
  /** The PIN sent with the request, if any. */
  pin: string | undefined;
  clock: Clock;
  /** When the request arrived, on the service clock (the PIN check's wait is bounded from there). */
  arrivedAtMs: number;
}

export interface MoneyOutGate {
  /** Who may grant `granted`, and whether a PIN came: decided before anything costly is done. */
  precheck(granted: readonly Permission[]): Refusal | undefined;
  /** The whole rule: the precheck, then the PIN, judged at most once per request (a re-read change asks again). */
  check(granted: readonly Permission[]): Promise<Refusal | undefined>;
  /** What the write must still find true: the user is still an owner (not removed or demoted meanwhile). */
  required(granted: readonly Permission[]): RequiredChecks | undefined;
}

const ownersOnly = (granted: readonly Permission[]): Refusal =>
  refuse(
    'permission_denied',
    `Only an owner may grant money-out permissions (${granted.join(', ')}), with the merchant's PIN`,
  );

export function moneyOutGate(request: GrantRequest): MoneyOutGate {
  const merchantId = request.membership.merchant_id;
  let pinPassed = false;
  const precheck = (granted: readonly Permission[]): Refusal | undefined => {
    if (granted.length === 0) return undefined;
    if (request.membership.role !== 'owner') return ownersOnly(granted);
    if (request.pin === undefined)
      return refuse('validation_failed', 'The request is invalid', {
        pin: [`Required: the merchant's PIN grants money-out permissions (${granted.join(', ')})`],
      });
    return undefined;
  };
  return {
    precheck,
    async check(granted) {
      const refused = precheck(granted);
      const { pin } = request;
      if (refused || granted.length === 0 || pinPassed || pin === undefined) return refused;
      const timing = { nowMs: request.clock.nowMs(), arrivedAtMs: request.arrivedAtMs };
      const judged = await checkPin(merchantId, await getMerchant(merchantId), pin, timing);
      if (!judged.ok) return judged;
      pinPassed = true;
      return undefined;
    },
    required(granted) {
      if (granted.length === 0) return undefined;
      return { items: [memberRoleCheckItem(merchantId, request.user.sub, 'owner')], refusal: ownersOnly(granted) };
    },
  };
}
