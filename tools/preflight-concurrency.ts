import { GetAccountSettingsCommand, ListFunctionsCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import { App } from 'aws-cdk-lib';
import { consumerConcurrencyOf } from '../infra/concurrency';
import { STAGE_SETTINGS, STAGES, type ServiceContext, type StageName } from '../infra/context';
import { reservedConcurrencyTotal, UNRESERVED_CONCURRENCY_MIN } from '../infra/specs';

/**
 * The Lambda concurrency quota check of `npm run preflight`. Every stage deployed in one account
 * reserves its own executions out of the account's one quota, and AWS keeps 100 unreserved: a
 * deploy whose reservations do not fit fails and rolls back (a new account's quota is 10).
 */

/** The quota to ask for before a first deploy: AWS's usual default for an established account, room for all four stages. */
export const CONCURRENCY_QUOTA_TO_REQUEST = 1000;
/** Service Quotas' code of "Concurrent executions" (AWS Lambda). */
export const CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

/** What a stage reserves, read from the context (cdk.json's, with the command line's pairs over it) as its synth would. */
export function stageReservedConcurrency(context: Record<string, unknown>, stage: StageName): number {
  const app = new App({ context: { ...context, stage } });
  return reservedConcurrencyTotal(consumerConcurrencyOf(app, stage));
}

/** The quota an account needs: what every stage deployed there reserves, plus what AWS keeps unreserved. */
export function requiredConcurrency(reservedByStage: Partial<Record<StageName, number>>): {
  reserved: number;
  required: number;
} {
  const reserved = Object.values(reservedByStage).reduce((sum, count) => sum + (count ?? 0), 0);
  return { reserved, required: reserved + UNRESERVED_CONCURRENCY_MIN };
}

/** `Dev 26 + Prod 66`: what each stage counted reserves. */
export const describeStages = (reservedByStage: Partial<Record<StageName, number>>): string =>
  Object.entries(reservedByStage)
    .map(([stage, count]) => `${stage} ${count}`)
    .join(' + ');

/**
 * The other stages already deployed in the account, found by their functions' names: CloudFormation
 * names a function `<stack name>-<logical id>-<suffix>`, and every stack of a stage is `<Stage>-Payments-...`.
 */
export async function deployedStages(lambda: LambdaClient): Promise<StageName[]> {
  const names: string[] = [];
  let marker: string | undefined;
  do {
    const page = await lambda.send(new ListFunctionsCommand({ Marker: marker, MaxItems: 50 }));
    names.push(...(page?.Functions ?? []).map((fn) => fn.FunctionName ?? ''));
    marker = page?.NextMarker;
  } while (marker !== undefined);
  return STAGES.filter((stage) => names.some((name) => name.startsWith(`${STAGE_SETTINGS[stage].stackPrefix}-`)));
}

export interface ConcurrencyCheckResult {
  status: 'ok' | 'missing';
  detail: string;
}

/** How to raise the quota, for the check's advice and docs/DEPLOY.md. */
export const quotaRequestCommand = (region: string, value: number): string =>
  `aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value ${value} --region ${region}`;

/** The account's quota (GetAccountSettings) against the stage being deployed plus every other stage found there. */
export async function concurrencyQuotaCheck(
  context: ServiceContext,
  contextPairs: Record<string, unknown>,
  lambda: LambdaClient,
): Promise<ConcurrencyCheckResult> {
  const answer = await lambda.send(new GetAccountSettingsCommand({}));
  const quota = answer.AccountLimit?.ConcurrentExecutions ?? 0;
  const found = new Set<StageName>([context.stage, ...(await deployedStages(lambda))]);
  const reservedByStage = Object.fromEntries(
    STAGES.filter((stage) => found.has(stage)).map((stage) => [stage, stageReservedConcurrency(contextPairs, stage)]),
  ) as Partial<Record<StageName, number>>;
  const { required } = requiredConcurrency(reservedByStage);
  const need = `${describeStages(reservedByStage)} reserved, ${UNRESERVED_CONCURRENCY_MIN} AWS keeps unreserved`;
  if (quota >= required) return { status: 'ok', detail: `quota ${quota} >= ${required} (${need})` };
  return {
    status: 'missing',
    detail: `quota ${quota} < ${required} (${need}): a deploy before the increase rolls back. Ask for at least ${Math.max(required, CONCURRENCY_QUOTA_TO_REQUEST)} in ${context.region} (Service Quotas console, AWS Lambda, "Concurrent executions"; or ${quotaRequestCommand(context.region, Math.max(required, CONCURRENCY_QUOTA_TO_REQUEST))}), then run preflight again`,
  };
}
