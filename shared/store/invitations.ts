import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRole } from '../domain/members';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { keys, INVITATION_SK_PREFIX } from './keys';
import { queryAll } from './query';
import type { TxItem } from './transact';

/**
 * A pending invitation of an e-mail to a merchant with a role. Two items written and deleted
 * together (keys.merchantInvitation for the merchant's list, keys.emailInvitation for the invited
 * user's GET /me and its accept or decline), the e-mail normalised in both keys. It is no
 * membership: accepting it deletes both items and writes the membership in one transaction.
 */
export interface InvitationRecord {
  invitation_id: string;
  merchant_id: string;
  email: string;
  role: MemberRole;
  invited_at_ms: number;
  /** The inviting owner's e-mail and sub. */
  invited_by: string;
  invited_by_sub: string;
}

const invitationKeys = (invitation: InvitationRecord) => [
  keys.merchantInvitation(invitation.merchant_id, invitation.email),
  keys.emailInvitation(invitation.email, invitation.merchant_id),
];

/** The two items of a new invitation, each only if that e-mail has no pending invitation to the merchant. */
export function newInvitationItems(invitation: InvitationRecord): TxItem[] {
  return invitationKeys(invitation).map((key) => ({
    Put: {
      TableName: tableName(),
      Item: { ...key, entity: 'invitation', ...invitation },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}

/** Both items deleted, only while they are still this invitation (accepted or revoked once). */
export function invitationRemovalItems(invitation: InvitationRecord): TxItem[] {
  return invitationKeys(invitation).map((key) => ({
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'invitation_id = :id',
      ExpressionAttributeValues: { ':id': invitation.invitation_id },
    },
  }));
}

/** A merchant's pending invitations (at most PENDING_INVITATIONS_MAX). */
export async function listMerchantInvitations(merchantId: string): Promise<InvitationRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :invite)',
    ExpressionAttributeValues: { ':pk': keys.merchantInvitation(merchantId, '').pk, ':invite': INVITATION_SK_PREFIX },
    ConsistentRead: true,
  });
  return items.map((item) => recordOf<InvitationRecord>(item));
}

/**
 * Pending invitations of one (normalised) e-mail, at most `limit` (by merchant id): what GET /me
 * shows the invited user. Bounded, since anyone may invite any e-mail.
 */
export async function listInvitationsOf(email: string, limit: number): Promise<InvitationRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.emailInvitation(email, '').pk },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => recordOf<InvitationRecord>(item));
}

/** One pending invitation of one (normalised) e-mail by its id, or undefined (another e-mail's, or gone). */
export async function findInvitationOf(email: string, invitationId: string): Promise<InvitationRecord | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'invitation_id = :id',
    ExpressionAttributeValues: { ':pk': keys.emailInvitation(email, '').pk, ':id': invitationId },
    ConsistentRead: true,
  });
  return items.length === 0 ? undefined : recordOf<InvitationRecord>(items[0]!);
}
