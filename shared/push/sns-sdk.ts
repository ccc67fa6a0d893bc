// The part of the SNS SDK the push adapter uses, imported only dynamically (shared/push/sns.ts), so that a
// bundle holds just these and evaluates them on the first push.
export { CreatePlatformEndpointCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
