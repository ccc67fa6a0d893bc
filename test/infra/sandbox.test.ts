import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { RouteDefinition } from '../../shared/http/route';
import { fullPath } from '../../shared/routes';
import { serviceContext } from '../../infra/context';
import { dashboardConfig } from '../../infra/dashboard-web';
import { REPO_ROOT } from '../../infra/function';
import { createPaymentService, routeFamilyOf, type PaymentService } from '../../infra/service';
import {
  SIMULATOR_DUE_BATCH_SIZE,
  SIMULATOR_ENTRIES,
  SIMULATOR_TABLE_ACTIONS,
  simulatorCallbackParameterName,
} from '../../infra/simulator';
import { deployedRouteRows, ROUTE_ROWS } from '../../infra/specs';
import { PROD_CONTEXT } from '../support/cdk-context';
import { fakeDashboardDist } from '../support/dashboard-dist';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

/** What `cdk deploy -c stage=sandbox` passes: an account, real roles and an alarm target, and no upstream URL. */
const { gatewayBaseUrl: _gateway, providerBaseUrl: _provider, ...LIVE_WITHOUT_UPSTREAM } = PROD_CONTEXT;
const SANDBOX_CONTEXT = {
  ...LIVE_WITHOUT_UPSTREAM,
  stage: 'sandbox',
  otherEnvironmentUrl: 'https://dashboard.payments.test/dashboard/',
};

function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;
}

/** Templates only: bundling is skipped (the stack test builds and checks every bundle of the dev synth). */
function synth(context: Record<string, unknown>): PaymentService {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-sandbox-test-'));
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] } });
  return createPaymentService(app, serviceContext(app), { dashboardDist: fakeDashboardDist() });
}

describe('a sandbox synth', () => {
  let service: PaymentService;
  let byStack: Map<string, Array<[string, Resource]>>;

  beforeAll(() => {
    service = synth(SANDBOX_CONTEXT);
    byStack = new Map(
      service.stacks.map((one: Stack) => [
        one.stackName,
        Object.entries(Template.fromStack(one).toJSON().Resources as Record<string, Resource>),
      ]),
    );
  }, 600_000);

  const all = (): Array<[string, Resource]> => [...byStack.values()].flat();
  const ofType = (type: string, stack?: string): Resource[] =>
    (stack === undefined ? all() : byStack.get(stack)!)
      .filter(([, resource]) => resource.Type === type)
      .map(([, resource]) => resource);
  const simulatorOf = (type: string): Resource[] => ofType(type, 'Sandbox-Payments-Simulator');
  const variables = (fn: Resource): Record<string, unknown> =>
    (fn.Properties.Environment as { Variables: Record<string, unknown> } | undefined)?.Variables ?? {};
  /** The service's functions and the simulator's: CDK's own (the web app's copier) carry no description of ours. */
  const functions = (): Resource[] =>
    ofType('AWS::Lambda::Function').filter((fn) => /^functions\//.test(String(fn.Properties.Description)));
  /** The simulator API's URL as another stack reads it: a reference to the simulator stack's output of its endpoint. */
  const simulatorApiReference = () => ({
    'Fn::GetStackOutput': expect.objectContaining({
      StackName: 'Sandbox-Payments-Simulator',
      OutputName: expect.stringMatching(/^PublishOutputFnGetAttSimulatorApi[0-9A-F]{8}ApiEndpoint/),
    }),
  });

  it('names its stacks Sandbox-Payments-..., pinned to the account and protected, with a month of logs', () => {
    for (const one of service.stacks) {
      expect(one.stackName).toMatch(/^Sandbox-Payments-/);
      expect(one.account).toBe('111122223333');
      expect(one.terminationProtection).toBe(true);
    }
    for (const logGroup of ofType('AWS::Logs::LogGroup')) expect(logGroup.Properties.RetentionInDays).toBe(30);
    const [table] = ofType('AWS::DynamoDB::Table', 'Sandbox-Payments-Data');
    expect(table!.Properties.DeletionProtectionEnabled).toBe(true);
  });

  it('deploys the simulator: its two functions, from the entries of the contract, with its resources by reference', () => {
    const simulatorFunctions = simulatorOf('AWS::Lambda::Function');
    expect(simulatorFunctions.map((fn) => String(fn.Properties.Description).split(':')[0]).sort()).toEqual(
      [SIMULATOR_ENTRIES.due, SIMULATOR_ENTRIES.http].sort(),
    );
    const [tableId] = idsOf('AWS::DynamoDB::Table');
    const [bucketId] = idsOf('AWS::S3::Bucket');
    const [queueId] = idsOf('AWS::SQS::Queue').filter((id) => !id.includes('DeadLetter'));
    for (const fn of simulatorFunctions)
      expect(variables(fn)).toEqual({
        SIMULATOR_TABLE_NAME: { Ref: tableId },
        SIMULATOR_STATE_BUCKET: { Ref: bucketId },
        SIMULATOR_DUE_QUEUE_URL: { Ref: queueId },
        GATEWAY_API_KEY_SECRET_ARN: dataOutput('GatewayApiKeySecret'),
        GATEWAY_CALLBACK_SECRET_ARN: dataOutput('GatewayCallbackSecret'),
        SIMULATOR_CALLBACK_URL_PARAMETER: '/Sandbox-Payments/simulator/callback-url',
        STAGE: 'sandbox',
        SANDBOX: '1',
        DEPLOYED: '1',
      });
  });

  const idsOf = (type: string): string[] =>
    byStack
      .get('Sandbox-Payments-Simulator')!
      .filter(([, resource]) => resource.Type === type)
      .map(([id]) => id);
  const dataOutput = (logicalIdPrefix: string) => ({
    'Fn::GetStackOutput': expect.objectContaining({
      StackName: 'Sandbox-Payments-Data',
      OutputName: expect.stringContaining(`PublishOutputRef${logicalIdPrefix}`),
    }),
  });

  it("serves the simulator's whole route family on one throttled $default route of its own HTTP API, logged", () => {
    expect(simulatorOf('AWS::ApiGatewayV2::Api')).toHaveLength(1);
    const [route] = simulatorOf('AWS::ApiGatewayV2::Route');
    expect(route!.Properties.RouteKey).toBe('$default');
    const [integration] = simulatorOf('AWS::ApiGatewayV2::Integration');
    expect(JSON.stringify(integration!.Properties.IntegrationUri)).toContain('Simulatorhttp');
    const [stage] = simulatorOf('AWS::ApiGatewayV2::Stage');
    expect(stage!.Properties).toMatchObject({
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) },
      AccessLogSettings: { DestinationArn: expect.anything() },
    });
  });

  it('keeps its state in a table of its own (pk, on demand) and a private, TLS-only, unversioned bucket that expires old snapshots', () => {
    const [table] = simulatorOf('AWS::DynamoDB::Table');
    expect(table!.Properties.KeySchema).toEqual([{ AttributeName: 'pk', KeyType: 'HASH' }]);
    expect(table!.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    const [bucket] = simulatorOf('AWS::S3::Bucket');
    expect(bucket!.Properties.BucketEncryption).toBeDefined();
    expect(bucket!.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket!.Properties.VersioningConfiguration).toBeUndefined();
    expect(bucket!.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ ExpirationInDays: expect.any(Number) })]),
    );
    const [policy] = simulatorOf('AWS::S3::BucketPolicy');
    expect(JSON.stringify(policy!.Properties)).toContain('"aws:SecureTransport":"false"');
  });

  it('feeds its due function from its due queue (batches of 10), with a dead-letter queue that alarms', () => {
    const queues = simulatorOf('AWS::SQS::Queue');
    expect(queues).toHaveLength(2);
    const [mapping] = simulatorOf('AWS::Lambda::EventSourceMapping');
    expect(mapping!.Properties).toMatchObject({
      BatchSize: SIMULATOR_DUE_BATCH_SIZE,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(JSON.stringify(mapping!.Properties.FunctionName)).toContain('Simulatordue');
    expect(queues.filter((queue) => queue.Properties.RedrivePolicy !== undefined)).toHaveLength(1);
    const [alarm] = simulatorOf('AWS::CloudWatch::Alarm');
    expect(alarm!.Properties).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    expect(alarm!.Properties.AlarmActions).toHaveLength(1);
  });

  it('grants each simulator function its own table by key, its bucket, its queue, the two gateway secrets and the parameter, nothing else', () => {
    const roles = simulatorOf('AWS::IAM::Policy').map(
      (policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>,
    );
    expect(roles).toHaveLength(2);
    for (const statements of roles) {
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      expect(actions).toEqual(
        expect.arrayContaining([...SIMULATOR_TABLE_ACTIONS, 's3:GetObject', 's3:PutObject', 's3:DeleteObject']),
      );
      expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage', 'secretsmanager:GetSecretValue']));
      expect(actions).toContain('ssm:GetParameter');
      expect(actions.filter((action) => /^dynamodb:(Scan|Query|BatchWriteItem|\*)$/.test(action))).toEqual([]);
      expect(JSON.stringify(statements)).toContain(':parameter/Sandbox-Payments/simulator/callback-url');
    }
  });

  it("writes the callback route's full URL to the parameter the simulator reads, from the API stack", () => {
    const [parameter] = ofType('AWS::SSM::Parameter', 'Sandbox-Payments-Api');
    expect(parameter!.Properties.Name).toBe(simulatorCallbackParameterName(serviceContextOf(service)));
    expect(parameter!.Properties.Value).toEqual({
      'Fn::Join': [
        '',
        [{ 'Fn::GetAtt': [expect.stringMatching(/^HttpApi/), 'ApiEndpoint'] }, '/api/v1/callbacks/gateway'],
      ],
    });
  });

  it("points every function that calls the gateway or the provider at the simulator's API, by reference, with the gateway's key", () => {
    const upstream = functions().filter(
      (fn) => variables(fn).GATEWAY_BASE_URL !== undefined || variables(fn).PROVIDER_BASE_URL !== undefined,
    );
    expect(upstream.length).toBeGreaterThan(10);
    for (const fn of upstream) {
      const env = variables(fn);
      for (const key of ['GATEWAY_BASE_URL', 'PROVIDER_BASE_URL'])
        if (env[key] !== undefined) expect(env[key]).toEqual(simulatorApiReference());
      if (env.PROVIDER_API_KEY_SECRET_ARN !== undefined)
        expect(env.PROVIDER_API_KEY_SECRET_ARN).toEqual(dataOutput('GatewayApiKeySecret'));
    }
    expect(upstream.some((fn) => variables(fn).PROVIDER_BASE_URL !== undefined)).toBe(true);
    expect(JSON.stringify([...byStack.values()])).not.toMatch(/https:\/\/[a-z.]*(gateway|provider)/);
  });

  it('runs every function with SANDBOX=1 and DEPLOYED=1, and the callback route with no source list', () => {
    expect(functions().length).toBeGreaterThan(50);
    for (const fn of functions()) expect(variables(fn)).toMatchObject({ SANDBOX: '1', DEPLOYED: '1' });
    expect(functions().filter((fn) => variables(fn).GATEWAY_CALLBACK_CIDRS !== undefined)).toEqual([]);
  });

  it('deploys every sandboxOnly route, in a stack of its own', () => {
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties.RouteKey as string);
    const sandboxOnly = ROUTE_ROWS.filter((route) => route.sandboxOnly === true);
    for (const route of sandboxOnly) expect(routeKeys).toContain(`${route.method} ${fullPath(route)}`);
    expect(service.stacks.some((one) => one.stackName === 'Sandbox-Payments-SandboxApi')).toBe(sandboxOnly.length > 0);
  });

  it("says environment 'sandbox' in the dashboard's config.json, linking the live dashboard of the context", () => {
    const config = dashboardConfig(serviceContextOf(service), {
      httpApi: service.api.httpApi.api,
      identity: service.data.identity,
    });
    expect(config).toMatchObject({
      environment: 'sandbox',
      other_environment_url: 'https://dashboard.payments.test/dashboard/',
    });
  });

  it('leaves no unacknowledged AwsSolutions or Serverless finding', () => {
    const app = service.stacks[0]!.node.root;
    const findings = [new AwsSolutionsChecks(), new ServerlessChecks()]
      .flatMap((pack) => pack.validateScope(app).violations)
      .filter((violation) => violation.severity === 'error')
      .map(
        (violation) =>
          `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
    expect(findings).toEqual([]);
  });
});

/** The context the synth was built from (the same values serviceContext read). */
function serviceContextOf(service: PaymentService) {
  return serviceContext(service.data.node.root);
}

describe('a sandbox synth refuses', () => {
  it.each([
    ['gatewayBaseUrl', 'https://gateway.payments.test'],
    ['providerBaseUrl', 'https://provider.payments.test'],
    ['gatewayCallbackCidrs', '203.0.113.0/24'],
  ])('context %s: a sandbox has no real gateway', (key, value) => {
    expect(() => synth({ ...SANDBOX_CONTEXT, [key]: value })).toThrow(
      new RegExp(`Stage sandbox refuses context ${key}: a sandbox has no real gateway`),
    );
  });

  it('to deploy without an account, real operator roles or an alarm target, as staging', () => {
    expect(() => synth({ stage: 'sandbox' })).toThrow(
      /Context account is required[\s\S]*operatorRoles[\s\S]*alarmEmail or alarmTopicArn/,
    );
  });

  it('an otherEnvironmentUrl that is no https URL', () => {
    expect(() => synth({ ...SANDBOX_CONTEXT, otherEnvironmentUrl: 'http://dashboard.payments.test' })).toThrow(
      /Context otherEnvironmentUrl must be an https:\/\/ URL/,
    );
  });
});

describe('the sandboxOnly rows', () => {
  const row = { ...ROUTE_ROWS[0]!, id: 'sandboxProbe', sandboxOnly: true } as RouteDefinition;

  it('have a route family of their own and are deployed by the sandbox stage alone', () => {
    expect(routeFamilyOf(row)).toBe('SandboxApi');
    expect(deployedRouteRows(false).some((route) => route.sandboxOnly === true)).toBe(false);
    expect(deployedRouteRows(true)).toHaveLength(ROUTE_ROWS.length);
  });
});
