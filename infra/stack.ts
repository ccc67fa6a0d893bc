import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from '../shared/constants';
import { QUEUE_LIST, QUEUES, type QueueId } from '../shared/queues';
import { SCHEDULES, type ScheduleDefinition } from '../shared/schedules';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../shared/store/table';
import { createAlarmTopic } from './alarm-topic';
import type { ServiceContext } from './context';
import { ServiceFunction } from './function';
import { grantPush, grantSecretsKey, grantTable } from './grants';
import { ServiceHttpApi } from './http-api';
import { ServiceQueue } from './queue';
import { queueConsumerSpec, ROUTE_ROWS, routeSpec, scheduleSpec, type FunctionSpec } from './specs';

/** EventBridge retries a failed scheduled run; the jobs only act on due work, so a retry is safe. */
const SCHEDULE_RETRY_ATTEMPTS = 2;
const GATEWAY_SECRET_LENGTH = 48;

/** The shared resources a function may be granted, and the context that configures them. */
interface Resources {
  table: dynamodb.Table;
  queues: Record<QueueId, ServiceQueue>;
  secretsKey: kms.Key;
  /** The key our calls to the gateway carry: for functions that call the gateway. */
  gatewayApiKey: secretsmanager.Secret;
  /** The key of the gateway's callback signatures: for the callback route alone. */
  gatewayCallbackSecret: secretsmanager.Secret;
  /** The key of the digital-product provider: for the orders consumer and postpaid inquiries. */
  providerApiKey: secretsmanager.Secret;
  context: ServiceContext;
}

/**
 * The whole service in one stack, generated from the route, queue and schedule tables: adding a
 * row there adds its function, route, queue or rule here.
 */
export interface PaymentServiceStackProps extends StackProps {
  context: ServiceContext;
}

export class PaymentServiceStack extends Stack {
  constructor(scope: Construct, id: string, props: PaymentServiceStackProps) {
    super(scope, id, props);
    const { context } = props;
    const alarmTopic = createAlarmTopic(this, context.alarmEmail);
    const alarmTopics = alarmTopicsOf(this, alarmTopic, context);
    const resources: Resources = {
      table: createTable(this, context.settings.protectedResources),
      queues: createQueues(this, alarmTopics),
      secretsKey: createSecretsKey(this),
      gatewayApiKey: createGatewaySecret(this, 'GatewayApiKeySecret', 'Upstream payment gateway API key: replace the value with the key the gateway issues'),
      gatewayCallbackSecret: createGatewaySecret(this, 'GatewayCallbackSecret', 'Upstream payment gateway callback signing secret: replace the value with the one the gateway issues'),
      providerApiKey: createGatewaySecret(this, 'ProviderApiKeySecret', 'Digital-product provider API key: replace the value with the key the provider issues'),
      context,
    };
    const httpApi = new ServiceHttpApi(this, 'HttpApi', logRetentionOf(context));
    for (const route of ROUTE_ROWS) httpApi.addRoute(route, createFunction(this, resources, routeSpec(route)));
    for (const queue of QUEUE_LIST) {
      const spec = queueConsumerSpec(queue);
      resources.queues[queue.id as QueueId].subscribe(createFunction(this, resources, spec), spec.reservedConcurrency);
    }
    for (const schedule of SCHEDULES) scheduleFunction(this, schedule, createFunction(this, resources, scheduleSpec(schedule)));
    new CfnOutput(this, 'ApiUrl', { value: httpApi.url, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', { value: resources.table.tableName, description: 'The single DynamoDB table' });
    new CfnOutput(this, 'AlarmTopicArn', { value: alarmTopic.topicArn, description: 'Every alarm notifies this topic; subscribe on-call here' });
    new CfnOutput(this, 'GatewayApiKeySecretArn', { value: resources.gatewayApiKey.secretArn, description: 'Store the API key the gateway issued here' });
    new CfnOutput(this, 'ProviderApiKeySecretArn', { value: resources.providerApiKey.secretArn, description: 'Store the API key the digital-product provider issued here' });
    new CfnOutput(this, 'GatewayCallbackSecretArn', { value: resources.gatewayCallbackSecret.secretArn, description: 'Store the callback signing secret the gateway issued here' });
  }
}

/**
 * The table is retained whatever the stage; staging and prod also refuse a DeleteTable call, so
 * neither a console click nor a stack replaced by hand removes the ledger.
 */
function createTable(scope: Construct, deletionProtection: boolean): dynamodb.Table {
  const table = new dynamodb.Table(scope, 'Table', {
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

/** The service's own topic, and the operator's existing topic (context alarmTopicArn) when named. */
function alarmTopicsOf(scope: Construct, own: sns.ITopic, context: ServiceContext): sns.ITopic[] {
  if (context.alarmTopicArn === undefined) return [own];
  return [own, sns.Topic.fromTopicArn(scope, 'OperatorAlarmTopic', context.alarmTopicArn)];
}

function createQueues(scope: Construct, alarmTopics: readonly sns.ITopic[]): Record<QueueId, ServiceQueue> {
  const entries = QUEUE_LIST.map((definition) => [definition.id, new ServiceQueue(scope, `Queue-${definition.id}`, definition, alarmTopics)]);
  return Object.fromEntries(entries) as Record<QueueId, ServiceQueue>;
}

function createSecretsKey(scope: Construct): kms.Key {
  return new kms.Key(scope, 'ClientSecretsKey', {
    description: 'Encrypts API client secrets stored in the table (the table keeps only their hash for authentication)',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/**
 * One gateway credential per secret, its SecretString the bare value, so each function is granted
 * only the credential it uses. A random placeholder until an operator stores the gateway's value.
 */
function createGatewaySecret(scope: Construct, id: string, description: string): secretsmanager.Secret {
  const secret = new secretsmanager.Secret(scope, id, {
    description,
    generateSecretString: { excludePunctuation: true, passwordLength: GATEWAY_SECRET_LENGTH },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'The gateway issues this credential; it is rotated with the gateway by an operator, so no rotation Lambda can do it.',
  });
  return secret;
}

function createFunction(scope: Construct, resources: Resources, spec: FunctionSpec): ServiceFunction {
  const fn = new ServiceFunction(scope, spec.id, {
    functionName: `${resources.context.settings.stackPrefix}-${spec.id}`,
    logRetention: logRetentionOf(resources.context),
    kind: spec.kind,
    entry: spec.entry,
    description: spec.description,
    environment: environmentFor(resources, spec),
    bundleAssets: spec.bundleAssets,
    reservedConcurrentExecutions: spec.reservedConcurrency,
    timeoutSeconds: spec.timeoutSeconds,
    memorySizeMb: spec.memorySizeMb,
  });
  grantAccess(resources, spec, fn);
  return fn;
}

/** TABLE_NAME reaches every function, even one without table access: the shared config requires it. */
function environmentFor(resources: Resources, spec: FunctionSpec): Record<string, string> {
  const { context } = resources;
  const environment: Record<string, string> = {
    TABLE_NAME: resources.table.tableName,
    SANDBOX: '0',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE_DEFAULT),
  };
  if (context.runtimeSourceMaps) environment.NODE_OPTIONS = '--enable-source-maps';
  for (const queueId of spec.sends) environment[QUEUES[queueId].envVar] = resources.queues[queueId].queue.queueUrl;
  if (spec.usesGateway) {
    environment.GATEWAY_API_KEY_SECRET_ARN = resources.gatewayApiKey.secretArn;
    environment.GATEWAY_BASE_URL = context.gatewayBaseUrl;
  }
  if (spec.usesProvider) {
    environment.PROVIDER_API_KEY_SECRET_ARN = resources.providerApiKey.secretArn;
    environment.PROVIDER_BASE_URL = context.providerBaseUrl;
  }
  if (spec.verifiesGatewayCallbacks) environment.GATEWAY_CALLBACK_SECRET_ARN = resources.gatewayCallbackSecret.secretArn;
  if (spec.secretsKeyAccess !== 'none') environment.SECRETS_KMS_KEY_ID = resources.secretsKey.keyId;
  if (spec.operatorAuth) {
    environment.ADMIN_OPERATOR_ROLES = context.operatorRoles.operators.join(',');
    environment.ADMIN_CREDIT_ROLES = context.operatorRoles.creditors.join(',');
  }
  if (spec.usesPush) {
    environment.PUSH_MODE = 'sns';
    if (context.push.android) environment.PUSH_PLATFORM_APPLICATION_ARN_ANDROID = context.push.android;
    if (context.push.ios) environment.PUSH_PLATFORM_APPLICATION_ARN_IOS = context.push.ios;
  }
  return environment;
}

/** Each function gets its own role with exactly what its row says it uses. */
function grantAccess(resources: Resources, spec: FunctionSpec, fn: ServiceFunction): void {
  grantTable(resources.table, spec, fn);
  for (const queueId of spec.sends) resources.queues[queueId].queue.grantSendMessages(fn);
  if (spec.redrivesDeadLetters) for (const queueId of spec.sends) resources.queues[queueId].grantRedrive(fn);
  if (spec.usesGateway) resources.gatewayApiKey.grantRead(fn);
  if (spec.usesProvider) resources.providerApiKey.grantRead(fn);
  if (spec.verifiesGatewayCallbacks) resources.gatewayCallbackSecret.grantRead(fn);
  grantSecretsKey(resources.secretsKey, spec.secretsKeyAccess, fn);
  if (spec.usesPush) grantPush(resources.context.push, fn);
}

function scheduleFunction(scope: Construct, schedule: ScheduleDefinition, fn: ServiceFunction): void {
  new events.Rule(scope, `Schedule-${schedule.id}`, {
    description: schedule.description,
    schedule: events.Schedule.expression(schedule.expression),
    targets: [new targets.LambdaFunction(fn.function, { retryAttempts: SCHEDULE_RETRY_ATTEMPTS })],
  });
}

/** The stage's retention, in the enum CDK checks CloudWatch's allowed values with. */
export function logRetentionOf(context: ServiceContext): logs.RetentionDays {
  return context.settings.logRetentionDays as logs.RetentionDays;
}
