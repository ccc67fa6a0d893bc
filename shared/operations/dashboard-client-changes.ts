import type { Clock } from '../clock';
import { DASHBOARD_CLIENTS_PER_MERCHANT_MAX } from '../constants';
import type { DashboardUser, Membership } from '../domain/members';
import { done, type Outcome } from '../domain/outcome';
import { moneyOutGranted, NO_GRANT, type Permission } from '../domain/permissions';
import { userActor } from '../store/audit-log';
import type { ClientChanges, ClientRecord } from '../store/clients';
import type { IdempotencyRecorder } from '../store/idempotency';
import { moneyOutGate } from './client-grants';
import { changeClient, issueClient, type IssuedClient } from './clients';
import { type DashboardClientView, kycRefusal, viewAt } from './dashboard-clients';

/**
 * The dashboard's creates and changes of API clients: the ones that may grant a permission taking
 * money out, and so judge the merchant's PIN (client-grants.ts). Apart from the list and the
 * rotation (dashboard-clients.ts), so only these two functions bundle the PIN check and get a
 * grant on the PIN item.
 */

export interface OwnClientInput {
  name: string;
  permissions: Permission[];
  ip_allowlist?: string[];
  callback_url?: string | null;
  /** The merchant's PIN: needed (from an owner) when the client gets a money-out permission. */
  pin?: string;
}

/** A dashboard user's request that may grant money-out permissions (client-grants.ts). */
interface OwnClientRequest {
  membership: Membership;
  user: DashboardUser;
  clock: Clock;
  /** When the request arrived, on the service clock. */
  arrivedAtMs: number;
}

/**
 * POST /dashboard/v1/clients: a new client of the merchant, its secret shown once (and again only
 * to a replay of the same idempotency key), up to DASHBOARD_CLIENTS_PER_MERCHANT_MAX. A client that
 * may take money out is made only by an owner with the PIN (client-grants.ts), judged after every
 * other check so a request refused anyway spends no PIN attempt.
 */
export async function createOwnClient(
  input: OwnClientRequest & {
    body: OwnClientInput;
    idempotency?: IdempotencyRecorder<IssuedClient<DashboardClientView>>;
  },
): Promise<Outcome<IssuedClient<DashboardClientView>>> {
  const merchantId = input.membership.merchant_id;
  const { name, permissions, ip_allowlist: allowedIps, callback_url: callbackUrl, pin } = input.body;
  const gate = moneyOutGate({ ...input, pin });
  const granted = moneyOutGranted(NO_GRANT, { permissions, active: true });
  const refused = gate.precheck(granted) ?? (await kycRefusal(merchantId));
  if (refused) return refused;
  return issueClient(
    {
      merchantId,
      input: { name, permissions, allowed_ips: allowedIps, callback_url: callbackUrl },
      actor: userActor(input.user),
      clock: input.clock,
      limit: { max: DASHBOARD_CLIENTS_PER_MERCHANT_MAX },
      idempotency: input.idempotency,
      guard: () => gate.check(granted),
      required: gate.required(granted),
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
  /** The merchant's PIN: needed (from an owner) when the change grants a money-out permission. */
  pin?: string;
}

/** The money-out permissions a change of `client` grants (moneyOutGranted). */
const grantedBy = (client: ClientRecord, changes: ClientChanges): Permission[] =>
  moneyOutGranted(client, {
    permissions: changes.permissions ?? client.permissions,
    active: changes.active ?? client.active,
  });

/**
 * PATCH /dashboard/v1/clients/{client_id}. Only turning a client on (`active: true`) needs a
 * verified merchant: a merchant whose KYC was rejected may still deactivate a client, narrow it or
 * move its callback URL. A change that grants money-out (adds such a permission, or turns on a
 * client holding one) needs an owner and the PIN (client-grants.ts); narrowing or any other edit
 * needs neither.
 */
export async function patchOwnClient(
  input: OwnClientRequest & { clientId: string; body: OwnClientChanges },
): Promise<Outcome<{ client: DashboardClientView }>> {
  const { body } = input;
  const gate = moneyOutGate({ ...input, pin: body.pin });
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
    guard: async (client, changes) => {
      const granted = grantedBy(client, changes);
      return (
        gate.precheck(granted) ??
        (body.active === true ? await kycRefusal(client.merchant_id) : undefined) ??
        (await gate.check(granted))
      );
    },
    required: (client, changes) => gate.required(grantedBy(client, changes)),
  });
  return changed.ok ? done({ client: viewAt(input.clock)(changed.value) }) : changed;
}
