import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../store/aws';
import { recordOf } from '../../store/item';
import { DEDICATED_VA_SK_PREFIX, keys } from '../../store/keys';
import { transactWrite, type TxItem } from '../../store/transact';
import { vaNumberLookupItem } from '../../store/va-numbers';

/** A merchant's permanent VA at one bank; every payment to it becomes a `dedicated_va` transaction. */
export interface DedicatedVaRecord {
  id: number;
  merchant_id: string;
  /** The API client that created it: its callback URL receives the va.paid webhooks. */
  client_id: string;
  bank_code: string;
  bank_name: string;
  virtual_account_number: string;
  account_name: string;
  status: 'active';
  /** The reference we gave the gateway; it answers the same VA for the same reference and bank. */
  gateway_reference: string;
  created_at_ms: number;
}

export async function getDedicatedVa(merchantId: string, bankCode: string): Promise<DedicatedVaRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.dedicatedVa(merchantId, bankCode), ConsistentRead: true }),
  );
  return result.Item?.entity === 'dedicated_va' ? recordOf<DedicatedVaRecord>(result.Item) : undefined;
}

/** A merchant has at most one dedicated VA per supported bank, so one small query reads them all. */
export async function listDedicatedVas(merchantId: string): Promise<DedicatedVaRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.merchant(merchantId).pk, ':prefix': DEDICATED_VA_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? [])
    .filter((item) => item.entity === 'dedicated_va')
    .map((item) => recordOf<DedicatedVaRecord>(item));
}

export type DedicatedVaWrite = 'created' | 'exists' | 'number_taken' | 'extra_item_failed' | 'conflict';

/**
 * Writes the dedicated VA and its number lookup with `extraItems` (the idempotency completion) in one
 * transaction. The VA item is conditioned on not existing: of two concurrent creates exactly one
 * writes, and the other learns 'exists' and reads the winner's VA. 'number_taken': the gateway
 * issued a number that is another dedicated VA's at that bank; nothing was written.
 */
export async function putDedicatedVa(record: DedicatedVaRecord, extraItems: TxItem[]): Promise<DedicatedVaWrite> {
  const items: TxItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.dedicatedVa(record.merchant_id, record.bank_code), entity: 'dedicated_va', ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    vaNumberLookupItem({
      kind: 'dedicated',
      bank_code: record.bank_code,
      virtual_account_number: record.virtual_account_number,
      merchant_id: record.merchant_id,
    }),
    ...extraItems,
  ];
  const written = await transactWrite(items);
  if (written.ok) return 'created';
  if (written.kind === 'conflict') return 'conflict';
  // Unsure: the VA may have been written; a retry re-reads it and answers 200 with it.
  if (written.kind === 'unsure') return 'conflict';
  if (written.failedIndexes.includes(0)) return 'exists';
  return written.failedIndexes.includes(1) ? 'number_taken' : 'extra_item_failed';
}
