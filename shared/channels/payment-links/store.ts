import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../store/aws';
import { isConditionFailure, recordOf } from '../../store/item';
import { keys, linkPaymentsPartition, merchantLinksPartition } from '../../store/keys';
import { INDEXES } from '../../store/table';
import type { TxItem } from '../../store/transact';

/**
 * The payment links' records (docs/ARCHITECTURE.md, "Payment links"): each link under its own key
 * (`PLINK#<link_id>`), on its merchant's list by a sequence number (`MLINK#<merchant>` counts them),
 * and each payment made from one under its page's token (`PAYTOKEN#<token>`). A link's payments are
 * ordinary QR and one-time VA transactions that name it (`payment_link_id`).
 */

export type LinkMethod = 'qris' | 'va';

export interface PaymentLinkRecord {
  link_id: string;
  merchant_id: string;
  /**
   * The API client that made the link (for a link made in the dashboard, the client webhookClientOf
   * chose, or `user:<sub>` at a merchant without one): its payments' webhooks go to its callback URL.
   */
  client_id: string;
  /** Its place on the merchant's list (1, 2, ...). */
  seq: number;
  /** null: the customer enters the amount. */
  amount: number | null;
  description: string;
  methods: LinkMethod[];
  reusable: boolean;
  /** A reusable link's cap on payments (null: none); a single-use link takes one. */
  max_uses: number | null;
  expires_at_ms: number | null;
  customer_name?: string;
  deactivated_at_ms?: number;
  /** Paid payments and their sum, counted by the move that credits each payment (linkPaidItems). */
  payments_count: number;
  paid_amount: number;
  created_at_ms: number;
}

const table = () => tableName();
const toLink = (item: Record<string, unknown>): PaymentLinkRecord => recordOf<PaymentLinkRecord>(item);

/**
 * A link's creation: the merchant's counter moved from `previousSeq` (a race lost to another create
 * fails it) and the link's record on the list (an id that exists fails it: our own lost answer).
 */
export function linkCreationItems(link: PaymentLinkRecord, previousSeq: number): TxItem[] {
  return [
    {
      Update: {
        TableName: table(),
        Key: keys.merchantLinkCounter(link.merchant_id),
        UpdateExpression: 'SET seq = :seq',
        ConditionExpression: previousSeq === 0 ? 'attribute_not_exists(pk)' : 'seq = :previous',
        ExpressionAttributeValues: { ':seq': link.seq, ...(previousSeq === 0 ? {} : { ':previous': previousSeq }) },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.paymentLink(link.link_id),
          entity: 'payment_link',
          ...link,
          gsi1pk: merchantLinksPartition(link.merchant_id),
          gsi1sk: link.seq,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export async function readLinkCounter(merchantId: string): Promise<number> {
  const result = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.merchantLinkCounter(merchantId), ConsistentRead: true }),
  );
  return Number(result.Item?.seq ?? 0);
}

export async function getPaymentLink(linkId: string): Promise<PaymentLinkRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.paymentLink(linkId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'payment_link' ? toLink(result.Item) : undefined;
}

/** Newest first, the merchant's links numbered low..high (the list index, eventually consistent). */
export async function listLinksBySeq(
  merchantId: string,
  lowSeq: number,
  highSeq: number,
): Promise<PaymentLinkRecord[]> {
  if (highSeq < lowSeq) return [];
  const result = await ddb().send(
    new QueryCommand({
      TableName: table(),
      IndexName: INDEXES.byMerchantSeq.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high',
      ExpressionAttributeValues: { ':pk': merchantLinksPartition(merchantId), ':low': lowSeq, ':high': highSeq },
      ScanIndexForward: false,
    }),
  );
  return (result.Items ?? []).filter((item) => item.entity === 'payment_link').map(toLink);
}

/** Turns a link off for good; a link off already keeps its first time. Answers the link as it now is. */
export async function deactivateLink(linkId: string, nowMs: number): Promise<PaymentLinkRecord | undefined> {
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.paymentLink(linkId),
        UpdateExpression: 'SET deactivated_at_ms = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deactivated_at_ms)',
        ExpressionAttributeValues: { ':now': nowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toLink(result.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getPaymentLink(linkId);
  }
}

/** A payment's place on its link's list (gsi3): its creation time, then its partner_reff; newest sorts last. */
export const linkPaymentSortKey = (createdAtMs: number, partnerReff: string): string =>
  `${String(createdAtMs).padStart(15, '0')}#${partnerReff}`;

/**
 * The token a link's page follows one payment by, written with the payment's transaction (once). It
 * is also the payment's entry on its link's list (the lookup index, linkPaymentsPartition): the
 * dashboard reads a link's payments from there, not by filtering the merchant's transactions.
 */
export function tokenItem(token: string, partnerReff: string, linkId: string, createdAtMs: number): TxItem {
  return {
    Put: {
      TableName: table(),
      Item: {
        ...keys.paymentLinkToken(token),
        entity: 'payment_token',
        partner_reff: partnerReff,
        link_id: linkId,
        gsi3pk: linkPaymentsPartition(linkId),
        gsi3sk: linkPaymentSortKey(createdAtMs, partnerReff),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A page of a link's payments, newest first: their partner_reffs and list keys, older than `before`
 * (a list key of the previous page) when given. Eventually consistent, as every list index.
 */
export async function listLinkPaymentKeys(
  linkId: string,
  limit: number,
  before?: string,
): Promise<Array<{ partnerReff: string; sortKey: string }>> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: table(),
      IndexName: INDEXES.lookup.name,
      KeyConditionExpression: before === undefined ? 'gsi3pk = :pk' : 'gsi3pk = :pk AND gsi3sk < :before',
      ExpressionAttributeValues: {
        ':pk': linkPaymentsPartition(linkId),
        ...(before === undefined ? {} : { ':before': before }),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? [])
    .filter((item) => item.entity === 'payment_token')
    .map((item) => ({ partnerReff: String(item.partner_reff), sortKey: String(item.gsi3sk) }));
}

export async function partnerReffOfToken(token: string): Promise<string | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: table(), Key: keys.paymentLinkToken(token) }));
  return result.Item?.entity === 'payment_token' ? String(result.Item.partner_reff) : undefined;
}
