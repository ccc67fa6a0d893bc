import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as route53targets from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';
import type { ServiceContext } from './context';

/**
 * The custom domains of a stage (context apiDomain, dashboardDomain, hostedZoneId, hostedZoneName;
 * infra/deploy-context.ts checks them): an ACM certificate each, DNS-validated in the Route 53
 * zone, TLS 1.2 at least, and an alias record each. Without the context nothing here is created
 * and the service answers on its execute-api and cloudfront.net names, as before.
 */

/** CloudFront takes certificates of us-east-1 only, whatever the stage's region. */
export const CLOUDFRONT_CERTIFICATE_REGION = 'us-east-1';

/** The dashboard's TLS floor on CloudFront: TLS 1.2 with the 2021 ciphers (no TLS 1.0/1.1, no CBC-SHA1). */
export const DASHBOARD_TLS_POLICY = cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021;

/** The API's TLS floor on its custom domain. */
export const API_TLS_POLICY = apigw.SecurityPolicy.TLS_1_2;

function hostedZone(scope: Construct, context: ServiceContext): route53.IHostedZone {
  const zone = context.deploy.hostedZone;
  // deploy-context.ts refuses a domain without its zone: this is unreachable with a checked context.
  if (zone === undefined) throw new Error('A custom domain needs context hostedZoneId and hostedZoneName');
  return route53.HostedZone.fromHostedZoneAttributes(scope, 'HostedZone', {
    hostedZoneId: zone.id,
    zoneName: zone.name,
  });
}

/**
 * The API's custom domain (context apiDomain) in the API stack: a regional certificate, the
 * domain with TLS 1.2 at least, the $default stage mapped at its root (so `/api/v1/...` is served
 * as on execute-api), and an A alias record. Returns the domain's base URL, or undefined without it.
 */
export function addApiDomain(scope: Construct, context: ServiceContext, stage: apigw.HttpStage): string | undefined {
  const domain = context.deploy.apiDomain;
  if (domain === undefined) return undefined;
  const zone = hostedZone(scope, context);
  const certificate = new acm.Certificate(scope, 'ApiCertificate', {
    domainName: domain,
    validation: acm.CertificateValidation.fromDns(zone),
  });
  const domainName = new apigw.DomainName(scope, 'ApiDomain', {
    domainName: domain,
    certificate,
    securityPolicy: API_TLS_POLICY,
    endpointType: apigw.EndpointType.REGIONAL,
  });
  new apigw.ApiMapping(scope, 'ApiDomainMapping', { api: stage.api, domainName, stage });
  new route53.ARecord(scope, 'ApiAliasRecord', {
    zone,
    recordName: domain,
    target: route53.RecordTarget.fromAlias(
      new route53targets.ApiGatewayv2DomainProperties(domainName.regionalDomainName, domainName.regionalHostedZoneId),
    ),
  });
  const url = `https://${domain}`;
  new CfnOutput(scope, 'ApiDomainUrl', { value: `${url}/`, description: "Base URL of the HTTP API's custom domain" });
  return url;
}

/**
 * The dashboard's certificate (context dashboardDomain) in a stack of its own in us-east-1,
 * CloudFront's certificate region, DNS-validated in the stage's hosted zone (a global service).
 * The dashboard web stack reads its ARN through CDK's cross-region references (both stacks opt in).
 */
export class DashboardCertificateStack extends Stack {
  readonly certificate: acm.Certificate;

  constructor(scope: Construct, id: string, props: StackProps & { context: ServiceContext; domain: string }) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.certificate = new acm.Certificate(this, 'DashboardCertificate', {
      domainName: props.domain,
      validation: acm.CertificateValidation.fromDns(hostedZone(this, props.context)),
    });
  }
}

/** The distribution's custom-domain settings: the domain, its us-east-1 certificate and TLS 1.2_2021 at least. */
export function dashboardDistributionDomain(
  domain: string | undefined,
  certificate: acm.ICertificate | undefined,
): Pick<cloudfront.DistributionProps, 'domainNames' | 'certificate' | 'minimumProtocolVersion'> {
  if (domain === undefined || certificate === undefined) return {};
  return { domainNames: [domain], certificate, minimumProtocolVersion: DASHBOARD_TLS_POLICY };
}

/** A and AAAA alias records of the dashboard's domain to its distribution (IPv6 is on by default). */
export function addDashboardAliases(
  scope: Construct,
  context: ServiceContext,
  distribution: cloudfront.IDistribution,
): void {
  const domain = context.deploy.dashboardDomain;
  if (domain === undefined) return;
  const zone = hostedZone(scope, context);
  const target = route53.RecordTarget.fromAlias(new route53targets.CloudFrontTarget(distribution));
  new route53.ARecord(scope, 'DashboardAliasRecord', { zone, recordName: domain, target });
  new route53.AaaaRecord(scope, 'DashboardAliasRecordIpv6', { zone, recordName: domain, target });
}
