import { App, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { RouteDefinition } from '../shared/http/route';
import type { ServiceContext } from './context';
import { DashboardWebStack } from './dashboard-web';
import { DataStack } from './data-stack';
import { CLOUDFRONT_CERTIFICATE_REGION, DashboardCertificateStack } from './domains';
import { BackupCopyStack } from './backup';
import { ApiStack, RoutesStack, WorkersStack } from './function-stacks';
import { MonitoringStack } from './monitoring';
import type { FunctionContext } from './service-functions';
import { SimulatorStack } from './simulator';
import { deployedRouteRows } from './specs';

/**
 * CloudFormation allows 500 resources a stack; the service keeps every stack at or below 60 % of
 * that, so that adding routes never breaks a deploy (a test asserts it).
 */
export const STACK_RESOURCES_MAX = 300;

/** The stacks that hold routes, besides the API stack's own. */
export type RouteFamily = 'Api' | 'Merchant' | 'MoneyOut' | 'Admin' | 'Dashboard' | 'DashboardMoney' | 'SandboxApi';

/**
 * Which stack a merchant route belongs to, by its OpenAPI tag: payments in and their records in
 * one, money out (payouts, digital products) in another. A new tag must be placed here.
 */
const CLIENT_FAMILY_BY_TAG: Readonly<Record<string, RouteFamily>> = {
  'Inbound payments': 'Merchant',
  Transactions: 'Merchant',
  Webhooks: 'Merchant',
  Devices: 'Merchant',
  Reports: 'Merchant',
  Payouts: 'MoneyOut',
  'Payout batches': 'MoneyOut',
  'Digital products': 'MoneyOut',
  Refunds: 'MoneyOut',
  'Payment links': 'Merchant',
};

/** The API stack keeps the table-free routes (health, docs, the gateway callback); admin and dashboard their own. */
export function routeFamilyOf(route: RouteDefinition): RouteFamily {
  // The sandbox's own routes (/sandbox/v1) have a stack of their own, deployed in that stage alone.
  if (route.sandboxOnly === true) return 'SandboxApi';
  if (route.auth === 'admin') return 'Admin';
  // The dashboard's routes that check the PIN or call the gateway (payouts, refunds, cash-in,
  // withdrawals, settlement accounts) have their own stack: one stack for all of them passed 300.
  if (route.auth === 'user')
    return route.pinHashes === true || route.usesGateway === true ? 'DashboardMoney' : 'Dashboard';
  if (route.auth === 'public' || route.auth === 'gateway') return 'Api';
  const family = CLIENT_FAMILY_BY_TAG[route.tag];
  if (family === undefined)
    throw new Error(
      `Route ${route.id} has tag '${route.tag}', which no stack takes: add it to CLIENT_FAMILY_BY_TAG in infra/service.ts`,
    );
  return family;
}

/** The tags every resource carries: who runs it, which stage, and whom it is billed to. */
export function serviceTags(context: ServiceContext): Record<string, string> {
  return { service: 'merchant-payments', stage: context.stage, 'cost-center': context.costCenter };
}

export interface PaymentService {
  data: DataStack;
  /** The sandbox stage's simulator (its gateway and provider); no other stage has one. */
  simulator?: SimulatorStack;
  api: ApiStack;
  dashboardWeb: DashboardWebStack;
  stacks: Stack[];
}

export interface PaymentServiceOptions {
  /** The built dashboard web app (`dashboard/dist` for `cdk synth`: infra/app.ts); tests pass a directory of their own. */
  dashboardDist: string;
  /** The built checkout page of payment links (checkout/dist), served by the same distribution under /pay/. */
  checkoutDist?: string;
}

type PropsOf = (part: string, description: string) => StackProps;

/** Each stack's props: its name `<Stage>-Payments-<Part>`, the stage's account and region, tags and protection. */
function stackPropsOf(context: ServiceContext, tags: Record<string, string>): PropsOf {
  return (part, description) => ({
    env: { account: context.account, region: context.region },
    terminationProtection: context.settings.protectedResources,
    tags,
    description: `Merchant payment service (${context.stage}): ${description}`,
    stackName: `${context.settings.stackPrefix}-${part}`,
  });
}

/** The stage's routes of one family (the sandboxOnly routes exist in the sandbox stage alone). */
const routesOf = (context: ServiceContext, family: RouteFamily) =>
  deployedRouteRows(context.sandbox).filter((route) => routeFamilyOf(route) === family);

/** One stack per route family besides the API's, each adding its routes to the API stack's HTTP API. */
function createRouteStacks(
  app: App,
  context: ServiceContext,
  propsOf: PropsOf,
  built: FunctionContext,
  api: ApiStack,
): RoutesStack[] {
  const families: Array<[RouteFamily, string]> = [
    ['Merchant', 'merchant routes: payments in, transactions, webhooks, devices'],
    ['MoneyOut', 'merchant routes: payouts, digital products'],
    ['Admin', 'operator routes (/admin/v1)'],
    ['Dashboard', 'merchant dashboard routes (/dashboard/v1)'],
    ['DashboardMoney', 'merchant dashboard routes that check the PIN or call the gateway (/dashboard/v1)'],
    // A stack without a resource is refused by CloudFormation: the sandbox's stack only with its routes.
    ...(routesOf(context, 'SandboxApi').length > 0
      ? [['SandboxApi', "the sandbox's own routes (/sandbox/v1)"] as [RouteFamily, string]]
      : []),
  ];
  return families.map(
    ([family, description]) =>
      new RoutesStack(app, `${context.settings.stackPrefix}-${family}`, {
        ...propsOf(family, description),
        built,
        httpApi: api.httpApi,
        routes: routesOf(context, family),
      }),
  );
}

/** The copy region's vault (context backupCopyRegion), deployed before the data stack whose plan names it. */
function createBackupCopyStack(app: App, context: ServiceContext, propsOf: PropsOf, data: DataStack): Stack[] {
  if (context.deploy.backupCopyRegion === undefined) return [];
  const stack = new BackupCopyStack(app, `${context.settings.stackPrefix}-BackupCopy`, {
    ...propsOf('BackupCopy', 'the vault the table backups are copied to (second region)'),
    env: { account: context.account, region: context.deploy.backupCopyRegion },
    context,
  });
  data.addStackDependency(stack);
  return [stack];
}

/** The dashboard's certificate in us-east-1 (CloudFront's region), with context dashboardDomain (infra/domains.ts). */
function createDashboardCertificateStack(
  app: App,
  context: ServiceContext,
  propsOf: PropsOf,
): DashboardCertificateStack | undefined {
  const domain = context.deploy.dashboardDomain;
  if (domain === undefined) return undefined;
  return new DashboardCertificateStack(app, `${context.settings.stackPrefix}-DashboardCertificate`, {
    ...propsOf('DashboardCertificate', "the dashboard domain's certificate (us-east-1, for CloudFront)"),
    env: { account: context.account, region: CLOUDFRONT_CERTIFICATE_REGION },
    context,
    domain,
  });
}

/**
 * The sandbox's simulator (infra/simulator.ts): the data stack's gateway secrets are its key and
 * its signing key; every function stack reads its API's URL, so each is ordered after it.
 */
function createSimulatorStack(
  app: App,
  context: ServiceContext,
  propsOf: PropsOf,
  data: DataStack,
): SimulatorStack | undefined {
  if (!context.sandbox) return undefined;
  const simulator = new SimulatorStack(app, `${context.settings.stackPrefix}-Simulator`, {
    ...propsOf('Simulator', 'the simulated gateway and provider of the sandbox'),
    context,
    gatewayApiKey: data.resources.gatewayApiKey,
    gatewayCallbackSecret: data.resources.gatewayCallbackSecret,
    alarmTopics: data.alarmTopics,
  });
  simulator.addStackDependency(data);
  return simulator;
}

/** The web app's stack; it reads the API's endpoint and the user pool's ids: CloudFormation orders it after both. */
function createDashboardWebStack(
  app: App,
  context: ServiceContext,
  propsOf: PropsOf,
  parts: { options: PaymentServiceOptions; data: DataStack; api: ApiStack; certificate?: DashboardCertificateStack },
): DashboardWebStack {
  return new DashboardWebStack(app, `${context.settings.stackPrefix}-DashboardWeb`, {
    ...propsOf('DashboardWeb', 'merchant dashboard web app (S3 behind CloudFront)'),
    context,
    distDir: parts.options.dashboardDist,
    ...(parts.options.checkoutDist === undefined ? {} : { checkoutDistDir: parts.options.checkoutDist }),
    httpApi: parts.api.httpApi.api,
    identity: parts.data.identity,
    certificate: parts.certificate?.certificate,
    crossRegionReferences: parts.certificate !== undefined,
  });
}

/**
 * The service's stacks for one stage, named `<Stage>-Payments-<Part>`, pinned to the stage's
 * account (staging and prod) and region, termination-protected where the stage says so: the data
 * stack (table, keys, secrets, queues, alarm topic), the API stack (HTTP API, stage, table-free
 * routes), the dashboard web app's stack (bucket, CloudFront), one stack per route family, the
 * workers stack (consumers, schedules), and the monitoring stack (alarms, dashboard).
 */
/** Resource types whose CloudFormation schema has no `Tags` property, which CDK would tag anyway. */
export const UNTAGGABLE_RESOURCE_TYPES = ['AWS::CloudWatch::Dashboard'] as const;

export function createPaymentService(
  app: App,
  context: ServiceContext,
  options: PaymentServiceOptions,
): PaymentService {
  const tags = serviceTags(context);
  // Stack tags reach CloudFormation's own propagation; Tags.of also writes them into every template,
  // except on the resource types whose schema has no Tags (cfn-lint E3002; CDK still tags them).
  for (const [key, value] of Object.entries(tags))
    Tags.of(app).add(key, value, { excludeResourceTypes: [...UNTAGGABLE_RESOURCE_TYPES] });
  const propsOf = stackPropsOf(context, tags);
  const data = new DataStack(app, `${context.settings.stackPrefix}-Data`, {
    ...propsOf('Data', 'table, keys, secrets, queues, alarm topic'),
    context,
  });
  const simulator = createSimulatorStack(app, context, propsOf, data);
  const simulators = simulator === undefined ? [] : [simulator];
  const built = { resources: data.resources, context, functions: new Map(), simulatorUrl: simulator?.apiUrl };
  const api = new ApiStack(app, `${context.settings.stackPrefix}-Api`, {
    ...propsOf('Api', 'HTTP API, its stage, health, docs and the gateway callback'),
    built,
    routes: routesOf(context, 'Api'),
    identity: data.identity,
  });
  const certificate = createDashboardCertificateStack(app, context, propsOf);
  const dashboardWeb = createDashboardWebStack(app, context, propsOf, { options, data, api, certificate });
  const routeStacks = createRouteStacks(app, context, propsOf, built, api);
  const workers = new WorkersStack(app, `${context.settings.stackPrefix}-Workers`, {
    ...propsOf('Workers', 'queue consumers and scheduled jobs'),
    built,
  });
  // The table is addressed by name, not by reference: the order is stated, not inferred.
  for (const stack of [api, ...routeStacks, workers])
    for (const before of [data, ...simulators]) stack.addStackDependency(before);
  const backupCopy = createBackupCopyStack(app, context, propsOf, data);
  const monitoring = new MonitoringStack(app, `${context.settings.stackPrefix}-Monitoring`, {
    ...propsOf('Monitoring', "alarms (besides the queues' own) and the dashboard"),
    context,
    alarmTopics: data.alarmTopics,
    httpApi: api.httpApi.api,
    queues: data.resources.queues,
    functions: built.functions,
  });
  // Its alarms reference every function (weak cross-stack references: a function may move between stacks).
  for (const stack of [...routeStacks, workers]) monitoring.addStackDependency(stack);
  const webStacks = certificate === undefined ? [dashboardWeb] : [certificate, dashboardWeb];
  const stacks = [...backupCopy, data, ...simulators, api, ...webStacks, ...routeStacks, workers, monitoring];
  return { data, ...(simulator === undefined ? {} : { simulator }), api, dashboardWeb, stacks };
}
