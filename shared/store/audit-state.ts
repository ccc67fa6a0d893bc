import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredPosting } from '../domain/statement';
import { config } from '../config';
import { ddb, tableName } from './aws';
import { keys, ledgerLogPartitions } from './keys';
import { queryAll } from './query';
import { INDEXES } from './table';

/**
 * The incremental ledger audit's state (shared/operations/ledger-audit.ts). Every sum it keeps is
 * "as of" the watermark `through_ms`: the sum of every posting whose move time (at_ms) is at or
 * before it. A posting is found by its move time in the ledger log (keys.ts, LEDGER_LOG_PREFIX).
 */
export interface AuditCheckpoint {
  /** `seeding`: the first full pass is writing every merchant's sums as of `through_ms`; then `running`. */
  phase: 'seeding' | 'running';
  through_ms: number;
  /** The system accounts' sums (suspense, clearing, fees) over every posting as of `through_ms`. */
  system_sums: Record<string, number>;
  /** The full pass: where it stands (the last merchant id it checked), when it started and last ended. */
  full_cursor?: string;
  full_started_at_ms?: number;
  full_completed_at_ms?: number;
  /** Merchants a check found wrong: re-checked in full on every run until they are right again. */
  flagged: string[];
}

/** One merchant's running sums by account (its buckets and the system accounts its moves touch), as of `through_ms`. */
export interface MerchantSums {
  through_ms: number;
  sums: Record<string, number>;
}

export async function readCheckpoint(): Promise<AuditCheckpoint | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.auditCheckpoint(), ConsistentRead: true }),
  );
  return result.Item === undefined ? undefined : (result.Item.checkpoint as AuditCheckpoint);
}

export async function writeCheckpoint(checkpoint: AuditCheckpoint, nowMs: number): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.auditCheckpoint(), entity: 'audit_checkpoint', checkpoint, updated_at_ms: nowMs },
    }),
  );
}

export async function readMerchantSums(merchantId: string): Promise<MerchantSums | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.auditMerchantSums(merchantId), ConsistentRead: true }),
  );
  if (result.Item === undefined) return undefined;
  return { through_ms: Number(result.Item.through_ms), sums: result.Item.sums as Record<string, number> };
}

export async function writeMerchantSums(merchantId: string, value: MerchantSums): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.auditMerchantSums(merchantId), entity: 'audit_merchant_sums', ...value },
    }),
  );
}

/**
 * The postings whose move time is after `afterMs`, over every ledger-log shard: what changed since
 * the checkpoint (and the few moves of the last minutes, read again by the next run too).
 */
export async function ledgerLogSince(afterMs: number): Promise<StoredPosting[]> {
  const shards = await Promise.all(
    ledgerLogPartitions(config().dueShards).map((pk) =>
      queryAll({
        IndexName: INDEXES.due.name,
        KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk > :after',
        ExpressionAttributeValues: { ':pk': pk, ':after': afterMs },
      }),
    ),
  );
  return shards.flat() as unknown as StoredPosting[];
}

/** One page of merchant ids after `after`, in id order, and whether more follow. */
export async function merchantIdPage(
  after: string | undefined,
  limit: number,
): Promise<{ ids: string[]; more: boolean }> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.merchantIndex('').pk },
      Limit: limit,
      ...(after === undefined ? {} : { ExclusiveStartKey: keys.merchantIndex(after) }),
    }),
  );
  return {
    ids: (result.Items ?? []).map((item) => String(item.sk)),
    more: result.LastEvaluatedKey !== undefined,
  };
}
