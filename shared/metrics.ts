import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { InboundType } from './channels/registry';

/**
 * The business metrics of docs/ARCHITECTURE.md, section 11, as CloudWatch EMF lines on stdout through Powertools'
 * Metrics (locally the same lines on the local stack's stdout). Domain code calls the typed helpers
 * below where the event happens; nothing else in the service imports Powertools' Metrics.
 *
 * A metric with its own dimension (a channel, an outcome) is written at once as a single-metric
 * line: one invocation may count several channels or outcomes, and EMF gives a line one dimension
 * set. Gauges without a dimension are stored and published once per invocation by the shared
 * wrappers (shared/http/invocation.ts). POWERTOOLS_METRICS_DISABLED=true silences them (the tests do).
 */
export const METRICS_NAMESPACE = 'MerchantPayments';
/** The `service` dimension Powertools adds to every line. */
export const METRICS_SERVICE = 'merchant-payments';
const stage = (): string => process.env.STAGE || 'local';

/** The dimensions of every line; the stage's alarms (infra/monitoring.ts) select exactly these. */
export const baseDimensions = (stageName: string): Record<string, string> => ({
  service: METRICS_SERVICE,
  stage: stageName,
});

/**
 * Every metric the service writes, by name, with its own dimension (if any). A metric marked
 * `total` is written under the base dimensions as well, so an alarm (which cannot SEARCH across a
 * dimension's values) sees every sweep's failures or every reason's suspense entries in one metric.
 */
export const METRICS = {
  PaymentCreated: { dimension: 'channel' },
  PaymentPaid: { dimension: 'channel' },
  PayoutOutcome: { dimension: 'outcome' },
  PayoutAwaitingOutcome: {},
  OrderOutcome: { dimension: 'outcome' },
  RefundOutcome: { dimension: 'outcome' },
  WebhookDelivery: { dimension: 'result' },
  WebhookLatency: { dimension: 'result' },
  SuspenseEntry: { dimension: 'reason', total: true },
  SweepFailure: { dimension: 'sweep', total: true },
  CallbackRejected: { dimension: 'reason', total: true },
  LedgerImbalance: {},
  PayoutConflictsOpen: {},
} as const satisfies Record<string, { dimension?: string; total?: boolean }>;
export type MetricName = keyof typeof METRICS;

const newMetrics = (singleMetric: boolean): Metrics =>
  new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: METRICS_SERVICE,
    defaultDimensions: { stage: stage() },
    singleMetric,
  });

/** The invocation's stored gauges: created by the first one, dropped once published. */
let stored: Metrics | undefined;

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** One metric line with one dimension of its own, besides the default ones (and the base set alone for a `total` metric). */
function emitNow(name: MetricName, value: string, metricValue: number, unit: Unit = MetricUnit.Count): void {
  const definition: { dimension?: string; total?: boolean } = METRICS[name];
  const single = newMetrics(true);
  single.addDimension(definition.dimension!, value);
  // A second dimension set: Powertools writes every set with the default dimensions, so an empty
  // one is the default dimensions alone, and the same line counts under both.
  if (definition.total === true) single.addDimensions({});
  // A single metric publishes as it is added.
  single.addMetric(name, unit, metricValue);
}

function storeGauge(name: MetricName, value: number): void {
  stored ??= newMetrics(false);
  stored.addMetric(name, MetricUnit.Count, value);
}

/** Publishes what the invocation stored, once, at its end; nothing stored writes nothing. */
export function publishInvocationMetrics(): void {
  const metrics = stored;
  stored = undefined;
  if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/** The inbound types of the channel registry. */
export type PaymentChannel = InboundType;
export const countPaymentCreated = (channel: PaymentChannel): void => emitNow('PaymentCreated', channel, 1);
export const countPaymentPaid = (channel: PaymentChannel): void => emitNow('PaymentPaid', channel, 1);

export type PayoutOutcomeName = 'executed' | 'pending' | 'rejected' | 'unknown' | 'returned';
export const countPayoutOutcome = (outcome: PayoutOutcomeName): void => emitNow('PayoutOutcome', outcome, 1);

export type OrderOutcomeName = 'succeeded' | 'failed';
export const countOrderOutcome = (outcome: OrderOutcomeName): void => emitNow('OrderOutcome', outcome, 1);

/** A refund's end, counted once by the call that recorded it (an answer, a callback or reconciliation). */
export type RefundOutcomeName = 'succeeded' | 'failed';
export const countRefundOutcome = (outcome: RefundOutcomeName): void => emitNow('RefundOutcome', outcome, 1);

/** `delivered`, `failed` (an HTTP error or no answer), or why nothing was sent (`skipped`, `client_inactive`). */
export type WebhookResult = 'delivered' | 'failed' | 'skipped' | 'client_inactive';
/** One delivery attempt; the latency only when a request went out. */
export function countWebhookDelivery(result: WebhookResult, latencyMs?: number): void {
  emitNow('WebhookDelivery', result, 1);
  if (latencyMs !== undefined) emitNow('WebhookLatency', result, latencyMs, MetricUnit.Milliseconds);
}

export const countSuspenseEntry = (reason: string): void => emitNow('SuspenseEntry', reason, 1);

/** Items a scheduled sweep failed (or 1 for a run that failed as a whole). */
export const countSweepFailure = (sweep: string, failedCount: number): void =>
  emitNow('SweepFailure', sweep, failedCount);

/** The ledger audit's verdict (1: a problem, 0: balanced) and its open payout conflicts, published with the invocation. */
export function gaugeLedgerAudit(balanced: boolean, payoutConflictsOpen: number): void {
  storeGauge('LedgerImbalance', balanced ? 0 : 1);
  storeGauge('PayoutConflictsOpen', payoutConflictsOpen);
}

/** Held payouts whose outcome reconciliation has not learned yet, published with the reconciliation run. */
export const gaugePayoutAwaitingOutcome = (count: number): void => storeGauge('PayoutAwaitingOutcome', count);

/** A callbacks-queue message dropped because the gateway did not sign it (the reason: malformed, unsigned, bad signature). */
export const countCallbackRejected = (reason: string): void => emitNow('CallbackRejected', reason, 1);
