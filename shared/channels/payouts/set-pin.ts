import type { Clock } from '../../clock';
import { checkPin } from './pin';
import type { DashboardUser, Membership } from '../../domain/members';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { isWeakPin } from '../../domain/pin-strength';
import { hashPin } from '../../pin-hash';
import type { SetPinBody } from '../../schemas/dashboard-money';
import { auditEntryItem, userActor } from '../../store/audit-log';
import { dropLegacyPinHash, getMerchant } from '../../store/merchants';
import { getPinAttempts } from '../../store/pin-attempts';
import { writePinChange } from '../../store/pin-change';

// The dashboard's PIN route, apart from the money reads (shared/operations/dashboard-money.ts), so the
// set-PIN function bundles none of the statement's or the transactions' code.

export interface SetPinInput {
  membership: Membership;
  user: DashboardUser;
  body: SetPinBody;
  clock: Clock;
  arrivedAtMs: number;
}

const currentPinRequired = () =>
  refuse('validation_failed', 'The request is invalid', { current_pin: ['Required: the merchant has a PIN'] });

const weakPin = () =>
  refuse('weak_pin', 'Choose a PIN that is not one digit repeated or a run such as 123456 or 654321');

/**
 * POST /dashboard/v1/pin. A weak new PIN (domain/pin-strength.ts) is refused first, before the
 * current PIN is judged, so it costs no attempt. The first PIN is set without one (only while none
 * is stored); a change needs the current PIN, judged exactly as a payout confirm judges it
 * (checkPin: the same attempt reservation, count and lock), so the PIN form is no way around the
 * confirm's lock. The new hash, the lock reset and the audit entry are one transaction
 * (store/pin-change.ts).
 */
export async function setMerchantPin(input: SetPinInput): Promise<Outcome<{ pin_set: true }>> {
  if (isWeakPin(input.body.new_pin)) return weakPin();
  const merchantId = input.membership.merchant_id;
  const merchant = await getMerchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  const stored = (await getPinAttempts(merchantId)).pinHash ?? merchant.pin_hash;
  const changing = stored !== undefined;
  if (changing) {
    if (input.body.current_pin === undefined) return currentPinRequired();
    const timing = { nowMs: input.clock.nowMs(), arrivedAtMs: input.arrivedAtMs };
    const judged = await checkPin(merchantId, merchant, input.body.current_pin, timing);
    if (!judged.ok) return judged;
  }
  const audit = auditEntryItem({
    merchantId,
    actor: userActor(input.user),
    action: changing ? 'pin.changed' : 'pin.set',
    atMs: input.clock.nowMs(),
  });
  const change = { merchantId, pinHash: await hashPin(input.body.new_pin), firstPin: !changing };
  // A first PIN that lost to another first PIN set meanwhile: now a change, which needs that PIN.
  if ((await writePinChange(change, audit)) === 'pin_already_set') return currentPinRequired();
  // A hash from before PIN items would no longer be read; it leaves the record, as the admin route does.
  const legacy = (await getMerchant(merchantId))?.pin_hash;
  if (legacy !== undefined) await dropLegacyPinHash(merchantId, legacy);
  return done({ pin_set: true });
}
