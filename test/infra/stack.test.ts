import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { SynthesisMessageLevel } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { QUEUE_LIST, QUEUES } from '../../shared/queues';
import { fullPath, routeById } from '../../shared/routes';
import type { RouteDefinition } from '../../shared/http/route';
import { SCHEDULES } from '../../shared/schedules';
import { INDEX_LIST, TABLE_KEYS, TTL_ATTRIBUTE } from '../../shared/store/table';
import { CHUNK_DIR } from '../../infra/bundling';
import { REPO_ROOT, ServiceFunction, TIMEOUT_SECONDS } from '../../infra/function';
import { visibilityTimeoutSeconds } from '../../infra/queue';
import {
  CALLBACK_THROTTLE_BURST,
  CALLBACK_THROTTLE_RATE_PER_SECOND,
  ROUTE_THROTTLE_BURST,
  ROUTE_THROTTLE_RATE_PER_SECOND,
} from '../../infra/http-api';
import { serviceContext } from '../../infra/context';
import { KYC_DOCUMENT_GRANTS, KYC_KEY_ACTIONS, PIN_READ_ACTIONS, TABLE_READ_ACTIONS } from '../../infra/grants';
import { createPaymentService, routeFamilyOf, STACK_RESOURCES_MAX } from '../../infra/service';
import {
  CONSUMER_CONCURRENCY,
  jobConcurrencyOf,
  jobTimeoutSeconds,
  queueConsumerSpec,
  reservedConcurrencyOf,
  scheduleIntervalSeconds,
  reservedConcurrencyTotal,
  UNRESERVED_CONCURRENCY_MIN,
  deployedRouteRows,
  routeSpec,
  scheduleSpec,
  type FunctionSpec,
} from '../../infra/specs';
import { fakeDashboardDist } from '../support/dashboard-dist';

/** The rows a dev synth deploys: every row but the sandboxOnly ones (test/infra/sandbox.test.ts). */
const ROUTE_ROWS = deployedRouteRows(false);

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

/** The table reads a function may be granted: no action among them changes an item, and none scans. */
const DYNAMODB_READ_ACTIONS = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
  'dynamodb:GetItem',
  'dynamodb:Query',
];
/** Every action that changes items of the table. */
const DYNAMODB_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:PartiQLInsert',
  'dynamodb:PartiQLUpdate',
  'dynamodb:PartiQLDelete',
  'dynamodb:*',
];
/** At most this many roles may Scan the table (none does: README, "Who may touch which items of the table"). */
const SCAN_ROLES_MAX = 3;

const FUNCTION_NAME_PREFIX = 'Dev-Payments';
const STACK_NAMES = [
  'Dev-Payments-Data',
  'Dev-Payments-Api',
  'Dev-Payments-DashboardWeb',
  'Dev-Payments-Merchant',
  'Dev-Payments-MoneyOut',
  'Dev-Payments-Admin',
  'Dev-Payments-Dashboard',
  'Dev-Payments-DashboardMoney',
  'Dev-Payments-Workers',
  'Dev-Payments-Monitoring',
];
/** Logical ids of Lambdas that CDK adds for itself (log retention, custom resource providers, the web app's copier and bucket emptier). */
const CDK_INTERNAL_FUNCTION =
  /^(LogRetention[0-9a-f]{32}|AWS[0-9a-f]{32}|CustomResourceProvider|CustomCDKBucketDeployment|CustomS3AutoDeleteObjects|.*SingletonLambda|.*Provider(framework|Handler))/;
const SPECS: FunctionSpec[] = [
  ...ROUTE_ROWS.map(routeSpec),
  ...QUEUE_LIST.map(queueConsumerSpec),
  ...SCHEDULES.map(scheduleSpec),
];

/** A source allow list for the gateway callback route, given as `cdk -c` would (one string, spaces and all). */
const GATEWAY_CALLBACK_CIDRS = '203.0.113.0/24, 2001:db8:1::/48';

let outdir: string;
let app: App;
let stacks: Stack[];
let template: Template;
let resources: Resources;

/**
 * The templates, built once for all tests, without bundling: the functions' bundles are what
 * `describe('function bundles')` builds (two of them, through the very construct every function is
 * made with), and that every entry bundles with the functions' options is one esbuild pass in
 * test/infra/table-writes.test.ts, instead of ~100 bundles here (two minutes of the infra tier).
 */
beforeAll(() => {
  outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-stack-test-'));
  app = new App({
    outdir,
    context: { ...cdkJsonContext(), gatewayCallbackCidrs: GATEWAY_CALLBACK_CIDRS, 'aws:cdk:bundling-stacks': [] },
  });
  stacks = createPaymentService(app, serviceContext(app), { dashboardDist: fakeDashboardDist() }).stacks;
  template = mergedTemplate(stacks);
  resources = template.toJSON().Resources as Resources;
}, 600_000);

type TemplateJson = { Resources: Resources; Outputs?: Record<string, { Value: unknown }> };

/**
 * The service's stacks as one template, each cross-stack reference (Fn::GetStackOutput) replaced
 * by the producer's own expression ({Ref: ...}), so a test reads a grant the same whichever stack
 * holds the function and the resource. Logical ids are unique across the stacks (asserted).
 */
function mergedTemplate(all: Stack[]): Template {
  const byName = new Map(all.map((one) => [one.stackName, Template.fromStack(one).toJSON() as TemplateJson]));
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const output = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })[
      'Fn::GetStackOutput'
    ];
    if (output !== undefined) return byName.get(output.StackName)!.Outputs![output.OutputName]!.Value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  const merged: TemplateJson = { Resources: {}, Outputs: {} };
  for (const json of byName.values()) {
    for (const [logicalId, resource] of Object.entries(json.Resources)) {
      expect(merged.Resources[logicalId]).toBeUndefined();
      merged.Resources[logicalId] = resolve(resource) as Resource;
    }
    Object.assign(merged.Outputs!, json.Outputs ?? {});
  }
  return Template.fromJSON(merged);
}

afterAll(() => {
  fs.rmSync(outdir, { recursive: true, force: true });
});

/** The context `cdk synth` reads from cdk.json. */
function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;
}

function ofType(type: string): Array<[string, Resource]> {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

function serviceFunctions(): Array<[string, Resource]> {
  return ofType('AWS::Lambda::Function').filter(([logicalId]) => !CDK_INTERNAL_FUNCTION.test(logicalId));
}

/** A function's log group's name: `/aws/lambda/<stack name>/<function id>`. */
function logGroupNameOf(fn: Resource): string {
  const ref = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
  return resources[ref]!.Properties.LogGroupName as string;
}

function functionOf(spec: FunctionSpec): [string, Resource] {
  const found = serviceFunctions().filter(([, fn]) => logGroupNameOf(fn).endsWith(`/${spec.id}`));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function environmentOf(spec: FunctionSpec): Record<string, unknown> {
  return (functionOf(spec)[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
}

function policyStatementsOf(spec: FunctionSpec): Statement[] {
  const roleId = (functionOf(spec)[1].Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = ofType('AWS::IAM::Policy').filter(([, policy]) =>
    (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId),
  );
  return policies.flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: [] }).Statement);
}

function actionList(statement: Statement): string[] {
  return [statement.Action].flat();
}

function actionsOf(spec: FunctionSpec): string[] {
  return policyStatementsOf(spec).flatMap(actionList);
}

function statementsWith(spec: FunctionSpec, action: string): Statement[] {
  return policyStatementsOf(spec).filter((statement) => actionList(statement).includes(action));
}

/** The logical id of the one resource of `type` whose description contains `words`. */
/** Resource lists compared as sets: IAM statement order is CDK's, not the row's. */
const sortedJson = (values: unknown[]): string[] => values.map((value) => JSON.stringify(value)).sort();

function describedIdOf(type: string, words: string): string {
  const found = ofType(type).filter(([, resource]) => String(resource.Properties.Description).includes(words));
  expect(found).toHaveLength(1);
  return found[0]![0];
}

const secretIdOf = (words: string): string => describedIdOf('AWS::SecretsManager::Secret', words);
const keyIdOf = (words: string): string => describedIdOf('AWS::KMS::Key', words);
/** The function stacks address the table by its fixed name, its ARN formatted in their own stack. */
const TABLE_NAME = 'Dev-Payments-Table';
const TABLE_ARN = {
  'Fn::Join': ['', ['arn:aws:dynamodb:ap-southeast-3:', { Ref: 'AWS::AccountId' }, `:table/${TABLE_NAME}`]],
};

/** The logical id of a queue of shared/queues.ts, found through its consumer's event source. */
function queueIdOf(queueId: string): string {
  const [functionId] = functionOf(queueConsumerSpec(QUEUES[queueId as keyof typeof QUEUES]));
  const [mapping] = ofType('AWS::Lambda::EventSourceMapping').filter(
    ([, candidate]) => (candidate.Properties.FunctionName as { Ref: string }).Ref === functionId,
  );
  return (mapping![1].Properties.EventSourceArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
}

function deadLetterQueueIdOf(queueId: string): string {
  const redrive = resources[queueIdOf(queueId)]!.Properties.RedrivePolicy as {
    deadLetterTargetArn: { 'Fn::GetAtt': [string, string] };
  };
  return redrive.deadLetterTargetArn['Fn::GetAtt'][0];
}

function alarmTopicId(): string {
  const topics = ofType('AWS::SNS::Topic');
  expect(topics).toHaveLength(1);
  return topics[0]![0];
}

describe('stacks', () => {
  it('splits the service into the data, API, route-family, workers and monitoring stacks of the stage', () => {
    expect(stacks.map((one) => one.stackName)).toEqual(STACK_NAMES);
  });

  it.each(STACK_NAMES.map((name) => [name]))(
    `keeps %s at most ${STACK_RESOURCES_MAX} resources (60 %% of CloudFormation's 500)`,
    (name) => {
      const one = stacks.find((candidate) => candidate.stackName === name)!;
      expect(Object.keys(Template.fromStack(one).toJSON().Resources).length).toBeLessThanOrEqual(STACK_RESOURCES_MAX);
    },
  );

  it('places every route in a family stack', () => {
    for (const route of ROUTE_ROWS)
      expect(['Api', 'Merchant', 'MoneyOut', 'Admin', 'Dashboard', 'DashboardMoney']).toContain(routeFamilyOf(route));
    expect(
      ROUTE_ROWS.filter((route) => routeFamilyOf(route) === 'Api')
        .map((route) => route.id)
        .sort(),
    ).toEqual(['docs', 'gatewayCallback', 'health', 'notFound', 'openApiDocument']);
  });

  it('keeps the table, keys, secrets and queues in the data stack, which references no other stack', () => {
    const data = Template.fromStack(stacks[0]!).toJSON() as TemplateJson;
    const types = new Set(Object.values(data.Resources).map((resource) => resource.Type));
    for (const type of [
      'AWS::DynamoDB::Table',
      'AWS::KMS::Key',
      'AWS::SecretsManager::Secret',
      'AWS::SQS::Queue',
      'AWS::SNS::Topic',
      'AWS::Cognito::UserPool',
      'AWS::Cognito::UserPoolClient',
    ])
      expect(types).toContain(type);
    expect(types).not.toContain('AWS::Lambda::Function');
    expect(JSON.stringify(data)).not.toContain('Fn::GetStackOutput');
  });

  it('keeps dev stacks deletable: no termination protection', () => {
    for (const one of stacks) expect(one.terminationProtection).toBe(false);
  });

  it('makes MFA optional for dev dashboard users (required in staging and prod: stages.test.ts), and retains the pool', () => {
    const data = Template.fromStack(stacks[0]!);
    data.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      DeletionProtection: 'INACTIVE',
    });
    data.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });
});

describe('functions', () => {
  it('creates one function per route row, queue consumer and scheduled job, and no others', () => {
    expect(serviceFunctions()).toHaveLength(ROUTE_ROWS.length + QUEUE_LIST.length + SCHEDULES.length);
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))('gives %s its own function built from its entry', (_id, spec) => {
    expect(String(functionOf(spec)[1].Properties.Description).split(': ')[0]).toBe(spec.entry);
  });

  it('runs every function on nodejs22.x, arm64, with active tracing and its own log group', () => {
    for (const [, fn] of serviceFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
    }
  });

  it('lets every function send its traces: xray:PutTraceSegments and xray:PutTelemetryRecords (no resource-level permissions exist)', () => {
    for (const spec of SPECS) {
      const actions = policyStatementsOf(spec)
        .filter((statement) => statement.Effect === 'Allow' && statement.Resource === '*')
        .flatMap((statement) => [statement.Action].flat());
      expect(actions).toEqual(expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']));
    }
  });

  it('gives every function 512 MB but the CPU-bound ones (PIN confirms, export: 1024) and the webhook dispatcher (waits on merchants: 256)', () => {
    const sizes = Object.fromEntries(SPECS.map((spec) => [spec.id, functionOf(spec)[1].Properties.MemorySize]));
    const otherThan512 = Object.fromEntries(Object.entries(sizes).filter(([, size]) => size !== 512));
    expect(otherThan512).toEqual({
      'Route-transferConfirm': 1024,
      'Route-ewalletConfirm': 1024,
      'Route-exportTransactions': 1024,
      'Route-dashboardExportTransactions': 1024,
      'Route-dashboardPayoutConfirm': 1024,
      'Route-dashboardSetPin': 1024,
      // A refund of a VA payment is a payout: its PIN is judged as a confirm's.
      'Route-createRefund': 1024,
      'Route-dashboardCreateRefund': 1024,
      'Route-approvePayoutBatch': 1024,
      'Route-dashboardApprovePayoutBatch': 1024,
      // A withdrawal, and saving auto-withdraw, judge the PIN (DESIGN 17).
      'Route-createWithdrawal': 1024,
      'Route-dashboardCreateWithdrawal': 1024,
      'Route-dashboardPutAutoWithdraw': 1024,
      'Consumer-webhooks': 256,
    });
  });

  it('keeps API functions under the HTTP API limit and workers within their queue visibility', () => {
    for (const spec of SPECS)
      expect(functionOf(spec)[1].Properties.Timeout).toBe(spec.timeoutSeconds ?? TIMEOUT_SECONDS[spec.kind]);
    expect(TIMEOUT_SECONDS.api).toBeLessThan(30);
    // Settlement works through everything due in one run (docs/ARCHITECTURE.md, section 7): Lambda's longest timeout.
    expect(functionOf(SPECS.find((spec) => spec.id === 'Job-settlement')!)[1].Properties.Timeout).toBe(900);
    // Only jobs set their own timeout (jobTimeoutSeconds): a minute job 90 s, so its budget covers the minute.
    expect(SPECS.filter((spec) => spec.timeoutSeconds !== undefined).every((spec) => spec.id.startsWith('Job-'))).toBe(
      true,
    );
    expect(functionOf(SPECS.find((spec) => spec.id === 'Job-expiry-sweep')!)[1].Properties.Timeout).toBe(90);
    for (const queue of QUEUE_LIST)
      expect(6 * TIMEOUT_SECONDS.worker).toBeLessThanOrEqual(visibilityTimeoutSeconds(queue));
  });

  it('gives every function a code asset of its own and the handler index.handler', () => {
    const keys = new Set<string>();
    for (const spec of SPECS) {
      const [, fn] = functionOf(spec);
      expect(fn.Properties.Handler).toBe('index.handler');
      keys.add((fn.Properties.Code as { S3Key: string }).S3Key);
    }
    expect(keys.size).toBe(SPECS.length);
  });

  it('leaves every function name to CloudFormation, and names each log group /aws/lambda/<stack>/<function id>', () => {
    for (const [, fn] of serviceFunctions()) expect(fn.Properties.FunctionName).toBeUndefined();
    const templates = stacks.map((stack) => [stack.stackName, Template.fromStack(stack).toJSON()] as const);
    const stackOf = (spec: FunctionSpec): string =>
      templates.find(([, json]) => json.Resources[functionOf(spec)[0]] !== undefined)![0];
    for (const spec of SPECS) {
      expect(stackOf(spec).startsWith(`${FUNCTION_NAME_PREFIX}-`)).toBe(true);
      expect(logGroupNameOf(functionOf(spec)[1])).toBe(`/aws/lambda/${stackOf(spec)}/${spec.id}`);
    }
  });

  it('keeps function logs for one month', () => {
    const logGroups = ofType('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeGreaterThanOrEqual(SPECS.length);
    for (const [, logGroup] of logGroups) expect(logGroup.Properties.RetentionInDays).toBe(30);
  });
});

/**
 * Function bundles as synth builds them for every function (ServiceFunction's local esbuild
 * bundling, infra/bundling.ts): createQris, whose lazily loaded clients are chunks, and docs, which
 * copies swagger-ui into its bundle. Every other entry bundles with the same options in
 * test/infra/table-writes.test.ts's one esbuild pass.
 */
describe('function bundles', () => {
  const BUNDLED = ['Route-createQris', 'Route-docs'];
  let bundleOut: string;
  let bundleResources: Resources;

  beforeAll(() => {
    bundleOut = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-bundle-test-'));
    const bundleApp = new App({ outdir: bundleOut });
    const stack = new Stack(bundleApp, 'Bundles');
    for (const id of BUNDLED) {
      const spec = SPECS.find((one) => one.id === id)!;
      new ServiceFunction(stack, id, {
        logGroupName: `/aws/lambda/Bundles/${id}`,
        logRetention: RetentionDays.ONE_MONTH,
        kind: spec.kind,
        entry: spec.entry,
        description: spec.description,
        environment: {},
        bundleAssets: spec.bundleAssets,
      });
    }
    bundleResources = Template.fromStack(stack).toJSON().Resources as Resources;
  }, 120_000);

  afterAll(() => {
    fs.rmSync(bundleOut, { recursive: true, force: true });
  });

  /** The directory synth staged the function's bundle in (its code asset), found by its entry. */
  function bundleDirOf(id: string): string {
    const entry = SPECS.find((one) => one.id === id)!.entry;
    const found = Object.values(bundleResources).filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Function' && String(resource.Properties.Description).startsWith(`${entry}:`),
    );
    expect(found).toHaveLength(1);
    const code = found[0]!.Properties.Code as { S3Key: string };
    return path.join(bundleOut, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
  }

  it('builds a function into its own asset: index.mjs with its source map, and the assets it names', () => {
    for (const id of BUNDLED) {
      expect(fs.readdirSync(bundleDirOf(id))).toEqual(expect.arrayContaining(['index.mjs', 'index.mjs.map']));
    }
    expect(fs.readdirSync(path.join(bundleDirOf('Route-docs'), 'swagger-ui'))).toContain('swagger-ui-bundle.js');
  });

  it('splits a lazily loaded client into a chunk that only a dynamic import() reaches (createQris: SQS)', () => {
    const dir = bundleDirOf('Route-createQris');
    const code = new Map([['index.mjs', fs.readFileSync(path.join(dir, 'index.mjs'), 'utf8')]]);
    for (const chunk of fs.readdirSync(path.join(dir, CHUNK_DIR)).filter((name) => name.endsWith('.mjs'))) {
      code.set(chunk, fs.readFileSync(path.join(dir, CHUNK_DIR, chunk), 'utf8'));
    }
    const sqsChunks = [...code].filter(([, text]) => text.includes('"com.amazonaws.sqs"')).map(([name]) => name);
    expect(sqsChunks).toHaveLength(1);
    expect(sqsChunks[0]).not.toBe('index.mjs');
    const all = [...code.values()].join('\n');
    const name = sqsChunks[0]!.replaceAll('.', '\\.');
    // Reached by import("./chunks/x.mjs") from index.mjs, or import("./x.mjs") from another chunk.
    expect(all).toMatch(new RegExp(`import\\("\\./(chunks/)?${name}"\\)`));
    // A static import of it (`from"./chunks/x.mjs"`, `import"./chunks/x.mjs"`) would load it at every cold start.
    expect(all).not.toMatch(new RegExp(`(from|import)\\s*"[^"]*${name}"`));
  });

  it("imports createQris's bundle and then every chunk of it in a fresh node, as Lambda and a first use would", () => {
    const dir = bundleDirOf('Route-createQris');
    const script = [
      "const { pathToFileURL } = await import('node:url');",
      "const { readdirSync } = await import('node:fs');",
      "const { join } = await import('node:path');",
      'const dir = process.argv[1];',
      "const { handler } = await import(pathToFileURL(join(dir, 'index.mjs')).href);",
      "if (typeof handler !== 'function') throw new Error('no handler');",
      `const chunks = readdirSync(join(dir, '${CHUNK_DIR}')).filter((name) => name.endsWith('.mjs'));`,
      `for (const chunk of chunks) await import(pathToFileURL(join(dir, '${CHUNK_DIR}', chunk)).href);`,
      'console.log(chunks.length);',
    ].join('\n');
    const env = {
      PATH: process.env.PATH,
      TABLE_NAME: 'stack-test',
      AWS_REGION: 'ap-southeast-3',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    };
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    expect(Number(result.stdout.trim())).toBeGreaterThan(0);
  });
});

describe('environment and grants', () => {
  it('gives every function the table name and the common settings', () => {
    for (const spec of SPECS) {
      expect(environmentOf(spec)).toMatchObject({
        TABLE_NAME,
        SANDBOX: '0',
        DEPLOYED: '1',
        RATE_LIMIT_PER_MINUTE: '60',
      });
      // Source maps are read at run time only when context runtimeSourceMaps asks (cold starts skip them).
      expect(environmentOf(spec).NODE_OPTIONS).toBeUndefined();
    }
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))('lets %s send only to the queues its row names', (_id, spec) => {
    const environment = environmentOf(spec);
    for (const queue of QUEUE_LIST) {
      const sends = spec.sends.includes(queue.id as keyof typeof QUEUES);
      expect(environment[queue.envVar] !== undefined).toBe(sends);
    }
    const sendable = statementsWith(spec, 'sqs:SendMessage').flatMap((statement) => [statement.Resource].flat());
    expect(sortedJson(sendable)).toEqual(
      sortedJson(spec.sends.map((queueId) => ({ 'Fn::GetAtt': [queueIdOf(queueId), 'Arn'] }))),
    );
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))(
    'lets %s consume a dead-letter queue only if it redrives it',
    (_id, spec) => {
      const allDeadLetterQueues = new Set(
        QUEUE_LIST.map((queue) => JSON.stringify({ 'Fn::GetAtt': [deadLetterQueueIdOf(queue.id), 'Arn'] })),
      );
      const consumable = statementsWith(spec, 'sqs:ReceiveMessage')
        .flatMap((statement) => [statement.Resource].flat())
        .filter((resource) => allDeadLetterQueues.has(JSON.stringify(resource)));
      const redriven = spec.redrivesDeadLetters
        ? spec.sends.map((queueId) => ({ 'Fn::GetAtt': [deadLetterQueueIdOf(queueId), 'Arn'] }))
        : [];
      expect(sortedJson(consumable)).toEqual(sortedJson(redriven));
    },
  );

  it('lets the redrive route read the redrive policy of the queues it redrives', () => {
    const redrivers = SPECS.filter((spec) => spec.redrivesDeadLetters);
    expect(redrivers.map((spec) => spec.id)).toEqual(['Route-redriveQueue']);
    for (const spec of redrivers) {
      const readable = statementsWith(spec, 'sqs:GetQueueAttributes').flatMap((statement) =>
        [statement.Resource].flat(),
      );
      for (const queueId of spec.sends) expect(readable).toContainEqual({ 'Fn::GetAtt': [queueIdOf(queueId), 'Arn'] });
    }
  });

  it('hashes PINs at the production scrypt cost in every function: none sets PIN_SCRYPT_LOG2N (shared/pin-hash.ts)', () => {
    for (const spec of SPECS) expect([spec.id, environmentOf(spec).PIN_SCRYPT_LOG2N]).toEqual([spec.id, undefined]);
  });

  it('calls the gateway and the provider with the production timeouts: no function sets GATEWAY_TIMEOUT_MS or PROVIDER_TIMEOUT_MS', () => {
    for (const spec of SPECS) {
      const environment = environmentOf(spec);
      expect([spec.id, environment.GATEWAY_TIMEOUT_MS, environment.PROVIDER_TIMEOUT_MS]).toEqual([
        spec.id,
        undefined,
        undefined,
      ]);
    }
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))(
    'gives %s the gateway API key only if it calls the gateway, the callback secret only if it verifies callbacks',
    (_id, spec) => {
      const environment = environmentOf(spec);
      const apiKeySecret = { Ref: secretIdOf('payment gateway API key') };
      const callbackSecret = { Ref: secretIdOf('callback signing secret') };
      const providerKeySecret = { Ref: secretIdOf('provider API key') };
      const pinPepper = { Ref: secretIdOf('PIN hashes') };
      expect(environment.PIN_PEPPER_SECRET_ARN).toEqual(spec.usesPinPepper ? pinPepper : undefined);
      expect(environment.GATEWAY_API_KEY_SECRET_ARN).toEqual(spec.usesGateway ? apiKeySecret : undefined);
      expect(environment.GATEWAY_BASE_URL).toBe(spec.usesGateway ? 'https://api.gateway.example.id' : undefined);
      expect(environment.GATEWAY_CALLBACK_SECRET_ARN).toEqual(
        spec.verifiesGatewayCallbacks ? callbackSecret : undefined,
      );
      expect(environment.GATEWAY_SECRET_ARN).toBeUndefined();
      const readable = statementsWith(spec, 'secretsmanager:GetSecretValue').flatMap((statement) =>
        [statement.Resource].flat(),
      );
      expect(environment.PROVIDER_API_KEY_SECRET_ARN).toEqual(spec.usesProvider ? providerKeySecret : undefined);
      expect(environment.PROVIDER_BASE_URL).toBe(spec.usesProvider ? 'https://api.provider.example.id' : undefined);
      expect(sortedJson(readable)).toEqual(
        sortedJson([
          ...(spec.usesGateway ? [apiKeySecret] : []),
          ...(spec.verifiesGatewayCallbacks ? [callbackSecret] : []),
          ...(spec.usesProvider ? [providerKeySecret] : []),
          ...(spec.usesPinPepper ? [pinPepper] : []),
        ]),
      );
    },
  );

  it('keeps KYC documents private, over TLS, S3-encrypted, versioned, uploads expiring after 7 days, with POST CORS (any origin in dev)', () => {
    // The other bucket is the dashboard web app's (dashboard-web.test.ts).
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets.map(([logicalId]) => logicalId.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'KycAccessLogsBucket',
      'KycDocumentsBucket',
      'WebBucket',
    ]);
    const [bucketId, bucket] = buckets.find(([logicalId]) => logicalId.startsWith('KycDocumentsBucket'))!;
    const [logsId, logs] = buckets.find(([logicalId]) => logicalId.startsWith('KycAccessLogsBucket'))!;
    const [keyId, key] = ofType('AWS::KMS::Key').find(([logicalId]) => logicalId.startsWith('KycDocumentsKey'))!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(bucket.Properties).toMatchObject({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          {
            ServerSideEncryptionByDefault: {
              SSEAlgorithm: 'aws:kms',
              KMSMasterKeyID: { 'Fn::GetAtt': [keyId, 'Arn'] },
            },
            BucketKeyEnabled: true,
          },
        ],
      },
      // Every request to a document is logged (server access logs), kept as long as the stage's logs.
      LoggingConfiguration: { DestinationBucketName: { Ref: logsId }, LogFilePrefix: 'kyc-documents/' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      // A submission pins the version of the copy it checked (DESIGN 21).
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type'] }],
      },
    });
    // Uploads (and only uploads: the pinned copies under kyc/submitted/ never expire) go 7 days after
    // they were written, their older versions a day later, and the delete markers left behind.
    expect((bucket.Properties.LifecycleConfiguration as { Rules: unknown[] }).Rules).toEqual([
      { Id: 'abort-incomplete-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' },
      {
        Id: 'expire-unsubmitted-uploads',
        Prefix: 'kyc/uploads/',
        ExpirationInDays: 7,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      },
      {
        Id: 'remove-upload-delete-markers',
        Prefix: 'kyc/uploads/',
        ExpiredObjectDeleteMarker: true,
        Status: 'Enabled',
      },
      // Submitted documents are retained ten years (infra/data-stack.ts KYC_DOCUMENT_RETENTION_DAYS), then expire.
      {
        Id: 'retain-submitted-documents',
        Prefix: 'kyc/submitted/',
        ExpirationInDays: 3650,
        NoncurrentVersionExpiration: { NoncurrentDays: 3650 },
        Status: 'Enabled',
      },
      // Report files go after 30 days (their download links after 15 minutes), older versions a day later.
      {
        Id: 'expire-report-files',
        Prefix: 'reports/',
        ExpirationInDays: 30,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      },
      { Id: 'remove-report-delete-markers', Prefix: 'reports/', ExpiredObjectDeleteMarker: true, Status: 'Enabled' },
    ]);
    expect(logs.Properties).toMatchObject({
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: 30, Status: 'Enabled' }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
    });
    // Dev stacks stay deletable; staging and prod retain it (stages.test.ts).
    expect((bucket as unknown as { DeletionPolicy: string }).DeletionPolicy).toBe('Delete');
    const policy = ofType('AWS::S3::BucketPolicy').find(([, one]) => JSON.stringify(one).includes(bucketId));
    expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
  });

  /** Each S3 action a function is granted, with the KYC object prefix it is granted on (`s3:PutObject kyc/uploads/`). */
  function kycObjectGrants(spec: FunctionSpec): string[] {
    return policyStatementsOf(spec)
      .flatMap((statement) => {
        const actions = actionList(statement).filter((action) => action.startsWith('s3:'));
        const prefixes = [statement.Resource]
          .flat()
          .map(
            (resource) =>
              /-kyc-.*\/((kyc|reports)\/[a-z/]*)\*"/.exec(JSON.stringify(resource))?.[1] ?? JSON.stringify(resource),
          );
        return actions.flatMap((action) => prefixes.map((prefix) => `${action} ${prefix}`));
      })
      .sort();
  }

  it.each(SPECS.map((spec) => [spec.id, spec]))(
    'grants %s the KYC bucket actions of its access only, on its prefixes under kyc/ (or reports/) only',
    (_id, spec) => {
      const expected =
        spec.kycDocuments === undefined
          ? []
          : KYC_DOCUMENT_GRANTS[spec.kycDocuments].flatMap(([prefix, actions]) =>
              actions.map((action) => `${action} ${prefix}`),
            );
      expect(kycObjectGrants(spec)).toEqual(expected.sort());
      expect(environmentOf(spec).KYC_BUCKET === undefined).toBe(spec.kycDocuments === undefined);
    },
  );

  it('lets only the submission write a pinned copy, and no role delete one or write an upload but the POST signer', () => {
    const grants = SPECS.flatMap((spec) => kycObjectGrants(spec).map((grant) => `${spec.id} ${grant}`));
    expect(grants.filter((grant) => grant.includes('s3:PutObject')).sort()).toEqual([
      // The report worker writes report files, under reports/ only.
      'Consumer-reports s3:PutObject reports/',
      'Route-dashboardCreateKycDocument s3:PutObject kyc/uploads/',
      'Route-dashboardSubmitKyc s3:PutObject kyc/submitted/',
    ]);
    expect(grants.filter((grant) => grant.includes('s3:Delete'))).toEqual([
      'Job-kyc-document-sweep s3:DeleteObject kyc/uploads/',
    ]);
  });

  it('gives the KYC bucket to the document, submit and review routes, the document sweep and the report files only', () => {
    expect(SPECS.filter((spec) => spec.kycDocuments !== undefined).map((spec) => [spec.id, spec.kycDocuments])).toEqual(
      [
        ['Route-dashboardCreateKycDocument', 'upload'],
        ['Route-dashboardSubmitKyc', 'submit'],
        ['Route-adminGetKyc', 'read'],
        ['Route-getReport', 'reportRead'],
        ['Route-dashboardGetReport', 'reportRead'],
        ['Consumer-reports', 'reportWrite'],
        ['Job-kyc-document-sweep', 'sweep'],
      ],
    );
  });

  it("gives every function the stage, the metrics' stage dimension", () => {
    for (const spec of SPECS) expect([spec.id, environmentOf(spec).STAGE]).toEqual([spec.id, 'dev']);
  });

  it('passes the gatewayCallbackCidrs context to the callback route, normalised, and to no other function', () => {
    const holders = SPECS.filter((spec) => environmentOf(spec).GATEWAY_CALLBACK_CIDRS !== undefined).map(
      (spec) => spec.id,
    );
    expect(holders).toEqual(['Route-gatewayCallback']);
    expect(environmentOf(routeSpec(routeById('gatewayCallback'))).GATEWAY_CALLBACK_CIDRS).toBe(
      '203.0.113.0/24,2001:db8:1::/48',
    );
  });

  it('lets only the callback route and its queue consumer read the callback secret, and every route and job that calls the gateway read the API key', () => {
    expect(
      SPECS.filter((spec) => spec.verifiesGatewayCallbacks)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(['Consumer-callbacks', 'Route-gatewayCallback']);
    expect(routeSpec(routeById('gatewayCallback')).usesGateway).toBe(false);
    const callers = [
      ...ROUTE_ROWS.filter((route) => route.usesGateway === true).map(routeSpec),
      ...QUEUE_LIST.filter((queue) => queue.usesGateway === true).map(queueConsumerSpec),
      ...SCHEDULES.filter((job) => job.usesGateway).map(scheduleSpec),
    ];
    expect(callers.length).toBeGreaterThan(0);
    expect(
      SPECS.filter((spec) => spec.usesGateway)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(callers.map((spec) => spec.id).sort());
    expect(ofType('AWS::SecretsManager::Secret')).toHaveLength(4);
  });

  it("marks the upstream credentials' generated values, which preflight and the functions recognise, and leaves the PIN pepper a bare value", () => {
    for (const words of ['payment gateway API key', 'callback signing secret', 'provider API key']) {
      expect(resources[secretIdOf(words)]!.Properties.GenerateSecretString).toMatchObject({
        SecretStringTemplate: '{"generated":true}',
        GenerateStringKey: 'value',
      });
    }
    const pepper = resources[secretIdOf('PIN hashes')]!.Properties.GenerateSecretString as Record<string, unknown>;
    expect([pepper.SecretStringTemplate, pepper.GenerateStringKey, pepper.PasswordLength]).toEqual([
      undefined,
      undefined,
      64,
    ]);
  });

  it('gives the PIN pepper only to the functions that hash or verify PINs', () => {
    expect(
      SPECS.filter((spec) => spec.usesPinPepper)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(
      [
        'Route-adminCreateMerchant',
        'Route-adminPatchMerchant',
        'Route-ewalletConfirm',
        'Route-transferConfirm',
        'Route-dashboardPayoutConfirm',
        'Route-dashboardSetPin',
        // Granting a money-out permission to an API client judges the PIN (DESIGN 21).
        'Route-dashboardCreateClient',
        'Route-dashboardPatchClient',
        // A refund of a VA payment is a payout to the customer, confirmed with the PIN (DESIGN 15).
        'Route-createRefund',
        'Route-dashboardCreateRefund',
        // One PIN check approves a payout batch (DESIGN 16).
        'Route-approvePayoutBatch',
        'Route-dashboardApprovePayoutBatch',
        // A withdrawal, and saving auto-withdraw, judge the PIN (DESIGN 17).
        'Route-createWithdrawal',
        'Route-dashboardCreateWithdrawal',
        'Route-dashboardPutAutoWithdraw',
      ].sort(),
    );
  });

  it('gives the provider key only to the orders consumer and the postpaid inquiry route', () => {
    expect(
      SPECS.filter((spec) => spec.usesProvider)
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(['Consumer-orders', 'Route-ppobInquiry']);
  });

  it('encrypts client secrets only where they are created and decrypts them only where webhooks are signed (and where a create or rotation showing a secret is replayed)', () => {
    const decrypting = [
      'Consumer-webhooks',
      'Route-adminResendWebhook',
      'Route-adminWebhookPing',
      'Route-resendWebhookDelivery',
      'Route-pingWebhook',
      'Route-dashboardPingClientWebhook',
      'Route-dashboardResendWebhookDelivery',
    ];
    expect(SPECS.filter((spec) => spec.secretsKeyAccess === 'encrypt').map((spec) => spec.id)).toEqual([
      'Route-adminCreateClient',
    ]);
    expect(
      SPECS.filter((spec) => spec.secretsKeyAccess === 'decrypt')
        .map((spec) => spec.id)
        .sort(),
    ).toEqual(decrypting.sort());
    // The dashboard's create replays its secret to the same idempotency key, so it decrypts as well.
    expect(SPECS.filter((spec) => spec.secretsKeyAccess === 'encryptDecrypt').map((spec) => spec.id)).toEqual([
      'Route-rotateClientSecret',
      'Route-dashboardCreateClient',
      'Route-dashboardRotateClientSecret',
    ]);
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      Description: Match.stringLikeRegexp('client secrets'),
    });
  });

  it.each(SPECS.map((spec) => [spec.id, spec]))(
    'lets %s use the client-secrets key only as its row says, bound to a client_id encryption context',
    (_id, spec) => {
      const kycKey = { 'Fn::GetAtt': [keyIdOf('KYC documents'), 'Arn'] };
      const statements = policyStatementsOf(spec).filter(
        (statement) =>
          actionList(statement).some((action) => action.startsWith('kms:')) &&
          JSON.stringify(statement.Resource) !== JSON.stringify(kycKey),
      );
      if (spec.secretsKeyAccess === 'none') {
        expect(statements).toEqual([]);
        return;
      }
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      const actions = {
        encrypt: ['kms:Encrypt'],
        decrypt: ['kms:Decrypt'],
        encryptDecrypt: ['kms:Encrypt', 'kms:Decrypt'],
      }[spec.secretsKeyAccess];
      expect([...actionList(statement!)].sort()).toEqual([...actions].sort());
      expect(statement!.Resource).toEqual({ 'Fn::GetAtt': [keyIdOf('client secrets'), 'Arn'] });
      expect([statement!.Condition?.['ForAllValues:StringEquals']?.['kms:EncryptionContextKeys']].flat()).toEqual([
        'client_id',
      ]);
      expect(statement!.Condition?.Null).toEqual({ 'kms:EncryptionContext:client_id': 'false' });
    },
  );

  it.each(SPECS.map((spec) => [spec.id, spec]))(
    'lets %s use the KYC documents key only as its KYC access needs (uploads and copies encrypt, reads decrypt)',
    (_id, spec) => {
      const kycKey = { 'Fn::GetAtt': [keyIdOf('KYC documents'), 'Arn'] };
      const actions = policyStatementsOf(spec)
        .filter((statement) => JSON.stringify(statement.Resource) === JSON.stringify(kycKey))
        .flatMap(actionList)
        .sort();
      expect(actions).toEqual(spec.kycDocuments === undefined ? [] : [...KYC_KEY_ACTIONS[spec.kycDocuments]].sort());
    },
  );

  it('names the client-secrets key only to functions that may use it', () => {
    for (const spec of SPECS) {
      expect(environmentOf(spec).SECRETS_KMS_KEY_ID !== undefined).toBe(spec.secretsKeyAccess !== 'none');
    }
  });

  it('gives each admin function the operator roles of cdk.json, and no other function', () => {
    const { operatorRoles, creditOperatorRoles } = cdkJsonContext() as {
      operatorRoles: string[];
      creditOperatorRoles: string[];
    };
    expect(operatorRoles.length).toBeGreaterThan(0);
    for (const spec of SPECS) {
      const environment = environmentOf(spec);
      expect(environment.ADMIN_OPERATOR_ROLES).toBe(spec.operatorAuth ? operatorRoles.join(',') : undefined);
      expect(environment.ADMIN_CREDIT_ROLES).toBe(spec.operatorAuth ? creditOperatorRoles.join(',') : undefined);
    }
    expect(SPECS.filter((spec) => spec.operatorAuth).map((spec) => spec.id)).toEqual(
      ROUTE_ROWS.filter((route) => route.auth === 'admin').map((route) => `Route-${route.id}`),
    );
  });

  it('gives every function its own role', () => {
    const roles = new Set(SPECS.map((spec) => JSON.stringify(functionOf(spec)[1].Properties.Role)));
    expect(roles.size).toBe(SPECS.length);
  });
});

describe('table grants', () => {
  const TABLE_FREE_ROUTES = ['health', 'openApiDocument', 'docs', 'notFound', 'gatewayCallback'];
  const getRoutes = ROUTE_ROWS.filter((route) => route.method === 'GET' && route.tableAccess !== 'readWrite').map(
    routeSpec,
  );
  const readWriteSpecs = SPECS.filter((spec) => spec.tableAccess === 'readWrite');

  function tableStatementsOf(spec: FunctionSpec): Statement[] {
    return policyStatementsOf(spec).filter((statement) =>
      actionList(statement).some((action) => action.startsWith('dynamodb:')),
    );
  }

  function isRateLimitWrite(statement: Statement): boolean {
    return (
      JSON.stringify(actionList(statement)) === JSON.stringify(['dynamodb:UpdateItem']) &&
      JSON.stringify(statement.Resource) === JSON.stringify(TABLE_ARN) &&
      JSON.stringify(statement.Condition) ===
        JSON.stringify({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } })
    );
  }

  function isPinReadDenial(statement: Statement): boolean {
    return (
      statement.Effect === 'Deny' &&
      JSON.stringify(actionList(statement)) === JSON.stringify(PIN_READ_ACTIONS) &&
      Array.isArray(statement.Resource) &&
      JSON.stringify(statement.Resource[0]) === JSON.stringify(TABLE_ARN) &&
      JSON.stringify(statement.Resource[1]).includes(`:table/${TABLE_NAME}/index/*`) &&
      JSON.stringify(statement.Condition) ===
        JSON.stringify({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['PIN#*'] } })
    );
  }

  it('keeps the service routes and the callback route away from the table', () => {
    const tableFree = SPECS.filter((spec) => spec.tableAccess === 'none').map((spec) => spec.id);
    expect(tableFree).toEqual(expect.arrayContaining(TABLE_FREE_ROUTES.map((id) => `Route-${id}`)));
  });

  it.each(SPECS.filter((spec) => spec.tableAccess === 'none').map((spec) => [spec.id, spec]))(
    'gives %s no table permission at all',
    (_id, spec) => {
      expect(tableStatementsOf(spec)).toEqual([]);
      expect(spec.rateLimited).toBe(false);
    },
  );

  it.each(getRoutes.map((spec) => [spec.id, spec]))(
    'lets GET route %s only read, besides its RATE# rate-limit counter',
    (_id, spec) => {
      expect(['read', 'none']).toContain(spec.tableAccess);
      const statements = tableStatementsOf(spec);
      const writes = statements.filter(
        (statement) => !actionList(statement).every((action) => DYNAMODB_READ_ACTIONS.includes(action)),
      );
      expect(writes.every(isRateLimitWrite)).toBe(true);
      expect(writes).toHaveLength(spec.rateLimited ? 1 : 0);
      for (const statement of statements.filter((statement) => !isPinReadDenial(statement)))
        expect(statement.Effect).toBe('Allow');
    },
  );

  it("rate limits exactly the merchant routes and the payment page's", () => {
    const limited = (route: RouteDefinition) => route.auth === 'client' || route.auth === 'payer';
    expect(ROUTE_ROWS.filter((route) => routeSpec(route).rateLimited).map((route) => route.id)).toEqual(
      ROUTE_ROWS.filter(limited).map((route) => route.id),
    );
  });

  it.each(readWriteSpecs.map((spec) => [spec.id, spec]))(
    'lets %s read and write the table, DeleteItem only where declared',
    (_id, spec) => {
      expect(actionsOf(spec)).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:Query']),
      );
      expect(actionsOf(spec).includes('dynamodb:DeleteItem')).toBe(spec.tableWrites!.deletes);
    },
  );

  it.each(readWriteSpecs.map((spec) => [spec.id, spec]))(
    'limits every table write of %s to its declared partition-key prefixes',
    (_id, spec) => {
      const writes = tableStatementsOf(spec).filter((statement) =>
        actionList(statement).some((action) => DYNAMODB_WRITE_ACTIONS.includes(action)),
      );
      expect(writes).toHaveLength(1);
      const [statement] = writes;
      expect(statement!.Resource).toEqual(TABLE_ARN);
      expect(statement!.Condition).toEqual({
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': spec.tableWrites!.prefixes.map((prefix) => `${prefix}*`) },
      });
      expect(spec.tableWrites!.prefixes.length).toBeGreaterThan(0);
    },
  );

  it('puts every table write of every role under a dynamodb:LeadingKeys condition', () => {
    const roles = ofType('AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('dynamodb:'),
    );
    expect(roles.length).toBeGreaterThan(SPECS.filter((spec) => spec.tableAccess !== 'none').length - 1);
    const writes = roles
      .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((statement) => actionList(statement).some((action) => DYNAMODB_WRITE_ACTIONS.includes(action)));
    expect(writes.length).toBeGreaterThan(0);
    for (const statement of writes) {
      const leadingKeys = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as
        string[] | undefined;
      expect(leadingKeys?.length).toBeGreaterThan(0);
      for (const prefix of leadingKeys!) expect(prefix).toMatch(/^[A-Z_]+#?\*$/);
    }
  });

  it(`lets at most ${SCAN_ROLES_MAX} roles Scan the table, and none BatchWriteItem (no function's code sends either)`, () => {
    const documents = ofType('AWS::IAM::Policy').map(([, policy]) => JSON.stringify(policy.Properties.PolicyDocument));
    expect(documents.filter((document) => document.includes('dynamodb:Scan')).length).toBeLessThanOrEqual(
      SCAN_ROLES_MAX,
    );
    expect(documents.filter((document) => document.includes('dynamodb:BatchWriteItem'))).toEqual([]);
    expect(documents.filter((document) => document.includes('"dynamodb:*"'))).toEqual([]);
  });

  it('denies reading PIN items (hashes, the lock count) to every table user but the PIN routes', () => {
    const tableUsers = SPECS.filter((spec) => spec.tableAccess !== 'none');
    const pinReaders = tableUsers.filter(
      (spec) => !tableStatementsOf(spec).some((statement) => isPinReadDenial(statement)),
    );
    expect(pinReaders.map((spec) => spec.id).sort()).toEqual(
      [
        'Route-adminCreateMerchant',
        'Route-adminPatchMerchant',
        'Route-ewalletConfirm',
        'Route-transferConfirm',
        'Route-dashboardPayoutConfirm',
        'Route-dashboardSetPin',
        // Granting a money-out permission to an API client judges the PIN (DESIGN 21).
        'Route-dashboardCreateClient',
        'Route-dashboardPatchClient',
        // A refund of a VA payment is a payout to the customer, confirmed with the PIN (DESIGN 15).
        'Route-createRefund',
        'Route-dashboardCreateRefund',
        // One PIN check approves a payout batch (DESIGN 16).
        'Route-approvePayoutBatch',
        'Route-dashboardApprovePayoutBatch',
        // A withdrawal, and saving auto-withdraw, judge the PIN (DESIGN 17).
        'Route-createWithdrawal',
        'Route-dashboardCreateWithdrawal',
        'Route-dashboardPutAutoWithdraw',
      ].sort(),
    );
    expect(tableUsers.length - pinReaders.length).toBeGreaterThan(40);
    // The Deny covers every action that reads by key; Scan, which no key condition can limit, no role has.
    expect([...PIN_READ_ACTIONS, 'dynamodb:Scan'].sort()).toEqual(
      expect.arrayContaining(TABLE_READ_ACTIONS.filter((action) => action !== 'dynamodb:DescribeTable')),
    );
    for (const spec of tableUsers) expect(actionsOf(spec)).not.toContain('dynamodb:Scan');
  });

  it('grants DeleteItem to exactly the functions declared to delete', () => {
    const deleting = SPECS.filter((spec) => actionsOf(spec).includes('dynamodb:DeleteItem')).map((spec) => spec.id);
    expect(deleting).toEqual(SPECS.filter((spec) => spec.tableWrites?.deletes === true).map((spec) => spec.id));
  });

  it('lets no GET route write (GET /dashboard/v1/me lists invitations, accepting one is a POST)', () => {
    expect(
      ROUTE_ROWS.filter((route) => route.method === 'GET' && routeSpec(route).tableAccess === 'readWrite').map(
        (route) => route.id,
      ),
    ).toEqual([]);
  });

  it('lets every write route, queue consumer and job read and write', () => {
    const writers = [
      ...ROUTE_ROWS.filter(
        (route) => (route.method !== 'GET' || route.tableAccess === 'readWrite') && route.tableAccess !== 'none',
      ).map(routeSpec),
      ...QUEUE_LIST.map(queueConsumerSpec),
      ...SCHEDULES.map(scheduleSpec),
    ];
    expect(readWriteSpecs.map((spec) => spec.id).sort()).toEqual(writers.map((spec) => spec.id).sort());
  });
});

describe('dashboard routes', () => {
  const dashboardRoutes = ROUTE_ROWS.filter((route) => route.auth === 'user');

  it('puts every /dashboard/v1 route behind the JWT authorizer of the dashboard user pool and its web client', () => {
    expect(dashboardRoutes.length).toBeGreaterThan(0);
    const authorizers = ofType('AWS::ApiGatewayV2::Authorizer').filter(
      ([, authorizer]) => authorizer.Properties.AuthorizerType === 'JWT',
    );
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    const jwt = JSON.stringify(authorizer.Properties.JwtConfiguration);
    expect(jwt).toContain('cognito-idp');
    expect(jwt).toContain('DashboardUserPool');
    expect(jwt).toContain('DashboardWebClient');
    expect(authorizer.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const routes = ofType('AWS::ApiGatewayV2::Route').filter(([, route]) =>
      String(route.Properties.RouteKey).includes(' /dashboard/v1/'),
    );
    expect(routes.map(([, route]) => route.Properties.RouteKey).sort()).toEqual(
      dashboardRoutes.map((route) => `${route.method} ${fullPath(route)}`).sort(),
    );
    for (const [, route] of routes) {
      expect(route.Properties.AuthorizationType).toBe('JWT');
      expect(JSON.stringify(route.Properties.AuthorizerId)).toContain(authorizerId);
    }
  });

  it('declares who may call each dashboard route', () => {
    for (const route of dashboardRoutes) expect(route.access).toBeDefined();
  });
});

describe('HTTP API', () => {
  const routeKeys = ROUTE_ROWS.flatMap((route): Array<readonly [string, RouteDefinition]> =>
    route.catchAll
      ? [['$default', route] as const]
      : [fullPath(route), ...(route.extraPaths ?? [])].map(
          (routePath) => [`${route.method} ${routePath}`, route] as const,
        ),
  );

  it.each(routeKeys)('routes %s with the authorization of its auth mode', (routeKey, route) => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      AuthorizationType: { admin: 'AWS_IAM', user: 'JWT' }[route.auth as string] ?? 'NONE',
    });
  });

  it('prefixes admin routes with /admin/v1, dashboard routes with /dashboard/v1, payment page routes with /pay/v1, the sandbox calls with /sandbox/v1 and every other route with /api/v1', () => {
    const prefixOf = (route: RouteDefinition) =>
      route.sandboxOnly
        ? '/sandbox/v1'
        : { admin: '/admin/v1', user: '/dashboard/v1', payer: '/pay/v1' }[route.auth as string];
    for (const route of ROUTE_ROWS) expect(fullPath(route)).toBe(`${prefixOf(route) ?? '/api/v1'}${route.path}`);
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
    template.hasOutput('AlarmTopicArn', {});
    template.hasOutput('GatewayApiKeySecretArn', { Value: { Ref: secretIdOf('payment gateway API key') } });
    template.hasOutput('ProviderApiKeySecretArn', { Value: { Ref: secretIdOf('provider API key') } });
    template.hasOutput('GatewayCallbackSecretArn', { Value: { Ref: secretIdOf('callback signing secret') } });
  });

  it('throttles each route of the default stage (HTTP API applies the default per route)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: {
        ThrottlingRateLimit: ROUTE_THROTTLE_RATE_PER_SECOND,
        ThrottlingBurstLimit: ROUTE_THROTTLE_BURST,
      },
    });
    expect(ROUTE_THROTTLE_BURST).toBeGreaterThanOrEqual(ROUTE_THROTTLE_RATE_PER_SECOND);
  });

  it('gives the gateway callback route a throttle of its own, and the stage waits for that route', () => {
    const callbackKey = `POST ${fullPath(routeById('gatewayCallback'))}`;
    const [[, stageResource]] = ofType('AWS::ApiGatewayV2::Stage') as [[string, Resource & { DependsOn?: string[] }]];
    expect(stageResource.Properties.RouteSettings).toEqual({
      [callbackKey]: {
        ThrottlingRateLimit: CALLBACK_THROTTLE_RATE_PER_SECOND,
        ThrottlingBurstLimit: CALLBACK_THROTTLE_BURST,
      },
    });
    const [callbackRouteId] = ofType('AWS::ApiGatewayV2::Route').find(
      ([, route]) => route.Properties.RouteKey === callbackKey,
    )!;
    expect(stageResource.DependsOn).toContain(callbackRouteId);
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

  it('names the table after the stage, the name every function is given', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { TableName: TABLE_NAME, DeletionProtectionEnabled: false });
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

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))(
    'feeds queue %s to its consumer in batches with partial failures',
    (_id, queue) => {
      const mapping = mappingOf(queueConsumerSpec(queue));
      expect(mapping.Properties).toMatchObject({
        BatchSize: queue.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const source = queueArnTarget(mapping.Properties.EventSourceArn);
      expect(source.Properties).toMatchObject({
        VisibilityTimeout: visibilityTimeoutSeconds(queue),
        SqsManagedSseEnabled: true,
        RedrivePolicy: { maxReceiveCount: queue.maxReceiveCount },
      });
    },
  );

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))(
    'keeps dead letters of queue %s for 14 days and alarms on them',
    (_id, queue) => {
      const source = queueArnTarget(mappingOf(queueConsumerSpec(queue)).Properties.EventSourceArn);
      const dlqArn = (source.Properties.RedrivePolicy as { deadLetterTargetArn: unknown }).deadLetterTargetArn;
      const dlqId = (dlqArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      expect(resources[dlqId]!.Properties).toMatchObject({
        MessageRetentionPeriod: 14 * 24 * 60 * 60,
        SqsManagedSseEnabled: true,
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: alarmTopicId() }],
      });
    },
  );

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))(
    'reserves the named concurrency for the consumer of queue %s and caps its event source at it',
    (id, queue) => {
      const spec = queueConsumerSpec(queue);
      // Dev's reservation from cdk.json (reservedConcurrency.dev), else the consumer's default.
      const reserved = reservedConcurrencyOf(spec, serviceContext(app).consumerConcurrency);
      expect(reserved).toBe(
        (cdkJsonContext().reservedConcurrency as Record<string, Record<string, number>>).dev![id] ??
          CONSUMER_CONCURRENCY[id as keyof typeof QUEUES],
      );
      expect(functionOf(spec)[1].Properties.ReservedConcurrentExecutions).toBe(reserved);
      expect(mappingOf(spec).Properties.ScalingConfig).toEqual(
        reserved === undefined ? undefined : { MaximumConcurrency: reserved },
      );
    },
  );

  it('reserves concurrency for every consumer and job (none for API functions), at least 2 each, as the preflight adds them up', () => {
    const consumers = serviceContext(app).consumerConcurrency;
    const reserved = Object.fromEntries(
      SPECS.map((spec) => [spec.id, functionOf(spec)[1].Properties.ReservedConcurrentExecutions]).filter(
        ([, value]) => value !== undefined,
      ),
    );
    expect(reserved).toEqual(
      Object.fromEntries(
        SPECS.filter((spec) => spec.kind === 'worker').map((spec) => [spec.id, reservedConcurrencyOf(spec, consumers)]),
      ),
    );
    for (const count of Object.values(reserved)) expect(count).toBeGreaterThanOrEqual(2);
    // The quota the preflight asks for: what is reserved plus the 100 AWS keeps unreserved.
    const total = Object.values(reserved).reduce((sum: number, count) => sum + (count as number), 0);
    expect(reservedConcurrencyTotal(consumers)).toBe(total);
    expect(reservedConcurrencyTotal(consumers) + UNRESERVED_CONCURRENCY_MIN).toBeLessThan(1000);
  });

  it('gives every queue a visibility timeout of at least 6 times its consumer function timeout (AWS guidance)', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping');
    expect(mappings.length).toBeGreaterThanOrEqual(QUEUE_LIST.length);
    for (const [, mapping] of mappings) {
      const queue = queueArnTarget(mapping.Properties.EventSourceArn);
      const consumer = resources[(mapping.Properties.FunctionName as { Ref: string }).Ref]!;
      expect(queue.Properties.VisibilityTimeout as number).toBeGreaterThanOrEqual(
        6 * (consumer.Properties.Timeout as number),
      );
    }
  });

  it('lets every job drain a backlog: its run budget covers its interval, and the runs that can overlap never throttle', () => {
    for (const schedule of SCHEDULES) {
      const fn = functionOf(scheduleSpec(schedule))[1].Properties;
      const interval = scheduleIntervalSeconds(schedule.expression);
      // The run's budget is the timeout less a safety margin of at most 25 s (shared/http/worker.ts).
      if (schedule.timeoutSeconds === undefined)
        expect((fn.Timeout as number) - 25).toBeGreaterThanOrEqual(Math.min(interval, 60));
      expect(fn.Timeout).toBe(jobTimeoutSeconds(schedule));
      expect(fn.ReservedConcurrentExecutions).toBe(jobConcurrencyOf(schedule));
      expect(fn.ReservedConcurrentExecutions as number).toBeGreaterThan(Math.ceil((fn.Timeout as number) / interval));
    }
  });

  it.each(QUEUE_LIST.map((queue) => [queue.id, queue]))(
    'never lets the consumer of queue %s send to its own queue (Lambda stops such loops after ~16 hops)',
    (id, queue) => {
      expect(queue.sends).not.toContain(id);
      const sendable = statementsWith(queueConsumerSpec(queue), 'sqs:SendMessage').flatMap((statement) =>
        [statement.Resource].flat(),
      );
      expect(sendable).not.toContainEqual({ 'Fn::GetAtt': [queueIdOf(id), 'Arn'] });
    },
  );

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

describe('alarm topic', () => {
  it('has one alarm action on every alarm, to the one topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThanOrEqual(QUEUE_LIST.length);
    for (const [, alarm] of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: alarmTopicId() }]);
  });

  it('encrypts the topic with its own rotating key that CloudWatch alarms of this account may use', () => {
    const keyId = keyIdOf('alarm topic');
    expect(resources[alarmTopicId()]!.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(resources[keyId]!.Properties).toMatchObject({
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: expect.arrayContaining([
          expect.objectContaining({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Condition: expect.objectContaining({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } }),
          }),
        ]),
      },
    });
  });

  it('refuses non-TLS requests to the topic and lets only CloudWatch alarms publish', () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: alarmTopicId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it('subscribes nobody unless cdk.json names an alarmEmail', () => {
    expect(cdkJsonContext().alarmEmail).toBeUndefined();
    expect(ofType('AWS::SNS::Subscription')).toEqual([]);
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
      .map(
        (violation) =>
          `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
    expect(errors).toEqual([]);
  });

  it('leaves no unacknowledged Serverless finding', () => {
    const report = new ServerlessChecks().validateScope(app);
    const findings = report.violations.map(
      (violation) => `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings).toEqual([]);
  });

  it('leaves no error annotation on any stack', () => {
    // The synth's messages, read once: Annotations.fromStack forces a whole new synth for each stack.
    const assembly = app.synth();
    for (const one of stacks) {
      const errors = assembly
        .getStackArtifact(one.artifactId)
        .messages.filter((message) => message.level === SynthesisMessageLevel.ERROR);
      expect(errors.map((message) => `${message.id}: ${JSON.stringify(message.entry.data)}`)).toEqual([]);
    }
  });
});
