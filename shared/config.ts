import * as z from 'zod';
import { DUE_SHARDS_DEFAULT, RATE_LIMIT_PER_MINUTE_DEFAULT } from './constants';

/**
 * Configuration is read from the environment and validated, failing fast with a clear message; it
 * is kept while the variables it is read from stay the same (config()).
 */
const ConfigSchema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('ap-southeast-3'),
  DYNAMODB_ENDPOINT: z.url().optional(),
  SQS_ENDPOINT: z.url().optional(),
  /** The S3 emulator locally (fauxqs serves S3 on its SQS endpoint); absent in AWS. */
  S3_ENDPOINT: z.url().optional(),
  KYC_BUCKET: z.string().min(1).optional(),
  CALLBACKS_QUEUE_URL: z.string().min(1).optional(),
  WEBHOOKS_QUEUE_URL: z.string().min(1).optional(),
  ORDERS_QUEUE_URL: z.string().min(1).optional(),
  BATCHES_QUEUE_URL: z.string().min(1).optional(),
  REPORTS_QUEUE_URL: z.string().min(1).optional(),
  SANDBOX: z.enum(['0', '1']).default('0'),
  /** '1' on every function infra deploys; unset under `npm start` and in tests. */
  DEPLOYED: z.enum(['0', '1']).default('0'),
  PAY_PAGE_BASE_URL: z.url().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(RATE_LIMIT_PER_MINUTE_DEFAULT),
  DUE_SHARDS: z.coerce.number().int().min(1).max(256).default(DUE_SHARDS_DEFAULT),
  SECRETS_KMS_KEY_ID: z.string().min(1).optional(),
  LOCAL_SECRET_KEY: z.string().min(16).optional(),
  WEBHOOK_USER_AGENT: z.string().default('MerchantPaymentService-Webhooks/1.0'),
  PUSH_MODE: z.enum(['sns', 'outbox']).default('outbox'),
  PUSH_PLATFORM_APPLICATION_ARN_ANDROID: z.string().startsWith('arn:').optional(),
  PUSH_PLATFORM_APPLICATION_ARN_IOS: z.string().startsWith('arn:').optional(),
});

export interface Config {
  tableName: string;
  region: string;
  dynamodbEndpoint?: string;
  sqsEndpoint?: string;
  s3Endpoint?: string;
  /** The bucket of merchants' KYC documents (only the KYC routes get it). */
  kycBucket?: string;
  queueUrls: { callbacks?: string; webhooks?: string; orders?: string; batches?: string; reports?: string };
  sandbox: boolean;
  /**
   * Running as a deployed Lambda (infra sets DEPLOYED=1 on every function): the local conveniences
   * are off there, in the deployed sandbox too (localConveniences).
   */
  deployed: boolean;
  /** Where payment links' hosted pages are served (`<base>/pay/<link_id>`); absent: the address the request came to. */
  payPageBaseUrl?: string;
  rateLimitPerMinute: number;
  /** Shards of each due-index partition (docs/ARCHITECTURE.md, sections 8 and 9). Only ever raised: sweeps read shards 0..N-1. */
  dueShards: number;
  secretsKmsKeyId?: string;
  localSecretKey?: string;
  webhookUserAgent: string;
  /** sns: SNS mobile push (AWS); outbox: notifications are recorded in the table (local stack, tests). */
  pushMode: 'sns' | 'outbox';
  pushPlatformApplicationArns: { android?: string; ios?: string };
}

/**
 * The conveniences of the local sandbox (`npm start`, tests) that are unsafe on a deployed Lambda:
 * trusting `X-Forwarded-For` for the caller's address, and plain-http and loopback webhook URLs.
 * On only in the sandbox environment and not deployed (a deployed sandbox is on the internet).
 */
export const localConveniences = (value: Pick<Config, 'sandbox' | 'deployed'>): boolean =>
  value.sandbox && !value.deployed;

/** The variables the configuration is read from. */
const VARIABLES = Object.keys(ConfigSchema.shape);
let cached: { variables: string; value: Config } | undefined;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const value = parsed.data;
  return {
    tableName: value.TABLE_NAME,
    region: value.AWS_REGION,
    dynamodbEndpoint: value.DYNAMODB_ENDPOINT,
    sqsEndpoint: value.SQS_ENDPOINT,
    s3Endpoint: value.S3_ENDPOINT,
    kycBucket: value.KYC_BUCKET,
    queueUrls: {
      callbacks: value.CALLBACKS_QUEUE_URL,
      webhooks: value.WEBHOOKS_QUEUE_URL,
      orders: value.ORDERS_QUEUE_URL,
      batches: value.BATCHES_QUEUE_URL,
      reports: value.REPORTS_QUEUE_URL,
    },
    sandbox: value.SANDBOX === '1',
    deployed: value.DEPLOYED === '1',
    payPageBaseUrl: value.PAY_PAGE_BASE_URL,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    dueShards: value.DUE_SHARDS,
    secretsKmsKeyId: value.SECRETS_KMS_KEY_ID,
    localSecretKey: value.LOCAL_SECRET_KEY,
    webhookUserAgent: value.WEBHOOK_USER_AGENT,
    pushMode: value.PUSH_MODE,
    pushPlatformApplicationArns: {
      android: value.PUSH_PLATFORM_APPLICATION_ARN_ANDROID,
      ios: value.PUSH_PLATFORM_APPLICATION_ARN_IOS,
    },
  };
}

/**
 * The configuration of process.env, kept while the variables it is read from stay the same: the
 * local stack and tests set the environment after the modules are loaded, and the next call reads
 * it (there is no reset to call). In a function the variables never change: it is read once.
 */
export function config(): Config {
  const variables = JSON.stringify(VARIABLES.map((name) => process.env[name]));
  if (cached?.variables !== variables) cached = { variables, value: loadConfig() };
  return cached.value;
}
