import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from '../shared/constants';
import { QUEUE_LIST, QUEUES, type QueueId } from '../shared/queues';
import { SCHEDULES, type ScheduleDefinition } from '../shared/schedules';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../shared/store/table';
import { ServiceFunction } from './function';
import { ServiceHttpApi } from './http-api';
import { ServiceQueue } from './queue';
import { queueConsumerSpec, ROUTE_ROWS, routeSpec, scheduleSpec, type FunctionSpec } from './specs';

export const GATEWAY_BASE_URL_DEFAULT = 'https://api.gateway.example.id';
/** EventBridge retries a failed scheduled run; the jobs only act on due work, so a retry is safe. */
const SCHEDULE_RETRY_ATTEMPTS = 2;

/** The shared resources a function may be granted. */
interface Resources {
  table: dynamodb.Table;
  queues: Record<QueueId, ServiceQueue>;
  secretsKey: kms.Key;
  gatewaySecret: secretsmanager.Secret;
  gatewayBaseUrl: string;
  push: PushApplications;
}

/** SNS platform applications for mobile push (context pushPlatformApplicationArnAndroid / ...Ios). */
interface PushApplications {
  android?: string;
  ios?: string;
}

/**
 * The whole service in one stack, generated from the route, queue and schedule tables: adding a
 * row there adds its function, route, queue or rule here.
 */
export class PaymentServiceStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const resources: Resources = {
      table: createTable(this),
      queues: createQueues(this),
      secretsKey: createSecretsKey(this),
      gatewaySecret: createGatewaySecret(this),
      gatewayBaseUrl: gatewayBaseUrl(this),
      push: pushApplications(this),
    };
    const httpApi = new ServiceHttpApi(this, 'HttpApi');
    for (const route of ROUTE_ROWS) httpApi.addRoute(route, createFunction(this, resources, routeSpec(route)));
    for (const queue of QUEUE_LIST) {
      resources.queues[queue.id as QueueId].subscribe(createFunction(this, resources, queueConsumerSpec(queue)));
    }
    for (const schedule of SCHEDULES) scheduleFunction(this, schedule, createFunction(this, resources, scheduleSpec(schedule)));
    new CfnOutput(this, 'ApiUrl', { value: httpApi.url, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', { value: resources.table.tableName, description: 'The single DynamoDB table' });
  }
}

function createTable(scope: Construct): dynamodb.Table {
  const table = new dynamodb.Table(scope, 'Table', {
    partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
    sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
    billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    encryption: dynamodb.TableEncryption.AWS_MANAGED,
    timeToLiveAttribute: TTL_ATTRIBUTE,
    // The ledger is the record of every merchant's money: it outlives any stack.
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
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

function createQueues(scope: Construct): Record<QueueId, ServiceQueue> {
  const entries = QUEUE_LIST.map((definition) => [definition.id, new ServiceQueue(scope, `Queue-${definition.id}`, definition)]);
  return Object.fromEntries(entries) as Record<QueueId, ServiceQueue>;
}

function createSecretsKey(scope: Construct): kms.Key {
  return new kms.Key(scope, 'ClientSecretsKey', {
    description: 'Encrypts API client secrets stored in the table (the table keeps only their hash for authentication)',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

function createGatewaySecret(scope: Construct): secretsmanager.Secret {
  const secret = new secretsmanager.Secret(scope, 'GatewaySecret', {
    description: 'Upstream payment gateway credentials: replace api_key (and callback_secret) with the values the gateway issues',
    generateSecretString: {
      secretStringTemplate: JSON.stringify({ api_key: 'replace-with-gateway-api-key' }),
      generateStringKey: 'callback_secret',
      excludePunctuation: true,
      passwordLength: 48,
    },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'The gateway issues these credentials; they are rotated with the gateway by an operator, so no rotation Lambda can do it.',
  });
  return secret;
}

function gatewayBaseUrl(scope: Construct): string {
  const value: unknown = scope.node.tryGetContext('gatewayBaseUrl') ?? GATEWAY_BASE_URL_DEFAULT;
  if (typeof value !== 'string' || !value.startsWith('https://')) {
    throw new Error(`Context gatewayBaseUrl must be an https:// URL, got ${String(value)}`);
  }
  return value;
}

function pushApplications(scope: Construct): PushApplications {
  const read = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:app\/(GCM|APNS|APNS_SANDBOX)\/[\w.-]+$/.test(value)) {
      throw new Error(`Context ${key} must be an SNS platform application ARN, got ${String(value)}`);
    }
    return value;
  };
  return { android: read('pushPlatformApplicationArnAndroid'), ios: read('pushPlatformApplicationArnIos') };
}

function createFunction(scope: Construct, resources: Resources, spec: FunctionSpec): ServiceFunction {
  const fn = new ServiceFunction(scope, spec.id, {
    kind: spec.kind,
    entry: spec.entry,
    description: spec.description,
    environment: environmentFor(resources, spec),
    bundleAssets: spec.bundleAssets,
  });
  grantAccess(resources, spec, fn);
  return fn;
}

function environmentFor(resources: Resources, spec: FunctionSpec): Record<string, string> {
  const environment: Record<string, string> = {
    TABLE_NAME: resources.table.tableName,
    SANDBOX: '0',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE_DEFAULT),
    NODE_OPTIONS: '--enable-source-maps',
  };
  for (const queueId of spec.sends) environment[QUEUES[queueId].envVar] = resources.queues[queueId].queue.queueUrl;
  if (spec.usesGateway) {
    environment.GATEWAY_SECRET_ARN = resources.gatewaySecret.secretArn;
    environment.GATEWAY_BASE_URL = resources.gatewayBaseUrl;
  }
  if (spec.secretsKeyAccess !== 'none') environment.SECRETS_KMS_KEY_ID = resources.secretsKey.keyId;
  if (spec.usesPush) {
    environment.PUSH_MODE = 'sns';
    if (resources.push.android) environment.PUSH_PLATFORM_APPLICATION_ARN_ANDROID = resources.push.android;
    if (resources.push.ios) environment.PUSH_PLATFORM_APPLICATION_ARN_IOS = resources.push.ios;
  }
  return environment;
}

/** Each function gets its own role with exactly what its row says it uses. */
function grantAccess(resources: Resources, spec: FunctionSpec, fn: ServiceFunction): void {
  grantTable(resources.table, fn);
  for (const queueId of spec.sends) resources.queues[queueId].queue.grantSendMessages(fn);
  if (spec.usesGateway) resources.gatewaySecret.grantRead(fn);
  if (spec.secretsKeyAccess === 'encryptDecrypt') resources.secretsKey.grant(fn, 'kms:Encrypt', 'kms:Decrypt');
  if (spec.secretsKeyAccess === 'decrypt') resources.secretsKey.grant(fn, 'kms:Decrypt');
  if (spec.usesPush) grantPush(resources.push, fn);
}

/**
 * CreatePlatformEndpoint on the configured platform applications, Publish on their endpoints. The
 * endpoints are created at run time, one per device, so only their ARN prefix is known here; before
 * any application is configured the grant covers this account's applications in this region.
 */
function grantPush(push: PushApplications, fn: ServiceFunction): void {
  const stack = Stack.of(fn);
  const configured = [push.android, push.ios].filter((arn): arn is string => arn !== undefined);
  const applications = configured.length > 0 ? configured : [stack.formatArn({ service: 'sns', resource: 'app', resourceName: '*' })];
  const endpoints = applications.map((arn) => `${arn.replace(':app/', ':endpoint/')}/*`);
  fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sns:CreatePlatformEndpoint'], resources: applications }));
  fn.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: endpoints }));
  const wildcards = [...applications, ...endpoints].map((arn) => nagResourceName(fn, arn)).filter((name) => name.includes('*'));
  Validations.of(fn).acknowledge(
    ...wildcards.map((name) => ({
      id: `AwsSolutions-IAM5[Resource::${name}]`,
      reason: 'SNS creates one platform endpoint per device at run time, so Publish (and, before an application is configured, CreatePlatformEndpoint) is scoped by ARN prefix.',
    })),
  );
}

/** A resource ARN the way cdk-nag names it in a finding: references written as <Ref> or <Id.Attr>. */
function nagResourceName(scope: Construct, arn: string): string {
  const resolved: unknown = Stack.of(scope).resolve(arn);
  if (typeof resolved === 'string') return resolved;
  const [separator, parts] = (resolved as { 'Fn::Join': [string, Array<string | { Ref?: string; 'Fn::GetAtt'?: string[] }>] })['Fn::Join'];
  return parts.map((part) => (typeof part === 'string' ? part : `<${part.Ref ?? part['Fn::GetAtt']!.join('.')}>`)).join(separator);
}

/** Every function writes: rate-limit counters and idempotency records live in the table. */
function grantTable(table: dynamodb.Table, fn: ServiceFunction): void {
  table.grantReadWriteData(fn);
  const tableLogicalId = Stack.of(table).getLogicalId(table.node.defaultChild as dynamodb.CfnTable);
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
    reason: "The function queries the table's own GSIs (INDEX_LIST); index ARNs only exist below the table ARN.",
  });
}

function scheduleFunction(scope: Construct, schedule: ScheduleDefinition, fn: ServiceFunction): void {
  new events.Rule(scope, `Schedule-${schedule.id}`, {
    description: schedule.description,
    schedule: events.Schedule.expression(schedule.expression),
    targets: [new targets.LambdaFunction(fn.function, { retryAttempts: SCHEDULE_RETRY_ATTEMPTS })],
  });
}
