import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { serviceContext } from '../../infra/context';
import { REPO_ROOT } from '../../infra/function';
import { createPaymentService } from '../../infra/service';
import { SIMULATOR_ENTRIES } from '../../infra/simulator';
import { ROUTE_ROWS } from '../../infra/specs';
import { fullPath } from '../../shared/routes';
import { PROD_CONTEXT } from '../support/cdk-context';
import { fakeDashboardDist } from '../support/dashboard-dist';

type Resource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };

function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;
}

/** Templates only: bundling is skipped (the stack test builds and checks every bundle). */
function synth(context: Record<string, unknown>): Stack[] {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-stages-test-'));
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] } });
  return createPaymentService(app, serviceContext(app), { dashboardDist: fakeDashboardDist() }).stacks;
}

describe('a prod synth', () => {
  let stacks: Stack[];
  let resources: Resource[];

  beforeAll(() => {
    stacks = synth(PROD_CONTEXT);
    resources = stacks.flatMap((one) =>
      Object.values(Template.fromStack(one).toJSON().Resources as Record<string, Resource>),
    );
  }, 600_000);

  const ofType = (type: string): Resource[] => resources.filter((resource) => resource.Type === type);

  it('names every stack Prod-Payments-..., pins it to the account and region, and protects it from deletion', () => {
    for (const one of stacks) {
      expect(one.stackName).toMatch(/^Prod-Payments-/);
      expect(one.account).toBe('111122223333');
      // The backup copies' vault is in the second region (docs/RUNBOOK.md).
      expect(one.region).toBe(one.stackName === 'Prod-Payments-BackupCopy' ? 'ap-southeast-1' : 'ap-southeast-3');
      expect(one.terminationProtection).toBe(true);
    }
  });

  it('keeps every log group at least 365 days (400)', () => {
    const logGroups = ofType('AWS::Logs::LogGroup');
    expect(logGroups.length).toBeGreaterThan(50);
    for (const logGroup of logGroups) expect(logGroup.Properties!.RetentionInDays).toBe(400);
  });

  it('backs the table up daily to a vault of its own and copies every backup to the second region', () => {
    const [plan] = ofType('AWS::Backup::BackupPlan');
    const rules = (plan!.Properties!.BackupPlan as { BackupPlanRule: Array<Record<string, unknown>> }).BackupPlanRule;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({
      ScheduleExpression: 'cron(0 17 * * ? *)',
      Lifecycle: { DeleteAfterDays: 35 },
      CopyActions: [
        {
          DestinationBackupVaultArn: {
            'Fn::Join': [
              '',
              [
                'arn:',
                { Ref: 'AWS::Partition' },
                ':backup:ap-southeast-1:111122223333:backup-vault:Prod-Payments-BackupCopy',
              ],
            ],
          },
          Lifecycle: { DeleteAfterDays: 35 },
        },
      ],
    });
    const vaults = ofType('AWS::Backup::BackupVault')
      .map((vault) => vault.Properties!.BackupVaultName)
      .sort();
    expect(vaults).toEqual(['Prod-Payments-Backup', 'Prod-Payments-BackupCopy']);
    const copyStack = stacks.find((one) => one.stackName === 'Prod-Payments-BackupCopy')!;
    expect(Object.keys(Template.fromStack(copyStack).findResources('AWS::Backup::BackupVault'))).toHaveLength(1);
    const [selection] = ofType('AWS::Backup::BackupSelection');
    expect(JSON.stringify(selection!.Properties)).toContain('Table');
  });

  it('keeps the client-secrets key multi-region, so a replica in the copy region decrypts a restored table', () => {
    const keys = ofType('AWS::KMS::Key').filter((key) =>
      String(key.Properties!.Description).includes('client secrets'),
    );
    expect(keys.map((key) => key.Properties!.MultiRegion)).toEqual([true]);
  });

  it('subscribes the alarm email to the alarm topic', () => {
    expect(ofType('AWS::SNS::Subscription').map((subscription) => subscription.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: 'oncall@payments.test' }),
    ]);
  });

  it('protects the table from deletion and retains it', () => {
    const [table] = ofType('AWS::DynamoDB::Table');
    expect(table!.Properties!.DeletionProtectionEnabled).toBe(true);
    expect(table!.DeletionPolicy).toBe('Retain');
  });

  it('retains the KYC documents bucket, named for the stage and account, with no browser origin until one is set', () => {
    const [bucket] = ofType('AWS::S3::Bucket').filter((one) => one.Properties!.BucketName !== undefined);
    expect(bucket!.DeletionPolicy).toBe('Retain');
    expect(bucket!.Properties!.BucketName).toBe('prod-payments-kyc-111122223333-ap-southeast-3');
    expect(bucket!.Properties!.CorsConfiguration).toBeUndefined();
  });

  it('requires TOTP MFA of dashboard users, with threat protection, a strong password and deletion protection', () => {
    const [pool] = ofType('AWS::Cognito::UserPool');
    expect(pool!.Properties).toMatchObject({
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      DeletionProtection: 'ACTIVE',
      UsernameAttributes: ['email'],
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      Policies: { PasswordPolicy: expect.objectContaining({ MinimumLength: 12, RequireSymbols: true }) },
    });
    expect(pool!.DeletionPolicy).toBe('Retain');
    const [client] = ofType('AWS::Cognito::UserPoolClient');
    expect(client!.Properties).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
    expect(client!.Properties!.AllowedOAuthFlows).toBeUndefined();
  });

  it('sends the user pool e-mail through the SES identity of the context, with threat protection on', () => {
    const [pool] = ofType('AWS::Cognito::UserPool');
    expect(pool!.Properties).toMatchObject({
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'Merchant payments <no-reply@payments.test>',
        SourceArn: expect.stringContaining(':identity/payments.test'),
      },
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
    });
  });

  it('puts a WAF web ACL with rate-based rules on sign-up, password reset and sign-in in front of the user pool', () => {
    const [acl] = ofType('AWS::WAFv2::WebACL');
    expect(acl!.Properties!.Scope).toBe('REGIONAL');
    const rules = acl!.Properties!.Rules as Array<{ Name: string; Statement: { RateBasedStatement?: unknown } }>;
    expect(rules.map((rule) => rule.Name)).toEqual([
      'mailing-calls-per-ip',
      'sign-in-calls-per-ip',
      'all-calls-per-ip',
    ]);
    for (const rule of rules) expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP' });
    expect(JSON.stringify(rules)).toContain('AWSCognitoIdentityProviderService.SignUp');
    expect(JSON.stringify(rules)).toContain('AWSCognitoIdentityProviderService.InitiateAuth');
    const [association] = ofType('AWS::WAFv2::WebACLAssociation');
    expect(JSON.stringify(association!.Properties!.ResourceArn)).toContain('DashboardUserPool');
  });

  it('tags every function, and every stack, with service, stage and cost-center', () => {
    const functions = ofType('AWS::Lambda::Function');
    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) {
      expect(fn.Properties!.Tags).toEqual(
        expect.arrayContaining([
          { Key: 'service', Value: 'merchant-payments' },
          { Key: 'stage', Value: 'prod' },
          { Key: 'cost-center', Value: 'payments' },
        ]),
      );
    }
    for (const one of stacks)
      expect(one.tags.tagValues()).toEqual({ service: 'merchant-payments', stage: 'prod', 'cost-center': 'payments' });
  });

  it('throttles the gateway callback route on its own', () => {
    const [stage] = ofType('AWS::ApiGatewayV2::Stage');
    expect(stage!.Properties!.RouteSettings).toEqual({
      'POST /api/v1/callbacks/gateway': expect.objectContaining({ ThrottlingRateLimit: expect.any(Number) }),
    });
  });

  it('puts every table write of every role under dynamodb:LeadingKeys, and lets no role Scan or BatchWriteItem', () => {
    type Statement = { Action: string | string[]; Condition?: Record<string, Record<string, unknown>> };
    const statements = ofType('AWS::IAM::Policy').flatMap(
      (policy) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    const actions = (statement: Statement): string[] => [statement.Action].flat();
    const writes = statements.filter((statement) =>
      actions(statement).some((action) =>
        [
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
          'dynamodb:*',
        ].includes(action),
      ),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const statement of writes)
      expect(statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual(
        expect.arrayContaining([expect.stringMatching(/\*$/)]),
      );
    expect(
      statements.filter((statement) =>
        actions(statement).some((action) => ['dynamodb:Scan', 'dynamodb:BatchWriteItem'].includes(action)),
      ),
    ).toEqual([]);
  });

  it("leaves no unacknowledged AwsSolutions or Serverless finding (the alarm mail's subscription exists only here)", () => {
    const app = stacks[0]!.node.root;
    const findings = [new AwsSolutionsChecks(), new ServerlessChecks()]
      .flatMap((pack) => pack.validateScope(app).violations)
      .filter((violation) => violation.severity === 'error')
      .map(
        (violation) =>
          `${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
    expect(findings).toEqual([]);
  });

  it('has no simulator, no SSM parameter for it and no sandboxOnly route; every function runs with SANDBOX=0 and DEPLOYED=1', () => {
    expect(stacks.some((one) => one.stackName.includes('Simulator') || one.stackName.endsWith('-SandboxApi'))).toBe(
      false,
    );
    const functions = ofType('AWS::Lambda::Function').filter((fn) =>
      String(fn.Properties!.Description).startsWith('functions/'),
    );
    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) {
      expect(
        Object.values(SIMULATOR_ENTRIES).some((entry) => String(fn.Properties!.Description).startsWith(entry)),
      ).toBe(false);
      expect(String(fn.Properties!.Description)).not.toMatch(/^functions\/sandbox\//);
      expect((fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        SANDBOX: '0',
        DEPLOYED: '1',
      });
    }
    expect(ofType('AWS::SSM::Parameter')).toEqual([]);
    const routeKeys = ofType('AWS::ApiGatewayV2::Route').map((route) => route.Properties!.RouteKey);
    expect(routeKeys.length).toBeGreaterThan(50);
    for (const route of ROUTE_ROWS.filter((row) => row.sandboxOnly === true))
      expect(routeKeys).not.toContain(`${route.method} ${fullPath(route)}`);
    expect(routeKeys.filter((key) => String(key).includes('/sandbox/'))).toEqual([]);
  });

  it('gives the functions the real URLs and roles of the command line', () => {
    const variables = ofType('AWS::Lambda::Function').map(
      (fn) => (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables,
    );
    expect(
      variables
        .filter((env) => env.GATEWAY_BASE_URL !== undefined)
        .every((env) => env.GATEWAY_BASE_URL === 'https://gateway.payments.test'),
    ).toBe(true);
    const admin = variables.filter((env) => env.ADMIN_OPERATOR_ROLES !== undefined);
    expect(admin.length).toBeGreaterThan(0);
    for (const env of admin)
      expect([env.ADMIN_OPERATOR_ROLES, env.ADMIN_CREDIT_ROLES]).toEqual([
        'PaymentsOperator,PaymentsCreditOperator',
        'PaymentsCreditOperator',
      ]);
  });
});

describe('a staging synth', () => {
  it('keeps logs at least 90 days and protects its stacks', () => {
    const stacks = synth({
      ...PROD_CONTEXT,
      stage: 'staging',
      operatorRoles: 'PaymentsOperator,PaymentsCreditOperator',
    });
    expect(stacks.every((one) => one.stackName.startsWith('Staging-Payments-') && one.terminationProtection)).toBe(
      true,
    );
    const logGroups = stacks
      .flatMap((one) => Template.fromStack(one).findResources('AWS::Logs::LogGroup'))
      .flatMap((found) => Object.values(found));
    for (const logGroup of logGroups)
      expect((logGroup as Resource).Properties!.RetentionInDays).toBeGreaterThanOrEqual(90);
    // WAF protects the user pool in staging too; without sesIdentity Cognito's own sender is used.
    const all = stacks.flatMap((one) =>
      Object.values(Template.fromStack(one).toJSON().Resources as Record<string, Resource>),
    );
    expect(all.filter((one) => one.Type === 'AWS::WAFv2::WebACLAssociation')).toHaveLength(1);
  }, 600_000);
});

describe('a prod synth without an SES identity or a backup copy region', () => {
  it('fails, naming sesIdentity and backupCopyRegion', () => {
    const { sesIdentity: _ses, backupCopyRegion: _region, ...withoutThem } = PROD_CONTEXT;
    expect(() => synth(withoutThem)).toThrow(
      /Context sesIdentity is required for stage prod[\s\S]*Context backupCopyRegion/,
    );
  });
});

describe("a prod synth with cdk.json's placeholders", () => {
  it('fails before any stack is built, naming the context keys', () => {
    expect(() => synth({ stage: 'prod' })).toThrow(
      /Context account is required[\s\S]*Context gatewayBaseUrl is a placeholder/,
    );
  });
});
