import { LEDGER_AUDIT_INTERVAL_MS, SETTLEMENT_TIMEOUT_SECONDS, type KycDocumentsAccess } from './constants';

/**
 * Scheduled jobs, defined once. In AWS each is an EventBridge rule; locally every job is ticked
 * every SCHEDULE_TICK_MS (unless it sets localEveryMs). Jobs only act on work that is due, so
 * ticking them often is safe.
 */
export interface ScheduleDefinition {
  id: string;
  handler: string;
  /** EventBridge schedule expression (UTC). */
  expression: string;
  description: string;
  /** Queues the job sends to. */
  sends: Array<'callbacks' | 'webhooks' | 'orders' | 'batches'>;
  /** Calls the upstream gateway (needs its URL and key). */
  usesGateway?: boolean;
  /** Longer than the default worker timeout: the run's budget follows it (shared/http/worker.ts). */
  timeoutSeconds?: number;
  /**
   * Locally, run at most this often instead of every tick: for a job that has no due work to wait
   * for and whose every run does all of its work (the ledger audit reads the whole ledger).
   */
  localEveryMs?: number;
  /** Use of the KYC documents bucket, as a route row's (shared/http/route.ts). */
  kycDocuments?: KycDocumentsAccess;
}

export const SCHEDULES: ScheduleDefinition[] = [
  {
    id: 'expiry-sweep',
    handler: 'functions/workers/expiry-sweep.ts',
    expression: 'rate(1 minute)',
    description: 'Expire QR codes and one-time VAs whose validity has elapsed',
    sends: ['webhooks'],
  },
  {
    id: 'webhook-retry-sweep',
    handler: 'functions/workers/webhook-retry-sweep.ts',
    expression: 'rate(1 minute)',
    description: 'Re-send webhook deliveries that are due',
    sends: ['webhooks'],
  },
  {
    id: 'payout-reconciliation',
    handler: 'functions/workers/payout-reconciliation.ts',
    expression: 'rate(1 minute)',
    description: 'Ask the gateway about payouts held without a final outcome, and finish them',
    sends: ['webhooks'],
    usesGateway: true,
  },
  {
    id: 'refund-reconciliation',
    handler: 'functions/workers/refund-reconciliation.ts',
    expression: 'rate(1 minute)',
    description: 'Ask the gateway about refunds held without a final outcome, and finish them',
    sends: ['webhooks'],
    usesGateway: true,
  },
  {
    id: 'auto-withdraw',
    handler: 'functions/workers/auto-withdraw.ts',
    expression: 'rate(1 minute)',
    description: "Withdraw to merchants' settlement accounts whose auto-withdraw run is due (at most once a day each)",
    sends: ['webhooks'],
    usesGateway: true,
  },
  {
    id: 'order-redrive',
    handler: 'functions/workers/order-redrive.ts',
    expression: 'rate(1 minute)',
    description: 'Hand digital orders whose provider answer is overdue to the orders queue again',
    sends: ['orders'],
  },
  {
    id: 'batch-sweep',
    handler: 'functions/workers/batch-sweep.ts',
    expression: 'rate(1 minute)',
    description:
      'Payout batches: hand lost parts over again, complete batches whose rows are final, expire unapproved ones',
    sends: ['batches', 'webhooks'],
  },
  {
    id: 'report-sweep',
    // A report is due here only past its deadline (an hour after it was asked for): every 15 minutes is soon enough.
    handler: 'functions/workers/report-sweep.ts',
    expression: 'rate(15 minutes)',
    description: 'Fail asynchronous reports still pending past their deadline, with report.failed',
    sends: ['webhooks'],
  },
  {
    id: 'settlement',
    // Hourly, not once a day: each payment is due at its own H+1 time (00:05 Asia/Jakarta the next
    // day, shared/time.ts settlementDueMs), so a run never settles early, and a run that ends with
    // work left (its budget spent, or items that failed) is followed by another within the hour.
    handler: 'functions/workers/settlement.ts',
    expression: 'rate(1 hour)',
    description: 'Settle paid QR money whose H+1 settlement time has come',
    sends: [],
    // docs/ARCHITECTURE.md, section 7: 100,000 due payments settle in one run; Lambda's longest run is 15 minutes.
    timeoutSeconds: SETTLEMENT_TIMEOUT_SECONDS,
  },
  {
    id: 'ledger-audit',
    // The checks of GET /admin/v1/audit, published as LedgerImbalance (docs/ARCHITECTURE.md, section 11).
    handler: 'functions/workers/ledger-audit.ts',
    expression: 'rate(15 minutes)',
    description: 'Audit the ledger (sums against balances, all accounts summing to zero) and publish LedgerImbalance',
    sends: [],
    localEveryMs: LEDGER_AUDIT_INTERVAL_MS,
  },
  {
    id: 'kyc-document-sweep',
    // The upload deletion the KYC bucket's lifecycle rule also makes in AWS; the records are this job's alone.
    handler: 'functions/workers/kyc-document-sweep.ts',
    expression: 'rate(1 hour)',
    description: 'Delete KYC documents never submitted 7 days after their creation, and the uploads of submitted ones',
    sends: [],
    kycDocuments: 'sweep',
  },
];
