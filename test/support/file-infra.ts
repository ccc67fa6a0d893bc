import { createHash } from 'node:crypto';
import { basename, relative } from 'node:path';
import { ensureBucket, ensureQueues, ensureTable, infraEnvironment } from '../../local/infra';

/**
 * Runs before each integration test file, in its worker: makes the file's own table, queues and KYC
 * bucket in the run's DynamoDB Local and SQS emulator and points the file at them. Files that run at
 * the same time, or one after another, never share a table or a queue, so a sweep, an audit or a
 * queue drain sees only its own file's items (no random "past day" to hide from other files).
 */
const testPath = relative(process.cwd(), expect.getState().testPath!);
const slug = basename(testPath, '.test.ts')
  .replace(/[^a-z0-9-]/gi, '-')
  .slice(0, 40);
const name = `t-${slug}-${createHash('sha256').update(testPath).digest('hex').slice(0, 8)}`;
const dynamodbEndpoint = process.env.DYNAMODB_ENDPOINT!;
const sqsEndpoint = process.env.SQS_ENDPOINT!;
await ensureTable(dynamodbEndpoint, name);
const queues = await ensureQueues(sqsEndpoint, `${name}-`);
await ensureBucket(sqsEndpoint, name);
Object.assign(
  process.env,
  infraEnvironment({ tableName: name, dynamodbEndpoint, sqsEndpoint, queues, kycBucket: name }),
);
