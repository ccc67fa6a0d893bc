import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';

/**
 * The only module that constructs AWS clients. They are created once per process and can be
 * replaced by tests (e.g. to inject faults DynamoDB Local never produces).
 */
let documentClient: DynamoDBDocumentClient | undefined;
let sqsClient: SQSClient | undefined;

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function ddb(): DynamoDBDocumentClient {
  if (documentClient === undefined) {
    const { region, dynamodbEndpoint } = config();
    const base = new DynamoDBClient({
      region,
      ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint, credentials: localCredentials } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

export function sqs(): SQSClient {
  if (sqsClient === undefined) {
    const { region, sqsEndpoint } = config();
    sqsClient = new SQSClient({ region, ...(sqsEndpoint ? { endpoint: sqsEndpoint, credentials: localCredentials } : {}) });
  }
  return sqsClient;
}

export function tableName(): string {
  return config().tableName;
}

export function setAwsClients(clients: { ddb?: DynamoDBDocumentClient; sqs?: SQSClient }): void {
  if (clients.ddb) documentClient = clients.ddb;
  if (clients.sqs) sqsClient = clients.sqs;
}

export function resetAwsClients(): void {
  documentClient = undefined;
  sqsClient = undefined;
}
