import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys } from './keys';
import type { TxItem } from './transact';

/** What a (bank, VA number) belongs to: a one-time VA transaction or a merchant's dedicated VA. */
export type VaNumberLookup =
  | { kind: 'one_time'; bank_code: string; virtual_account_number: string; merchant_id: string; partner_reff: string }
  | { kind: 'dedicated'; bank_code: string; virtual_account_number: string; merchant_id: string };

/**
 * The lookup item of a (bank, VA number), written with the VA it points to, and conditioned so that
 * nothing ever takes a dedicated VA's number: money paid to it must keep reaching its merchant. A
 * one-time VA may take over the number of an earlier one-time VA (a gateway reuses numbers; the
 * callbacks of one-time VAs name their partner_reff anyway), and a dedicated VA may take over a
 * one-time VA's old number. A refused lookup fails the whole write: the gateway issued a number
 * that is still someone's.
 */
export function vaNumberLookupItem(lookup: VaNumberLookup): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.vaNumber(lookup.bank_code, lookup.virtual_account_number), entity: 'va_number', ...lookup },
      ConditionExpression: 'attribute_not_exists(pk) OR kind = :oneTime',
      ExpressionAttributeValues: { ':oneTime': 'one_time' },
    },
  };
}

export async function getVaNumberLookup(
  bankCode: string,
  virtualAccountNumber: string,
): Promise<VaNumberLookup | undefined> {
  const result = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.vaNumber(bankCode, virtualAccountNumber),
      ConsistentRead: true,
    }),
  );
  return result.Item ? recordOf<VaNumberLookup>(result.Item) : undefined;
}
