import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { serviceContext } from '../../infra/context';
import {
  assertDashboardBuilt,
  DASHBOARD_BUILD_COMMAND,
  HASHED_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  VIEWER_REQUEST_FUNCTION_CODE,
} from '../../infra/dashboard-web';
import { REPO_ROOT } from '../../infra/function';
import { CORS_ALLOW_HEADERS } from '../../infra/http-api';
import { createPaymentService, STACK_RESOURCES_MAX, type PaymentService } from '../../infra/service';
import { PROD_CONTEXT } from '../support/cdk-context';
import { FAKE_DASHBOARD_ASSET, fakeDashboardDist } from '../support/dashboard-dist';

type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DeletionPolicy?: string;
  DependsOn?: string[];
};
type TemplateJson = { Resources: Record<string, Resource>; Outputs?: Record<string, { Value: unknown }> };

const DASHBOARD_ORIGIN = 'https://d111111abcdef8.cloudfront.net';

function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> })
    .context;
}

/** Templates only (no function bundling): the web app's stack stages nothing but the fake build. */
function synth(context: Record<string, unknown>, dashboardDist = fakeDashboardDist()): PaymentService {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-dashboard-web-test-'));
  const app = new App({ outdir, context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] } });
  return createPaymentService(app, serviceContext(app), { dashboardDist, checkoutDist: fakeCheckoutDist() });
}

/** A stand-in for `checkout/dist`: an index.html naming one hashed asset under /pay/. */
function fakeCheckoutDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/pay/assets/i-1.js"></script>\n',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'i-1.js'), 'document.title = "Pembayaran";\n');
  return dir;
}

const jsonOf = (stack: Stack): TemplateJson => Template.fromStack(stack).toJSON() as TemplateJson;

function resourcesOf(json: TemplateJson, type: string): Array<[string, Resource]> {
  return Object.entries(json.Resources).filter(([, resource]) => resource.Type === type);
}

function onlyOf(json: TemplateJson, type: string): [string, Resource] {
  const found = resourcesOf(json, type);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/**
 * A template value as text: Fn::Join flattened, a reference to another stack's output written
 * `{Stack.Output}`, a pseudo parameter `{AWS::AccountId}`, any other reference `{Ref:Id}`.
 */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  const object = value as Record<string, any>;
  if (object['Fn::Join']) return (object['Fn::Join'][1] as unknown[]).map(text).join(object['Fn::Join'][0]);
  if (object['Fn::GetStackOutput'])
    return `{${object['Fn::GetStackOutput'].StackName}.${object['Fn::GetStackOutput'].OutputName}}`;
  if (object.Ref) return String(object.Ref).startsWith('AWS::') ? `{${object.Ref}}` : `{Ref:${object.Ref}}`;
  if (object['Fn::GetAtt']) return `{${object['Fn::GetAtt'].join('.')}}`;
  throw new Error(`unexpected template value ${JSON.stringify(value)}`);
}

/** The viewer-request function, run as CloudFront would: its handler on an event holding the path. */
function viewerRequest(uri: string): Record<string, any> {
  const handler = vm.runInNewContext(`${VIEWER_REQUEST_FUNCTION_CODE}\nhandler;`) as (event: unknown) => unknown;
  return JSON.parse(
    JSON.stringify(handler({ version: '1.0', context: {}, viewer: {}, request: { method: 'GET', uri, headers: {} } })),
  ) as Record<string, any>;
}

describe('a dev synth', () => {
  let service: PaymentService;
  let web: TemplateJson;
  let api: TemplateJson;
  let data: TemplateJson;

  beforeAll(() => {
    service = synth({});
    web = jsonOf(service.dashboardWeb);
    api = jsonOf(service.api);
    data = jsonOf(service.data);
  }, 600_000);

  /** An output of the API or data stack, by the name a reference into it carries. */
  const outputValue = (reference: string): unknown => {
    const [stackName, outputName] = reference.replace(/^\{|\}$/g, '').split('.');
    const json = stackName === service.api.stackName ? api : stackName === service.data.stackName ? data : undefined;
    return json!.Outputs![outputName!]!.Value;
  };
  const apiEndpointOutput = () => `{${service.api.stackName}.${apiEndpointOutputName()}}`;
  const apiEndpointOutputName = () => {
    const [apiId] = onlyOf(api, 'AWS::ApiGatewayV2::Api');
    const names = Object.entries(api.Outputs!)
      .filter(([, output]) => JSON.stringify(output.Value) === JSON.stringify({ 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }))
      .map(([name]) => name);
    expect(names).toHaveLength(1);
    return names[0]!;
  };

  it('is its own stack, Dev-Payments-DashboardWeb, after the API and data stacks it reads', () => {
    expect(service.dashboardWeb.stackName).toBe('Dev-Payments-DashboardWeb');
    expect(service.stacks.map((one) => one.stackName)).toContain('Dev-Payments-DashboardWeb');
    // Stack dependencies are settled when the app synthesizes (the templates above did).
    expect(service.dashboardWeb.dependencies.map((one) => one.stackName).sort()).toEqual([
      'Dev-Payments-Api',
      'Dev-Payments-Data',
    ]);
  });

  it(`keeps the stack within ${STACK_RESOURCES_MAX} resources`, () => {
    expect(Object.keys(web.Resources).length).toBeLessThanOrEqual(STACK_RESOURCES_MAX);
  });

  it('keeps the bucket private: public access blocked, TLS only, S3-managed encryption, owner-enforced', () => {
    const [, bucket] = onlyOf(web, 'AWS::S3::Bucket');
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    expect(bucket.Properties.WebsiteConfiguration).toBeUndefined();
    const [, policy] = onlyOf(web, 'AWS::S3::BucketPolicy');
    const statements = policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    // Nobody but CloudFront (and dev's bucket emptier) is let in; no statement names a public principal.
    for (const statement of statements.filter((one) => one.Effect === 'Allow'))
      expect(JSON.stringify(statement.Principal)).not.toMatch(/"\*"/);
  });

  it('lets only the distribution read the bucket, through an origin access control (no OAI)', () => {
    const [bucketId] = onlyOf(web, 'AWS::S3::Bucket');
    const [oacId, oac] = onlyOf(web, 'AWS::CloudFront::OriginAccessControl');
    expect(oac.Properties.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    const [distributionId, distribution] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.Origins).toEqual([
      expect.objectContaining({
        DomainName: { 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] },
        OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
        S3OriginConfig: { OriginAccessIdentity: '' },
      }),
    ]);
    expect(resourcesOf(web, 'AWS::CloudFront::CloudFrontOriginAccessIdentity')).toEqual([]);
    const [, policy] = onlyOf(web, 'AWS::S3::BucketPolicy');
    const cloudFront = (policy.Properties.PolicyDocument.Statement as Array<Record<string, any>>).filter(
      (statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(text(cloudFront[0]!.Resource)).toBe(`{${bucketId}.Arn}/*`);
    expect(text(cloudFront[0]!.Condition.StringEquals['AWS:SourceArn'])).toBe(
      `arn:{AWS::Partition}:cloudfront::{AWS::AccountId}:distribution/{Ref:${distributionId}}`,
    );
  });

  it('serves HTTPS only (HTTP redirected), over HTTP/2 and HTTP/3, from the price class that includes Indonesia', () => {
    const [, distribution] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig).toMatchObject({
      Enabled: true,
      HttpVersion: 'http2and3',
      PriceClass: 'PriceClass_200',
      DefaultCacheBehavior: {
        ViewerProtocolPolicy: 'redirect-to-https',
        AllowedMethods: ['GET', 'HEAD'],
        Compress: true,
        // Managed policy CachingOptimized: it honours the objects' Cache-Control (a year for hashed files, no-cache for pages).
        CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
      },
    });
    expect(distribution.Properties.DistributionConfig.CacheBehaviors).toBeUndefined();
  });

  it('answers with CSP, HSTS (2 years, subdomains), X-Frame-Options DENY, nosniff and a strict referrer policy', () => {
    const [policyId, policy] = onlyOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const [, distribution] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({
      Ref: policyId,
    });
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      ContentSecurityPolicy: { Override: true },
    });
    expect(text(headers.ContentSecurityPolicy.ContentSecurityPolicy)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        `img-src 'self' data: ${apiEndpointOutput()}`,
        `connect-src 'self' ${apiEndpointOutput()} https://cognito-idp.ap-southeast-3.amazonaws.com https://dev-payments-kyc-{AWS::AccountId}-ap-southeast-3.s3.ap-southeast-3.amazonaws.com`,
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it("allows the KYC bucket's own name in connect-src: the bucket the presigned POSTs go to", () => {
    // The other bucket of the data stack is the KYC bucket's access log bucket.
    const [, bucket] = resourcesOf(data, 'AWS::S3::Bucket').find(([id]) => id.startsWith('KycDocumentsBucket'))!;
    expect(text(bucket.Properties.BucketName)).toBe('dev-payments-kyc-{AWS::AccountId}-ap-southeast-3');
  });

  it('runs the redirect and single-page-app function on every viewer request, with exactly the tested code', () => {
    const [functionId, fn] = onlyOf(web, 'AWS::CloudFront::Function');
    expect(fn.Properties).toMatchObject({
      AutoPublish: true,
      FunctionCode: VIEWER_REQUEST_FUNCTION_CODE,
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
    const [, distribution] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(distribution.Properties.DistributionConfig.DefaultRootObject).toBeUndefined();
  });

  it("deploys the hashed assets under dashboard/assets/ for a year, immutable, and keeps the previous deploys' files", () => {
    const [, assets] = deploymentOf(web, 'DeployAssets');
    expect(assets.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'dashboard/',
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': HASHED_CACHE_CONTROL },
      // A build of many chunks would overflow CloudFormation's 4 KB custom resource answer.
      OutputObjectKeys: false,
    });
    expect(HASHED_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(assets.Properties.DistributionId).toBeUndefined();
  });

  it('deploys index.html and config.json no-cache, after the assets, pruning old pages but not assets, and invalidates both', () => {
    const [assetsId] = deploymentOf(web, 'DeployAssets');
    const [, pages] = deploymentOf(web, 'DeployPages');
    const [distributionId] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(pages.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'dashboard/',
      Exclude: ['assets/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': PAGE_CACHE_CONTROL },
      DistributionId: { Ref: distributionId },
      DistributionPaths: ['/dashboard/index.html', '/dashboard/config.json'],
      OutputObjectKeys: false,
    });
    expect(PAGE_CACHE_CONTROL).toBe('no-cache');
    expect(pages.Properties.Include).toBeUndefined();
    expect(pages.DependsOn).toEqual(expect.arrayContaining([assetsId]));
    // The same staged build feeds both deployments; the pages' second source is config.json.
    const [, assets] = deploymentOf(web, 'DeployAssets');
    expect(pages.Properties.SourceObjectKeys[0]).toBe(assets.Properties.SourceObjectKeys[0]);
    expect(pages.Properties.SourceObjectKeys).toHaveLength(2);
  });

  it("writes dashboard/config.json as the web app's {api_base, cognito: {region, user_pool_id, client_id}}, from the other stacks", () => {
    const [, pages] = deploymentOf(web, 'DeployPages');
    const markers = pages.Properties.SourceMarkers[1] as Record<string, unknown>;
    expect(pages.Properties.SourceMarkersConfig[1]).toEqual({ jsonEscape: true });
    const staged = stagedFileOf(service.dashboardWeb, pages.Properties.SourceObjectKeys[1] as string, 'config.json');
    const config = JSON.parse(staged) as Record<string, any>;
    expect(Object.keys(config).sort()).toEqual(['api_base', 'cognito', 'environment', 'other_environment_url']);
    // Every AWS stage has a real gateway today: live, with no sandbox to link to.
    expect(config).toMatchObject({ environment: 'live', other_environment_url: null });
    expect(Object.keys(config.cognito).sort()).toEqual(['client_id', 'region', 'user_pool_id']);
    expect(config.cognito.region).toBe('ap-southeast-3');
    const referenced = (marker: string) => text(markers[marker]);
    expect(referenced(config.api_base)).toBe(apiEndpointOutput());
    const [poolId] = onlyOf(data, 'AWS::Cognito::UserPool');
    const [clientId] = onlyOf(data, 'AWS::Cognito::UserPoolClient');
    expect(outputValue(referenced(config.cognito.user_pool_id))).toEqual({ Ref: poolId });
    expect(outputValue(referenced(config.cognito.client_id))).toEqual({ Ref: clientId });
  });

  it('stages the build as it is: index.html and the hashed asset', () => {
    const [, assets] = deploymentOf(web, 'DeployAssets');
    const files = stagedFilesOf(service.dashboardWeb, assets.Properties.SourceObjectKeys[0] as string);
    expect(files.sort()).toEqual([FAKE_DASHBOARD_ASSET, 'index.html']);
  });

  it('empties and removes the dev bucket with its stack', () => {
    const [, bucket] = onlyOf(web, 'AWS::S3::Bucket');
    expect(bucket.DeletionPolicy).toBe('Delete');
    expect(resourcesOf(web, 'Custom::S3AutoDeleteObjects')).toHaveLength(1);
  });

  it("keeps the copier's log for the stage's retention (30 days in dev)", () => {
    const [logGroupId, logGroup] = onlyOf(web, 'AWS::Logs::LogGroup');
    expect(logGroup.Properties.RetentionInDays).toBe(30);
    const copier = resourcesOf(web, 'AWS::Lambda::Function').filter(([id]) =>
      id.startsWith('CustomCDKBucketDeployment'),
    );
    expect(copier).toHaveLength(1);
    expect(copier[0]![1].Properties.LoggingConfig).toEqual({ LogGroup: { Ref: logGroupId } });
  });

  it('outputs the dashboard URL and the origin to put in dashboardOrigins', () => {
    const [distributionId] = onlyOf(web, 'AWS::CloudFront::Distribution');
    expect(text(web.Outputs!.DashboardUrl!.Value)).toBe(`https://{${distributionId}.DomainName}/dashboard/`);
    expect(text(web.Outputs!.DashboardOrigin!.Value)).toBe(`https://{${distributionId}.DomainName}`);
  });

  it('lets any origin call the API in dev (no dashboardOrigins), with the headers the app sends', () => {
    const [, httpApi] = onlyOf(api, 'AWS::ApiGatewayV2::Api');
    expect(httpApi.Properties.CorsConfiguration).toEqual({
      AllowOrigins: ['*'],
      AllowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      AllowHeaders: CORS_ALLOW_HEADERS,
      ExposeHeaders: expect.arrayContaining(['retry-after', 'content-disposition']),
      AllowCredentials: false,
      MaxAge: 3600,
    });
    expect(CORS_ALLOW_HEADERS).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-merchant-id']),
    );
  });

  it('leaves no unacknowledged AwsSolutions or Serverless finding in the stack', () => {
    const findings = [new AwsSolutionsChecks(), new ServerlessChecks()]
      .flatMap((pack) => pack.validateScope(service.dashboardWeb).violations)
      .map(
        (violation) =>
          `${violation.severity} ${violation.ruleName} at ${violation.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
    expect(findings).toEqual([]);
  });
});

describe('a prod synth', () => {
  let service: PaymentService;
  let web: TemplateJson;

  beforeAll(() => {
    service = synth({ ...PROD_CONTEXT, dashboardOrigins: DASHBOARD_ORIGIN });
    web = jsonOf(service.dashboardWeb);
  }, 600_000);

  it('retains the bucket (no emptier) and the log of its copier, and protects the stack', () => {
    const [, bucket] = onlyOf(web, 'AWS::S3::Bucket');
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(resourcesOf(web, 'Custom::S3AutoDeleteObjects')).toEqual([]);
    const [, logGroup] = onlyOf(web, 'AWS::Logs::LogGroup');
    expect(logGroup).toMatchObject({ DeletionPolicy: 'Retain', Properties: { RetentionInDays: 400 } });
    expect(service.dashboardWeb.terminationProtection).toBe(true);
    expect(service.dashboardWeb.stackName).toBe('Prod-Payments-DashboardWeb');
  });

  it("serves the checkout page under pay/ (its assets a year, its pages no-cache, its config.json naming the API), and names it in the payment links' URLs", () => {
    const [assetsId, assets] = deploymentOf(web, 'DeployAssetsCheckout');
    expect(assets.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'pay/',
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': HASHED_CACHE_CONTROL },
    });
    const [, pages] = deploymentOf(web, 'DeployPagesCheckout');
    expect(pages.Properties).toMatchObject({
      DestinationBucketKeyPrefix: 'pay/',
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': PAGE_CACHE_CONTROL },
      DistributionPaths: ['/pay/index.html', '/pay/config.json'],
    });
    expect(pages.DependsOn).toEqual(expect.arrayContaining([assetsId]));
    expect(JSON.stringify(pages.Properties.SourceMarkers[1])).toContain('ApiEndpoint');
    // The merchant's link routes name the page on the distribution; no other function is told.
    const told = service.stacks
      .flatMap((stack) => resourcesOf(jsonOf(stack), 'AWS::Lambda::Function'))
      .filter(([, fn]) => fn.Properties.Environment?.Variables?.PAY_PAGE_BASE_URL !== undefined);
    expect(told.length).toBeGreaterThanOrEqual(4);
    for (const [, fn] of told) expect(fn.Properties.Environment.Variables.PAY_PAGE_BASE_URL).toBe(DASHBOARD_ORIGIN);
  });

  it("allows the dashboard's origin, and only it, on the API and the KYC bucket", () => {
    const [, httpApi] = onlyOf(jsonOf(service.api), 'AWS::ApiGatewayV2::Api');
    expect(httpApi.Properties.CorsConfiguration.AllowOrigins).toEqual([DASHBOARD_ORIGIN]);
    const [, kyc] = resourcesOf(jsonOf(service.data), 'AWS::S3::Bucket').find(([id]) =>
      id.startsWith('KycDocumentsBucket'),
    )!;
    expect(kyc.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: [DASHBOARD_ORIGIN], AllowedMethods: ['POST'] }),
    ]);
  });

  it("names the account's KYC bucket in connect-src", () => {
    const [, policy] = onlyOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(
      text(
        policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
      ),
    ).toContain(' https://prod-payments-kyc-111122223333-ap-southeast-3.s3.ap-southeast-3.amazonaws.com;');
  });

  it('leaves no unacknowledged AwsSolutions or Serverless finding in the stack', () => {
    const findings = [new AwsSolutionsChecks(), new ServerlessChecks()]
      .flatMap((pack) => pack.validateScope(service.dashboardWeb).violations)
      .map((violation) => `${violation.severity} ${violation.ruleName}`);
    expect(findings).toEqual([]);
  });
});

describe('a prod synth without dashboardOrigins (the first deploy)', () => {
  it('lets no browser origin call the API, and warns what to set after the deploy', () => {
    const service = synth(PROD_CONTEXT);
    const [, httpApi] = onlyOf(jsonOf(service.api), 'AWS::ApiGatewayV2::Api');
    expect(httpApi.Properties.CorsConfiguration).toBeUndefined();
    const warnings = service.dashboardWeb.node.metadata
      .filter((entry) => entry.type === 'aws:cdk:warning')
      .map((entry) => String(entry.data));
    expect(warnings).toEqual([expect.stringMatching(/dashboardOrigins is not set[\s\S]*DashboardOrigin/)]);
  }, 600_000);
});

describe('a synth without a built web app', () => {
  it(`stops, telling to run ${DASHBOARD_BUILD_COMMAND}`, () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-dist-empty-'));
    expect(() => assertDashboardBuilt(empty)).toThrow(/index\.html is missing\. Run `npm run dashboard:build`/);
    expect(() => synth({}, path.join(empty, 'dist'))).toThrow(/The dashboard web app is not built/);
  });
});

describe('the viewer-request function', () => {
  it.each([['/'], ['/dashboard']])('redirects %s to /dashboard/ (302)', (uri) => {
    expect(viewerRequest(uri)).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: '/dashboard/' } },
    });
  });

  it.each([
    ['/dashboard/'],
    ['/dashboard/transactions'],
    ['/dashboard/transactions/QR20261121170405ABC123'],
    ['/dashboard/transactions/INV.2026.001'],
    ['/dashboard/settings/'],
  ])('answers the app page %s with /dashboard/index.html', (uri) => {
    expect(viewerRequest(uri)).toMatchObject({ method: 'GET', uri: '/dashboard/index.html' });
  });

  it.each([
    ['/dashboard/assets/x.js'],
    ['/dashboard/assets/index-Bx7f3k9q.css'],
    ['/dashboard/index.html'],
    ['/dashboard/config.json'],
    ['/dashboard/favicon.svg'],
    ['/robots.txt'],
    ['/pay/assets/index-C56BVSa9.js'],
    ['/pay/config.json'],
    ['/pay/index.html'],
  ])('passes the file %s to the bucket as asked', (uri) => {
    expect(viewerRequest(uri)).toMatchObject({ method: 'GET', uri });
  });

  it.each([['/pay/pl_01KBX4M3P7Q2Z9W8V6T5S4R3N2'], ['/pay/pl_01KBX4M3P7Q2Z9W8V6T5S4R3N2/']])(
    "answers a payment link's checkout page %s with /pay/index.html",
    (uri) => {
      expect(viewerRequest(uri)).toMatchObject({ method: 'GET', uri: '/pay/index.html' });
    },
  );
});

function deploymentOf(json: TemplateJson, idPrefix: string): [string, Resource] {
  // The checkout page's deployments (DeployAssetsCheckout, DeployPagesCheckout) are asked for by that name.
  const found = resourcesOf(json, 'Custom::CDKBucketDeployment').filter(
    ([id]) => id.startsWith(idPrefix) && (idPrefix.includes('Checkout') || !id.includes('Checkout')),
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The staged directory of an asset synth wrote (`asset.<hash>` beside the templates), by its S3 key. */
function stagedDirOf(stack: Stack, objectKey: string): string {
  const outdir = (stack.node.root as App).outdir;
  return path.join(outdir, `asset.${objectKey.replace(/\.zip$/, '')}`);
}

function stagedFilesOf(stack: Stack, objectKey: string): string[] {
  const dir = stagedDirOf(stack, objectKey);
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'));
}

function stagedFileOf(stack: Stack, objectKey: string, name: string): string {
  return fs.readFileSync(path.join(stagedDirOf(stack, objectKey), name), 'utf8');
}
