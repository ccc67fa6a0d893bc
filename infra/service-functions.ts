import { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from '../shared/constants';
import { QUEUES } from '../shared/queues';
import { dashboardCorsOrigins, type ServiceContext } from './context';
import { kycBucketNameOf, tableNameOf, type SharedResources } from './data-stack';
import { ServiceFunction } from './function';
import { grantKycDocuments, grantPush, grantSecretsKey, grantTable } from './grants';
import { reservedConcurrencyOf, type FunctionSpec } from './specs';

/** What every function stack builds its functions from: the data stack's resources and the context. */
export interface FunctionContext {
  resources: SharedResources;
  context: ServiceContext;
  /** Every function built so far, by spec id, whichever stack holds it: the monitoring stack alarms on each by reference. */
  functions: Map<string, ServiceFunction>;
  /** The sandbox's simulator API (infra/simulator.ts), its URL without a trailing slash: the sandbox's gateway and provider. */
  simulatorUrl?: string;
}

/**
 * The data stack's resources as a function stack grants them: the table by its fixed name, so its
 * ARN is formatted in the function's own stack (and cdk-nag's finding on the index ARN can be
 * acknowledged by that ARN), everything else by reference.
 */
export function inFunctionStack(scope: Construct, built: FunctionContext): FunctionContext {
  const table = dynamodb.Table.fromTableAttributes(scope, 'Table', {
    tableName: tableNameOf(built.context),
    grantIndexPermissions: true,
  });
  return { ...built, resources: { ...built.resources, table } };
}

/** The stage's retention, in the enum CDK checks CloudWatch's allowed values with. */
export function logRetentionOf(context: ServiceContext): logs.RetentionDays {
  return context.settings.logRetentionDays;
}

/**
 * `/aws/lambda/<stack name>/<function id>`, e.g. `/aws/lambda/Prod-Payments-Workers/Consumer-callbacks`:
 * named by its stack, so a function moved to another stack gets a new group instead of colliding
 * with the retained one, and every group of a stage shares the prefix `/aws/lambda/<Stage>-Payments-`.
 */
export function logGroupNameOf(scope: Construct, spec: Pick<FunctionSpec, 'id'>): string {
  return `/aws/lambda/${Stack.of(scope).stackName}/${spec.id}`;
}

/** One function of a spec, in whichever stack `scope` belongs to, with exactly the grants its spec names. */
export function createFunction(scope: Construct, built: FunctionContext, spec: FunctionSpec): ServiceFunction {
  const fn = new ServiceFunction(scope, spec.id, {
    logGroupName: logGroupNameOf(scope, spec),
    logRetention: logRetentionOf(built.context),
    kind: spec.kind,
    entry: spec.entry,
    description: spec.description,
    environment: environmentFor(built, spec),
    bundleAssets: spec.bundleAssets,
    reservedConcurrentExecutions: reservedConcurrencyOf(spec, built.context.consumerConcurrency),
    timeoutSeconds: spec.timeoutSeconds,
    memorySizeMb: spec.memorySizeMb,
  });
  grantAccess(built, spec, fn);
  if (built.functions.has(spec.id)) throw new Error(`Function ${spec.id} is built twice`);
  built.functions.set(spec.id, fn);
  return fn;
}

/**
 * Where a function calls the gateway and the provider: the context's URLs, or in the sandbox the
 * simulator's API for both (a reference into its stack: the sandbox has no real upstream).
 */
function upstreamOf({ context, simulatorUrl }: FunctionContext): { gateway: string; provider: string } {
  if (!context.sandbox) return { gateway: context.gatewayBaseUrl, provider: context.providerBaseUrl };
  if (simulatorUrl === undefined) throw new Error('Stage sandbox builds its functions after the simulator stack');
  return { gateway: simulatorUrl, provider: simulatorUrl };
}

/** The provider's key: in the sandbox the simulator is the provider too and takes the gateway's key. */
function providerKeyOf({ resources, context }: FunctionContext): FunctionContext['resources']['providerApiKey'] {
  return context.sandbox ? resources.gatewayApiKey : resources.providerApiKey;
}

/**
 * TABLE_NAME reaches every function, even one without table access: the shared config requires it.
 * DEPLOYED=1 on every function: the local conveniences (X-Forwarded-For, plain-http webhooks) stay
 * off in AWS, the sandbox's included; SANDBOX=1 in the sandbox stage alone (DESIGN 18).
 */
function environmentFor(built: FunctionContext, spec: FunctionSpec): Record<string, string> {
  const { resources, context } = built;
  const environment: Record<string, string> = {
    TABLE_NAME: resources.table.tableName,
    // The metrics' stage dimension (shared/metrics.ts).
    STAGE: context.stage,
    SANDBOX: context.sandbox ? '1' : '0',
    DEPLOYED: '1',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE_DEFAULT),
  };
  if (context.runtimeSourceMaps) environment.NODE_OPTIONS = '--enable-source-maps';
  // A payment link's `url` is its checkout page on the dashboard's distribution (/pay/{link_id}):
  // its custom domain, else the first of dashboardOrigins. Without either the link names the API's
  // address, which serves no page.
  const pageOrigin = dashboardCorsOrigins(context).find((origin) => origin !== '*');
  if (pageOrigin !== undefined && spec.entry.includes('payment-link')) environment.PAY_PAGE_BASE_URL = pageOrigin;
  for (const queueId of spec.sends) environment[QUEUES[queueId].envVar] = resources.queues[queueId].queue.queueUrl;
  if (spec.usesGateway) {
    environment.GATEWAY_API_KEY_SECRET_ARN = resources.gatewayApiKey.secretArn;
    environment.GATEWAY_BASE_URL = upstreamOf(built).gateway;
  }
  if (spec.usesProvider) {
    environment.PROVIDER_API_KEY_SECRET_ARN = providerKeyOf(built).secretArn;
    environment.PROVIDER_BASE_URL = upstreamOf(built).provider;
  }
  if (spec.verifiesGatewayCallbacks)
    environment.GATEWAY_CALLBACK_SECRET_ARN = resources.gatewayCallbackSecret.secretArn;
  if (spec.usesPinPepper) environment.PIN_PEPPER_SECRET_ARN = resources.pinPepper.secretArn;
  if (spec.kycDocuments !== undefined) environment.KYC_BUCKET = kycBucketNameOf(context);
  // The callback route's source allow list (shared/middleware/gateway-signature.ts); absent: any
  // source. Only the route: the queue consumer that verifies callbacks again takes no requests.
  if (spec.verifiesGatewayCallbacks && spec.kind === 'api' && context.gatewayCallbackCidrs !== undefined) {
    environment.GATEWAY_CALLBACK_CIDRS = context.gatewayCallbackCidrs;
  }
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
function grantAccess(built: FunctionContext, spec: FunctionSpec, fn: ServiceFunction): void {
  const { resources, context } = built;
  grantTable(resources.table, spec, fn);
  for (const queueId of spec.sends) resources.queues[queueId].queue.grantSendMessages(fn);
  if (spec.redrivesDeadLetters) for (const queueId of spec.sends) resources.queues[queueId].grantRedrive(fn);
  if (spec.usesGateway) resources.gatewayApiKey.grantRead(fn);
  if (spec.usesProvider) providerKeyOf(built).grantRead(fn);
  if (spec.verifiesGatewayCallbacks) resources.gatewayCallbackSecret.grantRead(fn);
  if (spec.usesPinPepper) resources.pinPepper.grantRead(fn);
  grantSecretsKey(resources.secretsKey, spec.secretsKeyAccess, fn);
  if (spec.usesPush) grantPush(context.push, fn);
  if (spec.kycDocuments !== undefined)
    grantKycDocuments(kycBucketNameOf(context), spec.kycDocuments, fn, resources.kycKey);
}
