import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { traceClient } from '../tracing';

/**
 * The only module that constructs the store's AWS clients. Each is created once per process and
 * kept while the settings it was made with (region, endpoint) stay the same: the local stack and
 * tests that point the configuration elsewhere get a new one on the next call. The SQS library is
 * loaded on the first send, not at import: most requests send nothing, GET routes never do, and
 * evaluating a second SDK client is a noticeable part of a cold import.
 */
let documentClient: { settings: string; client: DynamoDBDocumentClient } | undefined;
let sqsClient: { settings: string; client: SQSClient } | undefined;

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export function ddb(): DynamoDBDocumentClient {
  const { region, dynamodbEndpoint } = config();
  const settings = `${region} ${dynamodbEndpoint ?? ''}`;
  if (documentClient?.settings !== settings) {
    const base = traceClient(
      new DynamoDBClient({
        region,
        ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint, credentials: localCredentials } : {}),
      }),
    );
    const client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    documentClient = { settings, client };
  }
  return documentClient.client;
}

/** The SQS client class and the commands the store sends (shared/store/sqs-sdk.ts), loaded once on first use. */
export const sqsSdk = (): Promise<typeof import('./sqs-sdk')> => import('./sqs-sdk');

export async function sqs(): Promise<SQSClient> {
  const { region, sqsEndpoint } = config();
  const settings = `${region} ${sqsEndpoint ?? ''}`;
  if (sqsClient?.settings !== settings) {
    const { SQSClient } = await sqsSdk();
    // Another caller may have made it while the library loaded.
    if (sqsClient?.settings !== settings) {
      const client = traceClient(
        new SQSClient({ region, ...(sqsEndpoint ? { endpoint: sqsEndpoint, credentials: localCredentials } : {}) }),
      );
      sqsClient = { settings, client };
    }
  }
  return sqsClient.client;
}

export function tableName(): string {
  return config().tableName;
}

/** Forgets the clients: the tracing test watches a client being made. */
export function resetAwsClients(): void {
  documentClient = undefined;
  sqsClient = undefined;
}
