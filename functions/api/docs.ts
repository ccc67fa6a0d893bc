import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { docsResponse, internalErrorResponse } from '../../shared/http/docs';
import { logger } from '../../shared/logger';

/** GET /docs and /docs/{asset}: the API reference page and its swagger-ui files, all from our own origin. */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  try {
    return await docsResponse(event);
  } catch (error) {
    logger.error('docs request failed', { error: String(error) });
    return internalErrorResponse();
  }
}
