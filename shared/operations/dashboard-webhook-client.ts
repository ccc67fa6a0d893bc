import type { DashboardUser } from '../domain/members';
import type { ClientRecord } from '../store/clients';

/**
 * Whose webhooks the events of a transaction a dashboard user started (an e-wallet cash-in, a
 * payout) go to. A dashboard user is not an API client, and the contract signs webhooks with a
 * client's secret and sends them to its callback URL, so the transaction is recorded under one of
 * the merchant's active clients: the oldest with a callback URL, else the oldest active one. A
 * merchant without any gets its deliveries logged as `client_inactive` under `user:<sub>`, the
 * dashboard user who asked.
 */
export function webhookClientOf(clients: readonly ClientRecord[], user: DashboardUser): string {
  const active = clients.filter((client) => client.active).sort((a, b) => a.created_at_ms - b.created_at_ms);
  const chosen = active.find((client) => client.callback_url) ?? active[0];
  return chosen?.client_id ?? `user:${user.sub}`;
}
