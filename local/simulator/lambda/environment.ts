import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { loadGatewayApiKey, loadGatewayCallbackSecret } from '../../../shared/gateway/secrets';
import { logger } from '../../../shared/logger';
import { systemScheduler } from '../../../shared/scheduler';
import { cachedParameter } from './parameter';
import { createSimulatorRuntime, type SimulatorRuntime } from './runtime';
import { SimulatorStateStore } from './store';

/**
 * The deployed simulator's runtime from its function's environment (DESIGN 18): its own table,
 * bucket and queue, the data stack's gateway secrets (through the service's secrets cache), and the
 * SSM parameter naming the service's callback URL. The wall clock; no endpoint overrides (AWS).
 */
const SimulatorEnvSchema = z.object({
  SIMULATOR_TABLE_NAME: z.string().min(1),
  SIMULATOR_STATE_BUCKET: z.string().min(1),
  SIMULATOR_DUE_QUEUE_URL: z.url(),
  SIMULATOR_CALLBACK_URL_PARAMETER: z.string().min(1),
});

export function simulatorRuntimeFromEnvironment(env: NodeJS.ProcessEnv = process.env): SimulatorRuntime {
  const parsed = SimulatorEnvSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`gateway simulator: missing or invalid environment variables: ${missing}`);
  }
  const vars = parsed.data;
  const store = new SimulatorStateStore({
    dynamodb: new DynamoDBClient({}),
    s3: new S3Client({}),
    tableName: vars.SIMULATOR_TABLE_NAME,
    bucket: vars.SIMULATOR_STATE_BUCKET,
  });
  return createSimulatorRuntime({
    store,
    sqs: new SQSClient({}),
    queueUrl: vars.SIMULATOR_DUE_QUEUE_URL,
    scheduler: systemScheduler,
    logger,
    apiKey: () => loadGatewayApiKey(env),
    callbackSecret: () => loadGatewayCallbackSecret(env),
    callbackUrl: cachedParameter(vars.SIMULATOR_CALLBACK_URL_PARAMETER, () => systemScheduler.nowMs()),
  });
}
