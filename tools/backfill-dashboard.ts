import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../shared/store/aws';
import { keys } from '../shared/store/keys';
import { transactWrite, type TxItem } from '../shared/store/transact';
import type { ClientRecord } from '../shared/store/clients';

/**
 * The release step of the dashboard (docs/ARCHITECTURE.md, section 15): items the dashboard reads
 * that records written before it lack. Run once by an operator with table access, before or after
 * the deploy, as often as wanted: every write is conditional, so a second run changes nothing and a
 * run beside live traffic counts nothing twice.
 * - Every API client gets its item in its merchant's client list (`MCLIENTS#<merchant>`), and the
 *   merchant's client count one more, in one transaction per client: the list item is written only
 *   if absent, so a client that a live create listed already is not counted again.
 * - Every merchant with owners but no owner count (`MEMBERS#<merchant>`/`#COUNTS`, written since by
 *   the merchant's creation) gets the count of its owner memberships and no pending invitation
 *   (there were none before). Without it its owners could neither step down nor be removed.
 * Scan is used here, by an operator, and by no function (no function's role may Scan).
 */
export interface BackfillReport {
  clientsScanned: number;
  clientsListed: number;
  merchantsCounted: number;
}

async function scanAll(
  input: Omit<ScanCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(new ScanCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
  return items;
}

function clientListing(client: ClientRecord): TxItem[] {
  const table = tableName();
  return [
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.merchantClient(client.merchant_id, client.client_id),
          entity: 'merchant_client',
          client_id: client.client_id,
          created_at_ms: client.created_at_ms,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.merchantClientCount(client.merchant_id),
        UpdateExpression: 'SET entity = :entity ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':entity': 'merchant_client_count', ':one': 1 },
      },
    },
  ];
}

/** Lists every client not yet on its merchant's list; answers how many it listed. */
async function backfillClientLists(): Promise<{ scanned: number; listed: number }> {
  const clients = await scanAll({
    FilterExpression: 'entity = :client AND sk = :sk',
    ExpressionAttributeValues: { ':client': 'client', ':sk': keys.client('').sk },
  });
  let listed = 0;
  for (const item of clients) {
    const client = item.data as ClientRecord | undefined;
    if (client?.merchant_id === undefined) continue;
    const outcome = await transactWrite(clientListing(client));
    if (outcome.ok) listed += 1;
    else if (outcome.kind !== 'condition')
      throw new Error(`Could not list client ${client.client_id} (${outcome.kind}); run the backfill again`);
  }
  return { scanned: clients.length, listed };
}

/** Gives every merchant with owners and no count its owner count; answers how many it counted. */
async function backfillOwnerCounts(): Promise<number> {
  const members = await scanAll({
    FilterExpression: 'entity = :member AND begins_with(pk, :members)',
    ExpressionAttributeValues: { ':member': 'member', ':members': keys.memberCounts('').pk },
  });
  const owners = new Map<string, number>();
  for (const member of members) {
    const merchantId = String(member.merchant_id);
    owners.set(merchantId, (owners.get(merchantId) ?? 0) + (member.role === 'owner' ? 1 : 0));
  }
  let counted = 0;
  for (const [merchantId, count] of owners) {
    if (count === 0) continue;
    const outcome = await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.memberCounts(merchantId),
          UpdateExpression: 'SET entity = :entity, owners = :owners, pending_invitations = :none',
          ConditionExpression: 'attribute_not_exists(owners)',
          ExpressionAttributeValues: { ':entity': 'member_counts', ':owners': count, ':none': 0 },
        },
      },
    ]);
    if (outcome.ok) counted += 1;
    else if (outcome.kind !== 'condition')
      throw new Error(`Could not count the owners of ${merchantId} (${outcome.kind}); run the backfill again`);
  }
  return counted;
}

export async function backfillDashboard(): Promise<BackfillReport> {
  const clients = await backfillClientLists();
  const merchantsCounted = await backfillOwnerCounts();
  return { clientsScanned: clients.scanned, clientsListed: clients.listed, merchantsCounted };
}
