import { AccountClient, GetRegionOptStatusCommand } from '@aws-sdk/client-account';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { GetSecretValueCommand, ListSecretsCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { App, DefaultStackSynthesizer } from 'aws-cdk-lib';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { deployProblems, serviceContextUnchecked, STAGES, type ServiceContext } from '../infra/context';
import type { PreflightOptions } from './preflight-args';
import { REPO_ROOT } from '../infra/function';
import { UNRESERVED_CONCURRENCY_MIN } from '../infra/specs';
import { isGeneratedPlaceholder } from '../shared/secrets-manager';
import {
  concurrencyQuotaCheck,
  CONCURRENCY_QUOTA_TO_REQUEST,
  describeStages,
  requiredConcurrency,
  stageReservedConcurrency,
} from './preflight-concurrency';

/**
 * `npm run preflight -- --stage <stage> [-c key=value ...] [--offline]`: what docs/DEPLOY.md
 * asks before `cdk deploy`, checked one by one: the context's placeholders and what the
 * stage reserves, then with AWS credentials the account, the region, the CDK bootstrap, the Lambda
 * concurrency quota (against every stage deployed in the account) and whether the upstream secrets
 * still hold their generated placeholders. Without credentials that is a failure (exit 1), unless
 * `--offline` asks for the offline checks alone (they are then listed as skipped).
 */
export type CheckStatus = 'ok' | 'missing' | 'skipped';

export interface CheckResult {
  name: string;
  status: CheckStatus;
  /** What was found (ok), or what to do (missing, skipped). */
  detail: string;
}

/**
 * The bootstrap stack version the default synthesizer's templates require: their BootstrapVersion
 * rule refuses versions 1 to 5 (aws-cdk-lib DefaultStackSynthesizer), and file assets above the
 * inline limit (the service's templates are) go through the bootstrap bucket.
 */
export const BOOTSTRAP_VERSION_MIN = 6;
export const BOOTSTRAP_VERSION_PARAMETER = `/cdk-bootstrap/${DefaultStackSynthesizer.DEFAULT_QUALIFIER}/version`;

/** The upstream credentials an operator stores after the first deploy, by the data stack's logical id prefix. */
export const OPERATOR_SECRETS: ReadonlyArray<{ logicalIdPrefix: string; what: string }> = [
  { logicalIdPrefix: 'GatewayApiKeySecret', what: 'the API key the gateway issued' },
  { logicalIdPrefix: 'GatewayCallbackSecret', what: 'the callback signing secret the gateway issued' },
  { logicalIdPrefix: 'ProviderApiKeySecret', what: 'the API key the digital-product provider issued' },
];

export { parsePreflightArgs, PREFLIGHT_USAGE, type PreflightArgs, type PreflightOptions } from './preflight-args';

/** cdk.json's context with the command line's pairs over it, as `cdk synth` merges them. */
export function contextPairsOf(options: Pick<PreflightOptions, 'context'>): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return { ...cdkJson.context, ...options.context };
}

/** The stage's context, read as `cdk synth` reads it. */
export function preflightContext(options: PreflightOptions): ServiceContext {
  return serviceContextUnchecked(new App({ context: { ...contextPairsOf(options), stage: options.stage } }));
}

/** What the stage reserves, and what an account needs for it alone and for all four stages. */
function stageConcurrencyCheck(options: PreflightOptions): CheckResult {
  const pairs = contextPairsOf(options);
  const all = Object.fromEntries(STAGES.map((stage) => [stage, stageReservedConcurrency(pairs, stage)]));
  const alone = requiredConcurrency({ [options.stage]: all[options.stage] });
  const together = requiredConcurrency(all);
  return {
    name: 'concurrency the stage needs',
    status: 'ok',
    detail: `reserves ${alone.reserved}: the account quota must be at least ${alone.required} for this stage alone, ${together.required} with all four stages (${describeStages(all)} + ${UNRESERVED_CONCURRENCY_MIN}); ask for ${CONCURRENCY_QUOTA_TO_REQUEST} before the first deploy (docs/DEPLOY.md, step 2)`,
  };
}

function placeholderCheck(context: ServiceContext): CheckResult {
  const problems = deployProblems(context);
  if (problems.length === 0)
    return { name: 'context placeholders', status: 'ok', detail: 'no placeholder, account and alarm target set' };
  if (!context.settings.strict)
    return {
      name: 'context placeholders',
      status: 'ok',
      detail: `stage ${context.stage} allows them (${problems.length} found; staging and prod refuse them)`,
    };
  return { name: 'context placeholders', status: 'missing', detail: problems.join('\n') };
}

const errorName = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** An error that says there are no credentials at all (as opposed to credentials AWS refused). */
function isNoCredentials(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'CredentialsProviderError' || /Could not load credentials/i.test(error.message))
  );
}

async function accountCheck(
  context: ServiceContext,
  sts: STSClient,
): Promise<{ result: CheckResult; account?: string }> {
  const name = 'credentials and account';
  try {
    const identity = await sts.send(new GetCallerIdentityCommand({}));
    const account = identity.Account;
    if (context.account === undefined) {
      const status = context.settings.strict ? 'missing' : 'ok';
      return {
        result: {
          name,
          status,
          detail: `signed in to account ${account} as ${identity.Arn}; pin it with -c account=${account}`,
        },
        account,
      };
    }
    if (account !== context.account) {
      return {
        result: {
          name,
          status: 'missing',
          detail: `the credentials are for account ${account}, the stage is pinned to ${context.account}: sign in to ${context.account} (or fix -c account)`,
        },
        account,
      };
    }
    return { result: { name, status: 'ok', detail: `account ${account} as ${identity.Arn}` }, account };
  } catch (error) {
    if (isNoCredentials(error)) throw error;
    return {
      result: {
        name,
        status: 'missing',
        detail: `AWS refused the credentials (${errorName(error)}): sign in again (aws sso login, or fresh keys)`,
      },
    };
  }
}

async function regionCheck(context: ServiceContext, account: AccountClient): Promise<CheckResult> {
  const name = `region ${context.region} enabled`;
  try {
    const answer = await account.send(new GetRegionOptStatusCommand({ RegionName: context.region }));
    if (answer.RegionOptStatus === 'ENABLED' || answer.RegionOptStatus === 'ENABLED_BY_DEFAULT')
      return { name, status: 'ok', detail: answer.RegionOptStatus };
    return {
      name,
      status: 'missing',
      detail: `the region is ${answer.RegionOptStatus ?? 'unknown'}: aws account enable-region --region-name ${context.region} (takes minutes to hours), then run preflight again`,
    };
  } catch (error) {
    return {
      name,
      status: 'missing',
      detail: `could not check (${errorName(error)}): allow account:GetRegionOptStatus, or check the region in the console's account settings`,
    };
  }
}

async function bootstrapCheck(context: ServiceContext, ssm: SSMClient): Promise<CheckResult> {
  const name = `CDK bootstrap in ${context.region}`;
  const bootstrap = `npx cdk bootstrap aws://${context.account ?? '<account>'}/${context.region}`;
  try {
    const answer = await ssm.send(new GetParameterCommand({ Name: BOOTSTRAP_VERSION_PARAMETER }));
    const version = Number(answer.Parameter?.Value);
    if (Number.isInteger(version) && version >= BOOTSTRAP_VERSION_MIN)
      return { name, status: 'ok', detail: `version ${version} (at least ${BOOTSTRAP_VERSION_MIN})` };
    return {
      name,
      status: 'missing',
      detail: `version ${answer.Parameter?.Value ?? 'unknown'} is below ${BOOTSTRAP_VERSION_MIN}: ${bootstrap}`,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'ParameterNotFound')
      return { name, status: 'missing', detail: `not bootstrapped: ${bootstrap}` };
    return {
      name,
      status: 'missing',
      detail: `could not read ${BOOTSTRAP_VERSION_PARAMETER} (${errorName(error)}): ${bootstrap}, or allow ssm:GetParameter`,
    };
  }
}

async function concurrencyCheck(
  context: ServiceContext,
  options: PreflightOptions,
  lambda: LambdaClient,
): Promise<CheckResult> {
  const name = 'Lambda concurrency quota';
  try {
    return { name, ...(await concurrencyQuotaCheck(context, contextPairsOf(options), lambda)) };
  } catch (error) {
    return {
      name,
      status: 'missing',
      detail: `could not read the account settings or list functions (${errorName(error)}): allow lambda:GetAccountSettings and lambda:ListFunctions`,
    };
  }
}

/** The secrets a stage uses: the sandbox's simulator takes the gateway's key as the provider's, so its provider secret is unused. */
const secretsOf = (context: ServiceContext) =>
  context.sandbox
    ? OPERATOR_SECRETS.filter((secret) => secret.logicalIdPrefix !== 'ProviderApiKeySecret')
    : OPERATOR_SECRETS;

/** The data stack's upstream secrets, found by CloudFormation's own tags, each still generated or not. */
async function secretsCheck(context: ServiceContext, secrets: SecretsManagerClient): Promise<CheckResult[]> {
  const stackName = `${context.settings.stackPrefix}-Data`;
  try {
    const listed = await secrets.send(
      new ListSecretsCommand({ Filters: [{ Key: 'tag-value', Values: [stackName] }], MaxResults: 100 }),
    );
    const tagged = (listed.SecretList ?? []).filter((secret) =>
      secret.Tags?.some((tag) => tag.Key === 'aws:cloudformation:stack-name' && tag.Value === stackName),
    );
    return await Promise.all(
      secretsOf(context).map(async ({ logicalIdPrefix, what }): Promise<CheckResult> => {
        const name = `secret ${logicalIdPrefix}`;
        const secret = tagged.find((candidate) =>
          candidate.Tags?.some(
            (tag) => tag.Key === 'aws:cloudformation:logical-id' && tag.Value?.startsWith(logicalIdPrefix),
          ),
        );
        if (secret?.ARN === undefined)
          return {
            name,
            status: 'skipped',
            detail: `not found: ${stackName} is not deployed yet; after the first deploy store ${what} in it and run preflight again`,
          };
        const value = await secrets.send(new GetSecretValueCommand({ SecretId: secret.ARN }));
        if (isGeneratedPlaceholder(value.SecretString)) {
          return {
            name,
            status: 'missing',
            detail: `still the generated placeholder: aws secretsmanager put-secret-value --secret-id ${secret.ARN} --secret-string '<${what}>'`,
          };
        }
        return { name, status: 'ok', detail: `${secret.Name ?? secret.ARN} holds a stored value` };
      }),
    );
  } catch (error) {
    return [
      {
        name: 'upstream secrets',
        status: 'missing',
        detail: `could not read them (${errorName(error)}): allow secretsmanager:ListSecrets and GetSecretValue on ${stackName}'s secrets`,
      },
    ];
  }
}

export interface PreflightClients {
  sts: STSClient;
  account: AccountClient;
  ssm: SSMClient;
  lambda: LambdaClient;
  secrets: SecretsManagerClient;
}

/** The stage's region for every regional check; the account API is global. */
export function preflightClients(region: string): PreflightClients {
  return {
    sts: new STSClient({ region }),
    account: new AccountClient({ region: 'us-east-1' }),
    ssm: new SSMClient({ region }),
    lambda: new LambdaClient({ region }),
    secrets: new SecretsManagerClient({ region }),
  };
}

const AWS_CHECKS = [
  'credentials and account',
  'region enabled',
  'CDK bootstrap',
  'Lambda concurrency quota',
  'upstream secrets',
];

/** The AWS checks, each skipped for the same reason. */
const skippedAwsChecks = (detail: string): CheckResult[] =>
  AWS_CHECKS.map((name): CheckResult => ({ name, status: 'skipped', detail }));

/**
 * Every check of the stage, offline ones first. Offline, the AWS checks are listed as skipped;
 * otherwise no credentials is itself missing (the deploy could not run either).
 */
export async function runPreflight(
  options: PreflightOptions,
  clientsFor: (region: string) => PreflightClients = preflightClients,
): Promise<CheckResult[]> {
  let context: ServiceContext;
  try {
    context = preflightContext(options);
  } catch (error) {
    return [{ name: 'context', status: 'missing', detail: error instanceof Error ? error.message : String(error) }];
  }
  const results: CheckResult[] = [placeholderCheck(context), stageConcurrencyCheck(options)];
  if (options.offline === true)
    return [
      ...results,
      ...skippedAwsChecks('--offline: not checked; run preflight with AWS credentials before cdk deploy'),
    ];
  const clients = clientsFor(context.region);
  let account: Awaited<ReturnType<typeof accountCheck>>;
  try {
    account = await accountCheck(context, clients.sts);
  } catch {
    return [
      ...results,
      {
        name: 'AWS credentials',
        status: 'missing',
        detail:
          'no AWS credentials found: sign in (AWS_PROFILE=..., aws sso login, or AWS_ACCESS_KEY_ID) and run preflight again; --offline checks only the context',
      },
      ...skippedAwsChecks('no AWS credentials'),
    ];
  }
  results.push(account.result);
  if (account.result.status === 'missing' && account.account === undefined) return results;
  results.push(
    await regionCheck(context, clients.account),
    await bootstrapCheck(context, clients.ssm),
    await concurrencyCheck(context, options, clients.lambda),
    ...(await secretsCheck(context, clients.secrets)),
  );
  return results;
}

export function formatResults(results: readonly CheckResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  const indent = ' '.repeat(7 + 1 + width + 2);
  const lines = results.map(
    (result) =>
      `${result.status.padEnd(7)} ${result.name.padEnd(width)}  ${result.detail.split('\n').join(`\n${indent}`)}`,
  );
  const missing = results.filter((result) => result.status === 'missing').length;
  const skipped = results.filter((result) => result.status === 'skipped');
  lines.push('');
  lines.push(missing === 0 ? 'Nothing missing.' : `${missing} missing: fix them before cdk deploy.`);
  if (skipped.length > 0) lines.push(`Skipped: ${skipped.map((result) => result.name).join(', ')}.`);
  return lines.join('\n');
}

/** Exit code: 1 when anything is missing, else 0 (skipped checks are listed, not failed). */
export function exitCodeOf(results: readonly CheckResult[]): number {
  return results.some((result) => result.status === 'missing') ? 1 : 0;
}
