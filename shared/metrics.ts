import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

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
const stage = (): string => process.env.STAGE || 'local';

const newMetrics = (singleMetric: boolean): Metrics =>
  new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'merchant-payments', defaultDimensions: { stage: stage() }, singleMetric });

/** The invocation's stored gauges: created by the first one, dropped once published. */
let stored: Metrics | undefined;

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/** One metric line with one dimension of its own, besides the default ones. */
function emitNow(name: string, dimension: readonly [string, string], value: number, unit: Unit = MetricUnit.Count): void {
  const single = newMetrics(true);
  single.addDimension(dimension[0], dimension[1]);
  // A single metric publishes as it is added.
  single.addMetric(name, unit, value);
}

function storeGauge(name: string, value: number): void {
  stored ??= newMetrics(false);
  stored.addMetric(name, MetricUnit.Count, value);
}

/** Publishes what the invocation stored, once, at its end; nothing stored writes nothing. */
export function publishInvocationMetrics(): void {
  const metrics = stored;
  stored = undefined;
  if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
}

export type PaymentChannel = 'qris' | 'va' | 'dedicated_va';
export const countPaymentCreated = (channel: PaymentChannel): void => emitNow('PaymentCreated', ['channel', channel], 1);
export const countPaymentPaid = (channel: PaymentChannel): void => emitNow('PaymentPaid', ['channel', channel], 1);

export type PayoutOutcomeName = 'executed' | 'pending' | 'rejected' | 'unknown' | 'returned';
export const countPayoutOutcome = (outcome: PayoutOutcomeName): void => emitNow('PayoutOutcome', ['outcome', outcome], 1);

export type OrderOutcomeName = 'succeeded' | 'failed';
export const countOrderOutcome = (outcome: OrderOutcomeName): void => emitNow('OrderOutcome', ['outcome', outcome], 1);

/** `delivered`, `failed` (an HTTP error or no answer), or why nothing was sent (`skipped`, `client_inactive`). */
export type WebhookResult = 'delivered' | 'failed' | 'skipped' | 'client_inactive';
/** One delivery attempt; the latency only when a request went out. */
export function countWebhookDelivery(result: WebhookResult, latencyMs?: number): void {
  emitNow('WebhookDelivery', ['result', result], 1);
  if (latencyMs !== undefined) emitNow('WebhookLatency', ['result', result], latencyMs, MetricUnit.Milliseconds);
}

export const countSuspenseEntry = (reason: string): void => emitNow('SuspenseEntry', ['reason', reason], 1);

/** Items a scheduled sweep failed (or 1 for a run that failed as a whole). */
export const countSweepFailure = (sweep: string, failedCount: number): void => emitNow('SweepFailure', ['sweep', sweep], failedCount);

/** The ledger audit's verdict (1: a problem, 0: balanced) and its open payout conflicts, published with the invocation. */
export function gaugeLedgerAudit(balanced: boolean, payoutConflictsOpen: number): void {
  storeGauge('LedgerImbalance', balanced ? 0 : 1);
  storeGauge('PayoutConflictsOpen', payoutConflictsOpen);
}
