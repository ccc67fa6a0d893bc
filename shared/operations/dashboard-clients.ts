import type { Clock } from '../clock';
import { DASHBOARD_CLIENTS_PER_MERCHANT_MAX } from '../constants';
import type { DashboardUser, Membership } from '../domain/members';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import type { Permission } from '../domain/permissions';
import { userActor } from '../store/audit-log';
import type { ClientRecord } from '../store/clients';
import { listMerchantClients } from '../store/merchant-clients';
import type { IdempotencyRecorder } from '../store/idempotency';
import { getMerchant } from '../store/merchants';
import { toJakartaIso } from '../time';
import { rotateClientSecretAs, type RotatedSecretAs } from './client-secrets';
import { changeClient, issueClient, type IssuedClient } from './clients';

/**
 * The merchant's API integration in the dashboard (docs/ARCHITECTURE.md, section 15): its own API
 * clients and the webhook debugger of each. Every operation here is the admin API's or the client
 * API's, scoped to the merchant acted on: another merchant's client or delivery is not found.
 */

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
  /** Until then the secret before the last rotation is accepted too; null when none is. */
  previous_secret_expires_at: string | null;
}

const viewAt =
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
      previous_secret_expires_at:
        previousUntil !== undefined && previousUntil > clock.nowMs() ? toJakartaIso(previousUntil) : null,
    };
  };

/** Issuing API credentials, or turning a client on again, needs a verified merchant (section 13). */
async function kycRefusal(merchantId: string): Promise<Refusal | undefined> {
  const merchant = await getMerchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status === 'verified') return undefined;
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

export interface OwnClientInput {
  name: string;
  permissions: Permission[];
  ip_allowlist?: string[];
  callback_url?: string | null;
}

/**
 * POST /dashboard/v1/clients: a new client of the merchant, its secret shown once (and again only
 * to a replay of the same idempotency key), up to DASHBOARD_CLIENTS_PER_MERCHANT_MAX.
 */
export async function createOwnClient(input: {
  membership: Membership;
  user: DashboardUser;
  body: OwnClientInput;
  clock: Clock;
  idempotency?: IdempotencyRecorder<IssuedClient<DashboardClientView>>;
}): Promise<Outcome<IssuedClient<DashboardClientView>>> {
  const merchantId = input.membership.merchant_id;
  const refused = await kycRefusal(merchantId);
  if (refused) return refused;
  const { name, permissions, ip_allowlist: allowedIps, callback_url: callbackUrl } = input.body;
  return issueClient(
    {
      merchantId,
      input: { name, permissions, allowed_ips: allowedIps, callback_url: callbackUrl },
      actor: userActor(input.user),
      clock: input.clock,
      limit: { max: DASHBOARD_CLIENTS_PER_MERCHANT_MAX },
      idempotency: input.idempotency,
    },
    viewAt(input.clock),
  );
}

export interface OwnClientChanges {
  name?: string;
  permissions?: Permission[];
  ip_allowlist?: string[];
  callback_url?: string | null;
  active?: boolean;
}

/**
 * PATCH /dashboard/v1/clients/{client_id}. Only turning a client on (`active: true`) needs a
 * verified merchant: a merchant whose KYC was rejected may still deactivate a client, narrow it or
 * move its callback URL.
 */
export async function patchOwnClient(input: {
  membership: Membership;
  user: DashboardUser;
  clientId: string;
  body: OwnClientChanges;
  clock: Clock;
}): Promise<Outcome<{ client: DashboardClientView }>> {
  const { body } = input;
  const changed = await changeClient({
    clientId: input.clientId,
    merchantId: input.membership.merchant_id,
    changes: {
      name: body.name,
      permissions: body.permissions,
      allowed_ips: body.ip_allowlist,
      callback_url: body.callback_url,
      active: body.active,
    },
    actor: userActor(input.user),
    clock: input.clock,
    guard: async (client) => (body.active === true ? kycRefusal(client.merchant_id) : undefined),
  });
  return changed.ok ? done({ client: viewAt(input.clock)(changed.value) }) : changed;
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
