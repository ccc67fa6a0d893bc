import { CfnOutput, Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { ServiceContext } from './context';
import { protectUserPool } from './identity-protection';

/** A dashboard password's shortest length (cdk-nag asks for 8; people holding payout rights get 12). */
export const DASHBOARD_PASSWORD_LENGTH_MIN = 12;

export interface DashboardIdentity {
  userPool: cognito.UserPool;
  /** The web app's client: no secret (it runs in the browser), password and SRP sign-in. */
  client: cognito.UserPoolClient;
}

/**
 * The merchant dashboard's users (docs/ARCHITECTURE.md, section 10): an Amazon Cognito user pool,
 * e-mail as the user name, self sign-up with the e-mail verified by a code. TOTP MFA is required in
 * staging and prod (a dashboard user can pay money out) and optional in dev. The Plus feature plan
 * turns on threat protection (compromised credentials, risky sign-ins blocked). Accounts outlive any
 * deploy: the pool is retained, and deletion-protected where the table is. Which merchant a user
 * belongs to, and with which role, lives in the table, not in the pool.
 */
export function createDashboardIdentity(scope: Construct, context: ServiceContext): DashboardIdentity {
  const { settings } = context;
  const userPool = new cognito.UserPool(scope, 'DashboardUserPool', {
    userPoolName: `${settings.stackPrefix}-Dashboard`,
    signInAliases: { email: true },
    selfSignUpEnabled: true,
    autoVerify: { email: true },
    standardAttributes: { email: { required: true, mutable: true } },
    mfa: settings.strict ? cognito.Mfa.REQUIRED : cognito.Mfa.OPTIONAL,
    mfaSecondFactor: { otp: true, sms: false },
    passwordPolicy: {
      minLength: DASHBOARD_PASSWORD_LENGTH_MIN,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
      tempPasswordValidity: Duration.days(3),
    },
    accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
    email: userPoolEmail(context),
    featurePlan: cognito.FeaturePlan.PLUS,
    standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
    deletionProtection: settings.protectedResources,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  if (!settings.strict) {
    Validations.of(userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Dev only: MFA is optional so developers can sign in without an authenticator; staging and prod require TOTP.',
    });
  }
  protectUserPool(scope, userPool, context);
  const client = createWebClient(userPool);
  new CfnOutput(scope, 'DashboardUserPoolId', {
    value: userPool.userPoolId,
    description: 'The merchant dashboard user pool',
  });
  new CfnOutput(scope, 'DashboardUserPoolClientId', {
    value: client.userPoolClientId,
    description: "The dashboard web app's user pool client",
  });
  return { userPool, client };
}

/** Through SES when context names an identity (prod must): Cognito's own sender stops at 50 e-mails a day. */
function userPoolEmail(context: ServiceContext): cognito.UserPoolEmail | undefined {
  const ses = context.deploy.ses;
  if (ses === undefined) return undefined;
  return cognito.UserPoolEmail.withSES({
    fromEmail: ses.fromEmail,
    fromName: 'Merchant payments',
    sesVerifiedDomain: ses.verifiedDomain,
    sesRegion: ses.region,
  });
}

/** The web app's client: no secret (it runs in the browser), short-lived tokens, refreshable for a day. */
function createWebClient(userPool: cognito.UserPool): cognito.UserPoolClient {
  return userPool.addClient('DashboardWebClient', {
    userPoolClientName: 'dashboard-web',
    generateSecret: false,
    // The web app signs in through the Cognito API (password or SRP), never through a hosted UI redirect.
    disableOAuth: true,
    authFlows: { userPassword: true, userSrp: true },
    preventUserExistenceErrors: true,
    enableTokenRevocation: true,
    idTokenValidity: Duration.hours(1),
    accessTokenValidity: Duration.hours(1),
    refreshTokenValidity: Duration.days(1),
  });
}
