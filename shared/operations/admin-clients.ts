import { type Clock, systemClock } from '../clock';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import { getMerchant } from '../store/merchants';
import { changeClient, clientView, issueClient, type NewClient } from './clients';

/**
 * The operator's API clients (admin API): created and changed through the same operations as the
 * dashboard's (./clients.ts), with the operator as the audit log's actor. Kept apart from admin.ts,
 * whose webhook debugger the merchant API's functions bundle, so they get no grant on these writes.
 */
type ClientView = ReturnType<typeof clientView>;
const OPERATOR = { kind: 'operator' } as const;
const merchantNotFound = (): Refusal => refuse('not_found', 'Merchant not found');

/** The operator's create: no limit per merchant; `created` tells the route 201 (made now, with the secret shown once) from 200 (the fixed id existed already). */
export async function adminCreateClient(
  merchantId: string,
  input: Omit<NewClient, 'name'>,
  clock: Clock,
): Promise<Outcome<{ created: boolean; client: ClientView }>> {
  if ((await getMerchant(merchantId)) === undefined) return merchantNotFound();
  return issueClient({ merchantId, input, actor: OPERATOR, clock }, clientView);
}

export async function adminPatchClient(
  clientId: string,
  changes: Omit<NewClient, 'client_id' | 'client_secret' | 'name'> & { active?: boolean },
  clock: Clock = systemClock,
): Promise<Outcome<{ client: ClientView }>> {
  const changed = await changeClient({
    clientId,
    changes: {
      active: changes.active,
      permissions: changes.permissions,
      callback_url: changes.callback_url,
      allowed_ips: changes.allowed_ips,
      rate_limit_per_minute: changes.rate_limit_per_minute,
    },
    actor: OPERATOR,
    clock,
  });
  return changed.ok ? done({ client: clientView(changed.value) }) : changed;
}
