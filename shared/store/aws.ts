import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { traceClient } from '../tracing';

/**
 * The only module that constructs the store's AWS clients. They are created once per process and
 * can be replaced by tests (e.g. to inject faults DynamoDB Local never produces). The SQS library
 * is loaded on the first send, not at import: most requests send nothing, GET routes never do, and
 * evaluating a second SDK client is a noticeable part of a cold import.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let sqsClient: SQSClient | undefined;

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function ddb(): DynamoDBDocumentClient {
  if (documentClient === undefined) {
    const { region, dynamodbEndpoint } = config();
    const base = traceClient(
      new DynamoDBClient({
        region,
        ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint, credentials: localCredentials } : {}),
      }),
    );
    documentClient = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}

/** The SQS client class and the commands the store sends (shared/store/sqs-sdk.ts), loaded once on first use. */
export const sqsSdk = (): Promise<typeof import('./sqs-sdk')> => import('./sqs-sdk');

export async function sqs(): Promise<SQSClient> {
  if (sqsClient === undefined) {
    const { SQSClient } = await sqsSdk();
    const { region, sqsEndpoint } = config();
    // Another caller (or setAwsClients) may have set it while the library loaded.
    sqsClient ??= traceClient(
      new SQSClient({ region, ...(sqsEndpoint ? { endpoint: sqsEndpoint, credentials: localCredentials } : {}) }),
    );
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
