import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import {
  KYC_SUBMITTED_PREFIX,
  KYC_UNSUBMITTED_DOCUMENT_DAYS,
  KYC_UPLOAD_PREFIX,
  REPORT_FILE_RETENTION_DAYS,
  REPORT_OBJECT_PREFIX,
} from '../shared/constants';
import { QUEUE_LIST, type QueueId } from '../shared/queues';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../shared/store/table';
import { createAlarmTopic } from './alarm-topic';
import { createDashboardIdentity, type DashboardIdentity } from './identity';
import { GENERATED_SECRET_TEMPLATE } from '../shared/secrets-manager';
import { dashboardCorsOrigins, type ServiceContext } from './context';
import { ServiceQueue } from './queue';
import { TableBackup } from './backup';

const GATEWAY_SECRET_LENGTH = 48;
const PIN_PEPPER_LENGTH = 64;

/** The shared resources a function may be granted: all of them live in the data stack. */
export interface SharedResources {
  table: dynamodb.ITable;
  queues: Record<QueueId, ServiceQueue>;
  secretsKey: kms.Key;
  /** The key our calls to the gateway carry: for functions that call the gateway. */
  gatewayApiKey: secretsmanager.Secret;
  /** The key of the gateway's callback signatures: for the callback route alone. */
  gatewayCallbackSecret: secretsmanager.Secret;
  /** The key of the digital-product provider: for the orders consumer and postpaid inquiries. */
  providerApiKey: secretsmanager.Secret;
  /** Keys the PIN hashes: for the functions that hash or verify PINs. */
  pinPepper: secretsmanager.Secret;
  /** Encrypts the KYC documents: for the functions that sign uploads, pin or read documents. */
  kycKey: kms.Key;
}

export interface DataStackProps extends StackProps {
  context: ServiceContext;
}

/**
 * What the service keeps and what outlives any deploy of its functions: the table, the client
 * secrets key, the three upstream credentials and the PIN pepper, the queues with their dead-letter alarms, the
 * alarm topic and the dashboard's user pool. The function stacks reference these; this stack references none of them.
 */
export class DataStack extends Stack {
  readonly resources: SharedResources & { table: dynamodb.Table };
  readonly alarmTopic: sns.Topic;
  /** What every alarm notifies: the alarm topic, and the operator's topic when context names one. */
  readonly alarmTopics: readonly sns.ITopic[];
  /** The merchant dashboard's user pool and web client. */
  readonly identity: DashboardIdentity;
  /** Merchants' KYC documents (the KYC routes address it by name: kycBucketNameOf). */
  readonly kycBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { context } = props;
    this.alarmTopic = createAlarmTopic(this, context.alarmEmail);
    this.alarmTopics = alarmTopicsOf(this, this.alarmTopic, context);
    this.resources = {
      table: createTable(this, tableNameOf(context), context.settings.protectedResources),
      queues: createQueues(this, this.alarmTopics),
      secretsKey: createSecretsKey(this, context),
      gatewayApiKey: createGatewaySecret(
        this,
        'GatewayApiKeySecret',
        'Upstream payment gateway API key: replace the value with the key the gateway issues',
      ),
      gatewayCallbackSecret: createGatewaySecret(
        this,
        'GatewayCallbackSecret',
        'Upstream payment gateway callback signing secret: replace the value with the one the gateway issues',
      ),
      providerApiKey: createGatewaySecret(
        this,
        'ProviderApiKeySecret',
        'Digital-product provider API key: replace the value with the key the provider issues',
      ),
      pinPepper: createPinPepper(this),
      kycKey: createKycKey(this),
    };
    this.identity = createDashboardIdentity(this, context);
    this.kycBucket = createKycBucket(this, context, this.resources.kycKey);
    if (context.deploy.backupCopyRegion !== undefined)
      new TableBackup(this, 'TableBackup', context, this.resources.table);
    createOutputs(this);
  }
}

/** What a platform engineer reads after the deploy: the table, the KYC bucket, the alarm topic and where each upstream secret goes. */
function createOutputs(stack: DataStack): void {
  const { table, gatewayApiKey, providerApiKey, gatewayCallbackSecret } = stack.resources;
  const outputs: Array<[id: string, value: string, description: string]> = [
    ['TableName', table.tableName, 'The single DynamoDB table'],
    [
      'KycBucketName',
      stack.kycBucket.bucketName,
      "Merchants' KYC documents (uploaded by presigned POST from the dashboard)",
    ],
    ['AlarmTopicArn', stack.alarmTopic.topicArn, 'Every alarm notifies this topic; subscribe on-call here'],
    ['GatewayApiKeySecretArn', gatewayApiKey.secretArn, 'Store the API key the gateway issued here'],
    ['ProviderApiKeySecretArn', providerApiKey.secretArn, 'Store the API key the digital-product provider issued here'],
    [
      'GatewayCallbackSecretArn',
      gatewayCallbackSecret.secretArn,
      'Store the callback signing secret the gateway issued here',
    ],
  ];
  for (const [id, value, description] of outputs) new CfnOutput(stack, id, { value, description });
}

/**
 * The table's name, fixed per stage: the function stacks address it by name, not by a reference
 * into this stack, and a table left behind by a failed first deploy makes the next deploy stop
 * with "already exists" instead of silently creating a second ledger (README, deploy section).
 */
export function tableNameOf(context: ServiceContext): string {
  return `${context.settings.stackPrefix}-Table`;
}

/**
 * The table is retained whatever the stage; staging and prod also refuse a DeleteTable call, so
 * neither a console click nor a stack replaced by hand removes the ledger.
 */
function createTable(scope: Construct, tableName: string, deletionProtection: boolean): dynamodb.Table {
  const table = new dynamodb.Table(scope, 'Table', {
    tableName,
    partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
    sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
    billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: dynamodb.TableEncryption.AWS_MANAGED,
    timeToLiveAttribute: TTL_ATTRIBUTE,
    // The ledger is the record of every merchant's money: it outlives any stack.
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection,
  });
  for (const index of INDEX_LIST) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: {
        name: index.sortKey,
        type: index.sortKeyType === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
      },
      projectionType: dynamodb.ProjectionType.ALL,
    });
  }
  return table;
}

/**
 * The KYC bucket's name, fixed per stage, account and region (bucket names are global): the
 * function stacks grant and address it by name, as they do the table, without a reference into
 * this stack.
 */
export function kycBucketNameOf(context: ServiceContext): string {
  return `${context.settings.stackPrefix.toLowerCase()}-kyc-${context.account ?? Aws.ACCOUNT_ID}-${context.region}`;
}

/** A browser waits this long before asking again whether it may POST (the preflight's answer is cached). */
const KYC_CORS_MAX_AGE_SECONDS = 3000;

/**
 * How long a submitted KYC document is kept: ten years, beyond the five years after a business
 * relationship ends that Indonesia's anti-money-laundering law (UU 8/2010) asks of records of
 * identity. A merchant still active after ten years is asked for its documents again.
 */
export const KYC_DOCUMENT_RETENTION_DAYS = 3650;

/** A customer-managed, rotating key of the KYC documents: who may decrypt is a grant of its own (infra/grants.ts). */
function createKycKey(scope: Construct): kms.Key {
  return new kms.Key(scope, 'KycDocumentsKey', {
    description: "Encrypts merchants' KYC documents (identity cards, tax and business registrations)",
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/**
 * The KYC bucket's server access logs: every request to a document (who, which key, when), kept as
 * long as the stage keeps its logs. S3 writes them with its own key (SSE-S3): access logging cannot
 * deliver to a bucket encrypted with a customer key.
 */
function createKycAccessLogsBucket(scope: Construct, context: ServiceContext): s3.Bucket {
  const bucket = new s3.Bucket(scope, 'KycAccessLogsBucket', {
    encryption: s3.BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(context.settings.logRetentionDays) }],
    removalPolicy: context.settings.protectedResources ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: "This is the KYC bucket's access log bucket: logging its own requests would log the logging.",
  });
  return bucket;
}

/** The documents bucket's lifecycle rules: uploads, submitted documents and report files (createKycBucket). */
function kycLifecycleRules(): s3.LifecycleRule[] {
  return [
    { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
    {
      id: 'expire-unsubmitted-uploads',
      prefix: KYC_UPLOAD_PREFIX,
      expiration: Duration.days(KYC_UNSUBMITTED_DOCUMENT_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    },
    { id: 'remove-upload-delete-markers', prefix: KYC_UPLOAD_PREFIX, expiredObjectDeleteMarker: true },
    {
      id: 'retain-submitted-documents',
      prefix: KYC_SUBMITTED_PREFIX,
      expiration: Duration.days(KYC_DOCUMENT_RETENTION_DAYS),
      noncurrentVersionExpiration: Duration.days(KYC_DOCUMENT_RETENTION_DAYS),
    },
    // The asynchronous reports' files (their links expire in minutes; a report can be asked for again).
    {
      id: 'expire-report-files',
      prefix: REPORT_OBJECT_PREFIX,
      expiration: Duration.days(REPORT_FILE_RETENTION_DAYS),
      noncurrentVersionExpiration: Duration.days(1),
    },
    { id: 'remove-report-delete-markers', prefix: REPORT_OBJECT_PREFIX, expiredObjectDeleteMarker: true },
  ];
}

/**
 * Merchants' KYC documents (scans of identity cards, tax and business registrations): personal
 * data, private, over TLS only, encrypted at rest with a customer key of their own (KycDocumentsKey,
 * with an S3 bucket key so a read is not a KMS call each), every request logged to the access log
 * bucket. Access is decided by the functions' IAM grants under `kyc/` and on the key. The only
 * browser access is the dashboard's presigned POST (CORS), whose policy fixes the key and
 * Content-Type and caps the size; downloads are operator links. Submitted documents are kept
 * KYC_DOCUMENT_RETENTION_DAYS, then expire. Report files (`reports/`) expire after
 * REPORT_FILE_RETENTION_DAYS (30).
 *
 * Versioned (DESIGN 21): a submission pins the version of the copy it checked, so nothing written
 * later under any key changes what the operator sees. Uploads (`kyc/uploads/`) are expired 7 days
 * after they were written, their noncurrent versions a day later, and the delete markers left
 * behind removed: a document never submitted is gone after 7 days, while a submitted one lives on
 * as its pinned copy (`kyc/submitted/`), which no rule expires. Retained in staging and prod, like
 * the table.
 */
function createKycBucket(scope: Construct, context: ServiceContext, key: kms.IKey): s3.Bucket {
  const origins = dashboardCorsOrigins(context);
  const bucket = new s3.Bucket(scope, 'KycDocumentsBucket', {
    bucketName: kycBucketNameOf(context),
    encryption: s3.BucketEncryption.KMS,
    encryptionKey: key,
    bucketKeyEnabled: true,
    serverAccessLogsBucket: createKycAccessLogsBucket(scope, context),
    serverAccessLogsPrefix: 'kyc-documents/',
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    versioned: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: kycLifecycleRules(),
    cors:
      origins.length === 0
        ? undefined
        : [
            {
              allowedMethods: [s3.HttpMethods.POST],
              allowedOrigins: [...origins],
              allowedHeaders: ['content-type'],
              maxAge: KYC_CORS_MAX_AGE_SECONDS,
            },
          ],
    removalPolicy: context.settings.protectedResources ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return bucket;
}

/** The service's own topic, and the operator's existing topic (context alarmTopicArn) when named. */
function alarmTopicsOf(scope: Construct, own: sns.ITopic, context: ServiceContext): sns.ITopic[] {
  if (context.alarmTopicArn === undefined) return [own];
  return [own, sns.Topic.fromTopicArn(scope, 'OperatorAlarmTopic', context.alarmTopicArn)];
}

function createQueues(scope: Construct, alarmTopics: readonly sns.ITopic[]): Record<QueueId, ServiceQueue> {
  const entries = QUEUE_LIST.map((definition) => [
    definition.id,
    new ServiceQueue(scope, `Queue-${definition.id}`, definition, alarmTopics),
  ]);
  return Object.fromEntries(entries) as Record<QueueId, ServiceQueue>;
}

/**
 * Multi-region where the stage keeps a backup copy in a second region (prod), so a replica there
 * (`aws kms replicate-key`, docs/RUNBOOK.md) decrypts the client secrets of a restored table.
 * Only then: turning it on replaces the key, and secrets encrypted with the old one stay unreadable.
 */
function createSecretsKey(scope: Construct, context: ServiceContext): kms.Key {
  return new kms.Key(scope, 'ClientSecretsKey', {
    multiRegion: context.deploy.backupCopyRegion !== undefined,
    description: 'Encrypts API client secrets stored in the table (the table keeps only their hash for authentication)',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/**
 * One upstream credential per secret, so each function is granted only the credential it uses. The
 * operator stores the bare value the gateway or provider issued; until then it holds a random
 * placeholder marked `{"generated":true,...}`, which `npm run preflight` reports and the functions
 * refuse to use (shared/secrets-manager.ts: isGeneratedPlaceholder).
 */
function createGatewaySecret(scope: Construct, id: string, description: string): secretsmanager.Secret {
  const reason =
    'The gateway issues this credential; it is rotated with the gateway by an operator, so no rotation Lambda can do it.';
  return createGeneratedSecret(scope, id, {
    description,
    lengthChars: GATEWAY_SECRET_LENGTH,
    noRotationReason: reason,
    marked: true,
  });
}

/**
 * The PIN pepper keys every PIN hash, so a copy of the table alone cannot be searched offline for
 * PINs. Generated here and never replaced: a new value would make every stored PIN wrong (a
 * merchant would have to set its PIN again), so it has no rotation and outlives the stack.
 */
function createPinPepper(scope: Construct): secretsmanager.Secret {
  return createGeneratedSecret(scope, 'PinPepperSecret', {
    description: 'Pepper of the merchant PIN hashes: generated once; never change it while PINs are stored',
    lengthChars: PIN_PEPPER_LENGTH,
    noRotationReason: 'Rotating the pepper would invalidate every stored PIN hash; it is generated once and kept.',
  });
}

/** A secret with a generated value, kept when the stack goes, and the reason it has no rotation Lambda. */
function createGeneratedSecret(
  scope: Construct,
  id: string,
  options: { description: string; lengthChars: number; noRotationReason: string; marked?: boolean },
): secretsmanager.Secret {
  const marker =
    options.marked === true
      ? { secretStringTemplate: JSON.stringify(GENERATED_SECRET_TEMPLATE), generateStringKey: 'value' }
      : {};
  const secret = new secretsmanager.Secret(scope, id, {
    description: options.description,
    generateSecretString: { excludePunctuation: true, passwordLength: options.lengthChars, ...marker },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: options.noRotationReason });
  return secret;
}
