import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createAlarmTopic } from '../../infra/alarm-topic';
import { serviceContext } from '../../infra/context';

/** The context checks run on a bare stack: they decide before any function is built. */
function contextOf(context: Record<string, unknown>) {
  return serviceContext(new Stack(new App({ context }), 'ContextTest'));
}

const OPERATORS = { operatorRoles: ['PaymentServiceOperator', 'PaymentServiceTreasury'], creditOperatorRoles: ['PaymentServiceTreasury'] };

describe('operator roles from context', () => {
  it('reads the operator and credit role lists', () => {
    expect(contextOf(OPERATORS).operatorRoles).toEqual({
      operators: ['PaymentServiceOperator', 'PaymentServiceTreasury'],
      creditors: ['PaymentServiceTreasury'],
    });
  });

  it('allows no credit role at all (nobody may credit outside sandbox)', () => {
    expect(contextOf({ operatorRoles: ['Ops'] }).operatorRoles).toEqual({ operators: ['Ops'], creditors: [] });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['no operator role', {}, /operatorRoles must name at least one/],
    ['an empty operator list', { operatorRoles: [] }, /operatorRoles must name at least one/],
    ['a role name with a comma', { operatorRoles: ['Ops,Admin'] }, /operatorRoles must be a list of IAM role names/],
    ['a role given as a string, not a list', { operatorRoles: 'Ops' }, /operatorRoles must be a list/],
    ['a role ARN instead of a name', { operatorRoles: ['arn:aws:iam::123456789012:role/Ops'] }, /operatorRoles must be a list of IAM role names/],
    ['a credit role that is not an operator role', { operatorRoles: ['Ops'], creditOperatorRoles: ['Treasury'] }, /creditOperatorRoles names roles missing from operatorRoles: Treasury/],
  ])('refuses to synthesize with %s', (_label, context, message) => {
    expect(() => contextOf(context)).toThrow(message);
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
    expect(() => contextOf({ ...OPERATORS, runtimeSourceMaps: value })).toThrow(/runtimeSourceMaps must be true or false/);
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
    ['a host name', 'gateway.example.id/32', /gatewayCallbackCidrs has entries that are no CIDR.*"gateway\.example\.id\/32"/],
    ['an empty entry', '203.0.113.0/24,,198.51.100.0/24', /gatewayCallbackCidrs has entries that are no CIDR/],
    ['a number', 42, /gatewayCallbackCidrs must be CIDRs/],
    ['a list with a number', ['203.0.113.0/24', 7], /gatewayCallbackCidrs must be CIDRs/],
  ])('refuses to synthesize with %s, naming the key', (_label, value, message) => {
    expect(() => contextOf({ ...OPERATORS, gatewayCallbackCidrs: value })).toThrow(message);
  });
});
