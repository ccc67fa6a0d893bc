import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../shared/http/route';
import { QUEUE_LIST, type QueueId } from '../shared/queues';
import { fullPath } from '../shared/routes';
import { SCHEDULES, type ScheduleDefinition } from '../shared/schedules';
import type { ServiceFunction } from './function';
import { dashboardCorsOrigins } from './context';
import { addApiDomain } from './domains';
import type { DashboardIdentity } from './identity';
import { CALLBACK_THROTTLE_BURST, CALLBACK_THROTTLE_RATE_PER_SECOND, ServiceHttpApi } from './http-api';
import { writeSimulatorCallbackUrl } from './simulator';
import { createFunction, inFunctionStack, logRetentionOf, type FunctionContext } from './service-functions';
import { queueConsumerSpec, reservedConcurrencyOf, routeSpec, scheduleSpec } from './specs';

/** EventBridge retries a failed scheduled run; the jobs only act on due work, so a retry is safe. */
const SCHEDULE_RETRY_ATTEMPTS = 2;

export interface FunctionStackProps extends StackProps {
  built: FunctionContext;
}

export interface RoutesStackProps extends FunctionStackProps {
  httpApi: ServiceHttpApi;
  routes: readonly RouteDefinition[];
}

/**
 * The HTTP API itself, its stage, and the routes the stage's route settings name (the gateway
 * callback) with the other table-free routes: a route setting must name a route that already
 * exists, so those routes deploy with the stage.
 */
export class ApiStack extends Stack {
  readonly httpApi: ServiceHttpApi;
  /** `https://<apiDomain>` when the stage has a custom API domain (infra/domains.ts). */
  readonly customDomainUrl: string | undefined;

  constructor(
    scope: Construct,
    id: string,
    props: FunctionStackProps & { routes: readonly RouteDefinition[]; identity: DashboardIdentity },
  ) {
    super(scope, id, props);
    this.httpApi = new ServiceHttpApi(
      this,
      'HttpApi',
      logRetentionOf(props.built.context),
      props.identity,
      dashboardCorsOrigins(props.built.context),
    );
    const httpRoutes = addRoutes(this, inFunctionStack(this, props.built), this.httpApi, props.routes);
    const callbackRoutes = props.routes
      .filter((route) => route.auth === 'gateway')
      .flatMap((route) => httpRoutes.get(route.id)!);
    this.httpApi.throttleRoutes(callbackRoutes, CALLBACK_THROTTLE_RATE_PER_SECOND, CALLBACK_THROTTLE_BURST);
    // The sandbox's simulator calls back to the callback route: its URL by name, read at run time.
    const callback = props.routes.find((route) => route.auth === 'gateway');
    if (props.built.context.sandbox && callback !== undefined)
      writeSimulatorCallbackUrl(this, props.built.context, `${this.httpApi.api.apiEndpoint}${fullPath(callback)}`);
    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.url, description: 'Base URL of the HTTP API' });
    this.customDomainUrl = addApiDomain(this, props.built.context, this.httpApi.stage);
  }
}

/** One family of routes (merchant, payouts, admin, dashboard) on the API of the ApiStack. */
export class RoutesStack extends Stack {
  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    addRoutes(this, inFunctionStack(this, props.built), props.httpApi, props.routes);
  }
}

/** The queue consumers and the scheduled jobs. */
export class WorkersStack extends Stack {
  constructor(scope: Construct, id: string, props: FunctionStackProps) {
    super(scope, id, props);
    const built = inFunctionStack(this, props.built);
    for (const queue of QUEUE_LIST) {
      const spec = queueConsumerSpec(queue);
      built.resources.queues[queue.id as QueueId].subscribe(
        createFunction(this, built, spec),
        reservedConcurrencyOf(spec, built.context.consumerConcurrency),
      );
    }
    for (const schedule of SCHEDULES)
      scheduleFunction(this, schedule, createFunction(this, built, scheduleSpec(schedule)));
  }
}

/** The routes' functions and API routes, by route id. */
function addRoutes(
  scope: Construct,
  built: FunctionContext,
  httpApi: ServiceHttpApi,
  routes: readonly RouteDefinition[],
): Map<string, apigw.HttpRoute[]> {
  return new Map(
    routes.map((route) => [route.id, httpApi.addRoute(scope, route, createFunction(scope, built, routeSpec(route)))]),
  );
}

function scheduleFunction(scope: Construct, schedule: ScheduleDefinition, fn: ServiceFunction): void {
  const rule = new events.Rule(scope, `Schedule-${schedule.id}`, {
    description: schedule.description,
    schedule: events.Schedule.expression(schedule.expression),
    targets: [new targets.LambdaFunction(fn.function, { retryAttempts: SCHEDULE_RETRY_ATTEMPTS })],
  });
  Validations.of(rule).acknowledge({
    id: 'Serverless-EventBusDLQ',
    reason:
      'A scheduled event carries nothing to keep: the job acts on the work due when it runs, so a run lost after its retries is made up by the next one (every minute, settlement every hour).',
  });
}
