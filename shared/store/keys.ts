/** Every key of the single table, built in one place. */
export const keys = {
  merchant: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'PROFILE' }),
  balance: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'BALANCE' }),
  txCounter: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'TXSEQ' }),
  merchantIndex: (merchantId: string) => ({ pk: 'MERCHANT_INDEX', sk: merchantId }),
  client: (clientId: string) => ({ pk: `CLIENT#${clientId}`, sk: 'CLIENT' }),
  rateLimit: (sourceIp: string, windowStartSeconds: number) => ({ pk: `RATE#${sourceIp}`, sk: `W#${windowStartSeconds}` }),
  idempotency: (clientId: string, key: string) => ({ pk: `IDEM#${clientId}#${key}`, sk: 'IDEM' }),
  transaction: (partnerReff: string) => ({ pk: `TX#${partnerReff}`, sk: 'TX' }),
  transactionEvent: (partnerReff: string, sequence: number) => ({
    pk: `TX#${partnerReff}`,
    sk: `EVENT#${String(sequence).padStart(6, '0')}`,
  }),
  posting: (merchantId: string, postingId: string) => ({ pk: `LEDGER#${merchantId}`, sk: `POSTING#${postingId}` }),
  webhook: (deliveryId: string) => ({ pk: `WEBHOOK#${deliveryId}`, sk: 'WEBHOOK' }),
  webhookLog: (clientId: string, atMs: number, deliveryId: string, attempt: number) => ({
    pk: `WHLOG#${clientId}`,
    sk: `${String(atMs).padStart(15, '0')}#${deliveryId}#${attempt}`,
  }),
};

export const TX_PK_PREFIX = 'TX#';
export const merchantTransactionsPartition = (merchantId: string): string => `MTX#${merchantId}`;

/** Partitions of the sparse "due" index. */
export const DUE = {
  expiry: 'DUE#EXPIRY',
  webhook: 'DUE#WEBHOOK',
  settlement: 'DUE#SETTLEMENT',
} as const;
export type DueKind = keyof typeof DUE;
