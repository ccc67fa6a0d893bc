import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpIamAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../shared/http/route';
import { fullPath } from '../shared/routes';
import type { ServiceFunction } from './function';


/**
 * Stage-wide throttling, far below API Gateway's account default (10,000 requests per second,
 * burst 5,000) that would otherwise apply. The per-IP limit (60 a minute) stops one caller; this
 * stops many at once from turning into Lambda concurrency: even if every request took a whole
 * second (most take tens of milliseconds; gateway calls take longer), 100 a second keep about 100
 * executions busy, leaving most of the account's default 1,000 to the queue consumers and jobs.
 * Bursts of twice that absorb a short spike (the gateway replaying a backlog of callbacks) without a 429.
 */
export const STAGE_THROTTLE_RATE_PER_SECOND = 100;
export const STAGE_THROTTLE_BURST = 200;

/**
 * Who is calling, what they asked for and how it ended; headers are deliberately absent, so no
 * Authorization header or signature ever reaches the log.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    callerArn: '$context.identity.userArn',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** The HTTP API: one Lambda integration per route row, admin routes behind IAM. */
export class ServiceHttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  private readonly iamAuthorizer = new HttpIamAuthorizer();

  constructor(scope: Construct, id: string, private readonly logRetention: logs.RetentionDays) {
    super(scope, id);
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Merchant payment API (/api/v1) and operator API (/admin/v1)',
      createDefaultStage: false,
    });
    this.stage = this.createDefaultStage();
  }

  get url(): string {
    return this.stage.url;
  }

  /**
   * Maps the route's path, and any extra paths it serves, to the route's own function. The routes
   * are created in `scope`, the stack of the route's family, so that each family's stack holds its
   * routes, integrations and functions together.
   */
  addRoute(scope: Construct, route: RouteDefinition, handler: ServiceFunction): void {
    const integration = new HttpLambdaIntegration(`${route.id}-Integration`, handler.function);
    if (route.catchAll) {
      // Unmatched requests get the contract's envelope (404/405) rather than API Gateway's own body.
      const fallback = new apigw.HttpRoute(scope, `${route.id}-Route`, { httpApi: this.api, routeKey: apigw.HttpRouteKey.DEFAULT, integration });
      acknowledgeInHandlerAuth(fallback, route);
      return;
    }
    const authorizer = route.auth === 'admin' ? this.iamAuthorizer : new apigw.HttpNoneAuthorizer();
    for (const [index, path] of [fullPath(route), ...(route.extraPaths ?? [])].entries()) {
      const routeKey = apigw.HttpRouteKey.with(path, apigw.HttpMethod[route.method]);
      const httpRoute = new apigw.HttpRoute(scope, `${route.id}-Route${index === 0 ? '' : `-${index}`}`, { httpApi: this.api, routeKey, integration, authorizer });
      if (route.auth !== 'admin') acknowledgeInHandlerAuth(httpRoute, route);
    }
  }

  private createDefaultStage(): apigw.HttpStage {
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: this.logRetention,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    return new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: STAGE_THROTTLE_RATE_PER_SECOND, burstLimit: STAGE_THROTTLE_BURST },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
  }
}

function acknowledgeInHandlerAuth(httpRoute: apigw.HttpRoute, route: RouteDefinition): void {
  Validations.of(httpRoute).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason: `Auth mode '${route.auth}' is enforced inside the handler (merchant client credentials, gateway HMAC signature, or none for the public health check), not by API Gateway.`,
  });
}
