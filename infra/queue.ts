import { Duration, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { QueueDefinition } from '../shared/queues';
import { TIMEOUT_SECONDS, type ServiceFunction } from './function';
import { queueConsumerSpec } from './specs';

const QUEUE_RETENTION = Duration.days(4);
/** Long enough for an operator to inspect and redrive whatever a consumer gave up on. */
const DEAD_LETTER_RETENTION = Duration.days(14);

/** AWS's guidance for a queue that feeds a Lambda function: a visibility timeout of at least 6 times the function's timeout. */
export const VISIBILITY_TO_CONSUMER_TIMEOUT_MIN = 6;

/** The timeout of the queue's consumer function (infra/specs.ts, infra/function.ts). */
export const consumerTimeoutSeconds = (definition: QueueDefinition): number =>
  queueConsumerSpec(definition).timeoutSeconds ?? TIMEOUT_SECONDS.worker;

/**
 * The queue's visibility timeout in AWS: the definition's (which the local stack's pollers use),
 * raised to 6 times the consumer's timeout, so a message is not received again while a throttled
 * or retried invocation may still hold it. Derived here for every queue, whatever a definition says.
 */
export const visibilityTimeoutSeconds = (definition: QueueDefinition): number =>
  Math.max(
    definition.visibilityTimeoutSeconds,
    VISIBILITY_TO_CONSUMER_TIMEOUT_MIN * consumerTimeoutSeconds(definition),
  );

/**
 * How old the oldest message of a queue may grow before on-call hears of it: the time a message
 * that keeps failing takes to reach the DLQ (each receive waits out the visibility timeout), so
 * one bad message alarms through the DLQ alarm, and an older message means the consumer is behind
 * or stopped.
 */
export const oldestMessageAlarmSeconds = (definition: QueueDefinition): number =>
  definition.maxReceiveCount * visibilityTimeoutSeconds(definition);

/**
 * One queue of shared/queues.ts with its dead-letter queue, an alarm on anything landing there and
 * one on its oldest message growing old (oldestMessageAlarmSeconds), which notify the alarm topics (the service's own, and the operator's when context names one).
 */
export class ServiceQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  /** The DLQ depth and oldest-message alarms, for the dashboard's alarm status. */
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(
    scope: Construct,
    id: string,
    private readonly definition: QueueDefinition,
    alarmTopics: readonly sns.ITopic[],
  ) {
    super(scope, id);
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'Serverless-SQSRedrivePolicy',
      reason:
        'This is the dead-letter queue, the end of the line: its messages wait for an operator (an alarm fires on the first) and the redrive route.',
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: QUEUE_RETENTION,
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(definition)),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: definition.maxReceiveCount },
    });
    this.alarmOnDeadLetters(alarmTopics);
    this.alarmOnOldestMessage(alarmTopics);
  }

  /**
   * The consumer reports failed records one by one, so a bad message never blocks its batch. A
   * consumer with reserved concurrency is invoked by at most that many pollers, so the event source
   * never invokes it into throttling (which would count as receives towards the DLQ).
   */
  subscribe(consumer: ServiceFunction, maxConcurrency?: number): void {
    const source = new SqsEventSource(this.queue, {
      batchSize: this.definition.batchSize,
      reportBatchItemFailures: true,
      maxConcurrency,
    });
    consumer.function.addEventSource(source);
    Validations.of(consumer.function).acknowledge({
      id: 'Serverless-LambdaEventSourceMappingDestination',
      reason:
        "An SQS event source takes no on-failure destination: a record that keeps failing moves to the queue's dead-letter queue through its redrive policy.",
    });
  }

  /**
   * What an operator's redrive needs besides sending to the queue: the queue's redrive policy (it
   * names the DLQ) and receiving and deleting the DLQ's messages.
   */
  grantRedrive(grantee: iam.IGrantable): void {
    this.queue.grant(grantee, 'sqs:GetQueueAttributes');
    this.deadLetterQueue.grantConsumeMessages(grantee);
  }

  private alarmOnDeadLetters(alarmTopics: readonly sns.ITopic[]): void {
    const alarm = this.deadLetterQueue
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM })
      .createAlarm(this, 'DeadLetterAlarm', {
        alarmDescription: `Messages of queue ${this.definition.name} failed ${this.definition.maxReceiveCount} times and wait in its DLQ`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    alarm.addAlarmAction(...alarmTopics.map((topic) => new SnsAction(topic)));
    this.alarms.push(alarm);
  }

  private alarmOnOldestMessage(alarmTopics: readonly sns.ITopic[]): void {
    const thresholdSeconds = oldestMessageAlarmSeconds(this.definition);
    const alarm = this.queue
      .metricApproximateAgeOfOldestMessage({ period: Duration.minutes(1), statistic: cloudwatch.Stats.MAXIMUM })
      .createAlarm(this, 'OldestMessageAlarm', {
        alarmDescription: `The oldest message of queue ${this.definition.name} waits more than ${thresholdSeconds} s: its consumer is behind, throttled or failing`,
        threshold: thresholdSeconds,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    alarm.addAlarmAction(...alarmTopics.map((topic) => new SnsAction(topic)));
    this.alarms.push(alarm);
  }
}
