import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRole, Membership } from '../domain/members';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys, MEMBER_SK_PREFIX } from './keys';
import { queryAll } from './query';
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

/** The merchant the user created at its sign-up (createdMerchantMarkItem), or undefined. */
export async function merchantCreatedBy(sub: string): Promise<string | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.userCreatedMerchant(sub), ConsistentRead: true }),
  );
  return result.Item === undefined ? undefined : String(result.Item.merchant_id);
}

/** A merchant's members, each with its e-mail and when it joined; the count item and invitations left out. */
export async function listMerchantMembers(merchantId: string): Promise<MemberRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'entity = :member',
    ExpressionAttributeValues: { ':pk': keys.merchantMember(merchantId, '').pk, ':member': 'member' },
    ConsistentRead: true,
  });
  return items.map((item) => recordOf<MemberRecord>(item));
}

/** One member of a merchant, or undefined (also for a sub that belongs to another merchant only). */
export async function getMerchantMember(merchantId: string, sub: string): Promise<MemberRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.merchantMember(merchantId, sub), ConsistentRead: true }),
  );
  return result.Item?.entity === 'member' ? recordOf<MemberRecord>(result.Item) : undefined;
}

/** Both membership items take the new role, only while they still hold the role read (else the caller re-reads). */
export function roleChangeItems(member: MemberRecord, role: MemberRole): TxItem[] {
  return membershipKeys(member).map((key) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #role = :to',
      ConditionExpression: '#role = :from',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':to': role, ':from': member.role },
    },
  }));
}

/** Both membership items deleted, only while they still hold the role read. */
export function membershipRemovalItems(member: MemberRecord): TxItem[] {
  return membershipKeys(member).map((key) => ({
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: '#role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': member.role },
    },
  }));
}

/**
 * A condition check that a user is still a member of the merchant with `role`, for a write that
 * only that role may make: it does not commit after the user was removed or given another role.
 */
export function memberRoleCheckItem(merchantId: string, sub: string, role: MemberRole): TxItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: keys.merchantMember(merchantId, sub),
      ConditionExpression: '#role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    },
  };
}

const membershipKeys = (member: MemberRecord) => [
  keys.userMembership(member.sub, member.merchant_id),
  keys.merchantMember(member.merchant_id, member.sub),
];

/**
 * The counts of a merchant created with its first owner: one owner, no invitation. Written in the
 * merchant's transaction, so no merchant with an owner lacks it.
 */
export function firstOwnerCountsItem(merchantId: string): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.memberCounts(merchantId), entity: 'member_counts', owners: 1, pending_invitations: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * Adds to the counts (a negative number takes away). `ownersAbove1` refuses the write unless more
 * than one owner is counted: the guard that keeps the last owner; `pendingBelow` caps the invitations.
 */
export function memberCountsChangeItem(
  merchantId: string,
  change: { owners?: number; pending_invitations?: number },
  guard: { ownersAbove1?: boolean; pendingBelow?: number } = {},
): TxItem {
  const additions = Object.entries(change).filter(([, by]) => by !== undefined && by !== 0);
  const conditions = [
    ...(guard.ownersAbove1 ? ['owners > :one'] : []),
    ...(guard.pendingBelow === undefined
      ? []
      : ['(attribute_not_exists(pending_invitations) OR pending_invitations < :cap)']),
  ];
  return {
    Update: {
      TableName: tableName(),
      Key: keys.memberCounts(merchantId),
      UpdateExpression:
        'SET entity = :entity' +
        (additions.length > 0 ? ` ADD ${additions.map(([name]) => `${name} :${name}`).join(', ')}` : ''),
      ...(conditions.length > 0 ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeValues: {
        ':entity': 'member_counts',
        ...Object.fromEntries(additions.map(([name, by]) => [`:${name}`, by])),
        ...(guard.ownersAbove1 ? { ':one': 1 } : {}),
        ...(guard.pendingBelow === undefined ? {} : { ':cap': guard.pendingBelow }),
      },
    },
  };
}
