import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMIT_WINDOW_SECONDS } from '../constants';
import { ddb, tableName } from './aws';
import { keys } from './keys';

export interface RateLimitHit {
  count: number;
  resetAtSeconds: number;
}

/** Fixed one-minute window per bucket (see rateLimitBucket): one atomic ADD, the item expires by TTL. */
export async function hitRateLimit(bucket: string, nowMs: number): Promise<RateLimitHit> {
  const windowStartSeconds = Math.floor(nowMs / 1000 / RATE_LIMIT_WINDOW_SECONDS) * RATE_LIMIT_WINDOW_SECONDS;
  const resetAtSeconds = windowStartSeconds + RATE_LIMIT_WINDOW_SECONDS;
  const result = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit(bucket, windowStartSeconds),
      UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl), entity = :entity',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': resetAtSeconds + RATE_LIMIT_WINDOW_SECONDS, ':entity': 'rate' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { count: Number(result.Attributes?.hits ?? 1), resetAtSeconds };
}
