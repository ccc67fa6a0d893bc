import type { Construct } from 'constructs';
import { parseCidrList } from '../shared/domain/ip-address';
import { consumerConcurrencyOf, type ConsumerConcurrency } from './concurrency';
import { deployContextOf, type DeployContext } from './deploy-context';

export const GATEWAY_BASE_URL_DEFAULT = 'https://api.gateway.example.id';

/** The stages one app deploys (context stage, default dev). */
export const STAGES = ['dev', 'staging', 'prod', 'sandbox'] as const;
export type StageName = (typeof STAGES)[number];

/** What each stage decides beyond the context: how long logs are kept and what protects the stacks. */
export interface StageSettings {
  /** The stack-name prefix: `<Stage>-Payments`. */
  stackPrefix: string;
  logRetentionDays: 30 | 90 | 400;
  /** Termination protection on every stack, deletion protection on the table. */
  protectedResources: boolean;
  /** A deploy must name its account, carry real URLs and roles, and mail or forward its alarms. */
  strict: boolean;
}

/**
 * Dev keeps a month of logs and can be torn down; staging keeps a quarter (enough to compare a
 * release with the one before it); prod keeps 400 days, beyond a year of audits. The sandbox
 * (DESIGN 18: simulated money, merchants' integrations under test) keeps a month of logs like dev,
 * as nothing in it is money to audit, but is protected and strict like staging: merchants build
 * against it, so its table (their test merchants, keys and webhooks) must not be torn down by a
 * slip, it is pinned to an account, its operator roles are real and its alarms reach someone.
 */
export const STAGE_SETTINGS: Record<StageName, StageSettings> = {
  dev: { stackPrefix: 'Dev-Payments', logRetentionDays: 30, protectedResources: false, strict: false },
  staging: { stackPrefix: 'Staging-Payments', logRetentionDays: 90, protectedResources: true, strict: true },
  prod: { stackPrefix: 'Prod-Payments', logRetentionDays: 400, protectedResources: true, strict: true },
  sandbox: { stackPrefix: 'Sandbox-Payments', logRetentionDays: 30, protectedResources: true, strict: true },
};

/**
 * The context keys a sandbox refuses: its upstream gateway and provider are the simulator it deploys
 * (infra/simulator.ts), which calls back from Lambda's addresses, so no real URL and no source list.
 */
export const SANDBOX_REFUSED_KEYS = ['gatewayBaseUrl', 'providerBaseUrl', 'gatewayCallbackCidrs'] as const;

/** The operator role names cdk.json ships with: fine for dev, refused by a staging or prod synth. */
export const PLACEHOLDER_ROLES: readonly string[] = ['PaymentServiceOperator', 'PaymentServiceTreasury'];
const COST_CENTER_DEFAULT = 'payments';
const ACCOUNT = /^\d{12}$/;
const TOPIC_ARN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}$/;
const COST_CENTER = /^[\w.:/=+@ -]{1,256}$/;
/** A host of the example domains (api.gateway.example.id, example.com): a placeholder, never a real upstream. */
const EXAMPLE_HOST = /(^|\.)example\./;

/**
 * An IAM role name without commas: the role lists reach the admin functions as comma-separated
 * environment variables, so a comma (legal in IAM) would split one name into two.
 */
const ROLE_NAME = /^[\w+=.@-]{1,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PLATFORM_APPLICATION_ARN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:app\/(GCM|APNS|APNS_SANDBOX)\/[\w.-]+$/;

/** SNS platform applications for mobile push (context pushPlatformApplicationArnAndroid / ...Ios). */
export interface PushApplications {
  android?: string;
  ios?: string;
}

/** Who may operate the admin API in AWS (context operatorRoles / creditOperatorRoles). */
export interface OperatorRoles {
  /** IAM role names allowed to call /admin/v1 at all. */
  operators: readonly string[];
  /** Of those, the role names allowed to make positive balance adjustments outside sandbox mode. */
  creditors: readonly string[];
}

/** Everything the stack reads from cdk.json context (or `cdk -c`), validated once at synth. */
export interface ServiceContext {
  stage: StageName;
  settings: StageSettings;
  /**
   * The sandbox environment (stage sandbox, DESIGN 18): the simulator is its gateway and provider,
   * its functions run with SANDBOX=1, and the sandboxOnly routes are deployed.
   */
  sandbox: boolean;
  /**
   * The other environment's dashboard (context otherEnvironmentUrl, an https URL): a live stage
   * names the sandbox's and the sandbox the live one's, in config.json's other_environment_url.
   */
  otherEnvironmentUrl?: string;
  /** The account every stack is pinned to (context account); required for staging and prod. */
  account?: string;
  region: string;
  /** The tag `cost-center` on every resource (context costCenter). */
  costCenter: string;
  /** The upstream gateway (context gatewayBaseUrl); unused in the sandbox, whose gateway is the simulator. */
  gatewayBaseUrl: string;
  /** The digital-product provider (context providerBaseUrl); unused in the sandbox, as gatewayBaseUrl. */
  providerBaseUrl: string;
  push: PushApplications;
  operatorRoles: OperatorRoles;
  /** Where the DLQ alarms are mailed, besides the alarm topic itself (context alarmEmail). */
  alarmEmail?: string;
  /** An existing SNS topic every alarm also notifies (context alarmTopicArn), e.g. the on-call pager's. */
  alarmTopicArn?: string;
  /**
   * Whether functions map stack traces through their source maps as they run (context
   * runtimeSourceMaps, default false). Off, a cold start skips reading and decoding the maps: 3 to
   * 27 ms on top of a 40 ms import in the bundle bench's runs. The maps still ship beside every
   * bundle, so an operator can turn this on for a function while investigating, or map a logged
   * stack trace offline.
   */
  runtimeSourceMaps: boolean;
  /**
   * The networks the gateway calls back from (context gatewayCallbackCidrs: a list, or one
   * comma-separated string from `cdk -c`), normalised to one comma-separated string for the
   * callback function's environment; undefined accepts callbacks from any source.
   */
  gatewayCallbackCidrs?: string;
  /**
   * How many payouts may wait for the gateway's outcome for 30 minutes before on-call is paged
   * (context payoutAwaitingOutcomeAlarmThreshold, default PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT).
   */
  payoutAwaitingOutcomeAlarmThreshold: number;
  /**
   * The origins the dashboard is served from (context dashboardOrigins: a list, or one
   * comma-separated string), allowed to call the API and to POST KYC documents to the bucket (their
   * CORS rules). Absent: any origin in dev; in staging and prod no browser origin until it is set.
   */
  dashboardOrigins?: readonly string[];
  /** The stage's consumer reservations by queue id (context reservedConcurrency.<stage>; infra/concurrency.ts). */
  consumerConcurrency: ConsumerConcurrency;
  /** SES identity, custom domains, backup copy region (infra/deploy-context.ts). */
  deploy: DeployContext;
}

/**
 * The browser origins the API's and the KYC bucket's CORS allow: the dashboard's custom domain
 * (context dashboardDomain, known at synth, so one deploy is enough and no later deploy can drop
 * it) and the context's dashboardOrigins (e.g. the distribution's cloudfront.net name). With
 * neither, any origin in dev (a first dev deploy works before the dashboard's domain is known);
 * staging and prod allow none (infra/dashboard-web.ts warns and outputs the origin to set).
 */
export function dashboardCorsOrigins(context: ServiceContext): readonly string[] {
  const domain = context.deploy.dashboardDomain;
  const origins = [...(domain === undefined ? [] : [`https://${domain}`]), ...(context.dashboardOrigins ?? [])];
  if (origins.length > 0) return [...new Set(origins)];
  return context.settings.strict ? [] : ['*'];
}

/** A few payouts wait on a slow gateway now and then; more than this for half an hour is an outage of its answers. */
export const PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT = 10;

const REGION_DEFAULT = 'ap-southeast-3';

/**
 * Reads and checks the context once. A staging or prod synth fails on anything that would deploy
 * a placeholder or reach nobody: each message names the context key to set.
 */
export function serviceContext(scope: Construct): ServiceContext {
  const context = serviceContextUnchecked(scope);
  if (context.settings.strict) assertDeployable(context);
  return context;
}

/** The context, each value checked, but without refusing placeholders: `npm run preflight` lists them (deployProblems). */
export function serviceContextUnchecked(scope: Construct): ServiceContext {
  const stage = stageOf(scope);
  if (stage === 'sandbox') refuseRealUpstream(scope);
  const region = stringContext(scope, 'region', REGION_DEFAULT);
  const otherEnvironmentUrl = optionalHttpsContext(scope, 'otherEnvironmentUrl');
  const context: ServiceContext = {
    stage,
    settings: STAGE_SETTINGS[stage],
    sandbox: stage === 'sandbox',
    ...(otherEnvironmentUrl === undefined ? {} : { otherEnvironmentUrl }),
    account: accountOf(scope),
    region,
    costCenter: costCenterOf(scope),
    gatewayBaseUrl: gatewayBaseUrl(scope),
    providerBaseUrl: httpsContext(scope, 'providerBaseUrl', PROVIDER_BASE_URL_DEFAULT),
    push: pushApplications(scope),
    operatorRoles: operatorRoles(scope),
    alarmEmail: alarmEmail(scope),
    alarmTopicArn: alarmTopicArn(scope),
    runtimeSourceMaps: booleanContext(scope, 'runtimeSourceMaps', false),
    gatewayCallbackCidrs: gatewayCallbackCidrs(scope),
    dashboardOrigins: dashboardOrigins(scope),
    consumerConcurrency: consumerConcurrencyOf(scope, stage),
    deploy: deployContextOf(scope, region),
    payoutAwaitingOutcomeAlarmThreshold: countContext(
      scope,
      'payoutAwaitingOutcomeAlarmThreshold',
      PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT,
    ),
  };
  return context;
}

/** Every problem that would make a staging or prod deploy go live with a placeholder, by context key. */
export function deployProblems(context: ServiceContext): string[] {
  const problems: string[] = [];
  const { stage } = context;
  if (context.account === undefined)
    problems.push(`Context account is required for stage ${stage}: -c account=<12-digit AWS account id>`);
  // The sandbox's upstream is its own simulator: the placeholders are never used there.
  for (const key of context.sandbox ? [] : (['gatewayBaseUrl', 'providerBaseUrl'] as const)) {
    if (EXAMPLE_HOST.test(new URL(context[key]).hostname))
      problems.push(
        `Context ${key} is a placeholder (${context[key]}): set the real URL for stage ${stage} with -c ${key}=https://...`,
      );
  }
  const placeholders = (names: readonly string[]) => names.filter((name) => PLACEHOLDER_ROLES.includes(name));
  for (const [key, names] of [
    ['operatorRoles', context.operatorRoles.operators],
    ['creditOperatorRoles', context.operatorRoles.creditors],
  ] as const) {
    const found = placeholders(names);
    if (found.length > 0)
      problems.push(
        `Context ${key} names placeholder roles (${found.join(', ')}): set real IAM role names for stage ${stage} with -c ${key}=RoleA,RoleB`,
      );
  }
  if (context.alarmEmail === undefined && context.alarmTopicArn === undefined) {
    problems.push(
      `Context alarmEmail or alarmTopicArn is required for stage ${stage}: -c alarmEmail=oncall@... or -c alarmTopicArn=arn:aws:sns:...`,
    );
  }
  if (stage === 'prod') {
    if (context.deploy.ses === undefined)
      problems.push(
        "Context sesIdentity is required for stage prod: Cognito's own sender stops at 50 e-mails a day (sign-ups, password resets); verify an identity in SES and set -c sesIdentity=<address, domain or identity ARN>",
      );
    if (context.deploy.backupCopyRegion === undefined)
      problems.push(
        "Context backupCopyRegion is required for stage prod: every backup of the table is copied there (docs/RUNBOOK.md); set -c backupCopyRegion=ap-southeast-1 (any region but the stage's)",
      );
  }
  return problems;
}

function assertDeployable(context: ServiceContext): void {
  const problems = deployProblems(context);
  if (problems.length > 0) throw new Error(`Stage ${context.stage} cannot be synthesized:\n- ${problems.join('\n- ')}`);
}

/** A context value in a refusal: a string as it is, anything else (an object in cdk.json) as JSON, not "[object Object]". */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

function stageOf(scope: Construct): StageName {
  const value: unknown = scope.node.tryGetContext('stage') ?? 'dev';
  if (!STAGES.includes(value as StageName))
    throw new Error(`Context stage must be one of ${STAGES.join(', ')}, got ${shown(value)}`);
  return value as StageName;
}

/** Numbers from `-c account=...` arrive as strings; a number in cdk.json would lose leading zeros, so it is refused. */
function accountOf(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('account');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ACCOUNT.test(value))
    throw new Error(`Context account must be a 12-digit AWS account id (a string), got ${shown(value)}`);
  return value;
}

function stringContext(scope: Construct, key: string, fallback: string): string {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  if (typeof value !== 'string' || value === '')
    throw new Error(`Context ${key} must be a non-empty string, got ${shown(value)}`);
  return value;
}

function costCenterOf(scope: Construct): string {
  const value = stringContext(scope, 'costCenter', COST_CENTER_DEFAULT);
  if (!COST_CENTER.test(value))
    throw new Error(`Context costCenter must be a tag value (letters, digits, spaces and _.:/=+@-), got ${value}`);
  return value;
}

/** A flag from cdk.json (a boolean) or from `cdk -c key=value` (the string true or false). */
function booleanContext(scope: Construct, key: string, fallback: boolean): boolean {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context ${key} must be true or false, got ${shown(value)}`);
}

/** A whole number of at least 0, from cdk.json (a number) or `cdk -c key=7` (a string). */
function countContext(scope: Construct, key: string, fallback: number): number {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  const count = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    throw new Error(`Context ${key} must be a whole number of at least 0, got ${shown(value)}`);
  return count;
}

export const PROVIDER_BASE_URL_DEFAULT = 'https://api.provider.example.id';

function httpsContext(scope: Construct, key: string, fallback: string): string {
  const value: unknown = scope.node.tryGetContext(key) ?? fallback;
  if (typeof value !== 'string' || !value.startsWith('https://'))
    throw new Error(`Context ${key} must be an https:// URL, got ${shown(value)}`);
  return value;
}

/** An optional https URL (context otherEnvironmentUrl): absent or empty is undefined. */
function optionalHttpsContext(scope: Construct, key: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !URL.canParse(value) || new URL(value).protocol !== 'https:')
    throw new Error(`Context ${key} must be an https:// URL, got ${shown(value)}`);
  return value;
}

/** A sandbox with a real gateway URL would move real money from a sandbox: refused before anything is built. */
function refuseRealUpstream(scope: Construct): void {
  const set = SANDBOX_REFUSED_KEYS.filter((key) => {
    const value: unknown = scope.node.tryGetContext(key);
    return value !== undefined && value !== '';
  });
  if (set.length > 0)
    throw new Error(
      `Stage sandbox refuses context ${set.join(', ')}: a sandbox has no real gateway (its gateway and provider are the simulator it deploys, which calls back from Lambda's addresses); remove them from cdk.json and the command line`,
    );
}

function gatewayBaseUrl(scope: Construct): string {
  const value: unknown = scope.node.tryGetContext('gatewayBaseUrl') ?? GATEWAY_BASE_URL_DEFAULT;
  if (typeof value !== 'string' || !value.startsWith('https://')) {
    throw new Error(`Context gatewayBaseUrl must be an https:// URL, got ${shown(value)}`);
  }
  return value;
}

function pushApplications(scope: Construct): PushApplications {
  const read = (key: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !PLATFORM_APPLICATION_ARN.test(value)) {
      throw new Error(`Context ${key} must be an SNS platform application ARN, got ${shown(value)}`);
    }
    return value;
  };
  return { android: read('pushPlatformApplicationArnAndroid'), ios: read('pushPlatformApplicationArnIos') };
}

/**
 * A list from cdk.json (a JSON array) or from `cdk -c key=A,B` (a comma-separated string: the CLI
 * passes every context value as a string).
 */
function listContext(scope: Construct, key: string): unknown {
  const value: unknown = scope.node.tryGetContext(key) ?? [];
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function roleList(scope: Construct, key: string): string[] {
  const value = listContext(scope, key);
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string' || !ROLE_NAME.test(name))) {
    throw new Error(
      `Context ${key} must be a list of IAM role names (letters, digits and +=.@_-, no commas), got ${JSON.stringify(value)}`,
    );
  }
  return [...new Set(value as string[])];
}

/**
 * Without an operator role nobody could use the admin API, so that is refused at synth. A credit
 * role is an operator role too (it could never reach the adjustment otherwise), so the credit roles
 * join the operator list: `-c operatorRoles=Ops -c creditOperatorRoles=Treasury` lets both in.
 */
function operatorRoles(scope: Construct): OperatorRoles {
  const named = roleList(scope, 'operatorRoles');
  const creditors = roleList(scope, 'creditOperatorRoles');
  if (named.length === 0)
    throw new Error('Context operatorRoles must name at least one IAM role allowed to call /admin/v1');
  return { operators: [...new Set([...named, ...creditors])], creditors };
}

function alarmTopicArn(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('alarmTopicArn');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !TOPIC_ARN.test(value))
    throw new Error(`Context alarmTopicArn must be an SNS topic ARN, got ${shown(value)}`);
  return value;
}

function alarmEmail(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('alarmEmail');
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !EMAIL.test(value))
    throw new Error(`Context alarmEmail must be an email address, got ${shown(value)}`);
  return value;
}

/** An origin as a browser sends it: scheme, host and optional port, no path. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

function dashboardOrigins(scope: Construct): readonly string[] | undefined {
  const value: unknown = scope.node.tryGetContext('dashboardOrigins');
  if (value === undefined || value === '') return undefined;
  const entries = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(entries) || !entries.every((entry) => typeof entry === 'string'))
    throw new Error(
      `Context dashboardOrigins must be origins, comma-separated or as a list, got ${JSON.stringify(value)}`,
    );
  const origins = entries.map((entry: string) => entry.trim());
  const invalid = origins.filter((origin) => !ORIGIN.test(origin));
  if (invalid.length > 0)
    throw new Error(
      `Context dashboardOrigins has entries that are no origin (https://host[:port]): ${invalid.join(', ')}`,
    );
  return origins;
}

/** Refused at synth, naming the key and the bad entries: a typo must not quietly shut the gateway out at run time. */
function gatewayCallbackCidrs(scope: Construct): string | undefined {
  const value: unknown = scope.node.tryGetContext('gatewayCallbackCidrs');
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value.join(',') : value;
  if (typeof text !== 'string')
    throw new Error(
      `Context gatewayCallbackCidrs must be CIDRs, comma-separated or as a list, got ${JSON.stringify(value)}`,
    );
  const { cidrs, invalid } = parseCidrList(text);
  if (invalid.length > 0 || cidrs.length === 0) {
    throw new Error(
      `Context gatewayCallbackCidrs has entries that are no CIDR (a.b.c.d/n or x::y/n): ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}
