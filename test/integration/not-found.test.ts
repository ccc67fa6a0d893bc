import { handler } from '../../functions/api/not-found';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

function event(method: string, path: string, headers?: Record<string, string>): APIGatewayProxyEventV2 {
  return { rawPath: path, headers, requestContext: { http: { method, path } } } as unknown as APIGatewayProxyEventV2;
}

/** API Gateway's $default route: whatever no row serves still gets the contract's envelope. */
describe('the catch-all route', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/api/v2/qris'],
    ['POST', '/api/v1/unknown'],
    ['GET', '/api/v1/transactions/abc/extra'],
  ])('answers %s %s with 404 not_found', async (method, path) => {
    const response = await handler(event(method, path));
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(String(response.body))).toEqual({ ok: false, error: 'not_found', message: 'No such endpoint' });
  });

  it.each([
    ['DELETE', '/api/v1/qris', 'POST'],
    ['PUT', '/api/v1/transactions', 'GET'],
    ['POST', '/api/v1/transactions/QR-1', 'GET'],
  ])('answers %s %s with 405 method_not_allowed and Allow: %s', async (method, path, allowed) => {
    const response = await handler(event(method, path));
    expect(response.statusCode).toBe(405);
    expect(response.headers?.allow).toBe(allowed);
    expect(JSON.parse(String(response.body))).toMatchObject({ ok: false, error: 'method_not_allowed' });
  });

  it("answers a browser's CORS preflight to a served path with 204 and no body (API Gateway adds the CORS headers)", async () => {
    const preflight = { origin: 'https://d111111abcdef8.cloudfront.net', 'access-control-request-method': 'GET' };
    const response = await handler(event('OPTIONS', '/dashboard/v1/me', preflight));
    expect(response).toEqual({ statusCode: 204 });
  });

  it('answers OPTIONS without a preflight header, or to a path nothing serves, as before (405, 404)', async () => {
    expect((await handler(event('OPTIONS', '/dashboard/v1/me'))).statusCode).toBe(405);
    const preflight = { origin: 'https://d111111abcdef8.cloudfront.net', 'access-control-request-method': 'GET' };
    expect((await handler(event('OPTIONS', '/dashboard/v1/nothing-here', preflight))).statusCode).toBe(404);
  });
});
