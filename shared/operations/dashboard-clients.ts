import type { Clock } from '../clock';
import { config } from '../config';
import type { DashboardUser, Membership } from '../domain/members';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import type { Permission } from '../domain/permissions';
import { type AuditActor, userActor } from '../store/audit-log';
import type { ClientRecord } from '../store/clients';
import { listMerchantClients } from '../store/merchant-clients';
import type { IdempotencyRecorder } from '../store/idempotency';
import { getMerchant } from '../store/merchants';
import { toJakartaIso } from '../time';
import { rotateClientSecretAs, type RotatedSecretAs } from './client-secrets';

/**
 * The merchant's API integration in the dashboard (docs/ARCHITECTURE.md, section 15): its own API
 * clients and the webhook debugger of each. Every operation here is the admin API's or the client
 * API's, scoped to the merchant acted on: another merchant's client or delivery is not found.
 */

/** Who made a client, as its merchant's users see it. */
export type ClientCreatorView = { type: 'user'; user_id: string; email: string } | { type: 'operator' };

const creatorView = (actor: AuditActor | undefined): ClientCreatorView | null => {
  if (actor === undefined) return null;
  return actor.kind === 'user' ? { type: 'user', user_id: actor.sub, email: actor.email } : { type: 'operator' };
};

/** A client as its merchant's users see it: never the secret (but once, when issued) nor its hash. */
export interface DashboardClientView {
  client_id: string;
  client_secret?: string;
  name: string | null;
  permissions: Permission[];
  ip_allowlist: string[];
  callback_url: string | null;
  active: boolean;
  created_at: string;
  /** Null for a client made before its maker was recorded. */
  created_by: ClientCreatorView | null;
  /** Until then the secret before the last rotation is accepted too; null when none is. */
  previous_secret_expires_at: string | null;
}

export const viewAt =
  (clock: Clock) =>
  (client: ClientRecord, secret?: string): DashboardClientView => {
    const previousUntil = client.previous_secret_expires_at_ms;
    return {
      client_id: client.client_id,
      ...(secret === undefined ? {} : { client_secret: secret }),
      name: client.name ?? null,
      permissions: client.permissions,
      ip_allowlist: client.allowed_ips,
      callback_url: client.callback_url,
      active: client.active,
      created_at: toJakartaIso(client.created_at_ms),
      created_by: creatorView(client.created_by),
      previous_secret_expires_at:
        previousUntil !== undefined && previousUntil > clock.nowMs() ? toJakartaIso(previousUntil) : null,
    };
  };

/**
 * Issuing API credentials, or turning a client on again, needs a verified merchant live (section
 * 13); in the sandbox (DESIGN 18) a new merchant gets keys at once, and KYC is what live will need.
 */
export async function kycRefusal(merchantId: string): Promise<Refusal | undefined> {
  const merchant = await getMerchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status === 'verified' || config().sandbox) return undefined;
  return refuse('kyc_required', 'Your merchant must be KYC verified before it gets API credentials');
}

/** GET /dashboard/v1/clients: every client of the merchant, oldest first, without secrets. */
export async function listOwnClients(
  membership: Membership,
  clock: Clock,
): Promise<Outcome<{ data: DashboardClientView[] }>> {
  const clients = await listMerchantClients(membership.merchant_id);
  return done({ data: clients.map((client) => viewAt(clock)(client)) });
}

/**
 * POST /dashboard/v1/clients/{client_id}/rotate-secret: the admin API's rotation, scoped to the
 * merchant. Not KYC-gated: ending a leaked secret must always be possible.
 */
export async function rotateOwnClientSecret(input: {
  membership: Membership;
  user: DashboardUser;
  clientId: string;
  revokePrevious: boolean;
  clock: Clock;
  idempotency?: IdempotencyRecorder<RotatedSecretAs<DashboardClientView>>;
}): Promise<Outcome<RotatedSecretAs<DashboardClientView>>> {
  return rotateClientSecretAs(
    {
      clientId: input.clientId,
      merchantId: input.membership.merchant_id,
      revokePrevious: input.revokePrevious,
      clock: input.clock,
      actor: userActor(input.user),
      idempotency: input.idempotency,
    },
    viewAt(input.clock),
  );
}
