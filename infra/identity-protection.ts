import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { ServiceContext } from './context';

/**
 * Requests one source address may make in 5 minutes (WAF's window) to the user pool's sign-up and
 * password-reset calls, which send e-mail, and to its sign-in calls; beyond it WAF answers 403
 * until the rate falls. A person signs up once and signs in a few times a day; a script spending
 * the pool's e-mail or guessing passwords makes hundreds.
 */
export const USER_POOL_RATE_LIMITS = { mailing: 100, signIn: 300, any: 1000 } as const;

/** The Cognito API calls (X-Amz-Target) each rate limit counts. */
const MAILING_TARGETS = ['SignUp', 'ResendConfirmationCode', 'ForgotPassword'];
const SIGN_IN_TARGETS = ['InitiateAuth', 'RespondToAuthChallenge'];

const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

/** Matches a request whose X-Amz-Target is one of the Cognito API calls named. */
function targetIs(actions: readonly string[]): wafv2.CfnWebACL.StatementProperty {
  const statements = actions.map((action): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { singleHeader: { Name: 'x-amz-target' } },
      positionalConstraint: 'EXACTLY',
      searchString: `AWSCognitoIdentityProviderService.${action}`,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scope?: wafv2.CfnWebACL.StatementProperty,
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: { block: {} },
    statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP', scopeDownStatement: scope } },
    visibilityConfig: visibility(name),
  };
}

/**
 * Threat protection is on for every stage (the Plus plan, infra/identity.ts); staging and prod
 * also put a WAF web ACL in front of the pool: per-address rate limits on the calls that send
 * e-mail (sign-up, resending the code, password reset), on sign-in, and on everything.
 */
export function protectUserPool(
  scope: Construct,
  userPool: cognito.UserPool,
  context: ServiceContext,
): wafv2.CfnWebACL | undefined {
  if (!context.settings.strict) return undefined;
  const prefix = context.settings.stackPrefix;
  const acl = new wafv2.CfnWebACL(scope, 'DashboardUserPoolWebAcl', {
    description:
      'Rate limits per source address on the dashboard user pool: sign-up and password reset, sign-in, all calls',
    scope: 'REGIONAL',
    defaultAction: { allow: {} },
    visibilityConfig: visibility(`${prefix}-UserPool`),
    rules: [
      rateRule('mailing-calls-per-ip', 0, USER_POOL_RATE_LIMITS.mailing, targetIs(MAILING_TARGETS)),
      rateRule('sign-in-calls-per-ip', 1, USER_POOL_RATE_LIMITS.signIn, targetIs(SIGN_IN_TARGETS)),
      rateRule('all-calls-per-ip', 2, USER_POOL_RATE_LIMITS.any),
    ],
  });
  new wafv2.CfnWebACLAssociation(scope, 'DashboardUserPoolWebAclAssociation', {
    resourceArn: userPool.userPoolArn,
    webAclArn: acl.attrArn,
  });
  return acl;
}
