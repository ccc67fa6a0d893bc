// The part of the SQS SDK the store uses, imported only dynamically (shared/store/aws.ts: sqsSdk), so that
// a bundle holds just these and evaluates them on the first send.
export {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
