import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { QUEUE_LIST, QUEUES } from '../../shared/queues';
import { fullPath } from '../../shared/routes';
import type { RouteDefinition } from '../../shared/http/route';
import { SCHEDULES } from '../../shared/schedules';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../../shared/store/table';
import { REPO_ROOT, TIMEOUT_SECONDS } from '../../infra/function';
import { PaymentServiceStack } from '../../infra/stack';
import { queueConsumerSpec, ROUTE_ROWS, routeSpec, scheduleSpec, type FunctionSpec } from '../../infra/specs';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;

const STACK_NAME = 'MerchantPaymentService';
/** Logical ids of Lambdas that CDK adds for itself (log retention, custom resource providers). */
const CDK_INTERNAL_FUNCTION = /^(LogRetention[0-9a-f]{32}|AWS[0-9a-f]{32}|CustomResourceProvider|.*SingletonLambda|.*Provider(framework|Handler))/;
const SPECS: FunctionSpec[] = [
  ...ROUTE_ROWS.map(routeSpec),
  ...QUEUE_LIST.map(queueConsumerSpec),
  ...SCHEDULES.map(scheduleSpec),
];

let outdir: string;
let app: App;
let stack: Stack;
let template: Template;
let resources: Resources;

/** Synth runs esbuild for every function, so the template is built once for all tests. */
beforeAll(() => {
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-stack-test-'));
  const cdkJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  app = new App({ outdir, context: cdkJson.context });
  stack = new PaymentServiceStack(app, STACK_NAME, { env: { region: 'ap-southeast-3' } });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources as Resources;
}, 180_000);

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
});

function ofType(type: string): Array<[string, Resource]> {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

function serviceFunctions(): Array<[string, Resource]> {
  return ofType('AWS::Lambda::Function').filter(([logicalId]) => !CDK_INTERNAL_FUNCTION.test(logicalId));
}

function functionOf(spec: FunctionSpec): [string, Resource] {
  const found = serviceFunctions().filter(([, fn]) => fn.Properties.FunctionName === `${STACK_NAME}-${spec.id}`);
  expect(found).toHaveLength(1);
  return found[0]!;
}

function environmentOf(spec: FunctionSpec): Record<string, unknown> {
  return (functionOf(spec)[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

function policyStatementsOf(spec: FunctionSpec): Array<{ Action: string | string[]; Resource: unknown }> {
  const roleId = (functionOf(spec)[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = ofType('AWS::IAM::Policy').filter(([, policy]) =>
    (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId),
  );
  return policies.flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: [] }).Statement);
}

function actionsOf(spec: FunctionSpec): string[] {
  return policyStatementsOf(spec).flatMap((statement) => [statement.Action].flat());
}

describe('functions', () => {
  it('creates one function per route row, queue consumer and scheduled job, and no others', () => {
    expect(serviceFunctions()).toHaveLength(ROUTE_ROWS.length + QUEUE_LIST.length + SCHEDULES.length);
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))('gives %s its own function built from its entry', (_id, spec) => {
    expect(String(functionOf(spec)[1].Properties.Description).split(': ')[0]).toBe(spec.entry);
  });

  it('runs every function on nodejs22.x, arm64, 512 MB, with active tracing and its own log group', () => {
    for (const [, fn] of serviceFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
  });

  it('keeps API functions under the HTTP API limit and workers within their queue visibility', () => {
    for (const spec of SPECS) expect(functionOf(spec)[1].Properties.Timeout).toBe(TIMEOUT_SECONDS[spec.kind]);
    expect(TIMEOUT_SECONDS.api).toBeLessThan(30);
    for (const queue of QUEUE_LIST) expect(TIMEOUT_SECONDS.worker).toBeLessThanOrEqual(queue.visibilityTimeoutSeconds);
  });

  it('keeps function logs for one month', () => {
    const logGroups = ofType('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeGreaterThanOrEqual(SPECS.length);
    for (const [, logGroup] of logGroups) expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});

describe('environment and grants', () => {
  it('gives every function the table name and the common settings', () => {
    for (const spec of SPECS) {
      expect(environmentOf(spec)).toMatchObject({
        TABLE_NAME: { Ref: expect.any(String) },
        SANDBOX: '0',
        RATE_LIMIT_PER_MINUTE: '60',
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))('lets %s send only to the queues its row names', (_id, spec) => {
    const environment = environmentOf(spec);
    for (const queue of QUEUE_LIST) {
      const sends = spec.sends.includes(queue.id as keyof typeof QUEUES);
      expect(environment[queue.envVar] !== undefined).toBe(sends);
    }
    expect(actionsOf(spec).filter((action) => action === 'sqs:SendMessage')).toHaveLength(spec.sends.length);
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))('gives %s the gateway secret only if it talks to the gateway', (_id, spec) => {
    const environment = environmentOf(spec);
    expect(environment.GATEWAY_SECRET_ARN !== undefined).toBe(spec.usesGateway);
    expect(environment.GATEWAY_BASE_URL).toBe(spec.usesGateway ? 'https://api.gateway.example.id' : undefined);
    expect(actionsOf(spec).includes('secretsmanager:GetSecretValue')).toBe(spec.usesGateway);
  });

  it('gives the gateway secret to the callback route and every route that calls the gateway', () => {
    const gatewayRoutes = ROUTE_ROWS.filter((route) => route.auth === 'gateway' || route.usesGateway === true);
    expect(gatewayRoutes.length).toBeGreaterThan(0);
    for (const route of gatewayRoutes) expect(environmentOf(routeSpec(route)).GATEWAY_SECRET_ARN).toEqual({ Ref: expect.any(String) });
  });

  it('lets admin functions encrypt and decrypt client secrets and the webhook dispatcher only decrypt them', () => {
    for (const route of ROUTE_ROWS) {
      const kmsActions = actionsOf(routeSpec(route)).filter((action) => action.startsWith('kms:')).sort();
      expect(kmsActions).toEqual(route.auth === 'admin' ? ['kms:Decrypt', 'kms:Encrypt'] : []);
    }
    for (const queue of QUEUE_LIST) {
      const kmsActions = actionsOf(queueConsumerSpec(queue)).filter((action) => action.startsWith('kms:'));
      expect(kmsActions).toEqual(queue.id === QUEUES.webhooks.id ? ['kms:Decrypt'] : []);
    }
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });

  it('names the client-secrets key only to functions that may use it', () => {
    for (const spec of SPECS) {
      expect(environmentOf(spec).SECRETS_KMS_KEY_ID !== undefined).toBe(spec.secretsKeyAccess !== 'none');
    }
  });

  it('grants every function read-write access to the table through its own role', () => {
    const roles = new Set(SPECS.map((spec) => JSON.stringify(functionOf(spec)[1].Properties.Role)));
    expect(roles.size).toBe(SPECS.length);
    for (const spec of SPECS) expect(actionsOf(spec)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
  });
});

describe('HTTP API', () => {
  const routeKeys = ROUTE_ROWS.flatMap((route): Array<readonly [string, RouteDefinition]> =>
    route.catchAll
      ? [['$default', route] as const]
      : [fullPath(route), ...(route.extraPaths ?? [])].map((routePath) => [`${route.method} ${routePath}`, route] as const),
  );

  it.each(routeKeys)('routes %s with the authorization of its auth mode', (routeKey, route) => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      AuthorizationType: route.auth === 'admin' ? 'AWS_IAM' : 'NONE',
    });
  });

  it('prefixes admin routes with /admin/v1 and every other route with /api/v1', () => {
    for (const route of ROUTE_ROWS) {
      expect(fullPath(route)).toBe(`${route.auth === 'admin' ? '/admin/v1' : '/api/v1'}${route.path}`);
    }
  });

  it('has no routes beyond the route table', () => {
    expect(ofType('AWS::ApiGatewayV2::Route')).toHaveLength(routeKeys.length);
  });

  it('logs access to the default stage and outputs the API URL and table name', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    template.hasOutput('ApiUrl', {});
    template.hasOutput('TableName', {});
  });
});

describe('DynamoDB table', () => {
  it('has the keys, TTL and GSIs of shared/store/table.ts', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
      GlobalSecondaryIndexes: INDEX_LIST.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('retains the table when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('queues', () => {
  function mappingOf(spec: FunctionSpec): Resource {
    const [functionId] = functionOf(spec);
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(
      ([, mapping]) => (mapping.Properties.FunctionName as { Ref: string }).Ref === functionId,
    );
    expect(mappings).toHaveLength(1);
    return mappings[0]![1];
  }

  function queueArnTarget(arn: unknown): Resource {
    return resources[(arn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0]]!;
  }

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))('feeds queue %s to its consumer in batches with partial failures', (_id, queue) => {
    const mapping = mappingOf(queueConsumerSpec(queue));
    expect(mapping.Properties).toMatchObject({ BatchSize: queue.batchSize, FunctionResponseTypes: ['ReportBatchItemFailures'] });
    const source = queueArnTarget(mapping.Properties.EventSourceArn);
    expect(source.Properties).toMatchObject({
      VisibilityTimeout: queue.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: queue.maxReceiveCount },
    });
  });

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))('keeps dead letters of queue %s for 14 days and alarms on them', (_id, queue) => {
    const source = queueArnTarget(mappingOf(queueConsumerSpec(queue)).Properties.EventSourceArn);
    const dlqArn = (source.Properties.RedrivePolicy as { deadLetterTargetArn: unknown }).deadLetterTargetArn;
    const dlqId = (dlqArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    expect(resources[dlqId]!.Properties).toMatchObject({ MessageRetentionPeriod: 14 * 24 * 60 * 60, SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('denies every non-TLS request to every queue', () => {
    const queues = ofType('AWS::SQS::Queue');
    expect(queues).toHaveLength(QUEUE_LIST.length * 2);
    for (const [queueId] of queues) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});

describe('schedules', () => {
  it.each(SCHEDULES.map((schedule) => [schedule.id, schedule]))('runs job %s on its schedule', (_id, schedule) => {
    const [functionId] = functionOf(scheduleSpec(schedule));
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: schedule.expression,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })],
    });
  });
});

describe('push notifications', () => {
  it('lets only the webhook dispatcher create SNS platform endpoints and publish to them, with PUSH_MODE=sns', () => {
    expect(SPECS.filter((spec) => spec.usesPush === true).map((spec) => spec.id)).toEqual(['Consumer-webhooks']);
    for (const spec of SPECS) {
      const pushes = spec.usesPush === true;
      expect(actionsOf(spec).includes('sns:CreatePlatformEndpoint')).toBe(pushes);
      expect(actionsOf(spec).includes('sns:Publish')).toBe(pushes);
      expect(environmentOf(spec).PUSH_MODE).toBe(pushes ? 'sns' : undefined);
    }
  });
});

describe('cdk-nag', () => {
  it('leaves no unacknowledged AwsSolutions error', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    const errors = report.violations
      .filter((violation) => violation.severity === 'error')
      .map((violation) => `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(errors).toEqual([]);
  });

  it('leaves no error annotation on the stack', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });
});
