/**
 * Scheduled jobs, defined once. In AWS each is an EventBridge rule; locally every job is ticked
 * every SCHEDULE_TICK_MS. Jobs only act on work that is due, so ticking them often is safe.
 */
export interface ScheduleDefinition {
  id: string;
  handler: string;
  /** EventBridge schedule expression (UTC). */
  expression: string;
  description: string;
  /** Queues the job sends to. */
  sends: Array<'callbacks' | 'webhooks'>;
  /** Calls the upstream gateway (needs its URL and key). */
  usesGateway?: boolean;
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
    id: 'settlement',
    // 00:05 Asia/Jakarta is 17:05 UTC the day before.
    handler: 'functions/workers/settlement.ts',
    expression: 'cron(5 17 * * ? *)',
    description: 'Settle the previous days\' paid QR money (H+1)',
    sends: [],
  },
];
