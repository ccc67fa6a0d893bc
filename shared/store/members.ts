import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRole, Membership } from '../domain/members';
import { ddb, tableName } from './aws';
import { keys, MEMBER_SK_PREFIX } from './keys';
import type { TxItem } from './transact';

export interface MemberRecord extends Membership {
  sub: string;
  email: string;
  created_at_ms: number;
}

/** A membership is two items written together (keys.userMembership, keys.merchantMember). The two items of a new membership, each only if absent (the caller's transaction decides what that means). */
export function newMembershipItems(member: MemberRecord): TxItem[] {
  const table = tableName();
  const item = { entity: 'member', ...member };
  return [
    {
      Put: {
        TableName: table,
        Item: { ...keys.userMembership(member.sub, member.merchant_id), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table,
        Item: { ...keys.merchantMember(member.merchant_id, member.sub), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Every merchant the user belongs to, with its role: one consistent query of the user's partition. */
export async function listMemberships(sub: string): Promise<Membership[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
      ExpressionAttributeValues: { ':pk': keys.userMembership(sub, '').pk, ':member': MEMBER_SK_PREFIX },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map((item) => ({
    merchant_id: String(item.merchant_id),
    role: item.role as MemberRole,
  }));
}

/** Marks that the user created its own merchant; written once, so a second create of the user fails on it. */
export function createdMerchantMarkItem(sub: string, merchantId: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.userCreatedMerchant(sub), entity: 'user_created_merchant', merchant_id: merchantId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
