import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { serviceContext } from '../../infra/context';
import { REPO_ROOT } from '../../infra/function';
import { createPaymentService, type PaymentService } from '../../infra/service';
import { PROD_CONTEXT } from '../support/cdk-context';
import { fakeDashboardDist } from '../support/dashboard-dist';

type Resource = { Type: string; Properties: Record<string, any> };
type TemplateJson = { Resources: Record<string, Resource> };

const DOMAINS = {
  apiDomain: 'api.payments.test',
  dashboardDomain: 'dashboard.payments.test',
  hostedZoneId: 'Z0123456789ABCDEFGHIJ',
  hostedZoneName: 'payments.test',
};

/** Templates only (no function bundling), as test/infra/dashboard-web.test.ts synthesizes them. */
function synth(context: Record<string, unknown>): { app: App; service: PaymentService } {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-domains-test-'));
  const app = new App({ outdir, context: { ...cdkJson.context, ...context, 'aws:cdk:bundling-stacks': [] } });
  return { app, service: createPaymentService(app, serviceContext(app), { dashboardDist: fakeDashboardDist() }) };
}

const jsonOf = (stack: Stack): TemplateJson => Template.fromStack(stack).toJSON() as TemplateJson;
const resourcesOf = (json: TemplateJson, type: string): Resource[] =>
  Object.values(json.Resources).filter((resource) => resource.Type === type);

describe('a prod synth with custom domains', () => {
  let service: PaymentService;
  let api: TemplateJson;
  let web: TemplateJson;
  let certificateStack: Stack;

  beforeAll(() => {
    const synthesized = synth({ ...PROD_CONTEXT, ...DOMAINS });
    service = synthesized.service;
    api = jsonOf(service.api);
    web = jsonOf(service.dashboardWeb);
    certificateStack = service.stacks.find((stack) => stack.stackName === 'Prod-Payments-DashboardCertificate')!;
  }, 600_000);

  it('gives the API a DNS-validated regional certificate, TLS 1.2 at least, its stage mapped, and an alias', () => {
    expect(resourcesOf(api, 'AWS::CertificateManager::Certificate')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          DomainName: DOMAINS.apiDomain,
          ValidationMethod: 'DNS',
          DomainValidationOptions: [{ DomainName: DOMAINS.apiDomain, HostedZoneId: DOMAINS.hostedZoneId }],
        }),
      }),
    ]);
    const [domain] = resourcesOf(api, 'AWS::ApiGatewayV2::DomainName');
    expect(domain!.Properties).toMatchObject({
      DomainName: DOMAINS.apiDomain,
      DomainNameConfigurations: [{ EndpointType: 'REGIONAL', SecurityPolicy: 'TLS_1_2' }],
    });
    const [mapping] = resourcesOf(api, 'AWS::ApiGatewayV2::ApiMapping');
    expect(mapping!.Properties).toMatchObject({ DomainName: { Ref: expect.any(String) }, Stage: '$default' });
    expect(mapping!.Properties.ApiMappingKey).toBeUndefined();
    expect(resourcesOf(api, 'AWS::Route53::RecordSet')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          Name: `${DOMAINS.apiDomain}.`,
          Type: 'A',
          HostedZoneId: DOMAINS.hostedZoneId,
          AliasTarget: expect.objectContaining({ DNSName: expect.anything() }),
        }),
      }),
    ]);
  });

  it("validates the dashboard's certificate in us-east-1, CloudFront's certificate region", () => {
    expect(certificateStack.region).toBe('us-east-1');
    expect(resourcesOf(jsonOf(certificateStack), 'AWS::CertificateManager::Certificate')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          DomainName: DOMAINS.dashboardDomain,
          ValidationMethod: 'DNS',
          DomainValidationOptions: [{ DomainName: DOMAINS.dashboardDomain, HostedZoneId: DOMAINS.hostedZoneId }],
        }),
      }),
    ]);
  });

  it('serves the dashboard on its domain with TLSv1.2_2021 at least, and A and AAAA aliases to it', () => {
    const [distribution] = resourcesOf(web, 'AWS::CloudFront::Distribution');
    const config = distribution!.Properties.DistributionConfig;
    expect(config.Aliases).toEqual([DOMAINS.dashboardDomain]);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
      AcmCertificateArn: expect.anything(),
    });
    const records = resourcesOf(web, 'AWS::Route53::RecordSet').map((record) => record.Properties);
    expect(records.map((record) => [record.Name, record.Type]).sort()).toEqual([
      [`${DOMAINS.dashboardDomain}.`, 'A'],
      [`${DOMAINS.dashboardDomain}.`, 'AAAA'],
    ]);
  });

  it("allows the dashboard's domain on the API and the KYC bucket without dashboardOrigins (one deploy)", () => {
    const [httpApi] = resourcesOf(api, 'AWS::ApiGatewayV2::Api');
    expect(httpApi!.Properties.CorsConfiguration.AllowOrigins).toEqual([`https://${DOMAINS.dashboardDomain}`]);
    const kyc = Object.entries(jsonOf(service.data).Resources).find(([id]) => id.startsWith('KycDocumentsBucket'))!;
    expect(kyc[1].Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: [`https://${DOMAINS.dashboardDomain}`] }),
    ]);
    const warnings = service.dashboardWeb.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning');
    expect(warnings).toEqual([]);
  });

  it('points the app at the API domain (config.json and connect-src)', () => {
    const [policy] = resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig);
    expect(csp).toContain(`connect-src 'self' https://${DOMAINS.apiDomain} `);
  });

  it('leaves no unacknowledged AwsSolutions or Serverless finding in the domain stacks', () => {
    const findings = [service.api, service.dashboardWeb, certificateStack].flatMap((stack) =>
      [new AwsSolutionsChecks(), new ServerlessChecks()]
        .flatMap((pack) => pack.validateScope(stack).violations)
        .map((violation) => `${stack.stackName} ${violation.severity} ${violation.ruleName}`),
    );
    expect(findings).toEqual([]);
  });
});

describe('a prod synth with dashboardOrigins besides the dashboard domain', () => {
  it('allows both, the domain first', () => {
    const extra = 'https://d111111abcdef8.cloudfront.net';
    const { service } = synth({ ...PROD_CONTEXT, ...DOMAINS, dashboardOrigins: extra });
    const [httpApi] = resourcesOf(jsonOf(service.api), 'AWS::ApiGatewayV2::Api');
    expect(httpApi!.Properties.CorsConfiguration.AllowOrigins).toEqual([`https://${DOMAINS.dashboardDomain}`, extra]);
  }, 600_000);
});

describe('a synth without the domain context', () => {
  it('creates no certificate, domain or record, and no certificate stack', () => {
    const { service } = synth(PROD_CONTEXT);
    expect(service.stacks.map((stack) => stack.stackName)).not.toContain('Prod-Payments-DashboardCertificate');
    for (const stack of [service.api, service.dashboardWeb]) {
      const json = jsonOf(stack);
      for (const type of [
        'AWS::CertificateManager::Certificate',
        'AWS::ApiGatewayV2::DomainName',
        'AWS::Route53::RecordSet',
      ])
        expect(resourcesOf(json, type)).toEqual([]);
    }
  }, 600_000);
});
