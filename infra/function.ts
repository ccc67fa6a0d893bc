import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { WORKER_TIMEOUT_SECONDS } from '../shared/constants';
import { LAMBDA_UNUSED_SDK_MODULES, REQUIRE_BANNER } from './bundling';
import { DEFAULT_MEMORY_SIZE_MB } from './specs';

/** Handler entries and bundle assets are given relative to the repo root, wherever `cdk` runs from. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** `api` functions answer HTTP API requests; `worker` functions consume queues or run on a schedule. */
export type FunctionKind = 'api' | 'worker';

/** The HTTP API gives up on an integration after 30 s, so an API function must finish well before. */
export const TIMEOUT_SECONDS: Record<FunctionKind, number> = { api: 25, worker: WORKER_TIMEOUT_SECONDS };
const LOG_RETENTION = logs.RetentionDays.ONE_MONTH;
const FUNCTION_NAME_LENGTH_MAX = 64;
const DESCRIPTION_LENGTH_MAX = 256;


export interface BundleAsset {
  /** Directory relative to the repo root. */
  from: string;
  /** Directory name inside the bundle. */
  to: string;
}

export interface ServiceFunctionProps {
  kind: FunctionKind;
  /** Handler module relative to the repo root; it exports `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  bundleAssets?: readonly BundleAsset[];
  /** Executions reserved for this function alone (and its ceiling); absent: the account's shared pool. */
  reservedConcurrentExecutions?: number;
  /** Overrides the kind's timeout (the settlement job runs up to 15 minutes). */
  timeoutSeconds?: number;
  /** Overrides DEFAULT_MEMORY_SIZE_MB. */
  memorySizeMb?: number;
}

/**
 * The one construct behind every Lambda of the service: runtime, architecture, timeout, memory,
 * tracing, logging and bundling are decided here once. It grants nothing beyond writing its own
 * logs and traces; callers add the least-privilege grants each function needs.
 */
export class ServiceFunction extends Construct implements iam.IGrantable {
  readonly function: NodejsFunction;

  get grantPrincipal(): iam.IPrincipal {
    return this.function.grantPrincipal;
  }

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    // Scoped to this function's own log group instead of AWSLambdaBasicExecutionRole's logs:* on *.
    logGroup.grantWrite(role);
    this.function = new NodejsFunction(this, 'Function', {
      functionName: functionNameFor(this, id),
      // The entry comes first so that the console shows which module a function runs.
      description: `${props.entry}: ${props.description}`.slice(0, DESCRIPTION_LENGTH_MAX),
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySizeMb ?? DEFAULT_MEMORY_SIZE_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? TIMEOUT_SECONDS[props.kind]),
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      tracing: lambda.Tracing.ACTIVE,
      role,
      logGroup,
      environment: props.environment,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node20',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        mainFields: ['module', 'main'],
        banner: REQUIRE_BANNER,
        // The AWS SDK v3 is bundled too, so the version our lock file pins is the one that runs,
        // all but the credential sources Lambda never uses (infra/bundling.ts).
        externalModules: [...LAMBDA_UNUSED_SDK_MODULES],
        logLevel: LogLevel.WARNING,
        forceDockerBundling: false,
        commandHooks: copyBundleAssets(props.bundleAssets ?? []),
      },
    });
    acknowledgeBaselineFindings(this);
  }
}

function functionNameFor(scope: Construct, id: string): string {
  const name = `${Stack.of(scope).stackName}-${id}`;
  if (name.length > FUNCTION_NAME_LENGTH_MAX) {
    throw new Error(`Lambda function name ${name} is longer than ${FUNCTION_NAME_LENGTH_MAX} characters; shorten the id`);
  }
  return name;
}

function copyBundleAssets(assets: readonly BundleAsset[]): ICommandHooks {
  for (const asset of assets) assertInsideRoot(asset);
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) =>
      assets.map((asset) => `cp -r ${shellQuote(path.join(inputDir, asset.from))} ${shellQuote(path.join(outputDir, asset.to))}`),
  };
}

function assertInsideRoot(asset: BundleAsset): void {
  for (const dir of [asset.from, asset.to]) {
    const normalized = path.normalize(dir);
    if (path.isAbsolute(normalized) || normalized.startsWith('..') || normalized === '.') {
      throw new Error(`Bundle asset path ${dir} must be a relative directory inside its root`);
    }
  }
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", "'\\''")}'`;
}

/** Findings every function has by design; each is acknowledged with its reason for cdk-nag. */
function acknowledgeBaselineFindings(scope: Construct): void {
  Validations.of(scope).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'DESIGN.md pins the Lambda runtime to nodejs22.x (bundles target node20, the local Node version); runtime upgrades are deliberate.',
    },
  );
}
