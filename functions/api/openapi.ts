import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { internalErrorResponse } from '../../shared/http/docs';
import { logger } from '../../shared/logger';
import { openApiJson } from '../../shared/openapi';

/** GET /openapi.json: the machine-readable description, generated from the route table once per process. */
export async function handler(_event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
      body: openApiJson(),
    };
  } catch (error) {
    logger.error('openapi document failed', { error: String(error) });
    return internalErrorResponse();
  }
}
