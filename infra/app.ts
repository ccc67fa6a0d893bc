import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { PaymentServiceStack } from './stack';

const STACK_NAME = 'MerchantPaymentService';
const REGION_DEFAULT = 'ap-southeast-3';

const app = new App();
// Region only, never an account: synth needs no credentials and performs no lookups.
const region: unknown = app.node.tryGetContext('region') ?? REGION_DEFAULT;
new PaymentServiceStack(app, STACK_NAME, {
  env: { region: String(region) },
  description: 'Merchant payment service: HTTP API, workers, schedules, DynamoDB table',
});
// An unacknowledged AwsSolutions finding fails synth; acknowledgements sit next to their cause.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
