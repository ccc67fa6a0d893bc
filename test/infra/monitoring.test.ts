import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT, serviceContext } from '../../infra/context';
import { REPO_ROOT } from '../../infra/function';
import { API_5XX_RATE_ALARM_PERCENT, BUSINESS_ALARMS } from '../../infra/monitoring';
import { oldestMessageAlarmSeconds } from '../../infra/queue';
import { createPaymentService, STACK_RESOURCES_MAX } from '../../infra/service';
import { functionSpecs } from '../../infra/specs';
import {
  countCallbackRejected,
  countSuspenseEntry,
  countSweepFailure,
  gaugeLedgerAudit,
  gaugePayoutAwaitingOutcome,
  METRICS,
  METRICS_NAMESPACE,
  publishInvocationMetrics,
  type MetricName,
} from '../../shared/metrics';
import { QUEUE_LIST } from '../../shared/queues';
import { SCHEDULES } from '../../shared/schedules';
import { PROD_CONTEXT } from '../support/cdk-context';
import { fakeDashboardDist } from '../support/dashboard-dist';
import { capturingStdout, dimensionSetsNamed, emfLines } from '../support/emf';

/**
 * The alarms and dashboard (docs/ARCHITECTURE.md, section 11) in a prod synth (templates only, no bundling), and each
 * alarm on the service's own metrics held against the EMF lines the code writes for prod.
 */
type Resource = { Type: string; Properties: Record<string, unknown> };
type Dimension = { Name: string; Value: unknown };
type MetricStat = { Metric: { Namespace: string; MetricName: string; Dimensions?: Dimension[] } };
type AlarmMetric = { Id: string; Expression?: string; MetricStat?: MetricStat };

function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;
}

let stacks: Stack[];
let resources: Array<[string, Resource]>;

/** Every stack's resources, each cross-stack reference replaced by the producer's own expression. */
function resolvedResources(all: Stack[]): Array<[string, Resource]> {
  const byName = new Map(
    all.map((one) => [
      one.stackName,
      Template.fromStack(one).toJSON() as {
        Resources: Record<string, Resource>;
        Outputs?: Record<string, { Value: unknown }>;
      },
    ]),
  );
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const output = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })[
      'Fn::GetStackOutput'
    ];
    if (output !== undefined) return byName.get(output.StackName)!.Outputs![output.OutputName]!.Value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
  };
  return [...byName.values()].flatMap((json) =>
    Object.entries(json.Resources).map(([id, resource]) => [id, resolve(resource) as Resource] as [string, Resource]),
  );
}

beforeAll(() => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-monitoring-test-'));
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...PROD_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
  stacks = createPaymentService(app, serviceContext(app), { dashboardDist: fakeDashboardDist() }).stacks;
  resources = resolvedResources(stacks);
}, 600_000);

const ofType = (type: string): Array<[string, Resource]> => resources.filter(([, resource]) => resource.Type === type);
const alarms = (): Resource[] => ofType('AWS::CloudWatch::Alarm').map(([, alarm]) => alarm);
const alarmTopicRef = () => ({ Ref: ofType('AWS::SNS::Topic')[0]![0] });

/** The metrics an alarm reads: its own, or those of its metric math. */
function metricsOf(alarm: Resource): MetricStat['Metric'][] {
  const { Namespace, MetricName, Dimensions } = alarm.Properties as {
    Namespace?: string;
    MetricName?: string;
    Dimensions?: Dimension[];
  };
  if (MetricName !== undefined) return [{ Namespace: Namespace!, MetricName, Dimensions }];
  return ((alarm.Properties.Metrics ?? []) as AlarmMetric[]).flatMap((metric) =>
    metric.MetricStat ? [metric.MetricStat.Metric] : [],
  );
}

const readsMetric = (alarm: Resource, namespace: string, metricName: string, dimensions?: Record<string, unknown>) =>
  metricsOf(alarm).some(
    (metric) =>
      metric.Namespace === namespace &&
      metric.MetricName === metricName &&
      (dimensions === undefined ||
        JSON.stringify(dimensionRecord(metric.Dimensions)) === JSON.stringify(sorted(dimensions))),
  );

const sorted = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
const dimensionRecord = (dimensions: Dimension[] = []) =>
  sorted(Object.fromEntries(dimensions.map((dimension) => [dimension.Name, dimension.Value])));

describe('a prod synth', () => {
  it(`adds a monitoring stack of at most ${STACK_RESOURCES_MAX} resources`, () => {
    const monitoring = stacks.find((one) => one.stackName === 'Prod-Payments-Monitoring')!;
    expect(Object.keys(Template.fromStack(monitoring).toJSON().Resources).length).toBeLessThanOrEqual(
      STACK_RESOURCES_MAX,
    );
  });

  it('has the stage dashboard with the business metrics beside API, Lambda and queue figures', () => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    const { DashboardName, DashboardBody } = dashboards[0]![1].Properties;
    expect(DashboardName).toBe('Prod-Payments');
    const body = JSON.stringify(DashboardBody);
    for (const name of Object.keys(METRICS)) expect(body).toContain(name);
    for (const figure of [
      'AWS/ApiGateway',
      '"5xx',
      '"4xx',
      'Latency',
      'AWS/Lambda',
      'Errors',
      'Throttles',
      'Duration',
      'AWS/SQS',
      'ApproximateNumberOfMessagesVisible',
      'ApproximateAgeOfOldestMessage',
    ]) {
      expect(body).toContain(figure);
    }
    expect(body).toContain('stage=\\\\\\"prod\\\\\\"');
  });

  it('leaves the stage tags off the dashboard, whose CloudFormation schema has no Tags (cfn-lint E3002), and on the rest', () => {
    const [, dashboard] = ofType('AWS::CloudWatch::Dashboard')[0]!;
    expect(dashboard.Properties.Tags).toBeUndefined();
    const [, topic] = ofType('AWS::SNS::Topic')[0]!;
    expect(topic.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'stage', Value: 'prod' }]));
  });

  it('runs the ledger audit every 15 minutes', () => {
    const audit = SCHEDULES.find((schedule) => schedule.id === 'ledger-audit')!;
    expect(audit.expression).toBe('rate(15 minutes)');
    const [logGroupId] = ofType('AWS::Logs::LogGroup').find(
      ([, group]) => group.Properties.LogGroupName === '/aws/lambda/Prod-Payments-Workers/Job-ledger-audit',
    )!;
    const [functionId] = ofType('AWS::Lambda::Function').find(
      ([, fn]) => JSON.stringify(fn.Properties.LoggingConfig) === JSON.stringify({ LogGroup: { Ref: logGroupId } }),
    )!;
    const rules = ofType('AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties.Targets).includes(`"${functionId}"`),
    );
    expect(rules.map(([, rule]) => rule.Properties.ScheduleExpression)).toEqual(['rate(15 minutes)']);
  });

  it('gives every alarm exactly one action: the alarm topic', () => {
    expect(alarms().length).toBeGreaterThan(functionSpecs().length);
    for (const alarm of alarms()) expect(alarm.Properties.AlarmActions).toEqual([alarmTopicRef()]);
  });

  it(`alarms on an API 5xx rate above ${API_5XX_RATE_ALARM_PERCENT} %`, () => {
    const [alarm] = alarms().filter((candidate) => readsMetric(candidate, 'AWS/ApiGateway', '5xx'));
    expect(readsMetric(alarm!, 'AWS/ApiGateway', 'Count')).toBe(true);
    expect(alarm!.Properties).toMatchObject({
      Threshold: API_5XX_RATE_ALARM_PERCENT,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it("alarms on any error or throttle of every function of the synth (but CDK's copier of the web app, which runs inside a deploy)", () => {
    // Names are CloudFormation's: an alarm references its function's (resolved here to the function's Ref).
    const names = ofType('AWS::Lambda::Function')
      .filter(([logicalId]) => !logicalId.startsWith('CustomCDKBucketDeployment'))
      .map(([logicalId]) => ({ Ref: logicalId }));
    expect(names.length).toBe(functionSpecs().length);
    for (const name of names) {
      const found = alarms().filter(
        (alarm) =>
          readsMetric(alarm, 'AWS/Lambda', 'Errors', { FunctionName: name }) &&
          readsMetric(alarm, 'AWS/Lambda', 'Throttles', { FunctionName: name }),
      );
      expect(found).toHaveLength(1);
      expect(found[0]!.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    }
  });

  it.each(QUEUE_LIST.map((queue) => [queue.name, queue]))(
    'alarms on dead letters and on the oldest message of queue %s',
    (_name, queue) => {
      const depth = alarms().filter(
        (alarm) =>
          readsMetric(alarm, 'AWS/SQS', 'ApproximateNumberOfMessagesVisible') &&
          String(alarm.Properties.AlarmDescription).includes(`queue ${queue.name} `),
      );
      expect(depth.map((alarm) => alarm.Properties.Threshold)).toEqual([1]);
      const age = alarms().filter(
        (alarm) =>
          readsMetric(alarm, 'AWS/SQS', 'ApproximateAgeOfOldestMessage') &&
          String(alarm.Properties.AlarmDescription).includes(`queue ${queue.name} `),
      );
      expect(age.map((alarm) => alarm.Properties.Threshold)).toEqual([oldestMessageAlarmSeconds(queue)]);
    },
  );

  it.each(BUSINESS_ALARMS.map((definition) => [definition.metric, definition]))(
    'alarms on %s in namespace MerchantPayments',
    (metric) => {
      expect(alarms().filter((alarm) => readsMetric(alarm, METRICS_NAMESPACE, metric))).toHaveLength(1);
    },
  );

  it('pages when the ledger audit finds an imbalance or publishes no verdict for two of its intervals (missing data breaches)', () => {
    const [alarm] = alarms().filter((candidate) => readsMetric(candidate, METRICS_NAMESPACE, 'LedgerImbalance'));
    expect(alarm!.Properties).toMatchObject({
      TreatMissingData: 'breaching',
      Period: 30 * 60,
      EvaluationPeriods: 1,
      Threshold: 1,
      Statistic: 'Maximum',
    });
  });

  it('alarms when more payouts than the threshold await an outcome for 30 minutes', () => {
    const [alarm] = alarms().filter((candidate) => readsMetric(candidate, METRICS_NAMESPACE, 'PayoutAwaitingOutcome'));
    const { Period, EvaluationPeriods, DatapointsToAlarm, Threshold, Statistic } = alarm!.Properties as Record<
      string,
      number | string
    >;
    expect([Number(Period) * Number(EvaluationPeriods), DatapointsToAlarm, Threshold, Statistic]).toEqual([
      30 * 60,
      EvaluationPeriods,
      PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT,
      'Minimum',
    ]);
  });
});

describe('the alarms on the service metrics', () => {
  /** How the code writes each alarmed metric: the calls its events make, for stage prod. */
  const WRITERS: Partial<Record<MetricName, () => void>> = {
    SweepFailure: () => countSweepFailure('expiry-sweep', 2),
    LedgerImbalance: () => gaugeLedgerAudit(false, 0),
    PayoutAwaitingOutcome: () => gaugePayoutAwaitingOutcome(11),
    SuspenseEntry: () => countSuspenseEntry('duplicate_payment'),
    CallbackRejected: () => countCallbackRejected('bad_signature'),
  };

  it('read a namespace, metric name and dimension set under which the code files the value for prod', async () => {
    const stage = process.env.STAGE;
    process.env.STAGE = 'prod';
    let output: string;
    try {
      ({ output } = await capturingStdout(async () => {
        for (const definition of BUSINESS_ALARMS) WRITERS[definition.metric]!();
        publishInvocationMetrics();
      }));
    } finally {
      process.env.STAGE = stage;
    }
    const lines = emfLines(output);
    const serviceAlarms = alarms().filter((alarm) =>
      metricsOf(alarm).some((metric) => metric.Namespace === METRICS_NAMESPACE),
    );
    expect(serviceAlarms).toHaveLength(BUSINESS_ALARMS.length);
    for (const alarm of serviceAlarms) {
      for (const metric of metricsOf(alarm)) {
        const written = dimensionSetsNamed(lines, metric.MetricName).map(sorted);
        expect(
          lines.some((line) =>
            line._aws.CloudWatchMetrics.some(
              (set) => set.Namespace === metric.Namespace && set.Metrics.some((one) => one.Name === metric.MetricName),
            ),
          ),
        ).toBe(true);
        expect(written).toContainEqual(dimensionRecord(metric.Dimensions));
      }
    }
  });
});

describe('context payoutAwaitingOutcomeAlarmThreshold', () => {
  const contextOf = (value: unknown) =>
    serviceContext(new App({ context: { ...cdkJsonContext(), payoutAwaitingOutcomeAlarmThreshold: value } }));

  it('takes a whole number from cdk.json or the command line', () => {
    expect(contextOf(25).payoutAwaitingOutcomeAlarmThreshold).toBe(25);
    expect(contextOf('40').payoutAwaitingOutcomeAlarmThreshold).toBe(40);
    expect(contextOf(undefined).payoutAwaitingOutcomeAlarmThreshold).toBe(PAYOUT_AWAITING_OUTCOME_THRESHOLD_DEFAULT);
  });

  it.each([['-1'], ['ten'], [2.5]])('refuses %s', (value) => {
    expect(() => contextOf(value)).toThrow(/payoutAwaitingOutcomeAlarmThreshold must be a whole number/);
  });
});
