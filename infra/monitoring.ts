import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { baseDimensions, METRICS_NAMESPACE, type MetricName } from '../shared/metrics';
import type { QueueId } from '../shared/queues';
import type { ServiceContext } from './context';
import { ServiceDashboard } from './dashboard';
import type { ServiceQueue } from './queue';
import type { ServiceFunction } from './function';
import { SCHEDULES } from '../shared/schedules';
import { functionSpecs, scheduleIntervalSeconds, type FunctionSpec } from './specs';

/** The API's 5xx responses, in percent of its requests over ALARM_PERIOD, above which on-call is paged. */
export const API_5XX_RATE_ALARM_PERCENT = 1;
const ALARM_PERIOD = Duration.minutes(5);

/**
 * An alarm on one business metric of shared/metrics.ts, read under the base dimensions (service,
 * stage): a metric with a dimension of its own is also written there as its total.
 */
export interface BusinessAlarm {
  metric: MetricName;
  statistic: 'Sum' | 'Maximum' | 'Minimum';
  period: Duration;
  /** Breaching from this value on (>=), or above it (>) for `above`. */
  threshold: (context: ServiceContext) => number;
  above?: boolean;
  /** Periods that must breach in a row (default 1). */
  periods?: number;
  /** A period without a line: quiet for counters, unchanged for gauges that are written every run. */
  missing: cloudwatch.TreatMissingData;
  description: string;
}

/** The ledger audit's schedule (shared/schedules.ts), whose gauge the LedgerImbalance alarm reads. */
const LEDGER_AUDIT_SCHEDULE = SCHEDULES.find((schedule) => schedule.id === 'ledger-audit');
/** Two of the audit's intervals (30 minutes for a 15-minute audit). */
export const LEDGER_AUDIT_ALARM_PERIOD = Duration.seconds(
  2 * scheduleIntervalSeconds(LEDGER_AUDIT_SCHEDULE?.expression ?? 'rate(15 minutes)'),
);

/** The alarms of docs/ARCHITECTURE.md, section 11, on the service's own metrics; README "Operations" says what each means. */
export const BUSINESS_ALARMS: readonly BusinessAlarm[] = [
  {
    metric: 'SweepFailure',
    statistic: 'Sum',
    period: ALARM_PERIOD,
    threshold: () => 1,
    missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    description: 'A scheduled sweep failed items or a whole run (dimension sweep names which)',
  },
  {
    metric: 'LedgerImbalance',
    statistic: 'Maximum',
    // Two audit intervals: every period holds at least one verdict even when a run starts late, and
    // a period without one means the audit stopped (failed, timed out, throttled): that pages too.
    period: LEDGER_AUDIT_ALARM_PERIOD,
    threshold: () => 1,
    missing: cloudwatch.TreatMissingData.BREACHING,
    description:
      'The ledger audit found a balance that disagrees with its postings, or accounts that do not sum to zero, or published no verdict for two of its intervals (the audit itself is failing)',
  },
  {
    metric: 'PayoutAwaitingOutcome',
    statistic: 'Minimum',
    period: ALARM_PERIOD,
    threshold: (context) => context.payoutAwaitingOutcomeAlarmThreshold,
    above: true,
    // Six periods of five minutes: more payouts than the threshold held without an outcome for 30 minutes.
    periods: 6,
    missing: cloudwatch.TreatMissingData.MISSING,
    description:
      'More payouts than the threshold have waited for the gateway outcome for 30 minutes; their money stays held',
  },
  {
    metric: 'SuspenseEntry',
    statistic: 'Sum',
    period: ALARM_PERIOD,
    threshold: () => 1,
    missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    description:
      'Money arrived that matched no transaction (or contradicted a payout) and waits in suspense (dimension reason says why)',
  },
  {
    metric: 'CallbackRejected',
    statistic: 'Sum',
    period: ALARM_PERIOD,
    threshold: () => 1,
    missing: cloudwatch.TreatMissingData.NOT_BREACHING,
    description:
      'A callbacks-queue message without a valid gateway signature was dropped: something other than the callback route wrote to the queue',
  },
];

export interface MonitoringStackProps extends StackProps {
  context: ServiceContext;
  alarmTopics: readonly sns.ITopic[];
  httpApi: apigw.HttpApi;
  queues: Record<QueueId, ServiceQueue>;
  /** Every function of the stage by spec id (infra/service-functions.ts createFunction fills it). */
  functions: ReadonlyMap<string, ServiceFunction>;
}

/**
 * The stage's alarms that are not a queue's own (those live with their queues) and its dashboard.
 * It holds one alarm per function, referencing the function's generated name in its stack.
 */
export class MonitoringStack extends Stack {
  readonly alarms: cloudwatch.Alarm[];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { context } = props;
    this.alarms = [
      apiServerErrorAlarm(this, props.httpApi),
      ...BUSINESS_ALARMS.map((definition) => businessAlarm(this, context, definition)),
      ...functionSpecs(context.sandbox).map((spec) => functionAlarm(this, spec, builtFunction(props.functions, spec))),
    ];
    const actions = props.alarmTopics.map((topic) => new SnsAction(topic));
    for (const alarm of this.alarms) alarm.addAlarmAction(...actions);
    new ServiceDashboard(this, 'Dashboard', {
      context,
      httpApi: props.httpApi,
      queues: props.queues,
      alarms: this.alarms,
    });
  }
}

/** A metric of the service's namespace under the stage's base dimensions. */
export function serviceMetric(
  context: ServiceContext,
  name: MetricName,
  statistic: string,
  period: Duration = ALARM_PERIOD,
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: baseDimensions(context.stage),
    statistic,
    period,
  });
}

function businessAlarm(scope: Construct, context: ServiceContext, definition: BusinessAlarm): cloudwatch.Alarm {
  const periods = definition.periods ?? 1;
  return serviceMetric(context, definition.metric, definition.statistic, definition.period).createAlarm(
    scope,
    `${definition.metric}Alarm`,
    {
      alarmDescription: definition.description,
      threshold: definition.threshold(context),
      comparisonOperator: definition.above
        ? cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD
        : cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: periods,
      datapointsToAlarm: periods,
      treatMissingData: definition.missing,
    },
  );
}

/**
 * The share of 5xx answers: every thrown error becomes a 500 envelope, so Lambda's error count
 * misses them and this is the alarm that sees a broken route. No request, no rate.
 */
function apiServerErrorAlarm(scope: Construct, httpApi: apigw.HttpApi): cloudwatch.Alarm {
  const rate = new cloudwatch.MathExpression({
    expression: 'IF(requests > 0, 100 * FILL(errors, 0) / requests, 0)',
    usingMetrics: {
      errors: httpApi.metricServerError({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
      requests: httpApi.metricCount({ period: ALARM_PERIOD, statistic: cloudwatch.Stats.SUM }),
    },
    label: 'API 5xx rate (%)',
    period: ALARM_PERIOD,
  });
  return rate.createAlarm(scope, 'Api5xxRateAlarm', {
    alarmDescription: `More than ${API_5XX_RATE_ALARM_PERCENT} % of API requests answered 5xx over 5 minutes`,
    threshold: API_5XX_RATE_ALARM_PERCENT,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}

function builtFunction(functions: ReadonlyMap<string, ServiceFunction>, spec: FunctionSpec): ServiceFunction {
  const fn = functions.get(spec.id);
  if (fn === undefined) throw new Error(`Function ${spec.id} is in the specs but no stack built it`);
  return fn;
}

/** Lambda's own metric of one function, by its name (a reference to the generated name). */
export function lambdaMetric(functionName: string, metricName: 'Errors' | 'Throttles'): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: { FunctionName: functionName },
    statistic: cloudwatch.Stats.SUM,
    period: ALARM_PERIOD,
  });
}

/**
 * Any error or throttle of one function (a crash, a timeout, a consumer's or job's thrown error, no
 * execution left): one alarm per function, so the alarm names the function.
 */
function functionAlarm(scope: Construct, spec: FunctionSpec, fn: ServiceFunction): cloudwatch.Alarm {
  const functionName = fn.function.functionName;
  const failures = new cloudwatch.MathExpression({
    expression: 'FILL(errors, 0) + FILL(throttles, 0)',
    usingMetrics: { errors: lambdaMetric(functionName, 'Errors'), throttles: lambdaMetric(functionName, 'Throttles') },
    label: `${spec.id} errors + throttles`,
    period: ALARM_PERIOD,
  });
  return failures.createAlarm(scope, `${spec.id}-FailureAlarm`, {
    alarmDescription: `${spec.id} (${spec.entry}) had errors or throttles: read its log group ${fn.logGroupName}`,
    threshold: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
}
