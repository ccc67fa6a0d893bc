import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  DefaultStackSynthesizer,
  Token,
  type StackProps,
} from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { dashboardCorsOrigins, type ServiceContext } from './context';
import { kycBucketNameOf } from './data-stack';
import { addDashboardAliases, dashboardDistributionDomain } from './domains';
import { nagResourceName } from './grants';
import type { DashboardIdentity } from './identity';
import { logRetentionOf } from './service-functions';

/** The key prefix of the web app in its bucket and its path on the distribution (Vite's `base`). */
export const DASHBOARD_PREFIX = 'dashboard/';

/** The hosted checkout page of payment links (checkout/, DESIGN 19): its prefix in the bucket and on the distribution. */
export const CHECKOUT_PREFIX = 'pay/';

/** What builds the checkout page (package.json); named in the missing-build error. */
export const CHECKOUT_BUILD_COMMAND = 'npm run checkout:build';

/** Vite writes every content-hashed file here (`dashboard/dist/assets/`): a changed file gets a new name. */
export const HASHED_ASSETS_DIR = 'assets';

/** A hashed file never changes under its name: browsers and CloudFront keep it a year without asking again. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * index.html (which names the current hashed files) and config.json: a browser revalidates them on
 * every load (an unchanged file costs a 304), so a deploy is seen at the next page load.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** HSTS for two years, the span the HSTS preload list asks for. */
export const HSTS_MAX_AGE = Duration.days(730);

/** What the command that builds the web app is called (package.json); named in the missing-build error. */
export const DASHBOARD_BUILD_COMMAND = 'npm run dashboard:build';

/**
 * The viewer-request function of the distribution (cloudfront-js-2.0), as its source text:
 * - `/` and `/dashboard` are redirected to the app (302 `/dashboard/`);
 * - the build's files are fetched as asked: anything under `/dashboard/assets/` (Vite's hashed
 *   output) and a file directly under `/dashboard/` (index.html, config.json, Vite's public/
 *   files such as favicon.svg: one segment with an extension);
 * - every other path under `/dashboard/` is a page of the single-page app (its router reads the
 *   path) and is answered with `/dashboard/index.html`. A path with no file extension always is;
 *   so is a deeper one with a dot, such as a transaction's page named by its partner_reff
 *   (`/dashboard/transactions/INV.2026.001`: a merchant's reference may hold dots), which the
 *   bucket would answer with 403.
 * - the checkout page of payment links: `/pay/{link_id}` (one segment, no dot: a link id) is
 *   answered with `/pay/index.html`; its files (`/pay/assets/...`, `/pay/config.json`) as asked.
 * Other paths go to the bucket, which holds nothing else (403). Written in the JavaScript
 * CloudFront Functions run (no modules, no exports); the tests evaluate this very text.
 */
export const VIEWER_REQUEST_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/' || uri === '/dashboard') {
    return { statusCode: 302, statusDescription: 'Found', headers: { location: { value: '/dashboard/' } } };
  }
  if (uri.indexOf('/pay/') === 0) {
    var link = uri.substring('/pay/'.length);
    if (link.charAt(link.length - 1) === '/') link = link.substring(0, link.length - 1);
    if (link !== '' && link.indexOf('/') === -1 && link.indexOf('.') === -1) request.uri = '/pay/index.html';
    return request;
  }
  if (uri.indexOf('/dashboard/') !== 0 || uri.indexOf('/dashboard/assets/') === 0) return request;
  var rest = uri.substring('/dashboard/'.length);
  var isTopFile = rest.indexOf('/') === -1 && /\\.[A-Za-z0-9]+$/.test(rest);
  if (!isTopFile) request.uri = '/dashboard/index.html';
  return request;
}
`;

/** Where the web app's browser code may connect: the API, Cognito's JSON API, and the KYC bucket's presigned POSTs. */
export interface ConnectSources {
  apiOrigin: string;
  region: string;
  kycBucketOrigin: string;
}

/**
 * The Content-Security-Policy: scripts, styles and images only from the app's own origin (Vite
 * emits no inline script or style; QR codes may be `data:` images, and the checkout page's are the
 * API's `/pay/v1/payments/{token}/qr.png`), fetches only to the API,
 * Cognito and the KYC bucket, and no framing (clickjacking of a payout confirmation), plugins,
 * base-URL rewrite or form posting elsewhere.
 */
export function dashboardCsp(sources: ConnectSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${sources.apiOrigin}`,
    `connect-src 'self' ${sources.apiOrigin} https://cognito-idp.${sources.region}.amazonaws.com ${sources.kycBucketOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The built web app's directory, checked before anything is staged: a deploy without a build
 * would otherwise fail late in CloudFormation, or (worse) publish an empty app.
 */
export function assertDashboardBuilt(
  dir: string,
  build = { what: 'dashboard web app', command: DASHBOARD_BUILD_COMMAND, output: 'dashboard/dist' },
): void {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(
      `The ${build.what} is not built: ${path.join(dir, 'index.html')} is missing. Run \`${build.command}\` (it writes ${build.output}), then synthesize or deploy again.`,
    );
}

export interface DashboardWebStackProps extends StackProps {
  context: ServiceContext;
  /** The built web app: index.html and assets/ (dashboard/dist in a real synth; a test's own directory). */
  distDir: string;
  /** The built checkout page (checkout/dist), served under /pay/ beside the app; absent in tests that are not about it. */
  checkoutDistDir?: string;
  /** The HTTP API the app calls (its execute-api endpoint becomes config.json's api_base). */
  httpApi: apigw.HttpApi;
  /** The user pool and web client the app signs in with. */
  identity: DashboardIdentity;
  /** The dashboard domain's us-east-1 certificate (infra/domains.ts), with context dashboardDomain. */
  certificate?: acm.ICertificate;
}

/**
 * The merchant dashboard web app in AWS (`<Stage>-Payments-DashboardWeb`): a private bucket
 * holding the built app under `dashboard/`, read only by one CloudFront distribution through an
 * origin access control, with security headers on every answer. The API is not routed through the
 * distribution: the per-IP rate limit reads the caller's source IP, which a CloudFront origin
 * request would replace with an edge's. So the app calls the API across origins, and the API's
 * and KYC bucket's CORS allow the dashboard's origin (context dashboardOrigins).
 */
export class DashboardWebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<distribution domain>`: the value dashboardOrigins must hold for the API and the KYC bucket. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: DashboardWebStackProps) {
    super(scope, id, props);
    const { context, distDir } = props;
    assertDashboardBuilt(distDir);
    if (props.checkoutDistDir !== undefined)
      assertDashboardBuilt(props.checkoutDistDir, {
        what: 'checkout page',
        command: CHECKOUT_BUILD_COMMAND,
        output: 'checkout/dist',
      });
    this.bucket = createWebBucket(this, context);
    const connect: ConnectSources = {
      apiOrigin: apiBaseOf(context, props.httpApi),
      region: context.region,
      kycBucketOrigin: `https://${kycBucketNameOf(context)}.s3.${context.region}.amazonaws.com`,
    };
    const domain = dashboardDistributionDomain(context.deploy.dashboardDomain, props.certificate);
    this.distribution = createDistribution(this, this.bucket, connect, domain);
    addDashboardAliases(this, context, this.distribution);
    const { dashboardDomain } = context.deploy;
    this.origin = `https://${dashboardDomain ?? this.distribution.distributionDomainName}`;
    const deployed = { context, bucket: this.bucket, distribution: this.distribution, props };
    deployApp(this, { ...deployed, distDir, prefix: DASHBOARD_PREFIX, config: dashboardConfig(context, props) });
    if (props.checkoutDistDir !== undefined)
      deployApp(this, {
        ...deployed,
        distDir: props.checkoutDistDir,
        prefix: CHECKOUT_PREFIX,
        config: { api_base: apiBaseOf(context, props.httpApi) },
        idSuffix: 'Checkout',
      });
    new CfnOutput(this, 'DashboardUrl', {
      value: `${this.origin}/${DASHBOARD_PREFIX}`,
      description: 'The merchant dashboard web app',
    });
    new CfnOutput(this, 'DashboardOrigin', {
      value: this.origin,
      description:
        "The app's origin: the custom domain (context dashboardDomain, allowed by CORS already) or the one to set in dashboardOrigins",
    });
    if (dashboardCorsOrigins(context).length === 0)
      Annotations.of(this).addWarningV2(
        'payments:dashboardOriginsUnset',
        `Context dashboardOrigins is not set, nor dashboardDomain, for stage ${context.stage}: the API and the KYC bucket accept no browser origin, so the dashboard cannot call them. Set -c dashboardDomain=<its custom domain> (one deploy), or after this deploy set -c dashboardOrigins=<output DashboardOrigin> and deploy again.`,
      );
  }
}

/**
 * Private, TLS only, S3-managed encryption; CloudFront reads it through its origin access control
 * and nothing else does. The files are the build's output, rebuilt from the repository at any
 * time: a dev bucket is emptied and removed with its stack; staging and prod keep theirs (as every
 * resource there), so a deleted stack never takes the live app with it.
 */
function createWebBucket(scope: Construct, context: ServiceContext): s3.Bucket {
  const protectedBucket = context.settings.protectedResources;
  const bucket = new s3.Bucket(scope, 'WebBucket', {
    encryption: s3.BucketEncryption.S3_MANAGED,
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: protectedBucket ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !protectedBucket,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason:
      'The bucket holds the public build of the web app and is read only by CloudFront (origin access control); who fetched which file says nothing a server access log would be kept for.',
  });
  return bucket;
}

/**
 * One distribution: HTTPS only (HTTP is redirected), HTTP/2 and HTTP/3, the viewer-request
 * function for the root redirect and the app's routes, and the security headers on every answer.
 * Price class 200: it includes the edge locations in Indonesia (Jakarta) and Singapore, where the
 * merchants are; class 100 would serve them from Europe or North America, and the edges class All
 * adds (South America, Australia) serve no merchant.
 */
function createDistribution(
  scope: Construct,
  bucket: s3.Bucket,
  connect: ConnectSources,
  domain: ReturnType<typeof dashboardDistributionDomain>,
): cloudfront.Distribution {
  const headers = createSecurityHeaders(scope, connect);
  const viewerRequest = new cloudfront.Function(scope, 'ViewerRequest', {
    comment: 'Dashboard: / redirects to /dashboard/; app routes answer with /dashboard/index.html',
    code: cloudfront.FunctionCode.fromInline(VIEWER_REQUEST_FUNCTION_CODE),
    runtime: cloudfront.FunctionRuntime.JS_2_0,
  });
  const distribution = new cloudfront.Distribution(scope, 'Distribution', {
    comment: `Merchant dashboard web app (${Stack.of(scope).stackName})`,
    defaultBehavior: {
      origin: origins.S3BucketOrigin.withOriginAccessControl(bucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: viewerRequest, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    },
    httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
    priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
    ...domain,
  });
  acknowledgeDistribution(distribution);
  return distribution;
}

/** The security headers on every answer: the app's CSP, HSTS, no framing, no sniffing, a strict referrer. */
function createSecurityHeaders(scope: Construct, connect: ConnectSources): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'Merchant dashboard: CSP, HSTS, no framing, no sniffing, strict referrer',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: dashboardCsp(connect), override: true },
      strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
}

/** cdk-nag's findings on the distribution, each with why it does not apply to public static files. */
function acknowledgeDistribution(distribution: cloudfront.Distribution): void {
  Validations.of(distribution).acknowledge(
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'Merchants sign in from wherever they travel; the app is public static files, and what it shows is decided by the API behind Cognito sign-in.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'The distribution serves only the static build (GET and HEAD); the API it calls is a separate origin, rate-limited per IP and behind Cognito, so a web ACL here would guard no request that changes anything.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'Access logs of the public static files would need a log bucket with ACLs per stage and record nothing the API access log does not: every sign-in and call goes to Cognito and the API.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        "Without context dashboardDomain the distribution uses CloudFront's default *.cloudfront.net certificate, whose TLS floor CloudFront sets; with it, its own ACM certificate and TLSv1.2_2021 (infra/domains.ts).",
    },
  );
}

/**
 * Two deployments into `dashboard/`, because BucketDeployment gives every file of one deployment
 * the same Cache-Control: the hashed files under `assets/` (immutable, a year), and the rest
 * (index.html, config.json, any unhashed file of Vite's public/: no-cache). The pages deploy after
 * the assets, so a new index.html never names a file not yet uploaded; old hashed files are kept
 * (no prune), so a tab opened before a deploy can still load the chunks its index.html named. The
 * pages' deployment prunes the rest of `dashboard/` (but not `assets/`, which it excludes) and
 * invalidates index.html and config.json at the edges. Neither returns the copied keys to
 * CloudFormation (outputObjectKeys), whose 4 KB answer limit a build of many chunks would exceed.
 */
function deployApp(
  scope: Construct,
  options: {
    context: ServiceContext;
    distDir: string;
    bucket: s3.Bucket;
    distribution: cloudfront.Distribution;
    props: DashboardWebStackProps;
    /** Where in the bucket: `dashboard/`, or the checkout page's `pay/`. */
    prefix: string;
    config: object;
    /** The checkout page's deployments are `DeployAssetsCheckout` and `DeployPagesCheckout`, beside the app's. */
    idSuffix?: string;
  },
): void {
  const { context, distDir, bucket, distribution, prefix } = options;
  const suffix = options.idSuffix ?? '';
  const logGroup = deploymentLogs(scope, context);
  const app = s3deploy.Source.asset(distDir);
  const assets = new s3deploy.BucketDeployment(scope, `DeployAssets${suffix}`, {
    sources: [app],
    destinationBucket: bucket,
    destinationKeyPrefix: prefix,
    exclude: ['*'],
    include: [`${HASHED_ASSETS_DIR}/*`],
    prune: false,
    cacheControl: [s3deploy.CacheControl.fromString(HASHED_CACHE_CONTROL)],
    outputObjectKeys: false,
    logGroup,
  });
  const pages = new s3deploy.BucketDeployment(scope, `DeployPages${suffix}`, {
    sources: [app, s3deploy.Source.jsonData('config.json', options.config)],
    destinationBucket: bucket,
    destinationKeyPrefix: prefix,
    exclude: [`${HASHED_ASSETS_DIR}/*`],
    prune: true,
    cacheControl: [s3deploy.CacheControl.fromString(PAGE_CACHE_CONTROL)],
    distribution,
    distributionPaths: [`/${prefix}index.html`, `/${prefix}config.json`],
    outputObjectKeys: false,
    logGroup,
  });
  pages.node.addDependency(assets);
  acknowledgeDeploymentHandler(scope, bucket);
}

/** One log group for every deployment's copier (CDK's one copier function per stack). */
function deploymentLogs(scope: Construct, context: ServiceContext): logs.ILogGroup {
  const existing = scope.node.tryFindChild('DeploymentLogs');
  if (existing !== undefined) return existing as logs.LogGroup;
  return new logs.LogGroup(scope, 'DeploymentLogs', {
    retention: logRetentionOf(context),
    removalPolicy: context.settings.protectedResources ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

/** The web app's `config.json` (docs/ARCHITECTURE.md, section 16): where the API is and which pool and client to sign in with (no endpoint: the real Cognito). */
export function dashboardConfig(
  context: ServiceContext,
  props: Pick<DashboardWebStackProps, 'httpApi' | 'identity'>,
): {
  api_base: string;
  cognito: { region: string; user_pool_id: string; client_id: string };
  environment: 'live' | 'sandbox';
  other_environment_url: string | null;
} {
  return {
    api_base: apiBaseOf(context, props.httpApi),
    // The sandbox stage runs on its simulator (SANDBOX=1, infra/service-functions.ts); every other
    // stage deployed to AWS has a real gateway. Each links the other's dashboard (context otherEnvironmentUrl).
    environment: context.sandbox ? 'sandbox' : 'live',
    other_environment_url: context.otherEnvironmentUrl ?? null,
    cognito: {
      region: context.region,
      user_pool_id: props.identity.userPool.userPoolId,
      client_id: props.identity.client.userPoolClientId,
    },
  };
}

/** Where the app calls the API: its custom domain (context apiDomain) when it has one, else its execute-api endpoint. */
function apiBaseOf(context: ServiceContext, httpApi: apigw.HttpApi): string {
  const domain = context.deploy.apiDomain;
  return domain === undefined ? httpApi.apiEndpoint : `https://${domain}`;
}

/** CDK's bootstrap bucket the stack's assets are staged in, as cdk-nag names it (an unknown account as <AWS::AccountId>). */
function stagingBucketNameOf(stack: Stack): string {
  const qualifier: unknown = stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier');
  return DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
    '${Qualifier}',
    typeof qualifier === 'string' ? qualifier : DefaultStackSynthesizer.DEFAULT_QUALIFIER,
  )
    .replace('${AWS::AccountId}', Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account)
    .replace('${AWS::Region}', stack.region);
}

/**
 * The bucket deployments' copier is CDK's own function (one per stack, at the stack's root); it
 * runs only while CloudFormation deploys. Its findings are acknowledged on it alone.
 */
function acknowledgeDeploymentHandler(scope: Construct, bucket: s3.Bucket): void {
  const stack = Stack.of(scope);
  const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  const acknowledgements = [...copierGrantAcknowledgements(scope, bucket), ...COPIER_FUNCTION_ACKNOWLEDGEMENTS];
  for (const handler of handlers) Validations.of(handler).acknowledge(...acknowledgements);
}

/** The copier's grants, which CDK writes: its logs, the two buckets, the staging bucket, invalidations. */
function copierGrantAcknowledgements(scope: Construct, bucket: s3.Bucket) {
  const stack = Stack.of(scope);
  const copies = "CDK's copier unpacks the staged build and syncs it into the web bucket";
  const stagingBucket = `arn:${stack.partition}:s3:::${stagingBucketNameOf(stack)}/*`;
  return [
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's deploy-time copier writes its own logs through the basic execution policy; it runs only during a deploy.",
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${copies}: CDK grants it these action groups on the two buckets only.`,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::${stagingBucket}]`,
      reason: `${copies}: it reads the build's archive from CDK's staging bucket, under a name known at deploy.`,
    },
    {
      id: `AwsSolutions-IAM5[Resource::${nagResourceName(scope, `${bucket.bucketArn}/*`)}]`,
      reason: `${copies}: it writes, and prunes, every file of the app.`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'CDK grants the copier cloudfront:CreateInvalidation and GetInvalidation on any distribution; it invalidates index.html and config.json of this one.',
    },
  ];
}

/** The copier function's own findings: its runtime, tracing and dead letters are CDK's choice. */
const COPIER_FUNCTION_ACKNOWLEDGEMENTS = [
  {
    id: 'Serverless-LambdaDLQ',
    reason:
      'CloudFormation invokes the copier and waits for its answer; a failure fails (and rolls back) the deploy, so there is no event to keep.',
  },
  {
    id: 'AwsSolutions-L1',
    reason: "The copier's runtime is CDK's choice (Python with the AWS CLI layer), updated with aws-cdk-lib.",
  },
  {
    id: 'Serverless-LambdaLatestVersion',
    reason: "The copier's runtime is CDK's choice (Python with the AWS CLI layer), updated with aws-cdk-lib.",
  },
  {
    id: 'Serverless-LambdaTracing',
    reason: 'The copier runs once per deploy; its log group (DeploymentLogs) records what it copied and any failure.',
  },
];
