import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, Duration, RemovalPolicy, Validations, type ILocalBundling } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { WORKER_TIMEOUT_SECONDS } from '../shared/constants';
import { bundleFunction, type BundleAsset } from './bundling';
import { DEFAULT_MEMORY_SIZE_MB, type FunctionKind } from './specs';

/** Handler entries and bundle assets are given relative to the repo root, wherever `cdk` runs from. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** `api` functions answer HTTP API requests; `worker` functions consume queues or run on a schedule. */
export type { FunctionKind } from './specs';

/** The HTTP API gives up on an integration after 30 s, so an API function must finish well before. */
export const TIMEOUT_SECONDS: Record<FunctionKind, number> = { api: 25, worker: WORKER_TIMEOUT_SECONDS };
const DESCRIPTION_LENGTH_MAX = 256;

export interface ServiceFunctionProps {
  /**
   * The log group's name (infra/service-functions.ts logGroupNameOf), known before the deploy so
   * the README and the alarms can name it. The function's own name is left to CloudFormation
   * (`<stack>-<logical id>-<suffix>`): a fixed name would make moving a function to another stack
   * fail on "already exists", and a failed first deploy leave names behind.
   */
  logGroupName: string;
  /** The stage's log retention. */
  logRetention: logs.RetentionDays;
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
  readonly function: lambda.Function;
  /** Where the function logs: `/aws/lambda/<stack name>/<function id>`. */
  readonly logGroupName: string;

  get grantPrincipal(): iam.IPrincipal {
    return this.function.grantPrincipal;
  }

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    this.logGroupName = props.logGroupName;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: props.logGroupName,
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${id}`,
    });
    // Scoped to this function's own log group instead of AWSLambdaBasicExecutionRole's logs:* on *.
    logGroup.grantWrite(role);
    this.function = new lambda.Function(this, 'Function', {
      // The entry comes first so that the console shows which module a function runs.
      description: `${props.entry}: ${props.description}`.slice(0, DESCRIPTION_LENGTH_MAX),
      code: functionCode(props.entry, props.bundleAssets ?? []),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySizeMb ?? DEFAULT_MEMORY_SIZE_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? TIMEOUT_SECONDS[props.kind]),
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      tracing: lambda.Tracing.ACTIVE,
      role,
      logGroup,
      environment: props.environment,
    });
    acknowledgeBaselineFindings(this);
  }
}

/**
 * The function's code: its bundle, built on this machine by infra/bundling.ts (esbuild with code
 * splitting, which NodejsFunction cannot do: it asks esbuild for one output file). The asset is
 * hashed by its output, as NodejsFunction's is, so an unchanged bundle is not uploaded again.
 */
function functionCode(entry: string, assets: readonly BundleAsset[]): lambda.Code {
  return lambda.Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      local: new LocalBundle(entry, assets),
      // Required by the API, never used: LocalBundle always bundles here or throws.
      image: lambda.Runtime.NODEJS_22_X.bundlingImage,
    },
  });
}

/**
 * Local bundling with esbuild's JS API. Its fields are its identity: CDK keys its cache of staged
 * assets on the JSON of the bundling options, so two functions must never share one.
 */
class LocalBundle implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly assets: readonly BundleAsset[],
  ) {}

  tryBundle(outputDir: string): boolean {
    bundleFunction({ root: REPO_ROOT, entry: this.entry, outDir: outputDir, assets: this.assets });
    return true;
  }
}

/** Findings every function has by design; each is acknowledged with its reason for cdk-nag. */
function acknowledgeBaselineFindings(scope: Construct): void {
  Validations.of(scope).acknowledge(
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'Active tracing needs xray:PutTraceSegments and xray:PutTelemetryRecords, which support no resource-level permissions.',
    },
    {
      id: 'AwsSolutions-L1',
      reason:
        'The architecture pins the Lambda runtime to nodejs22.x (bundles target node20, the local Node version); runtime upgrades are deliberate.',
    },
    {
      id: 'Serverless-LambdaLatestVersion',
      reason:
        'The architecture pins the Lambda runtime to nodejs22.x (bundles target node20, the local Node version); runtime upgrades are deliberate.',
    },
    {
      id: 'Serverless-LambdaDLQ',
      reason:
        "No function is invoked asynchronously with a payload to keep: API functions answer synchronously, queue consumers fail into their queue's own DLQ (redrive policy), and scheduled jobs carry no payload and act on whatever work is due, so the next run does what a failed one did not.",
    },
  );
}
