import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createAlarmTopic } from '../../infra/alarm-topic';
import { serviceContext } from '../../infra/context';
import { PROD_CONTEXT } from '../support/cdk-context';

/** The context checks run on a bare stack: they decide before any function is built. */
function contextOf(context: Record<string, unknown>) {
  return serviceContext(new Stack(new App({ context }), 'ContextTest'));
}

const OPERATORS = {
  operatorRoles: ['PaymentServiceOperator', 'PaymentServiceTreasury'],
  creditOperatorRoles: ['PaymentServiceTreasury'],
};

describe('operator roles from context', () => {
  it('reads the operator and credit role lists', () => {
    expect(contextOf(OPERATORS).operatorRoles).toEqual({
      operators: ['PaymentServiceOperator', 'PaymentServiceTreasury'],
      creditors: ['PaymentServiceTreasury'],
    });
  });

  it('counts a credit role as an operator role too', () => {
    expect(contextOf({ operatorRoles: 'Ops', creditOperatorRoles: 'Treasury' }).operatorRoles).toEqual({
      operators: ['Ops', 'Treasury'],
      creditors: ['Treasury'],
    });
  });

  it('allows no credit role at all (nobody may credit outside sandbox)', () => {
    expect(contextOf({ operatorRoles: ['Ops'] }).operatorRoles).toEqual({ operators: ['Ops'], creditors: [] });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['no operator role', {}, /operatorRoles must name at least one/],
    ['an empty operator list', { operatorRoles: [] }, /operatorRoles must name at least one/],
    ['a role name with a comma', { operatorRoles: ['Ops,Admin'] }, /operatorRoles must be a list of IAM role names/],
    ['a role list of another type', { operatorRoles: 7 }, /operatorRoles must be a list/],
    [
      'a role ARN instead of a name',
      { operatorRoles: ['arn:aws:iam::123456789012:role/Ops'] },
      /operatorRoles must be a list of IAM role names/,
    ],
  ])('refuses to synthesize with %s', (_label, context, message) => {
    expect(() => contextOf(context)).toThrow(message);
  });
});

describe('comma-separated lists from cdk -c', () => {
  it('reads -c operatorRoles=A,B like the cdk.json list', () => {
    expect(contextOf({ operatorRoles: 'OpsA, OpsB', creditOperatorRoles: 'OpsB' }).operatorRoles).toEqual({
      operators: ['OpsA', 'OpsB'],
      creditors: ['OpsB'],
    });
  });
});

const PROD = PROD_CONTEXT;

describe('stages', () => {
  it('defaults to dev: 30 days of logs, no protection, no account needed, placeholders allowed', () => {
    const context = contextOf(OPERATORS);
    expect(context.stage).toBe('dev');
    expect(context.settings).toEqual({
      stackPrefix: 'Dev-Payments',
      logRetentionDays: 30,
      protectedResources: false,
      strict: false,
    });
    expect(context.account).toBeUndefined();
    expect(context.costCenter).toBe('payments');
  });

  it('reads a prod context: its account, 400 days of logs, protection', () => {
    const context = contextOf({
      ...PROD,
      operatorRoles: 'PaymentsOperator,PaymentsCreditOperator',
      costCenter: 'cc-1234',
    });
    expect(context).toMatchObject({
      stage: 'prod',
      account: '111122223333',
      costCenter: 'cc-1234',
      alarmEmail: 'oncall@payments.test',
    });
    expect(context.settings).toEqual({
      stackPrefix: 'Prod-Payments',
      logRetentionDays: 400,
      protectedResources: true,
      strict: true,
    });
  });

  it('keeps staging logs at least 90 days and protects it', () => {
    const context = contextOf({ ...PROD, stage: 'staging', operatorRoles: 'PaymentsOperator,PaymentsCreditOperator' });
    expect(context.settings.logRetentionDays).toBeGreaterThanOrEqual(90);
    expect(context.settings.protectedResources).toBe(true);
  });

  it('accepts an alarm topic instead of an email in prod', () => {
    const alarmTopicArn = 'arn:aws:sns:ap-southeast-3:111122223333:oncall';
    const { alarmEmail: _dropped, ...withoutEmail } = PROD;
    expect(contextOf({ ...withoutEmail, operatorRoles: 'A,PaymentsCreditOperator', alarmTopicArn }).alarmTopicArn).toBe(
      alarmTopicArn,
    );
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an unknown stage', { stage: 'production' }, /Context stage must be one of dev, staging, prod, sandbox/],
    ['no account', { account: undefined }, /Context account is required for stage prod/],
    ['an account that is not 12 digits', { account: '1234' }, /Context account must be a 12-digit/],
    [
      'the example gateway URL',
      { gatewayBaseUrl: 'https://api.gateway.example.id' },
      /Context gatewayBaseUrl is a placeholder/,
    ],
    [
      'the example provider URL',
      { providerBaseUrl: 'https://api.provider.example.id' },
      /Context providerBaseUrl is a placeholder/,
    ],
    [
      'the placeholder operator roles',
      { operatorRoles: 'PaymentServiceOperator,PaymentsCreditOperator' },
      /Context operatorRoles names placeholder roles \(PaymentServiceOperator\)/,
    ],
    [
      'the placeholder credit role',
      { operatorRoles: 'PaymentServiceTreasury', creditOperatorRoles: 'PaymentServiceTreasury' },
      /Context creditOperatorRoles names placeholder roles/,
    ],
    ['no alarm target', { alarmEmail: undefined }, /Context alarmEmail or alarmTopicArn is required for stage prod/],
    [
      'an alarm topic that is not an SNS ARN',
      { alarmTopicArn: 'oncall' },
      /Context alarmTopicArn must be an SNS topic ARN/,
    ],
  ])('refuses a prod synth with %s, naming the key', (_label, override, message) => {
    const context = { ...PROD, operatorRoles: 'PaymentsOperator,PaymentsCreditOperator', ...override };
    expect(() => contextOf(context)).toThrow(message);
  });

  it('reads a sandbox context: protected and strict as staging, a month of logs, no upstream URL of its own', () => {
    const { gatewayBaseUrl: _gateway, providerBaseUrl: _provider, ...withoutUpstream } = PROD;
    const context = contextOf({
      ...withoutUpstream,
      stage: 'sandbox',
      operatorRoles: 'PaymentsOperator,PaymentsCreditOperator',
      otherEnvironmentUrl: 'https://dashboard.payments.test/dashboard/',
    });
    expect(context).toMatchObject({
      stage: 'sandbox',
      sandbox: true,
      otherEnvironmentUrl: 'https://dashboard.payments.test/dashboard/',
    });
    expect(context.settings).toEqual({
      stackPrefix: 'Sandbox-Payments',
      logRetentionDays: 30,
      protectedResources: true,
      strict: true,
    });
    expect(contextOf(OPERATORS)).toMatchObject({ sandbox: false });
    expect(contextOf(OPERATORS).otherEnvironmentUrl).toBeUndefined();
    expect(() => contextOf({ ...withoutUpstream, stage: 'sandbox', gatewayBaseUrl: 'https://gw.test' })).toThrow(
      /Stage sandbox refuses context gatewayBaseUrl: a sandbox has no real gateway/,
    );
  });

  it("refuses a staging synth with cdk.json's placeholders, naming every key at once", () => {
    const cdkJson = {
      ...OPERATORS,
      gatewayBaseUrl: 'https://api.gateway.example.id',
      providerBaseUrl: 'https://api.provider.example.id',
      stage: 'staging',
    };
    expect(() => contextOf(cdkJson)).toThrow(
      /account[\s\S]*gatewayBaseUrl[\s\S]*providerBaseUrl[\s\S]*operatorRoles[\s\S]*creditOperatorRoles[\s\S]*alarmEmail or alarmTopicArn/,
    );
  });
});

describe('alarm email from context', () => {
  it('is optional', () => {
    expect(contextOf(OPERATORS).alarmEmail).toBeUndefined();
  });

  it('must be an email address', () => {
    expect(contextOf({ ...OPERATORS, alarmEmail: 'oncall@example.com' }).alarmEmail).toBe('oncall@example.com');
    expect(() => contextOf({ ...OPERATORS, alarmEmail: 'oncall' })).toThrow(/alarmEmail must be an email address/);
  });

  it('subscribes the address to the alarm topic when given', () => {
    const stack = new Stack(new App(), 'AlarmTopicTest');
    const topic = createAlarmTopic(stack, 'oncall@example.com');
    Template.fromStack(stack).hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@example.com',
      TopicArn: stack.resolve(topic.topicArn),
    });
  });
});

describe('runtime source maps from context', () => {
  it('are off unless asked for', () => {
    expect(contextOf(OPERATORS).runtimeSourceMaps).toBe(false);
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
  ])('read %p (cdk.json or cdk -c) as %p', (value, expected) => {
    expect(contextOf({ ...OPERATORS, runtimeSourceMaps: value }).runtimeSourceMaps).toBe(expected);
  });

  it.each([['yes'], [1], ['']])('refuse %p', (value) => {
    expect(() => contextOf({ ...OPERATORS, runtimeSourceMaps: value })).toThrow(
      /runtimeSourceMaps must be true or false/,
    );
  });
});

describe('gateway callback source allow list from context', () => {
  it('is absent unless given (callbacks from any source, the signature decides)', () => {
    expect(contextOf(OPERATORS).gatewayCallbackCidrs).toBeUndefined();
    expect(contextOf({ ...OPERATORS, gatewayCallbackCidrs: '' }).gatewayCallbackCidrs).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['a comma-separated string (cdk -c)', '203.0.113.0/24, 2001:db8::/32', '203.0.113.0/24,2001:db8::/32'],
    ['a list (cdk.json)', ['203.0.113.0/24', '198.51.100.7'], '203.0.113.0/24,198.51.100.7'],
  ])('reads %s', (_label, value, expected) => {
    expect(contextOf({ ...OPERATORS, gatewayCallbackCidrs: value }).gatewayCallbackCidrs).toBe(expected);
  });

  it.each<[string, unknown, RegExp]>([
    ['a prefix too long', '203.0.113.0/33', /gatewayCallbackCidrs has entries that are no CIDR.*"203\.0\.113\.0\/33"/],
    [
      'a host name',
      'gateway.example.id/32',
      /gatewayCallbackCidrs has entries that are no CIDR.*"gateway\.example\.id\/32"/,
    ],
    ['an empty entry', '203.0.113.0/24,,198.51.100.0/24', /gatewayCallbackCidrs has entries that are no CIDR/],
    ['a number', 42, /gatewayCallbackCidrs must be CIDRs/],
    ['a list with a number', ['203.0.113.0/24', 7], /gatewayCallbackCidrs must be CIDRs/],
  ])('refuses to synthesize with %s, naming the key', (_label, value, message) => {
    expect(() => contextOf({ ...OPERATORS, gatewayCallbackCidrs: value })).toThrow(message);
  });
});
