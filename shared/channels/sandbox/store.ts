import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../store/aws';
import { recordOf } from '../../store/item';
import { merchantTransactionsShardPartition } from '../../store/keys';
import { INDEXES } from '../../store/table';
import { counterShardsOfMerchant, type TransactionRecord } from '../../store/transactions';

/**
 * How many of a merchant's newest transactions (of each sequence shard) a sandbox call looks
 * through for a payment by a number it carries (a one-time VA's, a wallet's reference number): no
 * index maps those to a transaction, and they are the ones a tester just made.
 */
export const SANDBOX_LOOKBACK_TRANSACTIONS = 1_000;

/**
 * The merchant's newest transaction of `type` whose `details.<field>` is `value`, among its latest
 * SANDBOX_LOOKBACK_TRANSACTIONS of each shard; undefined when there is none.
 */
export async function findOwnTransactionByDetail(
  merchantId: string,
  type: TransactionRecord['type'],
  field: 'virtual_account_number' | 'reference_number',
  value: string,
): Promise<TransactionRecord | undefined> {
  const shards = await counterShardsOfMerchant(merchantId);
  for (let shard = 0; shard < shards; shard += 1) {
    let start: Record<string, unknown> | undefined;
    let seen = 0;
    do {
      const page = await ddb().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: INDEXES.byMerchantSeq.name,
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: '#type = :type AND details.#field = :value',
          ExpressionAttributeNames: { '#type': 'type', '#field': field },
          ExpressionAttributeValues: {
            ':pk': merchantTransactionsShardPartition(merchantId, shard),
            ':type': type,
            ':value': value,
          },
          ScanIndexForward: false,
          Limit: SANDBOX_LOOKBACK_TRANSACTIONS - seen,
          ExclusiveStartKey: start,
        }),
      );
      const found = page.Items?.[0];
      if (found !== undefined) return recordOf<TransactionRecord>(found);
      seen += page.ScannedCount ?? 0;
      start = page.LastEvaluatedKey;
    } while (start !== undefined && seen < SANDBOX_LOOKBACK_TRANSACTIONS);
  }
  return undefined;
}
