import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import type { ServiceContext } from './context';
import { ServiceFunction, TIMEOUT_SECONDS } from './function';
import { nagResourceName } from './grants';
import { VISIBILITY_TO_CONSUMER_TIMEOUT_MIN } from './queue';
import { logGroupNameOf, logRetentionOf } from './service-functions';

/**
 * The gateway and provider simulator deployed as Lambda functions in the sandbox stage alone
 * (DESIGN 18, issue 41): its handlers are `functions/sandbox/*` (the simulator's whole route family
 * behind one HTTP API, and the consumer of its due work).
 */
export const SIMULATOR_ENTRIES = {
  http: 'functions/sandbox/simulator-http.ts',
  due: 'functions/sandbox/simulator-due.ts',
} as const;

/** The simulator's one route (every path: the gateway's and the provider's /v1, /control, /qr/{id}.png) is throttled as a whole. */
export const SIMULATOR_THROTTLE_RATE_PER_SECOND = 50;
export const SIMULATOR_THROTTLE_BURST = 100;

/** SQS delivers the due work (a pending payout's or refund's callback) in batches of this many. */
export const SIMULATOR_DUE_BATCH_SIZE = 10;
const SIMULATOR_DUE_MAX_RECEIVE_COUNT = 5;
const SIMULATOR_DEAD_LETTER_RETENTION = Duration.days(14);

/**
 * Objects of the state bucket are expired this long after they were written. Each change writes a
 * new snapshot (`state/<version>-<owner>.json`) and deletes the one before it; a delete that failed
 * leaves an orphan, which this removes. The current snapshot is rewritten by every change, so only
 * a sandbox nobody has touched for a year would lose it.
 */
export const SIMULATOR_STATE_RETENTION_DAYS = 365;

/** The simulator's TTL attribute (its leases), as shared/simulator's store writes it. */
export const SIMULATOR_TTL_ATTRIBUTE = 'expires_at';

/**
 * The SSM String parameter holding the full URL of the service's gateway-callback route: the API
 * stack writes it (infra/function-stacks.ts), the simulator reads it by name at run time, so
 * neither API references the other's stack (no dependency cycle).
 */
export function simulatorCallbackParameterName(context: ServiceContext): string {
  return `/${context.settings.stackPrefix}/simulator/callback-url`;
}

/** The parameter itself, in the service's API stack (the URL of its callback route). */
export function writeSimulatorCallbackUrl(scope: Construct, context: ServiceContext, callbackUrl: string): void {
  new ssm.StringParameter(scope, 'SimulatorCallbackUrl', {
    parameterName: simulatorCallbackParameterName(context),
    stringValue: callbackUrl,
    description: "The sandbox's gateway-callback route, where its simulator sends signed callbacks",
  });
}

export interface SimulatorStackProps extends StackProps {
  context: ServiceContext;
  /** The data stack's two gateway secrets: the bearer key the simulator requires, and the callbacks' signing key. */
  gatewayApiKey: secretsmanager.ISecret;
  gatewayCallbackSecret: secretsmanager.ISecret;
  alarmTopics: readonly sns.ITopic[];
}

/** What the simulator's two functions share: its resources, the gateway's secrets and the parameter's name. */
interface SimulatorParts {
  context: ServiceContext;
  table: dynamodb.Table;
  bucket: s3.Bucket;
  queue: sqs.Queue;
  secrets: readonly secretsmanager.ISecret[];
  parameter: ssm.IStringParameter;
  environment: Record<string, string>;
}

/** The simulator's own table, bucket, due queue, its two functions and its HTTP API. */
export class SimulatorStack extends Stack {
  readonly api: apigw.HttpApi;
  /** The simulator API's URL without a trailing slash: the sandbox's GATEWAY_BASE_URL and PROVIDER_BASE_URL. */
  readonly apiUrl: string;
  readonly httpFunction: ServiceFunction;
  readonly dueFunction: ServiceFunction;

  constructor(scope: Construct, id: string, props: SimulatorStackProps) {
    super(scope, id, props);
    const { context } = props;
    const table = createTable(this, context);
    const bucket = createStateBucket(this, context);
    const { queue, deadLetterQueue } = createDueQueue(this);
    alarmOnDeadLetters(this, deadLetterQueue, props.alarmTopics);
    const parameterName = simulatorCallbackParameterName(context);
    const parts: SimulatorParts = {
      context,
      table,
      bucket,
      queue,
      secrets: [props.gatewayApiKey, props.gatewayCallbackSecret],
      parameter: ssm.StringParameter.fromStringParameterName(this, 'CallbackUrlParameter', parameterName),
      environment: {
        SIMULATOR_TABLE_NAME: table.tableName,
        SIMULATOR_STATE_BUCKET: bucket.bucketName,
        SIMULATOR_DUE_QUEUE_URL: queue.queueUrl,
        GATEWAY_API_KEY_SECRET_ARN: props.gatewayApiKey.secretArn,
        GATEWAY_CALLBACK_SECRET_ARN: props.gatewayCallbackSecret.secretArn,
        SIMULATOR_CALLBACK_URL_PARAMETER: parameterName,
        STAGE: context.stage,
        SANDBOX: '1',
        DEPLOYED: '1',
        ...(context.runtimeSourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
      },
    };
    this.httpFunction = simulatorFunction(this, parts, 'Simulator-http', 'api', 'the simulated gateway and provider');
    this.dueFunction = simulatorFunction(this, parts, 'Simulator-due', 'worker', "the simulator's due callbacks");
    subscribeDue(queue, this.dueFunction);
    this.api = createApi(this, context, this.httpFunction);
    this.apiUrl = this.api.apiEndpoint;
    new CfnOutput(this, 'SimulatorApiUrl', {
      value: this.apiUrl,
      description: "The simulator's HTTP API: the sandbox's gateway and provider",
    });
  }
}

/**
 * One of the two functions, with least privilege: its own table's items by key, its snapshot
 * objects, sending to its own queue (the due consumer also consumes it), the two gateway secrets
 * (the bearer key it requires, the key it signs callbacks with) and the callback URL's parameter.
 */
function simulatorFunction(
  scope: Construct,
  parts: SimulatorParts,
  id: 'Simulator-http' | 'Simulator-due',
  kind: 'api' | 'worker',
  description: string,
): ServiceFunction {
  const fn = new ServiceFunction(scope, id, {
    logGroupName: logGroupNameOf(scope, { id }),
    logRetention: logRetentionOf(parts.context),
    kind,
    entry: kind === 'api' ? SIMULATOR_ENTRIES.http : SIMULATOR_ENTRIES.due,
    description,
    environment: parts.environment,
  });
  parts.table.grant(fn, ...SIMULATOR_TABLE_ACTIONS);
  grantStateObjects(parts.bucket, fn);
  parts.queue.grantSendMessages(fn);
  for (const secret of parts.secrets) secret.grantRead(fn);
  parts.parameter.grantRead(fn);
  return fn;
}

/** Items by key only (a lease and a state version, each its own pk): no query, no scan, no batch. */
export const SIMULATOR_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Partition key `pk` alone, on demand. No point-in-time recovery: it holds a lease and the current
 * state version of simulated objects, nothing that is money or a merchant's, and the snapshot it
 * points to is in the state bucket; a lost table means a fresh simulator, as `npm start` begins.
 */
function createTable(scope: Construct, context: ServiceContext): dynamodb.Table {
  const table = new dynamodb.Table(scope, 'SimulatorTable', {
    partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
    billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
    encryption: dynamodb.TableEncryption.AWS_MANAGED,
    timeToLiveAttribute: SIMULATOR_TTL_ATTRIBUTE,
    removalPolicy: context.settings.protectedResources ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  Validations.of(table).acknowledge(
    ...['AwsSolutions-DDB3', 'Serverless-DynamoDBPITREnabled'].map((id) => ({
      id,
      reason:
        "The simulator's table holds leases and the current state version of simulated objects only (no money, no merchant data): nothing to recover to a point in time.",
    })),
  );
  return table;
}

/** The state snapshots: private, over TLS only, encrypted, unversioned (each snapshot replaces the last), orphans expired. */
function createStateBucket(scope: Construct, context: ServiceContext): s3.Bucket {
  const bucket = new s3.Bucket(scope, 'SimulatorStateBucket', {
    encryption: s3.BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    versioned: false,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [
      { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      { id: 'expire-orphaned-snapshots', expiration: Duration.days(SIMULATOR_STATE_RETENTION_DAYS) },
    ],
    removalPolicy: context.settings.protectedResources ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      "Only the simulator's two functions read and write its snapshots of simulated objects (no personal data, no money); their roles are the only access, and CloudTrail records the API calls.",
  });
  return bucket;
}

/**
 * Reads, writes and deletes of the snapshot objects (a new snapshot replaces the one before it);
 * listing, so that a missing snapshot answers NoSuchKey, not AccessDenied.
 */
function grantStateObjects(bucket: s3.Bucket, fn: ServiceFunction): void {
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resources: [bucket.arnForObjects('*')],
    }),
  );
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
  );
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagResourceName(fn, bucket.arnForObjects('*'))}]`,
    reason:
      "The simulator's snapshots are objects of its own bucket, named at run time by their state version and owner.",
  });
}

/** The due work's queue, with a dead-letter queue behind it: a callback that keeps failing waits there for an operator. */
function createDueQueue(scope: Construct): { queue: sqs.Queue; deadLetterQueue: sqs.Queue } {
  const deadLetterQueue = new sqs.Queue(scope, 'SimulatorDueDeadLetterQueue', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: SIMULATOR_DEAD_LETTER_RETENTION,
  });
  Validations.of(deadLetterQueue).acknowledge({
    id: 'Serverless-SQSRedrivePolicy',
    reason: 'This is the dead-letter queue, the end of the line: an alarm fires on its first message.',
  });
  const queue = new sqs.Queue(scope, 'SimulatorDueQueue', {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: Duration.seconds(VISIBILITY_TO_CONSUMER_TIMEOUT_MIN * TIMEOUT_SECONDS.worker),
    deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: SIMULATOR_DUE_MAX_RECEIVE_COUNT },
  });
  return { queue, deadLetterQueue };
}

function subscribeDue(queue: sqs.Queue, fn: ServiceFunction): void {
  fn.function.addEventSource(
    new SqsEventSource(queue, { batchSize: SIMULATOR_DUE_BATCH_SIZE, reportBatchItemFailures: true }),
  );
  Validations.of(fn.function).acknowledge({
    id: 'Serverless-LambdaEventSourceMappingDestination',
    reason:
      "An SQS event source takes no on-failure destination: a record that keeps failing moves to the queue's dead-letter queue through its redrive policy.",
  });
}

/** As the service's queues (infra/queue.ts): one message in the DLQ notifies the alarm topics. */
function alarmOnDeadLetters(scope: Construct, deadLetterQueue: sqs.Queue, alarmTopics: readonly sns.ITopic[]): void {
  const alarm = deadLetterQueue
    .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM })
    .createAlarm(scope, 'SimulatorDueDeadLetterAlarm', {
      alarmDescription: `Due work of the sandbox's simulator failed ${SIMULATOR_DUE_MAX_RECEIVE_COUNT} times and waits in its DLQ`,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
  alarm.addAlarmAction(...alarmTopics.map((topic) => new SnsAction(topic)));
}

/** Its HTTP API: the `$default` route to the http function, throttled, every request logged (no headers). */
function createApi(scope: Construct, context: ServiceContext, fn: ServiceFunction): apigw.HttpApi {
  const api = new apigw.HttpApi(scope, 'SimulatorApi', {
    description: "The sandbox's simulated payment gateway and product provider",
    createDefaultStage: false,
  });
  const accessLogs = new logs.LogGroup(scope, 'SimulatorApiAccessLogs', {
    retention: logRetentionOf(context),
    removalPolicy: RemovalPolicy.RETAIN,
  });
  new apigw.HttpStage(scope, 'SimulatorApiStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    throttle: { rateLimit: SIMULATOR_THROTTLE_RATE_PER_SECOND, burstLimit: SIMULATOR_THROTTLE_BURST },
    accessLogSettings: {
      destination: new apigw.LogGroupLogDestination(accessLogs),
      format: AccessLogFormat.custom(SIMULATOR_ACCESS_LOG_FORMAT),
    },
  });
  const route = new apigw.HttpRoute(scope, 'SimulatorRoute', {
    httpApi: api,
    routeKey: apigw.HttpRouteKey.DEFAULT,
    integration: new HttpLambdaIntegration('SimulatorIntegration', fn.function),
  });
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      "The simulator checks the gateway key's bearer token itself on every route but the public QR image, as the real gateway does.",
  });
  return api;
}

const SIMULATOR_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  sourceIp: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
});
