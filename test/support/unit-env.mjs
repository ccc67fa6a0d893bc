import { TEST_ENVIRONMENT } from './test-env.mjs';

/**
 * The unit tier has no DynamoDB: the table's name and endpoints point at a closed port, so a unit
 * test that reaches for the table fails at once instead of waiting on a server that is not there.
 */
Object.assign(process.env, TEST_ENVIRONMENT, {
  TABLE_NAME: 'unit-tier-has-no-table',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  SQS_ENDPOINT: 'http://127.0.0.1:9',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  AWS_REGION: 'ap-southeast-3',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
});
