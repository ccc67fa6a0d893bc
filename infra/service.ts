import { App, Tags } from 'aws-cdk-lib';
import type { ServiceContext } from './context';
import { PaymentServiceStack } from './stack';

/** The tags every resource carries: who runs it, which stage, and whom it is billed to. */
export function serviceTags(context: ServiceContext): Record<string, string> {
  return { service: 'merchant-payments', stage: context.stage, 'cost-center': context.costCenter };
}

/**
 * The service's stacks for one stage, named `<Stage>-Payments-...`, pinned to the stage's account
 * (staging and prod) and region, termination-protected where the stage says so.
 */
export function createPaymentService(app: App, context: ServiceContext): PaymentServiceStack {
  const tags = serviceTags(context);
  // Stack tags reach CloudFormation's own propagation; Tags.of writes them into every template too.
  for (const [key, value] of Object.entries(tags)) Tags.of(app).add(key, value);
  return new PaymentServiceStack(app, `${context.settings.stackPrefix}-Service`, {
    context,
    env: { account: context.account, region: context.region },
    terminationProtection: context.settings.protectedResources,
    tags,
    description: `Merchant payment service (${context.stage}): HTTP API, workers, schedules, DynamoDB table`,
  });
}
