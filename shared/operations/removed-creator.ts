import { isMoneyOut } from '../domain/permissions';
import { type AuditActor, auditEntryItem } from '../store/audit-log';
import { clientDeactivationItem, clientUnchangedCheck } from '../store/clients';
import { clientCountUnchangedCheck, getMerchantClientCount, listMerchantClients } from '../store/merchant-clients';
import type { TxItem } from '../store/transact';

export type RemovedCreatorItems = (input: {
  merchantId: string;
  removed: { sub: string; email: string };
  /** Who removes the user. */
  actor: AuditActor;
  atMs: number;
}) => Promise<TxItem[]>;

/**
 * What a user's removal from a merchant does to the API clients that user made
 * (docs/ARCHITECTURE.md, section 15): each one that is on and holds a money-out permission is
 * turned off, with a `client.deactivated` entry saying why, so a key made by someone who has left
 * spends nothing; the user's read and money-in clients keep working. The items go into the
 * removal's own transaction.
 *
 * The transaction also holds only while what was read still stands: the merchant's count of
 * clients (a client made meanwhile, perhaps by that very user, is not missed) and the permissions
 * and state of each of the user's clients (one given money-out or turned on meanwhile is not
 * missed). When either changed the transaction fails and the removal reads again.
 */
export const removedCreatorItems: RemovedCreatorItems = async (input) => {
  const { merchantId, removed } = input;
  // The count first: a client made after it was read fails its check, whether or not the list shows it.
  const count = await getMerchantClientCount(merchantId);
  const clients = await listMerchantClients(merchantId, true);
  const theirs = clients.filter(
    (client) => client.created_by?.kind === 'user' && client.created_by.sub === removed.sub,
  );
  const items: TxItem[] = [clientCountUnchangedCheck(merchantId, count)];
  for (const client of theirs) {
    const spending = client.permissions.filter(isMoneyOut);
    if (!client.active || spending.length === 0) {
      items.push(clientUnchangedCheck(client));
      continue;
    }
    items.push(
      clientDeactivationItem(client),
      auditEntryItem({
        merchantId,
        actor: input.actor,
        action: 'client.deactivated',
        target: client.client_id,
        details: { reason: 'creator_removed', user_id: removed.sub, email: removed.email, permissions: spending },
        atMs: input.atMs,
      }),
    );
  }
  return items;
};
