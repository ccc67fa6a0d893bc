import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { METRICS, METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from '../shared/metrics';
import { QUEUE_LIST, type QueueId } from '../shared/queues';
import type { ServiceContext } from './context';
import type { ServiceQueue } from './queue';

const PERIOD = Duration.minutes(5);
const WIDTH = 8;
const HEIGHT = 6;

export interface ServiceDashboardProps {
  context: ServiceContext;
  httpApi: apigw.HttpApi;
  queues: Record<QueueId, ServiceQueue>;
  alarms: readonly cloudwatch.IAlarm[];
}

type Row = cloudwatch.IWidget[];
interface DashboardQueue {
  name: string;
  queue: ServiceQueue;
}

const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
  new cloudwatch.GraphWidget({ title, left, right, width: WIDTH, height: HEIGHT, period: PERIOD });

/** The business metrics of docs/ARCHITECTURE.md, section 11: payments, payouts, webhooks, then the money's health. */
function businessRows(context: ServiceContext): Row[] {
  const business = (name: MetricName, statistic: string): cloudwatch.IMetric => bySearch(context, name, statistic);
  const total = (name: MetricName, statistic: string): cloudwatch.IMetric =>
    new cloudwatch.Metric({
      namespace: METRICS_NAMESPACE,
      metricName: name,
      dimensionsMap: { service: METRICS_SERVICE, stage: context.stage },
      statistic,
      period: PERIOD,
      label: name,
    });
  return [
    [
      graph('Payments created and paid (by channel)', [
        business('PaymentCreated', 'Sum'),
        business('PaymentPaid', 'Sum'),
      ]),
      graph(
        'Payout outcomes; payouts awaiting an outcome',
        [business('PayoutOutcome', 'Sum')],
        [total('PayoutAwaitingOutcome', 'Maximum')],
      ),
      graph(
        'Webhook deliveries (by result); latency p99 (ms)',
        [business('WebhookDelivery', 'Sum')],
        [business('WebhookLatency', 'p99')],
      ),
    ],
    [
      graph('Ledger imbalance, open payout conflicts', [
        total('LedgerImbalance', 'Maximum'),
        total('PayoutConflictsOpen', 'Maximum'),
      ]),
      graph('Suspense entries, sweep failures (by reason, by sweep)', [
        business('SuspenseEntry', 'Sum'),
        business('SweepFailure', 'Sum'),
      ]),
      graph(
        'Orders and refunds (by outcome); callbacks rejected',
        [business('OrderOutcome', 'Sum'), business('RefundOutcome', 'Sum')],
        [total('CallbackRejected', 'Sum')],
      ),
    ],
  ];
}

/** The HTTP API's requests and latency, and the state of every alarm. */
function apiRow(api: apigw.HttpApi, alarms: readonly cloudwatch.IAlarm[]): Row {
  return [
    graph('API requests, 4xx, 5xx', [
      api.metricCount({ period: PERIOD }),
      api.metricClientError({ period: PERIOD }),
      api.metricServerError({ period: PERIOD }),
    ]),
    graph('API latency (ms)', [
      api.metricLatency({ period: PERIOD, statistic: 'p50', label: 'latency p50' }),
      api.metricLatency({ period: PERIOD, statistic: 'p99', label: 'latency p99' }),
      api.metricIntegrationLatency({ period: PERIOD, statistic: 'p99', label: 'integration latency p99' }),
    ]),
    new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: [...alarms], width: WIDTH, height: HEIGHT }),
  ];
}

function lambdaRow(context: ServiceContext): Row {
  return [
    graph('Lambda errors and throttles (by function)', [
      lambdaSearch(context, 'Errors', 'Sum'),
      lambdaSearch(context, 'Throttles', 'Sum'),
    ]),
    graph('Lambda duration p99 (ms, by function)', [lambdaSearch(context, 'Duration', 'p99')]),
    graph('Lambda concurrent executions (by function)', [lambdaSearch(context, 'ConcurrentExecutions', 'Maximum')]),
  ];
}

/** Each queue's depth, its dead letters and its oldest message's age. */
function queueRow(queues: readonly DashboardQueue[]): Row {
  return [
    graph(
      'Queue depth (visible); dead letters',
      queues.map(({ name, queue }) =>
        queue.queue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: name }),
      ),
      queues.map(({ name, queue }) =>
        queue.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
          period: PERIOD,
          statistic: 'Maximum',
          label: `${name} DLQ`,
        }),
      ),
    ),
    graph(
      'Oldest message age (s)',
      queues.map(({ name, queue }) =>
        queue.queue.metricApproximateAgeOfOldestMessage({ period: PERIOD, statistic: 'Maximum', label: name }),
      ),
    ),
  ];
}

/**
 * The stage's dashboard (`<Stage>-Payments`): the business metrics of docs/ARCHITECTURE.md, section 11, in the first
 * row, beside the API, Lambda and queue figures, and the state of every alarm. A metric with a
 * dimension of its own is graphed by a SEARCH over that dimension's values (one line each), which a
 * dashboard may use and an alarm may not.
 */
export class ServiceDashboard extends Construct {
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: ServiceDashboardProps) {
    super(scope, id);
    const { context } = props;
    const queues: DashboardQueue[] = QUEUE_LIST.map((definition) => ({
      name: definition.name,
      queue: props.queues[definition.id as QueueId],
    }));
    const alarms = [...props.alarms, ...queues.flatMap(({ queue }) => queue.alarms)];
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: context.settings.stackPrefix,
      defaultInterval: Duration.hours(6),
      widgets: [...businessRows(context), apiRow(props.httpApi, alarms), lambdaRow(context), queueRow(queues)],
    });
  }
}

/** One line per value of the metric's own dimension (a channel, an outcome), or the metric itself when it has none. */
function bySearch(context: ServiceContext, name: MetricName, statistic: string): cloudwatch.IMetric {
  const definition: { dimension?: string } = METRICS[name];
  const schema = [METRICS_NAMESPACE, ...(definition.dimension ? [definition.dimension] : []), 'service', 'stage'].join(
    ',',
  );
  return new cloudwatch.SearchExpression({
    expression: `SEARCH('{${schema}} MetricName="${name}" stage="${context.stage}"', '${statistic}', ${PERIOD.toSeconds()})`,
    label: '',
    period: PERIOD,
  });
}

/** Every function of the stage: their names all start with the stage's prefix (infra/service-functions.ts). */
function lambdaSearch(context: ServiceContext, metricName: string, statistic: string): cloudwatch.IMetric {
  return new cloudwatch.SearchExpression({
    expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" FunctionName=${context.settings.stackPrefix}', '${statistic}', ${PERIOD.toSeconds()})`,
    label: '',
    period: PERIOD,
  });
}
