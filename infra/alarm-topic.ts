import { ArnFormat, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/** A key in deletion can still be restored for this long; nothing but alarm messages in transit uses it. */
const ALARM_KEY_PENDING_WINDOW = Duration.days(7);
const CLOUDWATCH = new iam.ServicePrincipal('cloudwatch.amazonaws.com');

/**
 * The one topic every alarm of the stack notifies (optionally mailed to `email`). It is encrypted
 * with its own customer managed key because CloudWatch cannot use the AWS managed aws/sns key, and
 * both the key and the topic admit CloudWatch alarms of this account only.
 */
export function createAlarmTopic(scope: Construct, email: string | undefined): sns.Topic {
  const key = new kms.Key(scope, 'AlarmTopicKey', {
    description: 'Encrypts the alarm topic; CloudWatch alarms of this account may publish through it',
    enableKeyRotation: true,
    pendingWindow: ALARM_KEY_PENDING_WINDOW,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const topic = new sns.Topic(scope, 'AlarmTopic', {
    displayName: 'Merchant payment service alarms',
    masterKey: key,
    enforceSSL: true,
  });
  const stack = Stack.of(scope);
  const fromOwnAlarms = {
    StringEquals: { 'aws:SourceAccount': stack.account },
    ArnLike: {
      'aws:SourceArn': stack.formatArn({
        service: 'cloudwatch',
        resource: 'alarm',
        resourceName: '*',
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      }),
    },
  };
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [CLOUDWATCH],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
      conditions: fromOwnAlarms,
    }),
  );
  // The SSL-only topic policy replaces SNS's default one, so CloudWatch's publish is allowed explicitly.
  topic.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [CLOUDWATCH],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
      conditions: fromOwnAlarms,
    }),
  );
  if (email !== undefined) subscribeEmail(topic, email);
  return topic;
}

function subscribeEmail(topic: sns.Topic, email: string): void {
  const subscription = topic.addSubscription(new EmailSubscription(email));
  Validations.of(subscription).acknowledge({
    id: 'Serverless-SNSRedrivePolicy',
    reason:
      'A mail that cannot be delivered has nothing to replay: the alarm stays in ALARM in CloudWatch, and context alarmTopicArn adds a second target for on-call.',
  });
}
