import { AccountClient, GetRegionOptStatusCommand } from '@aws-sdk/client-account';
import { GetAccountSettingsCommand, LambdaClient, ListFunctionsCommand } from '@aws-sdk/client-lambda';
import { spawnSync } from 'node:child_process';
import { GetSecretValueCommand, ListSecretsCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { REPO_ROOT } from '../../infra/function';
import { UNRESERVED_CONCURRENCY_MIN } from '../../infra/specs';
import { GENERATED_SECRET_TEMPLATE } from '../../shared/secrets-manager';
import { PROD_CONTEXT } from '../support/cdk-context';
import {
  BOOTSTRAP_VERSION_PARAMETER,
  exitCodeOf,
  formatResults,
  parsePreflightArgs,
  runPreflight,
  type CheckResult,
} from '../../tools/preflight';
import {
  CONCURRENCY_QUOTA_CODE,
  requiredConcurrency,
  stageReservedConcurrency,
} from '../../tools/preflight-concurrency';
import { contextPairsOf } from '../../tools/preflight';

/** Every AWS call of the preflight answered by aws-sdk-client-mock: nothing reaches AWS. */
const sts = mockClient(STSClient);
const account = mockClient(AccountClient);
const ssm = mockClient(SSMClient);
const lambda = mockClient(LambdaClient);
const secrets = mockClient(SecretsManagerClient);

const { stage: _stage, ...prodContext } = PROD_CONTEXT;
const PROD = { stage: 'prod' as const, context: prodContext };
const reservedOf = (stage: 'dev' | 'staging' | 'prod'): number => stageReservedConcurrency(contextPairsOf(PROD), stage);
const REQUIRED = reservedOf('prod') + UNRESERVED_CONCURRENCY_MIN;
const STACK = 'Prod-Payments-Data';
const SECRET_IDS = ['GatewayApiKeySecret', 'GatewayCallbackSecret', 'ProviderApiKeySecret'];
const arnOf = (logicalId: string): string =>
  `arn:aws:secretsmanager:ap-southeast-3:111122223333:secret:${logicalId}A1B2-xyz`;
const GENERATED = JSON.stringify({ ...GENERATED_SECRET_TEMPLATE, value: 'randomGeneratedValue0123456789' });

const awsError = (name: string, message = name): Error => Object.assign(new Error(message), { name });

/** A prod account that has everything: right account, region on, bootstrapped, quota, real keys stored. */
function readyAccount(): void {
  sts
    .on(GetCallerIdentityCommand)
    .resolves({ Account: '111122223333', Arn: 'arn:aws:sts::111122223333:assumed-role/Deployer/me' });
  account
    .on(GetRegionOptStatusCommand, { RegionName: 'ap-southeast-3' })
    .resolves({ RegionName: 'ap-southeast-3', RegionOptStatus: 'ENABLED' });
  ssm.on(GetParameterCommand, { Name: BOOTSTRAP_VERSION_PARAMETER }).resolves({ Parameter: { Value: '30' } });
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  lambda.on(ListFunctionsCommand).resolves({ Functions: [{ FunctionName: 'someone-elses-function' }] });
  secrets.on(ListSecretsCommand).resolves({
    SecretList: SECRET_IDS.map((logicalId) => ({
      ARN: arnOf(logicalId),
      Name: `${logicalId}A1B2`,
      Tags: [
        { Key: 'aws:cloudformation:stack-name', Value: STACK },
        { Key: 'aws:cloudformation:logical-id', Value: `${logicalId}A1B2C3D4` },
      ],
    })),
  });
  secrets.on(GetSecretValueCommand).resolves({ SecretString: 'key-the-gateway-issued' });
}

const statusOf = (results: CheckResult[], name: string): CheckResult => {
  const found = results.find((result) => result.name.startsWith(name));
  if (found === undefined) throw new Error(`no check ${name} in ${results.map((result) => result.name).join(', ')}`);
  return found;
};

beforeEach(() => {
  for (const mock of [sts, account, ssm, lambda, secrets]) mock.reset();
  readyAccount();
});

it('passes a prod account that has everything, asking the region, the bootstrap parameter and the secrets of the stage', async () => {
  const results = await runPreflight(PROD);
  expect(results.map((result) => [result.name, result.status]).filter(([, status]) => status !== 'ok')).toEqual([]);
  expect(results.length).toBe(2 + 4 + SECRET_IDS.length);
  expect(exitCodeOf(results)).toBe(0);
  expect(account.commandCalls(GetRegionOptStatusCommand)).toHaveLength(1);
  expect(ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({ Name: '/cdk-bootstrap/hnb659fds/version' });
  expect(secrets.commandCalls(ListSecretsCommand)[0]!.args[0].input.Filters).toEqual([
    { Key: 'tag-value', Values: [STACK] },
  ]);
  expect(
    secrets
      .commandCalls(GetSecretValueCommand)
      .map((call) => call.args[0].input.SecretId)
      .sort(),
  ).toEqual(SECRET_IDS.map(arnOf).sort());
  expect(formatResults(results)).toContain('Nothing missing.');
  expect(formatResults(results)).not.toContain('key-the-gateway-issued');
});

it('names the account the credentials belong to when it is not the stage account', async () => {
  sts.on(GetCallerIdentityCommand).resolves({ Account: '999988887777', Arn: 'arn:aws:iam::999988887777:user/me' });
  const results = await runPreflight(PROD);
  expect(statusOf(results, 'credentials and account')).toMatchObject({
    status: 'missing',
    detail: expect.stringContaining('999988887777'),
  });
  expect(exitCodeOf(results)).toBe(1);
});

it('asks to enable an opt-in region that is off', async () => {
  account.on(GetRegionOptStatusCommand).resolves({ RegionOptStatus: 'DISABLED' });
  expect(statusOf(await runPreflight(PROD), 'region ap-southeast-3')).toMatchObject({
    status: 'missing',
    detail: expect.stringContaining('aws account enable-region --region-name ap-southeast-3'),
  });
});

it.each([
  ['never bootstrapped', () => ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'))],
  ['bootstrapped with version 5', () => ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } })],
])('asks for cdk bootstrap when the region was %s', async (_case, arrange) => {
  arrange();
  expect(statusOf(await runPreflight(PROD), 'CDK bootstrap')).toMatchObject({
    status: 'missing',
    detail: expect.stringContaining('npx cdk bootstrap aws://111122223333/ap-southeast-3'),
  });
});

it.each([
  [REQUIRED, 'ok'],
  [REQUIRED - 1, 'missing'],
  [10, 'missing'],
])('judges a concurrency quota of %i %s against what the stage reserves plus 100', async (quota, status) => {
  lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: quota } });
  const check = statusOf(await runPreflight(PROD), 'Lambda concurrency quota');
  expect(check.status).toBe(status);
  expect(check.detail).toContain(`prod ${reservedOf('prod')} reserved`);
  if (status === 'missing') expect(check.detail).toContain(`--quota-code ${CONCURRENCY_QUOTA_CODE}`);
});

it('adds up every stage found deployed in the account (by its functions, over pages) and the 100 unreserved', async () => {
  lambda
    .on(ListFunctionsCommand)
    .resolves({
      Functions: [{ FunctionName: 'Dev-Payments-Workers-ConsumercallbacksFunction-AbC123' }],
      NextMarker: 'm',
    })
    .on(ListFunctionsCommand, { Marker: 'm' })
    .resolves({ Functions: [{ FunctionName: 'Staging-Payments-Api-RoutehealthFunction-XyZ789' }] });
  const all = reservedOf('dev') + reservedOf('staging') + reservedOf('prod') + UNRESERVED_CONCURRENCY_MIN;
  for (const [quota, status] of [
    [all, 'ok'],
    [all - 1, 'missing'],
  ] as const) {
    lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: quota } });
    const check = statusOf(await runPreflight(PROD), 'Lambda concurrency quota');
    expect(check.status).toBe(status);
    expect(check.detail).toContain(
      `dev ${reservedOf('dev')} + staging ${reservedOf('staging')} + prod ${reservedOf('prod')}`,
    );
  }
});

describe('concurrency arithmetic', () => {
  it('sums what each stage reserves and adds the 100 AWS keeps unreserved', () => {
    expect(requiredConcurrency({})).toEqual({ reserved: 0, required: 100 });
    expect(requiredConcurrency({ prod: 66 })).toEqual({ reserved: 66, required: 166 });
    expect(requiredConcurrency({ dev: 26, staging: 42, prod: 66 })).toEqual({ reserved: 134, required: 234 });
  });

  it("reads each stage's consumer reservations from cdk.json, a -c JSON over them, and keeps the defaults of a queue a stage omits", () => {
    const pairs = contextPairsOf({});
    const prod = stageReservedConcurrency(pairs, 'prod');
    expect(stageReservedConcurrency(pairs, 'dev')).toBeLessThan(prod);
    const raised = stageReservedConcurrency(
      { ...pairs, reservedConcurrency: JSON.stringify({ prod: { callbacks: 20 } }) },
      'prod',
    );
    expect(raised).toBe(prod + 10);
  });

  it('fits all three stages in the quota docs/DEPLOY.md asks for', () => {
    const pairs = contextPairsOf({});
    const { required } = requiredConcurrency({
      dev: stageReservedConcurrency(pairs, 'dev'),
      staging: stageReservedConcurrency(pairs, 'staging'),
      prod: stageReservedConcurrency(pairs, 'prod'),
    });
    expect(required).toBeLessThanOrEqual(1000);
  });
});

it('names each secret that still holds the generated placeholder, with the command that stores a value', async () => {
  secrets.on(GetSecretValueCommand, { SecretId: arnOf('GatewayCallbackSecret') }).resolves({ SecretString: GENERATED });
  const results = await runPreflight(PROD);
  expect(statusOf(results, 'secret GatewayCallbackSecret')).toMatchObject({
    status: 'missing',
    detail: expect.stringContaining(`put-secret-value --secret-id ${arnOf('GatewayCallbackSecret')}`),
  });
  expect(statusOf(results, 'secret GatewayApiKeySecret').status).toBe('ok');
  expect(formatResults(results)).not.toContain('randomGeneratedValue');
  expect(exitCodeOf(results)).toBe(1);
});

it('skips the secrets before the data stack exists', async () => {
  secrets.on(ListSecretsCommand).resolves({ SecretList: [] });
  const results = await runPreflight(PROD);
  for (const logicalId of SECRET_IDS) expect(statusOf(results, `secret ${logicalId}`).status).toBe('skipped');
  expect(exitCodeOf(results)).toBe(0);
});

describe('without credentials', () => {
  beforeEach(() =>
    sts
      .on(GetCallerIdentityCommand)
      .rejects(awsError('CredentialsProviderError', 'Could not load credentials from any providers')),
  );

  it('fails: says there are no credentials, lists the AWS checks it could not make, and calls nothing else', async () => {
    const results = await runPreflight(PROD);
    expect(statusOf(results, 'AWS credentials')).toMatchObject({
      status: 'missing',
      detail: expect.stringContaining('no AWS credentials found'),
    });
    expect(results.filter((result) => result.status === 'skipped')).toHaveLength(5);
    expect([account, ssm, lambda, secrets].map((mock) => mock.calls().length)).toEqual([0, 0, 0, 0]);
    expect(exitCodeOf(results)).toBe(1);
  });

  it('with --offline runs the offline checks, says which AWS checks it skipped, and calls nothing at all', async () => {
    const results = await runPreflight({ ...PROD, offline: true });
    expect(sts.calls()).toHaveLength(0);
    expect(results.filter((result) => result.status === 'skipped').map((result) => result.name)).toEqual([
      'credentials and account',
      'region enabled',
      'CDK bootstrap',
      'Lambda concurrency quota',
      'upstream secrets',
    ]);
    expect(statusOf(results, 'context placeholders').status).toBe('ok');
    expect(statusOf(results, 'concurrency the stage needs').detail).toContain(String(REQUIRED));
    expect(formatResults(results)).toMatch(/Skipped: credentials and account, region enabled/);
    expect([account, ssm, lambda, secrets].map((mock) => mock.calls().length)).toEqual([0, 0, 0, 0]);
    expect(exitCodeOf(results)).toBe(0);
  });

  it("reports cdk.json's placeholders of a prod stage by context key, as the synth does", async () => {
    const results = await runPreflight({ stage: 'prod', offline: true });
    const check = statusOf(results, 'context placeholders');
    expect(check.status).toBe('missing');
    for (const key of [
      'account',
      'gatewayBaseUrl',
      'providerBaseUrl',
      'operatorRoles',
      'creditOperatorRoles',
      'alarmEmail',
    ])
      expect(check.detail).toContain(`Context ${key}`);
    expect(exitCodeOf(results)).toBe(1);
  });

  it('lets dev keep its placeholders', async () => {
    expect(statusOf(await runPreflight({ stage: 'dev' }), 'context placeholders').status).toBe('ok');
  });
});

describe('arguments', () => {
  it('reads the stage and -c pairs as cdk does', () => {
    expect(
      parsePreflightArgs(['--stage', 'prod', '-c', 'account=111122223333', '--context', 'operatorRoles=A,B']),
    ).toEqual({ stage: 'prod', context: { account: '111122223333', operatorRoles: 'A,B' } });
    expect(parsePreflightArgs(['--stage', 'dev', '--offline'])).toEqual({ stage: 'dev', context: {}, offline: true });
    expect(parsePreflightArgs(['--help'])).toEqual({ help: true });
    expect(parsePreflightArgs(['--stage', 'qa', '-h'])).toEqual({ help: true });
  });

  it.each([[[]], [['--stage', 'qa']], [['--stage', 'prod', '-c', 'novalue']], [['--region', 'x']]])(
    'refuses %j',
    (argv) => {
      expect(() => parsePreflightArgs(argv)).toThrow();
    },
  );
});

describe('npm run preflight (the command)', () => {
  /** The command as npm runs it, with no credentials anywhere (no profile, keys or instance metadata). */
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tools/preflight-main.ts', ...args], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: '/nonexistent',
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_CONFIG_FILE: '/nonexistent',
        AWS_SHARED_CREDENTIALS_FILE: '/nonexistent',
      },
    });
  const prodPairs = Object.entries(prodContext).flatMap(([key, value]) => ['-c', `${key}=${value}`]);

  it('exits 0 with the usage for --help', () => {
    const result = run('--help');
    expect(result.stdout).toContain('--offline');
    expect(result.status).toBe(0);
  });

  it('exits 1 without credentials, saying so', () => {
    const result = run('--stage', 'prod', ...prodPairs);
    expect(result.stdout).toContain('no AWS credentials found');
    expect(result.status).toBe(1);
  });

  it('exits 0 with --offline when the context is complete, listing what it skipped', () => {
    const result = run('--stage', 'prod', ...prodPairs, '--offline');
    expect(result.stdout).toMatch(
      /Skipped: credentials and account, region enabled, CDK bootstrap, Lambda concurrency quota, upstream secrets\./,
    );
    expect(result.status).toBe(0);
  });

  it('exits 2 on a wrong argument', () => {
    expect(run('--stage', 'qa').status).toBe(2);
  });
});
