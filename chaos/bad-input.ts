import { randomUUID } from 'node:crypto';
import type { RouteDefinition } from '../shared/http/route';
import { signBody } from '../shared/gateway/signature';
import { fullPath, ROUTES } from '../shared/routes';

/**
 * 30 malformed bodies sent to every POST route (the route table's and the sandbox's): each must
 * get the error envelope with a 4xx, never a 5xx. Client routes go with the demo client's
 * credentials, admin routes with the admin token, dashboard routes with a signed-in user's ID token
 * (signed up through the stack's user pool), the gateway callback signed with its secret, so every
 * body reaches validation rather than stopping at authentication.
 */
export const MALFORMED_BODIES: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '"a string"',
  '123',
  'true',
  '{"amount": "10000"}',
  '{"amount": -1}',
  '{"amount": 1e309}',
  '{"amount": 10000.5}',
  '{"amount": 99999999999999999999}',
  '{"__proto__": {"admin": true}, "amount": 10000}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  '{"amount": null}',
  '{"amount": [10000]}',
  '{"amount": {"$gt": 0}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  JSON.stringify({ amount: 10000, description: 'x'.repeat(200_000) }),
  '{"partner_reff": "QR\\u0000X", "pin": "123456"}',
  '{"partner_reff": "\\ud800", "amount": 10000}',
  '{"amount": 10000, "amount": "x"}',
  '{"pin": 123456, "partner_reff": 1}',
  JSON.stringify({ amount: 10000, bank_code: '014', account_number: '1'.repeat(100) }),
  `{"merchant_id": "m_${'A'.repeat(1000)}"}`,
  '{"amount": 10000} trailing garbage',
  '\ufeff{"amount": 10000}',
  '{"seconds": 1e10, "refund": "yes"}',
  '{"amount": 10000, "customer_phone": "08<script>alert(1)</script>"}',
  '{"event": "payment.paid", "channel": "qris", "partner_reff": null, "amount": "1"}',
];

const SANDBOX_POST_PATHS = [
  '/sandbox/v1/qris/QR-X/pay',
  '/sandbox/v1/qris/QR-X/fail',
  '/sandbox/v1/va/3935800000000000/pay',
  '/sandbox/v1/callbacks',
  '/sandbox/v1/clock/advance',
  '/sandbox/v1/payouts/TF-X/return',
  '/sandbox/v1/payouts/TF-X/execute',
  '/sandbox/v1/ewallet-cashin/000000000000/pay',
];

/** Path parameters that name nothing: bad input must not change real records (or rotate the demo secret). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: 'm_CHAOSNOBODY0000',
  client_id: 'cl_chaos_nobody',
  partner_reff: 'QR-20260101-XXXXXXXXXXXX',
  token: 'device-token',
  queue: 'no-such-queue',
};

function pathOf(route: RouteDefinition): string {
  return fullPath(route).replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}

function headersFor(
  route: RouteDefinition | undefined,
  body: string,
  adminToken: string,
  index: number,
  userToken: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': `203.0.113.${(index % 250) + 1}`,
  };
  if (route?.auth === 'client') headers.authorization = 'Bearer demo_client:demo_secret_0123456789abcdefghijklmnop';
  if (route?.auth === 'admin') headers.authorization = `Bearer ${adminToken}`;
  if (route?.auth === 'user') headers.authorization = `Bearer ${userToken}`;
  if (route?.auth === 'gateway')
    headers['x-gateway-signature'] = signBody(body, process.env.GATEWAY_CALLBACK_SECRET ?? '');
  if (route?.idempotency !== 'none') headers['x-idempotency-key'] = `bad-input-${index}`;
  return headers;
}

export interface BadInputReport {
  sent: number;
  bodies: number;
  routes: number;
  serverErrors: number;
  /** Answers that were a 5xx, or a 4xx without the envelope. */
  examples: string[];
}

export async function badInputReport(base: string, adminToken: string): Promise<BadInputReport> {
  const routes = (ROUTES as readonly RouteDefinition[]).filter((route) => route.method === 'POST');
  const userToken = await dashboardIdToken(base);
  const targets: Array<{ path: string; route?: RouteDefinition }> = [
    ...routes.map((route) => ({ path: pathOf(route), route })),
    ...SANDBOX_POST_PATHS.map((path) => ({ path })),
  ];
  const report: BadInputReport = {
    sent: 0,
    bodies: MALFORMED_BODIES.length,
    routes: targets.length,
    serverErrors: 0,
    examples: [],
  };
  let index = 0;
  // Routes in parallel, each route's bodies one after another: a 5xx must come from the body, not from racing itself.
  await Promise.all(
    targets.map(async (target) => {
      for (const body of MALFORMED_BODIES) {
        index += 1;
        const response = await fetch(`${base}${target.path}`, {
          method: 'POST',
          headers: headersFor(target.route, body, adminToken, index, userToken),
          body,
        });
        const text = await response.text();
        report.sent += 1;
        // A refusal must be the envelope; a 2xx is fine where a route takes no body (it ignores it).
        const enveloped = /^\{"ok":false,"error":"[a-z_]+"/.test(text);
        const wrong = response.status >= 500 || (response.status >= 400 && !enveloped);
        if (response.status >= 500) report.serverErrors += 1;
        if (wrong && report.examples.length < 5)
          report.examples.push(
            `POST ${target.path} ${JSON.stringify(body.slice(0, 60))} -> ${response.status} ${text.slice(0, 120)}`,
          );
      }
    }),
  );
  return report;
}

/** Calls the local user pool's JSON API (the emulator `GET /dashboard/config.json` names). */
async function cognitoCall(endpoint: string, target: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${target} failed: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A new dashboard user's ID token: signed up and in through the stack's user pool. */
export async function dashboardIdToken(base: string): Promise<string> {
  const config = (await (await fetch(`${base}/dashboard/config.json`)).json()) as {
    cognito: { endpoint: string; client_id: string };
  };
  const { endpoint, client_id: clientId } = config.cognito;
  const credentials = { USERNAME: `chaos-${randomUUID()}@merchant.test`, PASSWORD: 'Chaos-Passw0rd!' };
  await cognitoCall(endpoint, 'SignUp', {
    ClientId: clientId,
    Username: credentials.USERNAME,
    Password: credentials.PASSWORD,
  });
  const signedIn = await cognitoCall(endpoint, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: credentials,
  });
  return String((signedIn.AuthenticationResult as { IdToken: string }).IdToken);
}
