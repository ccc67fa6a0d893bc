import type { KycDocumentsAccess } from './constants';

/**
 * The SQS queues and the workers that consume them, defined once for the CDK stack and the
 * local stack's pollers. `envVar` is the variable that carries the queue URL to producers.
 */
export interface QueueDefinition {
  id: string;
  name: string;
  envVar: string;
  /** Module (relative to the repo root) whose `handler` consumes the queue. */
  consumer: string;
  visibilityTimeoutSeconds: number;
  batchSize: number;
  maxReceiveCount: number;
  /** Queues the consumer itself sends to. */
  sends: Array<'callbacks' | 'webhooks' | 'orders' | 'batches'>;
  /** The consumer calls the digital-product provider (needs its URL and key). */
  usesProvider?: boolean;
  /** The consumer verifies the gateway's callback signatures again (needs the callback secret). */
  verifiesGatewayCallbacks?: boolean;
  /** Memory of the consumer's function when the default (512 MB, infra/function.ts) does not fit. */
  memorySizeMb?: 256;
  /** The consumer calls the upstream gateway (needs its URL and key). */
  usesGateway?: boolean;
  /** The consumer's use of the documents bucket (the report worker writes report files). */
  kycDocuments?: KycDocumentsAccess;
}

export const QUEUES = {
  callbacks: {
    id: 'callbacks',
    name: 'gateway-callbacks',
    envVar: 'CALLBACKS_QUEUE_URL',
    consumer: 'functions/workers/gateway-callbacks.ts',
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
    maxReceiveCount: 5,
    sends: ['webhooks'],
    // The queue is not trusted: the consumer checks each message's signature before applying it.
    verifiesGatewayCallbacks: true,
  },
  webhooks: {
    id: 'webhooks',
    name: 'webhook-dispatch',
    envVar: 'WEBHOOKS_QUEUE_URL',
    consumer: 'functions/workers/webhook-dispatcher.ts',
    visibilityTimeoutSeconds: 120,
    batchSize: 5,
    maxReceiveCount: 5,
    sends: [],
    // Deliveries mostly wait on merchants' servers (up to 30 s), and waiting costs by the MB.
    memorySizeMb: 256,
  },
  orders: {
    id: 'orders',
    name: 'digital-orders',
    envVar: 'ORDERS_QUEUE_URL',
    consumer: 'functions/workers/digital-orders.ts',
    visibilityTimeoutSeconds: 60,
    batchSize: 5,
    maxReceiveCount: 5,
    // Webhooks for the outcome. Never itself: an unfinished order waits on the due index, and the
    // order sweep hands it back (Lambda stops a queue that feeds its own consumer after ~16 hops).
    sends: ['webhooks'],
    usesProvider: true,
  },
  batches: {
    id: 'batches',
    name: 'payout-batches',
    envVar: 'BATCHES_QUEUE_URL',
    consumer: 'functions/workers/payout-batches.ts',
    // A message is one part of a batch (at most 63 rows): its inquiries or its payouts, a few at a
    // time (shared/channels/batches/limits.ts), each within the gateway's timeout.
    visibilityTimeoutSeconds: 120,
    batchSize: 1,
    maxReceiveCount: 5,
    // Webhooks for the rows' outcomes and the batch's end. Never itself: a part left unfinished
    // waits on the due index, and the batch sweep hands it back.
    sends: ['webhooks'],
    usesGateway: true,
  },
  reports: {
    id: 'reports',
    name: 'settlement-reports',
    envVar: 'REPORTS_QUEUE_URL',
    consumer: 'functions/workers/settlement-reports.ts',
    // One report of up to 92 days: the merchant's whole ledger read once, page by page.
    visibilityTimeoutSeconds: 300,
    batchSize: 1,
    maxReceiveCount: 3,
    // report.ready. Never itself.
    sends: ['webhooks'],
    kycDocuments: 'reportWrite',
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueId = keyof typeof QUEUES;
export const QUEUE_LIST: QueueDefinition[] = Object.values(QUEUES);
