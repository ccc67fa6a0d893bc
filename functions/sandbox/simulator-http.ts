import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { simulatorRuntimeFromEnvironment } from '../../local/simulator/lambda/environment';
import type { SimulatorRuntime } from '../../local/simulator/lambda/runtime';

/**
 * The deployed sandbox's gateway and provider simulator (DESIGN 18): the `$default` route of its
 * own HTTP API, answering the gateway's and the provider's API (/v1), /control and /qr/{id}.png.
 */
let runtime: SimulatorRuntime | undefined;

export function handler(event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> {
  runtime ??= simulatorRuntimeFromEnvironment();
  return runtime.http(event, context?.getRemainingTimeInMillis());
}
