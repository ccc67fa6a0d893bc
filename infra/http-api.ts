import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpIamAuthorizer, HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../shared/http/route';
import { fullPath } from '../shared/routes';
import type { ServiceFunction } from './function';
import type { DashboardIdentity } from './identity';

/**
 * The stage's default route throttle. HTTP API applies it to each route on its own, not to the API
 * as a whole: with 52 route keys the API as a whole may take 52 times this. Merchants are held
 * per source IP first (60 a minute); this bounds what one route can turn into Lambda executions.
 * API functions share the account's unreserved executions only: the consumers and jobs have
 * executions reserved (infra/specs.ts), so no API flood can starve them.
 */
export const ROUTE_THROTTLE_RATE_PER_SECOND = 50;
export const ROUTE_THROTTLE_BURST = 100;

/**
 * The gateway callback route's own throttle (docs/ARCHITECTURE.md, 14.3): the gateway replays a backlog of
 * callbacks after an outage, and each callback is only a signature check and one SQS send, so it
 * may take more than a merchant route, while a flood of forged callbacks stays bounded.
 */
export const CALLBACK_THROTTLE_RATE_PER_SECOND = 200;
export const CALLBACK_THROTTLE_BURST = 400;

/**
 * What the dashboard web app sends the API across origins (it is served from its own CloudFront
 * domain): the Cognito ID token, JSON bodies, the create routes' idempotency key (either spelling
 * the API reads) and the merchant a user with several memberships acts on.
 */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'content-type',
  'idempotency-key',
  'x-idempotency-key',
  'x-merchant-id',
];
/** What the app may read of an answer besides the safe-listed headers: rate limits, a replayed create, an export's file name. */
export const CORS_EXPOSE_HEADERS = [
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-idempotency-replay',
  'content-disposition',
];
/** A browser asks again after an hour (Chromium caps the preflight cache at two). */
const CORS_MAX_AGE = Duration.hours(1);

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

/**
 * The HTTP API: one Lambda integration per route row, admin routes behind IAM, dashboard routes
 * behind a JWT authorizer of the dashboard's user pool (signature, issuer, its web client as
 * audience, expiry; the function then requires an ID token and checks the role).
 */
export class ServiceHttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  private readonly iamAuthorizer = new HttpIamAuthorizer();
  private readonly userAuthorizer: HttpUserPoolAuthorizer;

  constructor(
    scope: Construct,
    id: string,
    private readonly logRetention: logs.RetentionDays,
    identity: DashboardIdentity,
    corsOrigins: readonly string[],
  ) {
    super(scope, id);
    this.userAuthorizer = new HttpUserPoolAuthorizer('DashboardAuthorizer', identity.userPool, {
      userPoolClients: [identity.client],
    });
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Merchant payment API (/api/v1), dashboard API (/dashboard/v1) and operator API (/admin/v1)',
      createDefaultStage: false,
      corsPreflight: corsPreflightOf(corsOrigins),
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
  addRoute(scope: Construct, route: RouteDefinition, handler: ServiceFunction): apigw.HttpRoute[] {
    const integration = new HttpLambdaIntegration(`${route.id}-Integration`, handler.function);
    if (route.catchAll) {
      // Unmatched requests get the contract's envelope (404/405) rather than API Gateway's own body.
      const fallback = new apigw.HttpRoute(scope, `${route.id}-Route`, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.DEFAULT,
        integration,
      });
      acknowledgeInHandlerAuth(fallback, route);
      return [fallback];
    }
    const authorizer = this.authorizerOf(route);
    return [fullPath(route), ...(route.extraPaths ?? [])].map((path, index) => {
      const routeKey = apigw.HttpRouteKey.with(path, apigw.HttpMethod[route.method]);
      const httpRoute = new apigw.HttpRoute(scope, `${route.id}-Route${index === 0 ? '' : `-${index}`}`, {
        httpApi: this.api,
        routeKey,
        integration,
        authorizer,
      });
      if (route.auth !== 'admin' && route.auth !== 'user') acknowledgeInHandlerAuth(httpRoute, route);
      return httpRoute;
    });
  }

  private authorizerOf(route: RouteDefinition): apigw.IHttpRouteAuthorizer {
    if (route.auth === 'admin') return this.iamAuthorizer;
    if (route.auth === 'user') return this.userAuthorizer;
    return new apigw.HttpNoneAuthorizer();
  }

  /**
   * A route setting of its own on the stage for these routes. API Gateway refuses a route setting
   * whose route does not exist yet, so the stage waits for the routes. RouteSettings is untyped JSON
   * in CDK, so its keys are written as CloudFormation spells them.
   */
  throttleRoutes(routes: readonly apigw.HttpRoute[], rateLimit: number, burstLimit: number): void {
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;
    const routeKeys = routes.map((route) => (route.node.defaultChild as apigw.CfnRoute).routeKey);
    const settings = Object.fromEntries(
      routeKeys.map((routeKey) => [routeKey, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }]),
    );
    cfnStage.routeSettings = { ...(cfnStage.routeSettings as Record<string, unknown> | undefined), ...settings };
    for (const route of routes)
      cfnStage.addResourceDependency(route.node.defaultChild as apigw.CfnRoute, 'a route setting names this route');
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
      throttle: { rateLimit: ROUTE_THROTTLE_RATE_PER_SECOND, burstLimit: ROUTE_THROTTLE_BURST },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
  }
}

/**
 * The dashboard's origins may call the API from a browser: API Gateway writes the Access-Control-*
 * headers on every answer to an allowed origin. The $default route catches OPTIONS too, so a
 * preflight reaches the catch-all function, which answers it 204 (functions/api/not-found.ts); no
 * origins, no CORS at all. Tokens travel in the Authorization header, never in cookies, so
 * credentials are not allowed.
 */
function corsPreflightOf(origins: readonly string[]): apigw.CorsPreflightOptions | undefined {
  if (origins.length === 0) return undefined;
  return {
    allowOrigins: [...origins],
    allowMethods: [
      apigw.CorsHttpMethod.GET,
      apigw.CorsHttpMethod.POST,
      apigw.CorsHttpMethod.PUT,
      apigw.CorsHttpMethod.PATCH,
      apigw.CorsHttpMethod.DELETE,
    ],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    allowCredentials: false,
    maxAge: CORS_MAX_AGE,
  };
}

function acknowledgeInHandlerAuth(httpRoute: apigw.HttpRoute, route: RouteDefinition): void {
  Validations.of(httpRoute).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason: `Auth mode '${route.auth}' is enforced inside the handler (merchant client credentials, gateway HMAC signature, or none for the public health check), not by API Gateway.`,
  });
}
