/** `LEDGER#<merchant>` for balance shard 0, `LEDGER#<merchant>#<k>` above. */
const ledgerPk = (merchantId: string, shard: number): string =>
  shard === 0 ? `LEDGER#${merchantId}` : `LEDGER#${merchantId}#${shard}`;

/** Every key of the single table, built in one place. */
export const keys = {
  merchant: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'PROFILE' }),
  balance: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'BALANCE' }),
  /**
   * Balance shard k > 0 of a merchant with more than one (see balanceKey): each under its own
   * partition key. Shard 0 is the merchant's original balance item.
   */
  balanceShard: (merchantId: string, shard: number) => ({ pk: `BALANCE#${merchantId}#${shard}`, sk: 'BALANCE' }),
  txCounter: (merchantId: string) => ({ pk: `MERCHANT#${merchantId}`, sk: 'TXSEQ' }),
  /**
   * Sequence shard k (0..K-1) of a merchant created with K > 1 counter shards, each under its own
   * partition key. Its `seq` is how many transactions that shard numbered (see txSeqOf).
   */
  txCounterShard: (merchantId: string, shard: number) => ({ pk: `TXSEQ#${merchantId}#${shard}`, sk: 'TXSEQ' }),
  /**
   * The merchant's PIN item: the PIN hash and the attempts count of the confirm lock. Its own
   * partition (`PIN#`), which only the functions that hash or verify PINs may read
   * (infra/grants.ts); it also keeps the confirms' writes off the merchant's partition.
   */
  pin: (merchantId: string) => ({ pk: `${PIN_PK_PREFIX}${merchantId}`, sk: 'PIN' }),
  merchantIndex: (merchantId: string) => ({ pk: 'MERCHANT_INDEX', sk: merchantId }),
  /**
   * A dashboard user's membership of a merchant, under the user (what a request reads to learn what
   * the caller may do) and under the merchant (its list of users); both written together.
   */
  userMembership: (sub: string, merchantId: string) => ({ pk: `USER#${sub}`, sk: `${MEMBER_SK_PREFIX}${merchantId}` }),
  merchantMember: (merchantId: string, sub: string) => ({ pk: `MEMBERS#${merchantId}`, sk: sub }),
  /**
   * The merchant's member counts (`owners`, `pending_invitations`), beside its members: every
   * change of an owner or an invitation updates it in the same transaction under a condition, so
   * the last owner stays and the invitations stay capped under concurrency. (A sub never starts with `#`.)
   */
  memberCounts: (merchantId: string) => ({ pk: `MEMBERS#${merchantId}`, sk: '#COUNTS' }),
  /**
   * A pending invitation, under the merchant (its list, beside the members) and under the invited
   * e-mail (normalised: trimmed, lower case), which the invited user's GET /me lists and its accept
   * or decline finds.
   */
  merchantInvitation: (merchantId: string, email: string) => ({
    pk: `MEMBERS#${merchantId}`,
    sk: `${INVITATION_SK_PREFIX}${email}`,
  }),
  emailInvitation: (email: string, merchantId: string) => ({ pk: `INVITE#${email}`, sk: merchantId }),
  /** Written once, when a user creates its own merchant: a second create of the same user fails on it. */
  userCreatedMerchant: (sub: string) => ({ pk: `USER#${sub}`, sk: 'CREATED_MERCHANT' }),
  /**
   * One entry of a merchant's audit log (every configuration change through the dashboard or the
   * admin API): newest last by sort key, so a reverse query reads newest first.
   */
  auditEntry: (merchantId: string, atMs: number, entryId: string) => ({
    pk: `AUDIT#${merchantId}`,
    sk: `${String(atMs).padStart(15, '0')}#${entryId}`,
  }),
  /**
   * A merchant's KYC: its documents (`DOC#<id>`) and its latest submission (`SUBMISSION`) in one
   * small partition of its own: configuration data, written a few times in a merchant's life.
   */
  kycDocument: (merchantId: string, documentId: string) => ({
    pk: `${KYC_PK_PREFIX}${merchantId}`,
    sk: `${KYC_DOCUMENT_SK_PREFIX}${documentId}`,
  }),
  kycSubmission: (merchantId: string) => ({ pk: `${KYC_PK_PREFIX}${merchantId}`, sk: 'SUBMISSION' }),
  /** How many documents the merchant holds (KYC_DOCUMENTS_PER_MERCHANT_MAX caps it), in the same partition. */
  kycDocumentCount: (merchantId: string) => ({ pk: `${KYC_PK_PREFIX}${merchantId}`, sk: 'COUNT' }),
  client: (clientId: string) => ({ pk: `CLIENT#${clientId}`, sk: 'CLIENT' }),
  /**
   * A merchant's list of its API clients: one item per client (written with the client) and one
   * count item, in a partition of their own, so listing needs no index and the function that
   * creates clients writes no item of the merchant's balance partition.
   */
  merchantClient: (merchantId: string, clientId: string) => ({
    pk: `${MERCHANT_CLIENTS_PK_PREFIX}${merchantId}`,
    sk: `${MERCHANT_CLIENT_SK_PREFIX}${clientId}`,
  }),
  merchantClientCount: (merchantId: string) => ({ pk: `${MERCHANT_CLIENTS_PK_PREFIX}${merchantId}`, sk: 'COUNT' }),
  /**
   * A source's rate-limit counter of one window: shard 0 is the one counter of every source whose
   * limit fits one item; a source a raised client calls from spreads its hits over `RATE#<ip>#<k>`.
   */
  rateLimit: (sourceIp: string, windowStartSeconds: number, shard = 0) => ({
    pk: shard === 0 ? `RATE#${sourceIp}` : `RATE#${sourceIp}#${shard}`,
    sk: `W#${windowStartSeconds}`,
  }),
  idempotency: (clientId: string, key: string) => ({ pk: `IDEM#${clientId}#${key}`, sk: 'IDEM' }),
  transaction: (partnerReff: string) => ({ pk: `TX#${partnerReff}`, sk: 'TX' }),
  transactionEvent: (partnerReff: string, sequence: number) => ({
    pk: `TX#${partnerReff}`,
    sk: `EVENT#${String(sequence).padStart(6, '0')}`,
  }),
  /**
   * A refund's event in its payment's history, beside the status events: `requested` when it is
   * asked for, `ended` when it succeeds or fails. Its own sort key (not the next event number) so
   * that a refund never competes with the payment's status changes for an event number.
   */
  transactionRefundEvent: (partnerReff: string, refundId: string, step: 'requested' | 'ended') => ({
    pk: `TX#${partnerReff}`,
    sk: `${REFUND_EVENT_SK_PREFIX}${refundId}#${step === 'requested' ? 1 : 2}`,
  }),
  /**
   * The merchant's own money (shared/channels/withdrawals/, DESIGN 17): its settlement accounts
   * (`ACCOUNT#<id>`) and their count (at most SETTLEMENT_ACCOUNTS_MAX, kept by a conditional
   * counter), and its auto-withdraw settings (on the due index by the next run), in one small
   * partition: configuration written a few times in a merchant's life, read by withdrawals.
   */
  settlementAccount: (merchantId: string, accountId: string) => ({
    pk: `${OWN_MONEY_PK_PREFIX}${merchantId}`,
    sk: `${SETTLEMENT_ACCOUNT_SK_PREFIX}${accountId}`,
  }),
  settlementAccountCount: (merchantId: string) => ({ pk: `${OWN_MONEY_PK_PREFIX}${merchantId}`, sk: 'COUNT' }),
  autoWithdraw: (merchantId: string) => ({ pk: `${OWN_MONEY_PK_PREFIX}${merchantId}`, sk: 'AUTO' }),
  /** A refund of a payment (shared/channels/refunds/): read by its id, its payment lists the ids. */
  refund: (refundId: string) => ({ pk: `REFUND#${refundId}`, sk: 'REFUND' }),
  /** An asynchronous report (shared/channels/reports/): read by its id, which names its merchant's records. */
  reportJob: (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  /** A merchant's day-close checkpoint of the settlement report: its closing balances of a finished Jakarta day. */
  reportDay: (merchantId: string, date: string) => ({ pk: `REPORTDAY#${merchantId}`, sk: date }),
  posting: (merchantId: string, postingId: string) => ({ pk: ledgerPk(merchantId, 0), sk: `POSTING#${postingId}` }),
  /** A posting of a move on balance shard k > 0 (see postingKey): the shard's own ledger partition. */
  postingShard: (merchantId: string, shard: number, postingId: string) => ({
    pk: ledgerPk(merchantId, shard),
    sk: `POSTING#${postingId}`,
  }),
  /** The main ledger partition of a merchant's balance shard k, where its postings are queried. */
  ledgerShard: (merchantId: string, shard: number) => ({ pk: ledgerPk(merchantId, shard) }),
  /** Postings between system accounts only (suspense in, suspense refunded): the system ledger partition. */
  systemPosting: (postingId: string) => ({ pk: SYSTEM_LEDGER_PK, sk: `POSTING#${postingId}` }),
  /** The incremental ledger audit's checkpoint (shared/store/audit-state.ts). */
  auditCheckpoint: () => ({ pk: 'AUDITLEDGER#CHECKPOINT', sk: 'CHECKPOINT' }),
  /** One merchant's running sums of the incremental ledger audit, as of its watermark. */
  auditMerchantSums: (merchantId: string) => ({ pk: `AUDITLEDGER#${merchantId}`, sk: 'SUMS' }),
  /** Money that matched no transaction, waiting for an operator. One small partition: it is rare and listed whole. */
  suspense: (suspenseId: string) => ({ pk: SUSPENSE_PK, sk: suspenseId }),
  /** The journal entry of one money move: its existence proves the move committed, exactly once. */
  move: (moveId: string) => ({ pk: `MOVE#${moveId}`, sk: 'MOVE' }),
  webhook: (deliveryId: string) => ({ pk: `WEBHOOK#${deliveryId}`, sk: 'WEBHOOK' }),
  /**
   * One attempt in a client's delivery log. `shard` is the delivery's feed shard (its money move's
   * balance shard): shard 0 is `WHLOG#<client>`, shard k > 0 `WHLOG#<client>#<k>`.
   */
  webhookLog: (clientId: string, atMs: number, deliveryId: string, attempt: number, shard = 0) => ({
    pk: shard === 0 ? `WHLOG#${clientId}` : `WHLOG#${clientId}#${shard}`,
    sk: `${String(atMs).padStart(15, '0')}#${deliveryId}#${attempt}`,
  }),
  /** A merchant's dedicated VA for one bank: at most one, so the key itself is the get-or-create claim. */
  dedicatedVa: (merchantId: string, bankCode: string) => ({
    pk: `MERCHANT#${merchantId}`,
    sk: `${DEDICATED_VA_SK_PREFIX}${bankCode}`,
  }),
  /**
   * (bank, VA number) -> the one-time VA transaction or the dedicated VA it belongs to. A number is
   * only unique within its bank, so the bank is part of the key.
   */
  vaNumber: (bankCode: string, virtualAccountNumber: string) => ({
    pk: `VANUM#${bankCode}#${virtualAccountNumber}`,
    sk: 'VA',
  }),
  /**
   * The duplicate-order window (60 s) of one merchant, product and destination: written with the
   * order, conditioned on being absent or expired, so an identical order within the window is refused.
   */
  recentOrder: (merchantId: string, kodeProduk: string, tujuan: string) => ({
    pk: `RECENTORDER#${merchantId}#${kodeProduk}#${tujuan}`,
    sk: 'LOCK',
  }),
  /** A postpaid bill looked up for a merchant: single use, 30 minutes. */
  ppobInquiry: (inquiryId: number) => ({ pk: `PPOBINQ#${inquiryId}`, sk: 'INQUIRY' }),
  /**
   * A payout batch (shared/channels/batches/): its record, on the merchant's batch list (gsi1,
   * merchantBatchesPartition) by its sequence number and on the due index while work is due.
   */
  batch: (batchId: string) => ({ pk: `BATCH#${batchId}`, sk: 'BATCH' }),
  /**
   * Row `index` of a batch in its part (row i in part i mod the batch's parts): each part is its own
   * partition, so a batch paid out at speed spreads its rows' writes.
   */
  batchItem: (batchId: string, part: number, index: number) => ({
    pk: `BATCHITEMS#${batchId}#${part}`,
    sk: `ITEM#${String(index).padStart(4, '0')}`,
  }),
  /** A part's progress beside its rows: validated (with its sums), handed to the gateway, its rows' outcomes counted. */
  batchPart: (batchId: string, part: number) => ({ pk: `BATCHITEMS#${batchId}#${part}`, sk: 'PART' }),
  /** How many batches the merchant has made (its list's sequence), and each reference it used (unique per merchant). */
  merchantBatchCounter: (merchantId: string) => ({ pk: `MBATCH#${merchantId}`, sk: 'COUNT' }),
  merchantBatchReference: (merchantId: string, reference: string) => ({
    pk: `MBATCH#${merchantId}`,
    sk: `REF#${reference}`,
  }),
  /**
   * A payment link (shared/channels/payment-links/): its record, on the merchant's link list (gsi1,
   * merchantLinksPartition) by its sequence number; the merchant's count of links is its list's sequence.
   */
  paymentLink: (linkId: string) => ({ pk: `PLINK#${linkId}`, sk: 'PLINK' }),
  merchantLinkCounter: (merchantId: string) => ({ pk: `MLINK#${merchantId}`, sk: 'COUNT' }),
  /** A payment made from a link, by the token its page follows it with (never its partner_reff). */
  paymentLinkToken: (token: string) => ({ pk: `PAYTOKEN#${token}`, sk: 'PAYTOKEN' }),
  /** Devices are keyed by a hash of the push token: bounded key length, and the token is one device. */
  device: (tokenHash: string) => ({ pk: `DEVICE#${tokenHash}`, sk: 'DEVICE' }),
  pushNotification: (merchantId: string, atMs: number, deliveryId: string, tokenHash: string) => ({
    pk: `PUSHLOG#${merchantId}`,
    sk: `${String(atMs).padStart(15, '0')}#${deliveryId}#${tokenHash}`,
  }),
};

export const DEDICATED_VA_SK_PREFIX = 'DVA#';
/** Sort-key prefix of a refund's events in its payment's partition (keys.transactionRefundEvent). */
export const REFUND_EVENT_SK_PREFIX = 'EVENT#R#';
export const MEMBER_SK_PREFIX = 'MEMBER#';
export const INVITATION_SK_PREFIX = 'INVITE#';
export const MERCHANT_CLIENTS_PK_PREFIX = 'MCLIENTS#';
export const MERCHANT_CLIENT_SK_PREFIX = 'CLIENT#';
export const KYC_PK_PREFIX = 'KYC#';
export const OWN_MONEY_PK_PREFIX = 'OWNMONEY#';
export const SETTLEMENT_ACCOUNT_SK_PREFIX = 'ACCOUNT#';
export const KYC_DOCUMENT_SK_PREFIX = 'DOC#';
/** Partition-key prefix of the PIN items (keys.pin). */
export const PIN_PK_PREFIX = 'PIN#';
export const SYSTEM_LEDGER_PK = 'LEDGER#SYSTEM';
export const SUSPENSE_PK = 'SUSPENSE';
/** Lookup-index partition of a merchant's active devices (sparse: disabled devices leave it). */
export const merchantDevicesPartition = (merchantId: string): string => `MDEV#${merchantId}`;

export const TX_PK_PREFIX = 'TX#';
/** The list-index (gsi1) partition of a merchant's payout batches, by their sequence number. */
export const merchantBatchesPartition = (merchantId: string): string => `MBATCH#${merchantId}`;
/** The list-index (gsi1) partition of a merchant's payment links, by their sequence number. */
export const merchantLinksPartition = (merchantId: string): string => `MLINK#${merchantId}`;
/** The lookup-index (gsi3) partition of a link's payments: their page tokens, by creation time. */
export const linkPaymentsPartition = (linkId: string): string => `LINKPAY#${linkId}`;
export const merchantTransactionsPartition = (merchantId: string): string => `MTX#${merchantId}`;

/**
 * The list-index partition of sequence shard k: shard 0 is the merchant's unsharded partition (so a
 * merchant with one shard keeps its keys), shard k > 0 is `MTX#<id>#<k>`.
 */
export const merchantTransactionsShardPartition = (merchantId: string, shard: number): string =>
  shard === 0 ? merchantTransactionsPartition(merchantId) : `${merchantTransactionsPartition(merchantId)}#${shard}`;

/** The counter item of sequence shard k among `shards`: one shard is the merchant's original counter. */
export const txCounterKey = (merchantId: string, shard: number, shards: number) =>
  shards === 1 ? keys.txCounter(merchantId) : keys.txCounterShard(merchantId, shard);

/**
 * Legacy (unsharded) partitions of the sparse "due" index. Items written before the due index was
 * sharded sit here until they leave the index; sweeps still read them, nothing new is written here.
 */
export const DUE = {
  expiry: 'DUE#EXPIRY',
  webhook: 'DUE#WEBHOOK',
  settlement: 'DUE#SETTLEMENT',
  /** Held payouts without a final outcome, by when reconciliation should ask the gateway. */
  reconcile: 'DUE#RECONCILE',
  /** Digital orders and postpaid payments waiting for the provider's answer, by when to ask again. */
  order: 'DUE#ORDER',
  /** Refunds holding money without a final outcome, by when reconciliation should ask the gateway. */
  refund: 'DUE#REFUND',
  /** KYC documents by when their upload is deleted (KYC_UNSUBMITTED_DOCUMENT_DAYS after creation). */
  kycDocument: 'DUE#KYCDOC',
  /** Payout batches with work due: a part to hand over again, progress to check, an approval window ending. */
  batch: 'DUE#BATCH',
  /** Merchants' auto-withdraw settings, by the time of their next scheduled run. */
  autoWithdraw: 'DUE#AUTOWD',
  /** Asynchronous reports still pending, by when the report sweep fails them (shared/channels/reports/sweep.ts). */
  report: 'DUE#REPORT',
} as const;
export type DueKind = keyof typeof DUE;

/** FNV-1a (32 bit): a stable hash of an item id, the same in every process and release. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The shard of an item id among `shards`. */
export const shardOf = (itemId: string, shards: number): number => stableHash(itemId) % shards;

/**
 * The part of an item id among `parts`, for ids that differ only in a suffix (the postings of one
 * move): FNV-1a's low bits are the parity of the characters, so its modulo by 2 would put each kind
 * of posting on a fixed side. murmur3's finalizer mixes every bit into the low ones.
 */
export function mixedPartOf(itemId: string, parts: number): number {
  let hash = stableHash(itemId);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % parts;
}

/**
 * The due-index partition an item is written to: `DUE#<KIND>#<shard>`, the shard by a hash of the
 * item id (partner_reff, delivery id), so one item always lands on the same shard.
 */
export const dueShardKey = (kind: DueKind, itemId: string, shards: number): string =>
  `${DUE[kind]}#${shardOf(itemId, shards)}`;

/**
 * The ledger log (docs/ARCHITECTURE.md, section 11): every posting carries, in the sparse due index,
 * `LEDGERLOG#<shard>` (the shard by a hash of the posting id, so a hot merchant's postings spread)
 * and its move's time, so the incremental ledger audit reads the postings written since its
 * checkpoint without reading the ledger. No sweep reads these partitions (they are no DueKind).
 */
export const LEDGER_LOG_PREFIX = 'LEDGERLOG#';
export const ledgerLogPartition = (postingId: string, shards: number): string =>
  `${LEDGER_LOG_PREFIX}${shardOf(postingId, shards)}`;
export const ledgerLogPartitions = (shards: number): string[] =>
  Array.from({ length: shards }, (_, shard) => `${LEDGER_LOG_PREFIX}${shard}`);

/**
 * The ledger by time (docs/ARCHITECTURE.md, section 19): every posting of a merchant carries, in
 * the lookup index, `LEDGERTIME#<its ledger partition>` and its move's time (zero-padded, then the
 * posting id), so the settlement report reads the postings of a span of time without reading the
 * merchant's history. One index partition per ledger partition: as spread as the ledger itself.
 */
export const ledgerTimePartition = (ledgerPk: string): string => `LEDGERTIME#${ledgerPk}`;
export const ledgerTimeSortKey = (atMs: number, postingId = ''): string =>
  `${String(atMs).padStart(16, '0')}${postingId === '' ? '' : `#${postingId}`}`;

/** Every partition a sweep of `kind` reads: the legacy unsharded key first, then shards 0..N-1. */
export const duePartitions = (kind: DueKind, shards: number): string[] => [
  DUE[kind],
  ...Array.from({ length: shards }, (_, shard) => `${DUE[kind]}#${shard}`),
];
