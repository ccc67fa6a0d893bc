import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { serviceContext } from './context';
import { createPaymentService } from './service';

const app = new App();
// The stage decides names, retention and protection; staging and prod refuse placeholders here.
const context = serviceContext(app);
createPaymentService(app, context);
// An unacknowledged AwsSolutions or Serverless finding fails synth; acknowledgements sit next to their cause.
Validations.of(app).addPlugins(
  new AwsSolutionsChecks(app, { verbose: true }),
  new ServerlessChecks(app, { verbose: true }),
);
app.synth();
