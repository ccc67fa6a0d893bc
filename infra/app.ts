import * as path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { serviceContext } from './context';
import { REPO_ROOT } from './function';
import { createPaymentService } from './service';

const app = new App();
// The stage decides names, retention and protection; staging and prod refuse placeholders here.
const context = serviceContext(app);
// The web app and the checkout page are built beforehand (npm run dashboard:build, npm run
// checkout:build); synth stops with that advice when one is missing.
createPaymentService(app, context, {
  dashboardDist: path.join(REPO_ROOT, 'dashboard', 'dist'),
  checkoutDist: path.join(REPO_ROOT, 'checkout', 'dist'),
});
// An unacknowledged AwsSolutions or Serverless finding fails synth; acknowledgements sit next to their cause.
Validations.of(app).addPlugins(
  new AwsSolutionsChecks(app, { verbose: true }),
  new ServerlessChecks(app, { verbose: true }),
);
app.synth();
