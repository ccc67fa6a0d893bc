import { AdminGetUserCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { systemClock } from '../shared/clock';
import { adminCreateMerchant } from '../shared/operations/admin';
import { adminCreateClient } from '../shared/operations/admin-clients';
import { creditOpeningBalance, OPENING_BALANCE_IDR } from '../shared/operations/opening-balance';
import { memberCountsChangeItem, newMembershipItems } from '../shared/store/members';
import { transactWrite } from '../shared/store/transact';
import { cognitoClient, type LocalCognito } from './cognito';

export const DEMO = {
  merchantId: 'm_demo',
  merchantName: 'Demo Merchant',
  pin: '123456',
  openingBalanceIdr: OPENING_BALANCE_IDR,
  clientId: 'demo_client',
  clientSecret: 'demo_secret_0123456789abcdefghijklmnop',
  /** A second client that approves the payout batches the demo client makes (a maker is never its own checker). */
  approverClientId: 'demo_approver',
  approverClientSecret: 'demo_approver_secret_0123456789abcdefghij',
} as const;

/** Demo data, created idempotently at every start: a fixed id for each record and for the opening posting. */
export async function ensureDemoData(): Promise<void> {
  const steps = [
    () =>
      adminCreateMerchant(
        { id: DEMO.merchantId, name: DEMO.merchantName, kyc_status: 'verified', pin: DEMO.pin },
        systemClock,
      ),
    () =>
      adminCreateClient(DEMO.merchantId, { client_id: DEMO.clientId, client_secret: DEMO.clientSecret }, systemClock),
    () =>
      adminCreateClient(
        DEMO.merchantId,
        {
          client_id: DEMO.approverClientId,
          client_secret: DEMO.approverClientSecret,
          permissions: ['batch:approve', 'qris:read'],
        },
        systemClock,
      ),
    // The opening balance every sandbox merchant gets (shared/operations/opening-balance.ts).
    () => creditOpeningBalance(DEMO.merchantId, systemClock, 'local-demo'),
  ];
  for (const step of steps) {
    const outcome = await step();
    if (!outcome.ok) throw new Error(`Demo data: ${outcome.code}: ${outcome.message}`);
  }
}

/**
 * The demo merchant's owner in the local user pool: its e-mail and password (the pool's policy:
 * 12 characters or more, upper and lower case, a digit and a symbol).
 */
export const DEMO_OWNER = { email: 'owner@demo.test', password: 'Demo-owner-2026!' } as const;

/**
 * The demo owner, created idempotently at every start: signed up in the emulator (its PreSignUp
 * trigger confirms the user and verifies the e-mail) or found there when DATA_DIR kept it, then
 * made owner of the demo merchant, its owner count included. Answers the user's sub.
 */
export async function ensureDemoOwner(pool: Pick<LocalCognito, 'endpoint' | 'clientId' | 'userPoolId'>) {
  const client = cognitoClient(pool.endpoint);
  try {
    const sub = await demoOwnerSub(client, pool);
    const outcome = await transactWrite([
      ...newMembershipItems({
        sub,
        email: DEMO_OWNER.email,
        merchant_id: DEMO.merchantId,
        role: 'owner',
        created_at_ms: systemClock.nowMs(),
      }),
      memberCountsChangeItem(DEMO.merchantId, { owners: 1 }),
    ]);
    // A failed condition: the membership was made at an earlier start.
    if (!outcome.ok && outcome.kind !== 'condition') throw new Error(`Demo owner: membership write ${outcome.kind}`);
    return sub;
  } finally {
    client.destroy();
  }
}

async function demoOwnerSub(
  client: ReturnType<typeof cognitoClient>,
  pool: Pick<LocalCognito, 'clientId' | 'userPoolId'>,
): Promise<string> {
  try {
    const signedUp = await client.send(
      new SignUpCommand({ ClientId: pool.clientId, Username: DEMO_OWNER.email, Password: DEMO_OWNER.password }),
    );
    return signedUp.UserSub!;
  } catch (error) {
    if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: DEMO_OWNER.email }),
    );
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (sub === undefined) throw new Error('Demo owner: the user pool answered no sub', { cause: error });
    return sub;
  }
}
